import TVMaze

/// `episode SxE | episode N`: an episode's details.
enum EpisodeCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "episode", aliases: ["ep"], usage: "episode SxE | episode N",
        summary:
            "Details of an episode: by code, or row N of the selected season's list (specials included); its guest cast and crew numbered below (one request, kept), person N opens one.",
        examples: ["episode 3x2", "episode 4"], argument: .episodeCode, refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let show = try session.requireShow("episode")
        guard arguments.count <= 1 else { throw declaration.usageError("too many arguments") }
        guard arguments.count == 1 else { throw declaration.usageError("which episode?") }
        let episode = try session.findEpisode(
            arguments[0], in: try await session.episodes(of: show), show: show, usage: declaration.usage)
        session.selection.select(episode: episode)
        try await session.showEpisode(episode, show: show)
        return .succeeded
    }
}
