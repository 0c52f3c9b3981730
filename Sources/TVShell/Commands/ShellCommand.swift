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
        SearchCommand.self, ShowCommand.self, SeasonsCommand.self, SeasonCommand.self, EpisodeCommand.self, CastCommand.self,
        WatchCommand.self, UnwatchCommand.self, FollowCommand.self, UnfollowCommand.self, FollowingCommand.self,
        UpcomingCommand.self, CalendarCommand.self, ExportCommand.self,
        BackCommand.self, RefreshCommand.self, SetCommand.self, IndexCommand.self, HistoryCommand.self, SourceCommand.self,
        HelpCommand.self, QuitCommand.self,
    ]

    static var names: [String] { all.map { $0.declaration.name } }

    /// The command a typed word names: its name, an alias, or a unique prefix (never for `quit`: leaving takes the word).
    static func find(_ word: String) -> (any ShellCommand.Type)? {
        let word = word.lowercased()
        if let exact = all.first(where: { $0.declaration.name == word || $0.declaration.aliases.contains(word) }) { return exact }
        let prefixed = all.filter { $0.declaration.name.hasPrefix(word) && $0 != QuitCommand.self }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// The closest command names to a mistyped word (edit distance ≤ 2).
    static func suggestions(for word: String) -> [String] {
        let word = word.lowercased()
        return names
            .map { ($0, editDistance($0, word)) }
            .filter { $0.1 <= 2 || $0.0.hasPrefix(word) }
            .sorted { $0.1 < $1.1 }
            .prefix(3).map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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
