/// Where stdout goes: into the output held for a running command (a document mode writes each command's as one
/// document), into the file `output FILE` opened, or to the terminal without the pager (`every`).
struct OutputRoute: Sendable {
    /// Stdout held for each command line running now (innermost last), nil where it is written as it comes: in a
    /// document mode (json, csv, …) the output layer writes each command's as one document (``DocumentOutput``).
    private var held: [String?] = []
    /// Above zero while output is redrawn in place (`every`): it is written without the pager.
    private var unpagedDepth = 0
    /// Where `output FILE` sends stdout; nil: standard output.
    var file: OutputFile?

    /// Whether the running line is the outermost one: typed, or given by -c, -f or stdin (not run by `source`,
    /// `every` or `edit`).
    var isOutermost: Bool { held.count == 1 }

    /// Whether output is written without the pager now.
    var isUnpaged: Bool { unpagedDepth > 0 }

    /// A command line starts; its output is written as it comes until ``hold()``.
    mutating func startLine() {
        held.append(nil)
    }

    /// Holds the running line's output from now on, to be written as one document when it ends.
    mutating func hold() {
        held[held.count - 1] = ""
    }

    /// The running line ends: the output it held, or nil where it was written as it came.
    mutating func endLine() -> String? {
        held.removeLast()
    }

    /// Adds `text` to the innermost output held (the running line's or an enclosing one's); false when none is held
    /// and `text` is to be written out.
    mutating func hold(_ text: String) -> Bool {
        guard let index = held.lastIndex(where: { $0 != nil }) else { return false }
        held[index]! += text
        return true
    }

    /// Output is redrawn in place until ``endUnpaged()``.
    mutating func startUnpaged() {
        unpagedDepth += 1
    }

    mutating func endUnpaged() {
        unpagedDepth -= 1
    }
}
