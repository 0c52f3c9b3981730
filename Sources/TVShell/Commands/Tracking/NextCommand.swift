import TVMaze
import TVService

/// `next`: up next, one row per followed show with aired, unmarked episodes; a row opens that episode.
enum NextCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "next", usage: "next",
        summary: "Up next: each followed show's first aired, unmarked episode and how many are left; a row opens it.",
        examples: ["next"], refetch: .followedShows)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let (items, failures) = try await session.service.upNext(progress: session.countingFollowedShows())
        session.warn(failures: failures)
        if items.isEmpty, failures.isEmpty, session.settings.format == .table,
            try await session.service.followedShows().isEmpty
        {
            session.listing.list([])
            session.emit(TrackingViews.noShowsHint)
            return .succeeded
        }
        let shown = items.map { item in
            UpNext(
                show: item.show, episode: session.spoilers?.apply(item.episode, showID: item.show.id) ?? item.episode,
                left: item.left, lastWatched: item.lastWatched)
        }
        let (text, _) = TrackingViews(format: session.formatting, settings: session.settings).next(shown)
        // The rows keep the whole episodes: one opened after `set spoilers show` shows its title.
        session.listing.list(items.map { .episode($0.episode, show: $0.show) })
        session.names.add(items.map(\.show.name))
        session.emit(text)
        return .succeeded
    }
}
