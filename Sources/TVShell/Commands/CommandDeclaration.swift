/// A shell command as `help` describes it, completion knows it and `refresh` repeats it.
package struct CommandDeclaration: Sendable {
    /// What TAB offers for the command's argument.
    package enum ArgumentKind: Sendable {
        case none, showName, weekday, week, seasonNumber, episodeCode, path, command
        /// A setting's name, then its values (`set`): each name with the values TAB offers after it, listed when TAB
        /// asks (the time zones are a few hundred names that a command line never needs).
        case setting(KeyValuePairs<String, @Sendable () -> [String]>)
        /// An episode code or `season N` (`watch`, `unwatch`).
        case watchTarget
        /// `this`, `next`, `prev` (`calendar`).
        case month
        /// `ics`, then `week` or `following`, then a file (`export`).
        case export
        /// An alias name (`unalias`).
        case alias
        /// A person of the last cast, crew, guests or people search (`person`).
        case personName
    }

    /// What `refresh` fetches again, skipping the cache, before it repeats the command.
    package enum Refetch: Sendable {
        /// The days the schedule view showed.
        case shownDays
        /// Yesterday and today, whose schedules say what is airing.
        case airingDays
        /// The search the command ran.
        case search
        /// Every followed show.
        case followedShows
        /// The selected show.
        case selectedShow
    }

    package var name: String
    package var aliases: [String] = []
    package var usage: String
    package var summary: String
    package var examples: [String]
    package var argument: ArgumentKind = .none
    /// Set for a command that shows fetched data: `refresh` fetches it again and repeats the command.
    package var refetch: Refetch? = nil
    /// Set for a command that runs command lines (`source`, `every`, `edit`): those lines are the commands, each with
    /// its own JSON document and progress line, and it has neither itself.
    package var runsCommands = false

    /// A bad-argument error, which shows the usage line.
    func usageError(_ message: String) -> ShellError {
        ShellError(message, usage: usage)
    }

    /// Fails unless the command was given no arguments.
    func expectNoArguments(_ arguments: [String]) throws {
        guard arguments.isEmpty else { throw usageError("\(name) takes no arguments") }
    }
}

extension CommandDeclaration {
    /// The declaration a typed word names among `declarations`: its name, an alias, or a unique prefix (never for
    /// `quit`: leaving takes the word).
    static func find(_ word: String, in declarations: [CommandDeclaration]) -> CommandDeclaration? {
        let word = word.lowercased()
        if let exact = declarations.first(where: { $0.name == word || $0.aliases.contains(word) }) { return exact }
        let prefixed = declarations.filter { $0.name.hasPrefix(word) && $0.name != "quit" }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// The closest of `names` to a mistyped word (edit distance ≤ 2), at most three.
    static func suggestions(for word: String, among names: [String]) -> [String] {
        let word = word.lowercased()
        return
            names
            .map { ($0, editDistance($0, word)) }
            .filter { $0.1 <= 2 || $0.0.hasPrefix(word) }
            .sorted { $0.1 < $1.1 }
            .prefix(3).map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
