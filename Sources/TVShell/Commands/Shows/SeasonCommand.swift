import TVText

/// `season N`: selects a season and lists its episodes.
enum SeasonCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "season", usage: "season N", summary: "Select season N and list its episodes, specials included.",
        examples: ["season 3"], argument: .seasonNumber, refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let show = try session.requireShow("season")
        guard arguments.count <= 1 else { throw declaration.usageError("too many arguments") }
        guard let text = arguments.first else { throw declaration.usageError("which season?") }
        guard let number = Int(text) else {
            throw declaration.usageError("‘\(text.terminalSafe)’ is not a season number")
        }
        let episodes = try session.seasonEpisodes(number, of: show, in: try await session.episodes(of: show))
        try await session.listSeason(number, episodes: episodes, show: show)
        return .succeeded
    }
}
