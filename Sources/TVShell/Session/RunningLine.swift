/// The command line running now: its number, where it came from, the word its progress line names and that line,
/// and the picture a command is still fetching or drawing.
struct RunningLine: Sendable {
    /// Counts command lines, so a late picture can tell that the user has moved on.
    private(set) var number = 0
    /// Where the running line came from (`FILE:LINE`), for error lines a command writes itself.
    private(set) var location: String?
    /// The running command's first word, as its progress line names it.
    private(set) var word = ""
    /// The line on stderr that names what the running command waits for (``ProgressLine``).
    private(set) var progress: ProgressLine?
    /// The picture the last command is still fetching or drawing; a new line cancels it.
    private(set) var picture: Task<Void, Never>?
    /// How deep `source FILE` scripts are nested now.
    private(set) var sourceDepth = 0

    /// How deep `source FILE` scripts may nest.
    static let maxSourceDepth = 8

    /// A line starts, from `location`: a picture of the previous one that has not arrived is dropped.
    mutating func start(at location: String?) {
        number += 1
        picture?.cancel()
        picture = nil
        self.location = location
    }

    /// The line's command begins: `word` as typed (made safe for the terminal) and the progress line that names it.
    mutating func begin(_ word: String, progress: ProgressLine) {
        self.word = word
        self.progress = progress
    }

    /// The line's command is done: its progress line is no longer the running one.
    mutating func end() {
        progress = nil
    }

    /// The picture the line draws, after its text.
    mutating func draw(_ picture: Task<Void, Never>) {
        self.picture = picture
    }

    /// The picture has been drawn.
    mutating func drew() {
        picture = nil
    }

    /// A `source FILE` script begins its lines; false, changing nothing, when scripts are nested too deeply.
    mutating func enterSource() -> Bool {
        guard sourceDepth < Self.maxSourceDepth else { return false }
        sourceDepth += 1
        return true
    }

    /// A `source FILE` script has run its lines.
    mutating func leaveSource() {
        sourceDepth -= 1
    }
}
