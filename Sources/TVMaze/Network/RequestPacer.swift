/// Keeps tv a good TVmaze citizen: at most `limit` requests in any `window`, and no more at once than the server's
/// connections carry.
///
/// A request first takes a slot (at most its `concurrency` in flight: four over HTTP/1.1, no bound over HTTP/2), then
/// waits until fewer than `limit` requests are in flight or finished within the last `window`. A request counts from
/// its admission until `window` after it *finished*: the server sees it arrive somewhere in between, so no window of
/// arrivals can hold more than `limit`, however long connections take. Every wait is cancellable.
///
/// A request that never reached the server (no name lookup, a refused connection: an `unreachable` failure) costs no
/// place in the window, and ends every wait at once: the requests queued behind it fail with the same failure, so a
/// machine without a network learns it in one round, not after waiting out the budget.
package actor RequestPacer {
    /// How many requests may start in any window.
    package let limit: Int
    /// The window, with a small safety margin already added.
    package let window: Duration

    private let clock: any PacingClock
    /// The budget shared with the user's other tv processes, when there is one.
    private let shared: SharedRequestLedger?
    /// When recent requests finished (each counts until `window` after it).
    private var finished: [Duration] = []
    /// Requests admitted and not yet finished.
    private var unfinished = 0
    private var history: [Duration] = []
    private var inFlight = 0
    private var waiters: [(id: Int, concurrency: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiterID = 0
    /// How many requests found the server unreachable, and the last one's failure: a request waiting when one does
    /// gives up with it.
    private var unreachableCount = 0
    private var lastUnreachable: TransportFailure?
    /// Waits for the window (or the shared budget) that end when a request finds the server unreachable.
    private var napping: [Int: CheckedContinuation<Void, any Error>] = [:]

    /// TVmaze's documented budget is 20 requests per 10 s; the margin absorbs scheduling jitter.
    ///
    /// - Parameter shared: the budget the user's other tv processes share (TVmaze's limit is per IP address); a
    ///   request then waits for a place in it too.
    package init(
        limit: Int = 20, window: Duration = .seconds(10), margin: Duration = .milliseconds(100),
        clock: any PacingClock = SystemPacingClock(), shared: SharedRequestLedger? = nil
    ) {
        precondition(limit > 0)
        self.limit = limit
        self.window = window + margin
        self.clock = clock
        self.shared = shared
    }

    /// Runs `operation` once fewer than `concurrency` requests are in flight (nil: no bound but the window's) and the
    /// window allows it.
    package func paced<T: Sendable>(
        concurrency: Int?, _ operation: @Sendable () async throws -> T
    ) async throws -> T {
        let joined = unreachableCount
        try await acquireSlot(concurrency ?? .max)
        defer { releaseSlot() }
        try unreachableSince(joined)
        try await admit(since: joined)
        var sent = true
        defer {
            unfinished -= 1
            if sent { finished.append(clock.now()) }
        }
        let ticket: SharedRequestLedger.Ticket?
        do {
            ticket = try await admitShared(since: joined)
        } catch {
            sent = false  // it never left
            throw error
        }
        do {
            let result = try await operation()
            if let ticket { shared?.finish(ticket) }
            return result
        } catch let failure as TransportFailure where failure.kind == .unreachable {
            // It never reached the server: no place in any window, and the requests waiting give up with it.
            sent = false
            if let ticket { shared?.withdraw(ticket) }
            noteUnreachable(failure)
            throw failure
        } catch {
            if let ticket { shared?.finish(ticket) }
            throw error
        }
    }

    /// Waits for a place in the shared budget; nil when there is none to wait for (no ledger, its file unusable, or its
    /// lock held for a second by a process that is stopped).
    private func admitShared(since joined: Int) async throws -> SharedRequestLedger.Ticket? {
        guard let shared else { return nil }
        var busy: (since: Duration, tries: Int)?
        var waited = false
        defer { if waited { PacingWait.report(false) } }
        while true {
            try Task.checkCancellation()
            do {
                switch try shared.admit() {
                case .success(let ticket): return ticket
                case .failure(let needed):
                    busy = nil
                    if !waited { PacingWait.report(true) }
                    waited = true
                    try await nap(needed.wait, since: joined)
                }
            } catch is SharedRequestLedger.LockBusy {
                let since = busy?.since ?? clock.now()
                let tries = (busy?.tries ?? 0) + 1
                busy = (since, tries)
                // A holder that is stopped, not one a busy machine runs late: busy for a second and at every one of
                // 500 tries. This process's own pacing still holds.
                if clock.now() - since >= .seconds(1), tries >= 500 { return nil }
                try await nap(SharedRequestLedger.lockBusyRetry, since: joined)
            } catch {
                return nil  // the file cannot be used: this process's own pacing still holds
            }
        }
    }

    /// The admission times of the last 10,000 requests (since the clock's origin), oldest first: for tests and figures.
    package var sendTimes: [Duration] { history }

    /// How many requests wait for a slot (for tests).
    package var waitingForSlot: Int { waiters.count }

    private func admit(since joined: Int) async throws {
        var waited = false
        defer { if waited { PacingWait.report(false) } }
        while true {
            try Task.checkCancellation()
            let now = clock.now()
            finished.removeAll { $0 <= now - window }
            if unfinished + finished.count < limit {
                unfinished += 1
                history.append(now)
                if history.count > 10_000 { history.removeFirst(history.count - 10_000) }
                return
            }
            let needed = unfinished + finished.count - limit  // this many more must expire
            let wait = needed < finished.count ? finished[needed] + window - now : .milliseconds(10)
            if !waited { PacingWait.report(true) }
            waited = true
            try await nap(max(wait, .milliseconds(1)), since: joined)
        }
    }

    /// Throws the last unreachable failure when one happened after `joined` unreachable failures had been counted.
    private func unreachableSince(_ joined: Int) throws {
        if unreachableCount > joined, let lastUnreachable { throw lastUnreachable }
    }

    /// Counts an unreachable failure, and ends every wait with it.
    private func noteUnreachable(_ failure: TransportFailure) {
        unreachableCount += 1
        lastUnreachable = failure
        let queued = waiters
        waiters.removeAll()
        for waiter in queued { waiter.continuation.resume(throwing: failure) }
        let nappers = napping
        napping.removeAll()
        for continuation in nappers.values { continuation.resume(throwing: failure) }
    }

    /// Sleeps `duration` on the clock, unless a request finds the server unreachable first (then throws its failure).
    private func nap(_ duration: Duration, since joined: Int) async throws {
        try unreachableSince(joined)
        let clock = clock
        try await withThrowingTaskGroup(of: Void.self) { group in
            // Started at once, as a sleep awaited here would be: the clock sees the wait when the window was read.
            group.addImmediateTask { try await clock.sleep(for: duration) }
            group.addImmediateTask { try await self.untilUnreachable(since: joined) }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Returns never: throws the failure of the next request that finds the server unreachable, or `CancellationError`.
    private func untilUnreachable(since joined: Int) async throws {
        let id = nextWaiterID
        nextWaiterID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if unreachableCount > joined, let lastUnreachable {
                    continuation.resume(throwing: lastUnreachable)
                } else if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    napping[id] = continuation
                }
            }
        } onCancel: {
            Task { await self.endNap(id) }
        }
    }

    private func endNap(_ id: Int) {
        napping.removeValue(forKey: id)?.resume(throwing: CancellationError())
    }

    private func acquireSlot(_ concurrency: Int) async throws {
        precondition(concurrency > 0)
        if waiters.isEmpty, inFlight < concurrency {
            inFlight += 1
            return
        }
        let id = nextWaiterID
        nextWaiterID += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters.append((id, concurrency, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    /// Frees a slot, and lets waiters go in order while their bounds allow.
    private func releaseSlot() {
        inFlight -= 1
        while let next = waiters.first, inFlight < next.concurrency {
            waiters.removeFirst()
            inFlight += 1
            next.continuation.resume()
        }
    }

    private func cancelWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
