import Foundation
import Synchronization
import TVMaze
import TVService

/// A wall clock and a pacing clock in one, whose sleepers wake only when the test moves time.
///
/// `run(until:)` moves time from one sleeper's deadline to the next, waiting each time until the code
/// under test has gone back to sleep, so a loop that naps in 60-second steps crosses a day as it would live.
final class ManualClock: WallClock, PacingClock {
    private struct Sleeper {
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let origin: Date
    private let state = Mutex<(elapsed: Duration, sleepers: [Int: Sleeper], nextID: Int)>((.zero, [:], 0))

    init(_ origin: Date) { self.origin = origin }

    func now() -> Date { origin.addingTimeInterval(Self.seconds(elapsed)) }

    func now() -> Duration { elapsed }

    var elapsed: Duration { state.withLock { $0.elapsed } }

    var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    func sleep(for duration: Duration) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
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

    /// Waits (in real time, at most 10 s) until `count` tasks sleep on this clock.
    func waitForSleepers(_ count: Int = 1) async {
        let deadline = ContinuousClock.now + .seconds(10)
        while sleeperCount < count, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
    }

    /// Moves time to `target`, stopping at each sleeper's deadline and waiting for the woken task to sleep again.
    func run(until target: Duration, sleepers count: Int = 1) async {
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

    /// Moves time by `duration` (see ``run(until:sleepers:)``).
    func run(for duration: Duration, sleepers count: Int = 1) async {
        await run(until: elapsed + duration, sleepers: count)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
