import Synchronization
import TVMaze

/// A pacing clock whose sleeps return at once after moving virtual time forward; it records every wait.
///
/// Time moves to the latest deadline any sleeper asked for, never backwards, so pacing logic
/// sees the same sequence of "now" values it would in real time, without the waiting.
package final class VirtualClock: PacingClock {
    private let state = Mutex<(now: Duration, sleeps: [Duration])>((.zero, []))

    package init() {}

    package func now() -> Duration { state.withLock { $0.now } }

    package func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(duration)
            state.now += max(duration, .zero)
        }
        await Task.yield()
        try Task.checkCancellation()
    }

    /// Every wait asked for, in order.
    package var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// Moves time forward without a sleeper.
    package func advance(by duration: Duration) {
        state.withLock { $0.now += duration }
    }
}
