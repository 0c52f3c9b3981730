/// Keeps tv a good TVmaze citizen: at most `limit` requests in any `window`, and a few at once.
///
/// A request first takes one of `maxConcurrent` slots, then waits until sending it keeps every
/// sliding window within the limit; its send time is recorded when it is admitted. Every wait is
/// cancellable.
public actor RequestPacer {
    /// How many requests may start in any window.
    public let limit: Int
    /// The window, with a small safety margin already added.
    public let window: Duration
    /// How many requests may be in flight at once.
    public let maxConcurrent: Int

    private let clock: any PacingClock
    private var sent: [Duration] = []
    private var history: [Duration] = []
    private var inFlight = 0
    private var waiters: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiterID = 0

    /// TVmaze's documented budget is 20 requests per 10 s; the margin absorbs scheduling jitter.
    public init(limit: Int = 20, window: Duration = .seconds(10), margin: Duration = .milliseconds(100),
                maxConcurrent: Int = 4, clock: any PacingClock = SystemPacingClock()) {
        precondition(limit > 0 && maxConcurrent > 0)
        self.limit = limit
        self.window = window + margin
        self.maxConcurrent = maxConcurrent
        self.clock = clock
    }

    /// Runs `operation` once a slot is free and the window allows it.
    public func paced<T: Sendable>(_ operation: @Sendable () async throws -> T) async throws -> T {
        try await acquireSlot()
        defer { releaseSlot() }
        try await admit()
        return try await operation()
    }

    /// The admission times of the last 10,000 requests (since the clock's origin), oldest first: for tests and figures.
    public var sendTimes: [Duration] { history }

    private func admit() async throws {
        while true {
            try Task.checkCancellation()
            let now = clock.now()
            sent.removeAll { $0 <= now - window }
            if sent.count < limit {
                sent.append(now)
                history.append(now)
                if history.count > 10_000 { history.removeFirst(history.count - 10_000) }
                return
            }
            try await clock.sleep(for: sent[sent.count - limit] + window - now)
        }
    }

    private func acquireSlot() async throws {
        if inFlight < maxConcurrent {
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
                    waiters.append((id, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancelWaiter(id) }
        }
    }

    private func releaseSlot() {
        if waiters.isEmpty {
            inFlight -= 1
        } else {
            waiters.removeFirst().continuation.resume()   // the slot passes to the next waiter
        }
    }

    private func cancelWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
