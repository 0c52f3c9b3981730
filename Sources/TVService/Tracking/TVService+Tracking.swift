import TVMaze

/// Tracking's façade: the commands' questions, answered by a ``Tracker`` over this service's store.
extension TVService {
    private var tracker: Tracker { Tracker(service: self, store: tracking) }

    /// Every followed show with its details and episodes, in the store's order (``Tracker/followedSchedule(progress:)``).
    package func followedSchedule(
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> FollowedSchedule {
        try await tracker.followedSchedule(progress: progress)
    }

    /// Up next for every followed show, with the shows that could not be loaded.
    package func upNext(
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> (rows: [UpNext], failures: [(show: FollowedShow, error: any Error)]) {
        try await tracker.upNext(progress: progress)
    }

    /// `stats`: the watched marks (of `year` when given) counted with the runtimes of their shows' episodes.
    package func watchStats(year: Int?) async throws -> WatchStats {
        try await tracker.watchStats(year: year)
    }
}
