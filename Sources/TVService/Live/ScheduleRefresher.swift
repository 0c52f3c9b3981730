import Foundation
package import TVMaze

/// Keeps the service's window current: refetches the week at local midnight and retries with backoff while offline.
///
/// Midnight is read from the service's wall clock, and every wait goes through an injected ``PacingClock``,
/// so tests move time without waiting. A pinned clock (`--now`) never reaches midnight; retries still run.
package actor ScheduleRefresher {
    /// How long to wait between tries while TVmaze cannot be reached.
    package struct Backoff: Sendable {
        package var first: Duration
        package var longest: Duration

        package init(first: Duration = .seconds(5), longest: Duration = .seconds(300)) {
            self.first = first
            self.longest = longest
        }

        /// The wait before try `attempt` (0-based): doubling from `first`, capped at `longest`.
        package func delay(attempt: Int) -> Duration {
            var delay = first
            for _ in 0..<min(attempt, 32) where delay < longest { delay *= 2 }
            return min(delay, longest)
        }
    }

    /// The longest single wait while heading for midnight, so a suspended laptop or a changed clock is noticed.
    static let longestNap = Duration.seconds(60)

    private let service: TVService
    private let timer: any PacingClock
    private let backoff: Backoff
    private var tasks: [Task<Void, Never>] = []

    package init(service: TVService, timer: any PacingClock = SystemPacingClock(), backoff: Backoff = Backoff()) {
        self.service = service
        self.timer = timer
        self.backoff = backoff
    }

    /// Starts watching the clock and the connection; does nothing when already started.
    package func start() {
        guard tasks.isEmpty else { return }
        let failures = service.events.subscribe()
        tasks = [
            Task { [weak self] in await self?.watchMidnight() },
            Task { [weak self] in
                for await event in failures {
                    if case .fetchFailed = event { await self?.retryUntilOnline() }
                }
            },
        ]
    }

    /// Stops both loops and returns once they have ended (what they publish is published by then).
    package func stop() async {
        let stopping = tasks
        tasks = []
        for task in stopping { task.cancel() }
        for task in stopping { await task.value }
    }

    /// Sleeps until the date changes, announces the new day (and week), and refetches the current window.
    ///
    /// The sample week's clock stands still: once it is shown no midnight comes, and the jump into its week at a
    /// failover is not a new day.
    private func watchMidnight() async {
        var day = await service.today
        while !Task.isCancelled, !service.usesSampleData {
            let now = await service.clock.now()
            let zone = service.displayZone
            let midnight = CalendarDate(now, in: zone).adding(days: 1).instant(in: zone)
            let wait = Duration.milliseconds(Int64((midnight.timeIntervalSince(now) * 1000).rounded(.up)))
            do { try await timer.sleep(for: min(max(wait, .milliseconds(1)), Self.longestNap)) } catch { return }
            if service.usesSampleData { return }
            let today = await service.today
            guard today != day else { continue }
            day = today
            service.events.publish(.windowMoved(today: today, window: await service.currentWindow))
            await refreshWindow()
        }
    }

    /// Refetches the current week and says so; a failure for want of a connection starts the retries (through the event).
    @discardableResult
    private func refreshWindow() async -> Bool {
        do {
            let days = await service.currentWindow.days
            _ = try await service.refetch(dates: days)
            service.events.publish(.scheduleUpdated(dates: days))
            return true
        } catch is CancellationError {
            return false
        } catch {
            // A fall back to the sample week (said by its own event) leaves nothing to retry.
            if !service.usesSampleData { service.noteOutcome(.failure(error), background: true) }
            return false
        }
    }

    /// Tries the current week again with growing waits until TVmaze answers (which publishes "back online").
    private func retryUntilOnline() async {
        var attempt = 0
        while await service.isOffline, !Task.isCancelled {
            do { try await timer.sleep(for: backoff.delay(attempt: attempt)) } catch { return }
            attempt += 1
            if await refreshWindow() { return }
        }
    }
}
