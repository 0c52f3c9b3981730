/// The monotonic time the pacer and the retries read and wait on; tests inject a virtual one.
package protocol PacingClock: Sendable {
    /// Time since an arbitrary fixed origin.
    func now() -> Duration
    /// Waits `duration`; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// Real time, from `ContinuousClock`.
package struct SystemPacingClock: PacingClock {
    private let origin = ContinuousClock.now

    package init() {}

    package func now() -> Duration { ContinuousClock.now - origin }

    package func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
