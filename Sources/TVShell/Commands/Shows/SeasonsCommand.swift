import TVMaze
import TVService

/// `seasons`: the selected show's seasons, with episode counts and dates.
enum SeasonsCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "seasons", usage: "seasons", summary: "The selected show's seasons, with episode counts and dates.",
        examples: ["seasons"], refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let show = try session.requireShow("seasons")
        async let seasons = session.service.seasons(showID: show.id)
        async let episodes = session.episodes(of: show)
        let watched = try await session.watchedMarks(of: show)
        do {
            let views = ShowViews(format: session.formatting, settings: session.settings)
            session.emit(views.seasons(try await seasons, episodes: try await episodes, watched: watched))
        } catch {
            throw session.naming(error, show, "seasons")
        }
        return .succeeded
    }
}
