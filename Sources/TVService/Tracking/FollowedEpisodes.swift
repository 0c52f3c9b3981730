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
        episodes.filter { ($0.airstamp ?? .distantPast) > now }.sorted { ($0.airstamp!, $0.id) < ($1.airstamp!, $1.id) }
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

extension TVService {
    /// Every followed show with its details and episodes, in the store's order.
    ///
    /// A show's details come with its season records (`embed=seasons`), which mark its finales at no extra request.
    /// The shows are fetched concurrently (the pacer keeps to TVmaze's limit). A show that fails is reported in
    /// `failures` with its error, and the others are still returned; only the tracking store's errors are thrown.
    /// `progress` hears (done, total) as each show arrives.
    package func followedSchedule(
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> FollowedSchedule {
        let followed = try await tracking.followedShows()
        await revalidateFollowedShows(followed.map(\.showID))
        let results = await withTaskGroup(of: (Int, Result<FollowedShowEpisodes, any Error>).self) { group in
            for (index, entry) in followed.enumerated() {
                group.addTask {
                    do {
                        async let show = self.show(id: entry.showID, withSeasons: true)
                        async let episodes = self.episodes(showID: entry.showID)
                        return (
                            index, .success(FollowedShowEpisodes(show: try await show, episodes: try await episodes))
                        )
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results: [(Int, Result<FollowedShowEpisodes, any Error>)] = []
            for await result in group {
                results.append(result)
                progress?(results.count, followed.count)
            }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
        try Task.checkCancellation()
        var shows: [FollowedShowEpisodes] = []
        var failures: [(show: FollowedShow, error: any Error)] = []
        for (entry, result) in zip(followed, results) {
            switch result {
            case .success(let loaded): shows.append(loaded)
            case .failure(let error): failures.append((entry, error))
            }
        }
        return FollowedSchedule(shows: shows, failures: failures)
    }
}
