import Foundation
import Synchronization
import TVTestSupport
import Testing

@testable import TVMaze

/// The pacer keeps every sliding window within TVmaze's budget.
@Suite struct PacingTests {
    /// The most times within any window of `length`.
    func densest(_ times: [Duration], _ length: Duration) -> Int {
        var best = 0
        var start = 0
        for end in times.indices {
            while times[end] - times[start] >= length { start += 1 }
            best = max(best, end - start + 1)
        }
        return best
    }

    @Test func sixtyRequestsNeverExceedTwentyInTenSeconds() async throws {
        let clock = TestClock()
        let pacer = RequestPacer(clock: clock)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<60 {
                group.addTask { try await pacer.paced(concurrency: 4) { () } }
            }
            try await group.waitForAll()
        }
        let times = await pacer.sendTimes.sorted()
        #expect(times.count == 60)
        #expect(densest(times, .seconds(10)) == 20)
        // As fast as the budget allows: three windows' worth, so the last starts after ~20 s, not later.
        let last = try #require(times.last)
        #expect(last >= .seconds(20) && last < .seconds(21))
    }

    @Test func answersFromTheSampleDataAreNotPaced() async throws {
        let pacer = RequestPacer(clock: TestClock())
        let fixtures = FixtureTransport(router: FixtureRouter(directory: try MiniFixtures.make()))
        let offline = TVMazeClient(transport: fixtures, pacer: pacer)
        for _ in 0..<30 { _ = try await offline.get("/shows/1", resource: "show with id 1") }
        #expect(await pacer.sendTimes.isEmpty)
    }

    @Test func concurrencyIsBounded() async throws {
        let pacer = RequestPacer(limit: 100, clock: TestClock())
        let counters = InFlightCounter()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    try await pacer.paced(concurrency: 2) {
                        counters.enter()
                        try await Task.sleep(for: .milliseconds(5))
                        counters.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(counters.peak == 2)
    }

    /// Over HTTP/2 (no bound of the connection's) a burst goes at once; a request bounded to four meanwhile waits
    /// until fewer than four are in flight.
    @Test func unboundedRequestsGoAtOnceAndABoundedOneWaitsForItsBound() async throws {
        let pacer = RequestPacer(limit: 100, clock: TestClock())
        let counters = InFlightCounter()
        let released = Shared(false)
        let bounded = Shared<Int?>(nil)  // how many were in flight when the bounded request ran
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await pacer.paced(concurrency: nil) {
                        counters.enter()
                        while !released.value { try await Task.sleep(for: .milliseconds(1)) }
                        counters.leave()
                    }
                }
            }
            while counters.current < 6 { try await Task.sleep(for: .milliseconds(1)) }
            group.addTask {
                try await pacer.paced(concurrency: 4) { bounded.value = counters.current }
            }
            while await pacer.waitingForSlot < 1 { try await Task.sleep(for: .milliseconds(1)) }
            #expect(bounded.value == nil)  // six in flight: the bounded one waits
            released.value = true
            try await group.waitForAll()
        }
        #expect(counters.peak == 6)
        #expect((bounded.value ?? 99) < 4)
    }

    @Test func aWaitingRequestCanBeCancelled() async throws {
        let pacer = RequestPacer(limit: 1, window: .seconds(60), clock: SystemPacingClock())
        try await pacer.paced(concurrency: 4) { () }
        let waiting = Task { try await pacer.paced(concurrency: 4) { () } }
        try await Task.sleep(for: .milliseconds(50))
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test func realTimeRunAgainstTheServerStaysWithinItsWindow() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        let pacer = RequestPacer(limit: 5, window: .seconds(1), margin: .milliseconds(50))
        let client = TVMazeClient(
            configuration: .init(baseURL: server.baseURL),
            transport: AsyncHTTPClientTransport(proxies: ProxySettings()), pacer: pacer)
        let api = TVMazeAPI(client: client)
        let started = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<15 {
                group.addTask { _ = try await api.show(id: 1) }
            }
            try await group.waitForAll()
        }
        #expect(server.requests.count == 15)
        #expect(server.maxRequests(inAnyWindow: .seconds(1)) <= 5)
        #expect(ContinuousClock.now - started >= .seconds(2))
        await client.shutdown()
        await server.shutdown()
    }
}

/// Counts operations in flight and the most seen at once.
/// A value tasks share.
final class Shared<Value: Sendable>: Sendable {
    private let state: Mutex<Value>
    init(_ value: Value) { state = Mutex(value) }
    var value: Value {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}

final class InFlightCounter: Sendable {
    private let state = Mutex((now: 0, peak: 0))

    func enter() {
        state.withLock {
            $0.now += 1
            $0.peak = max($0.peak, $0.now)
        }
    }
    func leave() { state.withLock { $0.now -= 1 } }
    var peak: Int { state.withLock { $0.peak } }
    var current: Int { state.withLock { $0.now } }
}
