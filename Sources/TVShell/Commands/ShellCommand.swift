/// One REPL command: its declaration and its `run`, as argument-parser's commands hold theirs.
protocol ShellCommand: Sendable {
    static var declaration: CommandDeclaration { get }
    /// Runs the command with the words after its name, on the session's actor.
    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome
}

/// Every REPL command, in the order `help` lists them; the dispatcher, `help` and completion look words up here.
enum CommandRegistry {
    static let all: [any ShellCommand.Type] = [
        WeekCommand.self, DayCommand.self, NowCommand.self,
        SearchCommand.self, ShowCommand.self, SeasonsCommand.self, SeasonCommand.self, EpisodeCommand.self,
        CastCommand.self, CrewCommand.self, PersonCommand.self,
        NextCommand.self, WatchCommand.self, UnwatchCommand.self, FollowCommand.self, UnfollowCommand.self,
        FollowingCommand.self,
        UpcomingCommand.self, CalendarCommand.self, DigestCommand.self, StatsCommand.self,
        ExportCommand.self, ImportCommand.self, AccountCommand.self, SyncCommand.self,
        BackCommand.self, RefreshCommand.self, SetCommand.self, IndexCommand.self, HistoryCommand.self,
        SourceCommand.self, OutputCommand.self, AliasCommand.self, UnaliasCommand.self, EveryCommand.self,
        EditCommand.self,
        HelpCommand.self, QuitCommand.self,
    ]

    /// Every command's declaration, in the same order.
    static var declarations: [CommandDeclaration] { all.map { $0.declaration } }

    static var names: [String] { declarations.map(\.name) }

    /// The command a typed word names (``CommandDeclaration/find(_:in:)``).
    static func find(_ word: String) -> (any ShellCommand.Type)? {
        guard let declaration = CommandDeclaration.find(word, in: declarations) else { return nil }
        return all.first { $0.declaration.name == declaration.name }
    }

    /// The closest command names to a mistyped word (``CommandDeclaration/suggestions(for:among:)``).
    static func suggestions(for word: String) -> [String] {
        CommandDeclaration.suggestions(for: word, among: names)
    }
}

extension ShellCompleter {
    /// Completes the shell's own commands.
    package init(
        names: CompletionNames, remote: (@Sendable (String) -> [String])? = nil,
        showContents: (@Sendable (Int) -> Void)? = nil
    ) {
        self.init(names: names, remote: remote, commands: CommandRegistry.declarations, showContents: showContents)
    }
}
