/// A shell command as `help` describes it, completion knows it and `refresh` repeats it.
package struct CommandDeclaration: Sendable {
    /// What TAB offers for the command's argument.
    package enum ArgumentKind: Sendable {
        case none, showName, weekday, week, seasonNumber, episodeCode, path, command, setting
        /// An episode code or `season N` (`watch`, `unwatch`).
        case watchTarget
        /// `this`, `next`, `prev` (`calendar`).
        case month
        /// `ics`, then `week` or `following`, then a file (`export`).
        case export
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

    package let name: String
    package let aliases: [String]
    package let usage: String
    package let summary: String
    package let examples: [String]
    package let argument: ArgumentKind
    /// Set for a command that shows fetched data: `refresh` fetches it again and repeats the command.
    package let refetch: Refetch?

    package init(name: String, aliases: [String] = [], usage: String, summary: String, examples: [String],
                argument: ArgumentKind = .none, refetch: Refetch? = nil) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.examples = examples
        self.argument = argument
        self.refetch = refetch
    }

    /// A bad-argument error, which shows the usage line.
    func usageError(_ message: String) -> ShellError {
        ShellError(message, usage: usage)
    }

    /// Fails unless the command was given no arguments.
    func expectNoArguments(_ arguments: [String]) throws {
        guard arguments.isEmpty else { throw usageError("\(name) takes no arguments") }
    }
}
