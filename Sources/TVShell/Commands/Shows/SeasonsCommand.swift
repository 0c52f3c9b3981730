import TVMaze
import TVService

/// `seasons`: the selected show's seasons, with episode counts and dates.
enum SeasonsCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "seasons", usage: "seasons",
        summary: "The selected show's seasons, numbered, with episode counts and dates; a bare N lists season row N.",
        examples: ["seasons"], refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let show = try session.requireShow("seasons")
        async let seasons = session.service.seasons(showID: show.id)
        async let episodes = session.episodes(of: show)
        let watched = try await session.watchedMarks(of: show)
        do {
            let views = ShowViews(format: session.formatting, settings: session.settings)
            let seasons = try await seasons
            session.emit(views.seasons(seasons, episodes: try await episodes, watched: watched))
            session.listing.list(seasons.map { .season($0, show: show) })
        } catch {
            throw session.naming(error, show, "seasons")
        }
        return .succeeded
    }
}
