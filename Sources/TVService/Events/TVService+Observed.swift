import TVMaze

extension TVService {
    /// Whether the last request failed for want of a connection (the refresher retries while it is).
    package var isOffline: Bool { connectivity.isOffline }

    /// Records a request's outcome; publishes "offline" on the first failure for want of a connection and
    /// "back online" on the first success after it. Returns whether it published.
    @discardableResult
    nonisolated func noteOutcome(_ outcome: Result<Void, any Error>) -> Bool {
        guard let event = connectivity.record(outcome) else { return false }
        events.publish(event)
        return true
    }
}
