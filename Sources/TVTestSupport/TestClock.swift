package import Foundation
import Synchronization
import TVMaze
import TVService

/// The test clock: "now" for the service (``WallClock``) and the time the pacer, retries and refresher wait on
/// (``PacingClock``), starting at `origin` and moved only by sleeps and by the test.
///
/// By default a sleep returns at once after moving time to its deadline, so pacing and retry logic see the "now"s
/// they would see live, without the waiting; every wait is recorded. With `sleepersWait`, a sleeper wakes only when
/// the test moves time past its deadline (``run(until:sleepers:)``), so a loop that naps in 60-second steps crosses a
/// day as it would live.
package final class TestClock: WallClock, PacingClock {
    private struct Sleeper {
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var elapsed = Duration.zero
        var sleeps: [Duration] = []
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
    }

    private let origin: Date
    private let sleepersWait: Bool
    private let state = Mutex(State())

    package init(_ origin: Date = Date(timeIntervalSince1970: 1_763_510_400), sleepersWait: Bool = false) {
        self.origin = origin
        self.sleepersWait = sleepersWait
    }

    package func now() -> Date { origin.addingTimeInterval(Self.seconds(elapsed)) }

    package func now() -> Duration { elapsed }

    /// Time moved since `origin`.
    package var elapsed: Duration { state.withLock { $0.elapsed } }

    /// Every wait asked for, in order.
    package var sleeps: [Duration] { state.withLock { $0.sleeps } }

    /// Tasks sleeping now (with `sleepersWait`).
    package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    package func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        guard sleepersWait else {
            state.withLock { state in
                state.sleeps.append(duration)
                state.elapsed += max(duration, .zero)
            }
            await Task.yield()
            return try Task.checkCancellation()
        }
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.sleeps.append(duration)
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let wakeNow = state.withLock { state -> Bool in
                    guard duration > .zero else { return true }
                    state.sleepers[id] = Sleeper(deadline: state.elapsed + duration, continuation: continuation)
                    return false
                }
                if wakeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time by `duration` (backwards too: a wall clock set back) without waking anyone.
    package func advance(by duration: Duration) {
        state.withLock { $0.elapsed += duration }
    }

    /// Moves time by `minutes` (``advance(by:)``).
    package func advance(minutes: Double) {
        advance(by: .milliseconds(Int64((minutes * 60_000).rounded())))
    }

    /// Waits (in real time, at most 60 s: a loaded machine is slow to get there) until `count` tasks sleep on this clock.
    package func waitForSleepers(_ count: Int = 1) async {
        let deadline = ContinuousClock.now + .seconds(60)
        while sleeperCount < count, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
    }

    /// Moves time to `target`, stopping at each sleeper's deadline and waiting for the woken task to sleep again.
    package func run(until target: Duration, sleepers count: Int = 1) async {
        while elapsed < target {
            await waitForSleepers(count)
            let woken: [CheckedContinuation<Void, any Error>] = state.withLock { state in
                let next = min(state.sleepers.values.map(\.deadline).min() ?? target, target)
                state.elapsed = max(state.elapsed, next)
                let due = state.sleepers.filter { $0.value.deadline <= state.elapsed }
                for id in due.keys { state.sleepers[id] = nil }
                return due.values.map(\.continuation)
            }
            for continuation in woken { continuation.resume() }
        }
        await waitForSleepers(count)
    }

    /// Moves time by `duration` (``run(until:sleepers:)``).
    package func run(for duration: Duration, sleepers count: Int = 1) async {
        await run(until: elapsed + duration, sleepers: count)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
