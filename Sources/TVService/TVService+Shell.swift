package import Foundation
import TVMaze

/// What a front end asks of the service besides listings: the time, the user's tracking data and the show index, so
/// that it never reaches into ``TVService/api``, ``TVService/clock`` or ``TVService/tracking``.
extension TVService {
    /// The service clock's instant (pinned by `--now`, or the sample week's while it serves sample data).
    package func now() -> Date { clock.now() }

    /// The real time (or `--now`'s), even while the sample week is served: what marks, follows, exports and the show
    /// index's age are stamped with.
    nonisolated package func realNow() -> Date { wallClock.now() }

    /// Ids of the watched episodes of a show.
    package func watchedEpisodeIDs(showID: Int) async throws -> Set<Int> {
        try await tracking.watchedEpisodeIDs(showID: showID)
    }

    /// Records watched marks (an existing mark keeps its first time); all or none are committed.
    package func markWatched(_ marks: [WatchMark]) async throws {
        try await tracking.markWatched(marks)
    }

    /// Removes watched marks; returns how many existed.
    @discardableResult package func unmarkWatched(episodeIDs: [Int]) async throws -> Int {
        try await tracking.unmarkWatched(episodeIDs: episodeIDs)
    }

    /// Follows a show (following again changes nothing).
    package func follow(_ show: FollowedShow) async throws {
        try await tracking.follow(show)
    }

    /// Stops following a show; returns whether it was followed.
    @discardableResult package func unfollow(showID: Int) async throws -> Bool {
        try await tracking.unfollow(showID: showID)
    }

    /// When `digest` last ran; nil before its first run.
    package func lastDigest() async throws -> Date? {
        try await tracking.lastDigest()
    }

    /// Records a run of `digest`.
    package func recordDigest(at time: Date) async throws {
        try await tracking.recordDigest(at: time)
    }

    /// Every watched mark.
    package func allMarks() async throws -> [WatchMark] {
        try await tracking.allMarks()
    }

    /// Every followed show, by name.
    package func followedShows() async throws -> [FollowedShow] {
        try await tracking.followedShows()
    }

    /// The season records already fetched for `showIDs` (by `seasons` or with a followed show's details in this
    /// process, or with `stored` kept in the persistent cache), which say where seasons end; no request is made for a
    /// show whose seasons were never fetched. A week's thousand shows ask memory only (`stored: false`): a cache read
    /// each would slow every `week`.
    package func keptFinales(showIDs: some Sequence<Int>, stored: Bool = true) async -> Finales {
        var finales = Finales()
        for id in Set(showIDs) {
            let seasons =
                if let seasons = await keptPart([Season].self, .seasons(showID: id), stored: stored) {
                    seasons
                } else {
                    await keptPart(Show.self, .show(id: id, embed: [.seasons]), stored: stored)?.embedded?.seasons
                }
            if let seasons { finales.add(showID: id, seasons: seasons) }
        }
        return finales
    }

    /// An updater of the show index in `store`, fetching through this service's client; its dates are real time.
    package func showIndexUpdater(store: any ShowIndexStore) -> ShowIndexUpdater {
        ShowIndexUpdater(api: api, store: store, clock: wallClock)
    }
}
