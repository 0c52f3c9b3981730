package import Foundation
package import TVMaze

/// A followed show with its details and every episode TVmaze lists for it.
package struct FollowedShowEpisodes: Sendable {
    package let show: Show
    package let episodes: [Episode]

    /// A show and its episodes.
    package init(show: Show, episodes: [Episode]) {
        self.show = show
        self.episodes = episodes
    }

    /// One of the show's episodes as a row: streaming for a show only a service carries (what `/schedule/web` lists),
    /// so that a release day shows no time and a drop collapses (``Drops``), as in the week.
    package func event(_ episode: Episode) -> ScheduleEvent {
        var event = ScheduleEvent(episode: episode, show: show)
        if show.isStreamingOnly { event.kind = .streaming }
        return event
    }

    /// The episodes whose airstamp is after `now`, soonest first.
    package func episodes(after now: Date) -> [Episode] {
        AiringOrder.sorted(episodes.filter { ($0.airstamp ?? .distantPast) > now })
    }

    /// The first episode after `now`, when one is announced with a date.
    package func next(after now: Date) -> Episode? { episodes(after: now).first }
}

/// The followed shows that loaded, and those that did not with the reason.
package struct FollowedSchedule: Sendable {
    package let shows: [FollowedShowEpisodes]
    package let failures: [(show: FollowedShow, error: any Error)]

    /// What stops a command listing the followed shows' episodes: the first failure when no show loaded, unless every
    /// failure is a show's own (TVmaze lists no episodes for it): those are warnings, and the command goes on.
    package var stoppingError: (any Error)? {
        guard shows.isEmpty else { return nil }
        return failures.first { ($0.error as? TVMazeError)?.kind != .notFound }?.error
    }
}
