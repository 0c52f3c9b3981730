import TVMaze

extension TVService {
    /// Whether the last request failed for want of a connection (the refresher retries while it is).
    package var isOffline: Bool { connectivity.isOffline }

    /// Records a request's outcome and publishes what ``Connectivity/record(_:background:)`` says to: "offline" on
    /// the first failure for want of a connection, "back online" on the first success after it, and a `background`
    /// fetch's other failure while online. Returns whether it published.
    @discardableResult
    nonisolated func noteOutcome(_ outcome: Result<Void, any Error>, background: Bool = false) -> Bool {
        guard let event = connectivity.record(outcome, background: background) else { return false }
        events.publish(event)
        return true
    }
}
