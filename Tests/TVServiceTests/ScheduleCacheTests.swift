import Foundation
import Synchronization
import TVTestSupport
import Testing

@testable import TVMaze
@testable import TVService

/// Answers `/schedule` with one episode per day named after the current `version`, and counts requests.
private final class VersionedScheduleTransport: HTTPTransport {
    enum Mode { case serve, unreachable, notFound, garbage }
    private let state = Mutex((version: 1, mode: Mode.serve, requests: 0, dates: [String](), garbageDate: String?.none))

    var requests: Int { state.withLock { $0.requests } }
    /// The dates asked for, in order.
    var dates: [String] { state.withLock { $0.dates } }
    func set(version: Int) { state.withLock { $0.version = version } }
    func set(mode: Mode) { state.withLock { $0.mode = mode } }
    /// Answers garbage for this one date and serves the others.
    func set(garbageDate: String?) { state.withLock { $0.garbageDate = garbageDate } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let date =
            URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "date" }?
            .value ?? ""
        let (version, mode) = state.withLock { state in
            state.requests += 1
            state.dates.append(date)
            return (state.version, date == state.garbageDate ? .garbage : state.mode)
        }
        switch mode {
        case .unreachable: throw TransportFailure(.unreachable, "connection refused")
        case .notFound: return TransportResponse(status: 404, body: Array(#"{"status":404}"#.utf8))
        case .garbage: return TransportResponse(status: 200, body: Array("<html>oops".utf8))
        case .serve where request.url.path.hasPrefix("/shows/"):
            return TransportResponse(
                status: 200, body: Array(#"{"id":5,"name":"Show v\#(version)","summary":"<p>s</p>"}"#.utf8))
        case .serve:
            let id = (Int(date.replacingOccurrences(of: "-", with: "")) ?? 0) % 100_000
            let body = """
                [{"id":\(id),"name":"Episode v\(version)","season":1,"number":1,"airdate":"\(date)","airtime":"20:00",
                  "airstamp":"\(date)T20:00:00-05:00","runtime":30,
                  "show":{"id":\(id),"name":"Show \(id)","genres":[],"network":{"id":1,"name":"NBC"}}}]
                """
            return TransportResponse(status: 200, body: Array(body.utf8))
        }
    }
}

@Suite struct ScheduleCacheTests {
    let zone = TimeZone(identifier: "America/New_York")!
    let start = Airstamp.parse("2026-11-18T20:30:00-05:00")!
    let day = CalendarDate("2026-11-18")!

    private func service(
        _ transport: VersionedScheduleTransport, _ clock: TestClock, _ cache: any ServiceCache
    ) -> TVService {
        let client = TVMazeClient(configuration: .init(retry: RetryPolicy(transientAttempts: 1)), transport: transport)
        // Network days only: streaming days are cached the same way (StreamingScheduleTests).
        return TVService(api: TVMazeAPI(client: client), clock: clock, displayZone: zone, cache: cache, sources: .tv)
    }

    private func names(_ days: [DaySchedule]) -> [String] { days.flatMap(\.events).map(\.episode.name) }

    @Test func offlineAShowTheStoredWeekListsIsShownFromIt() async throws {
        let transport = VersionedScheduleTransport()
        let cache = InMemoryScheduleCache()
        let clock = TestClock(start)
        let online = service(transport, clock, cache)
        _ = try await online.schedule(for: [day])
        await online.finishWrites()
        transport.set(mode: .unreachable)
        let offline = service(transport, clock, cache)  // another process: nothing kept in memory
        #expect(try await offline.show(id: 61118).name == "Show 61118")  // the stored day's show (20261118 % 100000)
        await #expect(throws: TVMazeError.self) { try await offline.show(id: 5) }
        transport.set(mode: .garbage)  // an answer, not a lost connection: the error is the answer's
        await #expect(throws: TVMazeError.self) { try await self.service(transport, clock, cache).show(id: 61118) }
    }

    @Test func aFreshDayIsServedWithoutARequestEvenByANewService() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let cache = InMemoryScheduleCache()
        let first = service(transport, clock, cache)
        #expect(names(try await first.schedule(for: [day])) == ["Episode v1"])
        await first.finishWrites()
        let fetched = transport.requests
        #expect(fetched > 0)

        clock.advance(minutes: 59)
        #expect(names(try await first.schedule(for: [day])) == ["Episode v1"])
        let second = service(transport, clock, cache)
        #expect(names(try await second.schedule(for: [day])) == ["Episode v1"])
        #expect(transport.requests == fetched)
    }

    @Test func aDayFetchedInTheFutureIsNotFresh() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let cache = InMemoryScheduleCache()
        let writer = service(transport, clock, cache)  // a run pinned a day ahead, or before the clock was set back
        _ = try await writer.schedule(for: [day])
        await writer.finishWrites()

        transport.set(version: 2)
        clock.advance(minutes: -0.5)  // within a minute of clock skew it still counts as fresh
        #expect(names(try await service(transport, clock, cache).schedule(for: [day])) == ["Episode v1"])
        clock.advance(minutes: -24 * 60)
        #expect(names(try await service(transport, clock, cache).schedule(for: [day])) == ["Episode v2"])
    }

    @Test func aStaleDayIsServedAtOnceAndRefreshedInTheBackground() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let service = service(transport, clock, InMemoryScheduleCache())
        _ = try await service.schedule(for: [day])
        let fetched = transport.requests
        let events = service.events.subscribe()

        transport.set(version: 2)
        clock.advance(minutes: 61)
        #expect(names(try await service.schedule(for: [day])) == ["Episode v1"])  // the stale copy, at once
        var iterator = events.makeAsyncIterator()
        let event = await iterator.next()
        guard case .scheduleUpdated(let dates) = event else {
            Issue.record("expected scheduleUpdated, got \(String(describing: event))")
            return
        }
        #expect(dates == [day])
        await service.waitForRefreshes()
        #expect(transport.requests > fetched)
        let refreshed = transport.requests
        #expect(names(try await service.schedule(for: [day])) == ["Episode v2"])
        #expect(transport.requests == refreshed)
    }

    @Test func aRefreshThatBringsNothingNewPublishesNothing() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let service = service(transport, clock, InMemoryScheduleCache())
        _ = try await service.schedule(for: [day])
        let events = service.events.subscribe()
        clock.advance(minutes: 61)
        _ = try await service.schedule(for: [day])
        await service.waitForRefreshes()
        service.events.publish(.backOnline)  // a marker: the first event seen must be this one
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == .backOnline)
    }

    /// What a failure announces is decided in one place (``Connectivity``): "offline" once, then nothing until TVmaze
    /// answers, as the refresher's retries keep quiet. A background refresh meeting an error answer while offline
    /// announced it (as "offline" again: every failure but a lost connection was said).
    @Test func whileOfflineABackgroundRefreshAnnouncesNothingMore() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let service = service(transport, clock, InMemoryScheduleCache())
        _ = try await service.schedule(for: [day])
        let log = EventLog(service.events)
        transport.set(mode: .unreachable)
        await #expect(throws: TVMazeError.self) { try await service.schedule(for: [day.adding(days: 1)]) }
        let offline = log.takeAll()
        #expect(offline.count == 1)
        guard case .fetchFailed(let message) = offline.first, message.contains("connection refused") else {
            Issue.record("expected one offline announcement, got \(offline)")
            return
        }
        transport.set(mode: .notFound)
        clock.advance(minutes: 61)
        let asked = transport.requests
        #expect(names(try await service.schedule(for: [day])) == ["Episode v1"])  // stale, refreshed in the background
        await service.waitForRefreshes()
        #expect(transport.requests > asked)
        #expect(log.takeAll().isEmpty)
        transport.set(mode: .serve)
        _ = try await service.schedule(for: [day.adding(days: 2)])
        #expect(log.takeAll() == [.backOnline])
    }

    @Test func aNewProcessRefetchesAStaleDayFirstAndFallsBackToItWhenTVmazeIsUnreachable() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let cache = InMemoryScheduleCache()
        let writer = service(transport, clock, cache)
        _ = try await writer.schedule(for: [day])
        await writer.finishWrites()

        clock.advance(minutes: 120)
        transport.set(mode: .unreachable)
        let days = try await service(transport, clock, cache).schedule(for: [day])
        #expect(names(days) == ["Episode v1"])
        #expect(days.first?.staleSince == start)

        transport.set(mode: .serve)
        transport.set(version: 3)
        let online = try await service(transport, clock, cache).schedule(for: [day])
        #expect(names(online) == ["Episode v3"])
        #expect(online.first?.staleSince == nil)
    }

    @Test func anAnswerIsNotAnOutageSoA404IsNotCoveredByTheStaleCopy() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let cache = InMemoryScheduleCache()
        let writer = service(transport, clock, cache)
        _ = try await writer.schedule(for: [day])
        await writer.finishWrites()
        clock.advance(minutes: 120)
        transport.set(mode: .notFound)
        await #expect(throws: TVMazeError.self) { try await service(transport, clock, cache).schedule(for: [day]) }
    }

    @Test func garbageIsNeverStored() async throws {
        let transport = VersionedScheduleTransport()
        let cache = InMemoryScheduleCache()
        transport.set(mode: .garbage)
        let service = service(transport, TestClock(start), cache)
        await #expect(throws: TVMazeError.self) { try await service.schedule(for: [day]) }
        await service.finishWrites()
        #expect(await cache.scheduleDays(country: "US", dates: [day]).isEmpty)
    }

    @Test func daysThatArrivedAreKeptWhenAnotherDayOfTheFetchFails() async throws {
        let transport = VersionedScheduleTransport()
        let cache = InMemoryScheduleCache()
        let service = service(transport, TestClock(start), cache)
        let week = (0..<7).map { CalendarDate("2026-11-16")!.adding(days: $0) }
        transport.set(garbageDate: "2026-11-18")
        await #expect(throws: TVMazeError.self) { try await service.schedule(for: week) }
        await service.finishWrites()
        #expect(await cache.scheduleDays(country: "US", dates: week).count == 6)
        let asked = transport.requests
        transport.set(garbageDate: nil)
        #expect(names(try await service.schedule(for: week)).count == 7)
        #expect(transport.dates.dropFirst(asked) == ["2026-11-18"])
    }

    @Test func refetchIgnoresFreshnessAndReplacesMemoryAndCache() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let cache = InMemoryScheduleCache()
        let service = service(transport, clock, cache)
        _ = try await service.schedule(for: [day])
        transport.set(version: 2)
        #expect(names(try await service.refetch(dates: [day])) == ["Episode v2"])
        #expect(names(try await service.schedule(for: [day])) == ["Episode v2"])
        await service.finishWrites()
        #expect(await cache.scheduleDays(country: "US", dates: [day])[day]?.value.first?.episode.name == "Episode v2")

        transport.set(mode: .unreachable)
        await #expect(throws: TVMazeError.self) { try await service.refetch(dates: [day]) }
    }

    @Test(.timeLimit(.minutes(1))) func theAnswerDoesNotWaitForTheCacheWrite() async throws {
        let cache = HeldCache()
        let service = service(VersionedScheduleTransport(), TestClock(start), cache)
        #expect(names(try await service.schedule(for: [day])) == ["Episode v1"])  // returns while the write is held
        #expect(await cache.base.scheduleDays(country: "US", dates: [day]).isEmpty)
        cache.release()
        await service.finishWrites()
        #expect(await cache.base.scheduleDays(country: "US", dates: [day])[day]?.value.count == 1)
    }

    /// A day is stored as soon as it arrives, while another day of the same fetch is still on its way.
    @Test(.timeLimit(.minutes(1))) func eachDayIsStoredAsItArrives() async throws {
        let late = day.adding(days: 1)
        let transport = HoldingTransport(held: late.description)
        let cache = SignallingCache()
        let client = TVMazeClient(transport: transport)
        let service = TVService(
            api: TVMazeAPI(client: client), clock: TestClock(start), displayZone: zone, cache: cache, sources: .tv)
        let fetch = Task { try await service.schedule(for: [day, late]) }
        var stores = cache.stores.makeAsyncIterator()
        #expect(await stores.next() == day)  // stored while the late day is held
        transport.release()
        #expect(try await fetch.value.map(\.events.count) == [1, 1])
        await service.finishWrites()
        #expect(await stores.next() == late)
    }

    @Test func otherAnswersAreKeptAsBodiesFreshForAnHourAndServedStaleWhenUnreachable() async throws {
        let transport = VersionedScheduleTransport()
        let clock = TestClock(start)
        let cache = InMemoryScheduleCache()
        #expect(try await service(transport, clock, cache).show(id: 5).name == "Show v1")
        #expect(transport.requests == 1)
        transport.set(version: 2)
        clock.advance(minutes: 59)
        #expect(try await service(transport, clock, cache).show(id: 5).name == "Show v1")
        #expect(transport.requests == 1)
        clock.advance(minutes: 2)
        transport.set(mode: .unreachable)
        #expect(try await service(transport, clock, cache).show(id: 5).name == "Show v1")
        transport.set(mode: .serve)
        #expect(try await service(transport, clock, cache).show(id: 5).name == "Show v2")
        transport.set(mode: .garbage)
        clock.advance(minutes: 61)
        await #expect(throws: TVMazeError.self) { try await service(transport, clock, cache).show(id: 5) }
        #expect(
            await cache.response(for: APIRequest.show(id: 5).key).map { String(decoding: $0.value, as: UTF8.self) }?
                .contains("v2") == true)
    }
}

/// Serves ``VersionedScheduleTransport``'s answers, but holds the one for `held` until ``release()``.
private final class HoldingTransport: HTTPTransport {
    let held: String
    private let base = VersionedScheduleTransport()
    private let gate = AsyncStream<Void>.makeStream()

    init(held: String) { self.held = held }

    func release() { gate.continuation.finish() }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        if request.url.query?.contains("date=\(held)") == true {
            for await _ in gate.stream {}
        }
        return try await base.send(request)
    }
}

/// A cache that announces the date of each stored day.
private final class SignallingCache: ServiceCache {
    let base = InMemoryScheduleCache()
    private let stored = AsyncStream<CalendarDate>.makeStream()
    var stores: AsyncStream<CalendarDate> { stored.stream }

    func scheduleDays(country: String, dates: [CalendarDate]) async -> [CalendarDate: CachedScheduleDay] {
        await base.scheduleDays(country: country, dates: dates)
    }

    func storeScheduleDay(country: String, date: CalendarDate, events: [ScheduleEvent], fetchedAt: Date) async {
        await base.storeScheduleDay(country: country, date: date, events: events, fetchedAt: fetchedAt)
        stored.continuation.yield(date)
    }

    func response(for key: String) async -> CachedResponse? { await base.response(for: key) }

    func storeResponse(_ body: [UInt8], for key: String, fetchedAt: Date) async {
        await base.storeResponse(body, for: key, fetchedAt: fetchedAt)
    }
}

/// A cache whose writes wait until ``release()``.
private final class HeldCache: ServiceCache {
    let base = InMemoryScheduleCache()
    private let gate = AsyncStream<Void>.makeStream()

    func release() { gate.continuation.finish() }

    func scheduleDays(country: String, dates: [CalendarDate]) async -> [CalendarDate: CachedScheduleDay] {
        await base.scheduleDays(country: country, dates: dates)
    }

    func storeScheduleDay(country: String, date: CalendarDate, events: [ScheduleEvent], fetchedAt: Date) async {
        for await _ in gate.stream {}
        await base.storeScheduleDay(country: country, date: date, events: events, fetchedAt: fetchedAt)
    }

    func response(for key: String) async -> CachedResponse? { await base.response(for: key) }

    func storeResponse(_ body: [UInt8], for key: String, fetchedAt: Date) async {
        await base.storeResponse(body, for: key, fetchedAt: fetchedAt)
    }
}
