/// A shell command as `help` describes it, completion knows it and `refresh` repeats it.
public struct CommandDeclaration: Sendable {
    /// What TAB offers for the command's argument.
    public enum ArgumentKind: Sendable {
        case none, showName, weekday, week, seasonNumber, episodeCode, path, command, setting
        /// An episode code or `season N` (`watch`, `unwatch`).
        case watchTarget
        /// `this`, `next`, `prev` (`calendar`).
        case month
        /// `ics`, then `week` or `following`, then a file (`export`).
        case export
    }

    /// What `refresh` fetches again, skipping the cache, before it repeats the command.
    public enum Refetch: Sendable {
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

    public let name: String
    public let aliases: [String]
    public let usage: String
    public let summary: String
    public let examples: [String]
    public let argument: ArgumentKind
    /// Set for a command that shows fetched data: `refresh` fetches it again and repeats the command.
    public let refetch: Refetch?

    public init(name: String, aliases: [String] = [], usage: String, summary: String, examples: [String],
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
