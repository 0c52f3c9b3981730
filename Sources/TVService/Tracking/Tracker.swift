import Foundation
import TVMaze

/// Tracking: what follows from the user's marks and follows (the followed shows' episodes, up next, stats), over the
/// ``TrackingStore`` and the show catalogue. ``TVService`` is its façade.
struct Tracker: Sendable {
    let service: TVService
    let store: any TrackingStore

    /// Every followed show with its details and episodes, in the store's order.
    ///
    /// A show's details come with its season records (`embed=seasons`), which mark its finales at no extra request.
    /// The shows are fetched concurrently (the pacer keeps to TVmaze's limit). A show that fails is reported in
    /// `failures` with its error, and the others are still returned; only the tracking store's errors are thrown.
    /// `progress` hears (done, total) as each show arrives.
    func followedSchedule(progress: (@Sendable (Int, Int) -> Void)?) async throws -> FollowedSchedule {
        let followed = try await store.followedShows()
        await service.revalidateFollowedShows(followed.map(\.showID))
        let service = self.service
        let results = await withTaskGroup(of: (Int, Result<FollowedShowEpisodes, any Error>).self) { group in
            for (index, entry) in followed.enumerated() {
                group.addTask {
                    do {
                        async let show = service.show(id: entry.showID, withSeasons: true)
                        async let episodes = service.episodes(showID: entry.showID)
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

    /// Up next for every followed show, with the shows that could not be loaded.
    func upNext(
        progress: (@Sendable (Int, Int) -> Void)?
    ) async throws -> (rows: [UpNext], failures: [(show: FollowedShow, error: any Error)]) {
        let schedule = try await followedSchedule(progress: progress)
        let marks = try await store.allMarks()
        return (UpNext.rows(schedule.shows, marks: marks, now: await service.now()), schedule.failures)
    }

    /// `stats`: the watched marks (of `year` when given) counted with the runtimes of their shows' episodes. A show
    /// whose episodes cannot be loaded counts its marks with no minutes.
    func watchStats(year: Int?) async throws -> WatchStats {
        let marks = try await store.allMarks()
        var shows: [Int: Show] = [:]
        var episodes: [Int: [Episode]] = [:]
        for showID in Set(marks.map(\.showID)).sorted() {
            if let show = try? await service.show(id: showID) { shows[showID] = show }
            if let list = try? await service.episodes(showID: showID) { episodes[showID] = list }
            try Task.checkCancellation()
        }
        return WatchStats.compute(
            marks: marks, shows: shows, episodes: episodes, year: year, zone: service.displayZone)
    }
}
