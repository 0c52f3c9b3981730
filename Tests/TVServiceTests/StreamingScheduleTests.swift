import Foundation
import Synchronization
import TVTestSupport
import Testing

@testable import TVMaze
@testable import TVService

/// Streaming releases in the week: `/schedule/web` (every country, filtered locally) beside the country's `/schedule`,
/// over the bundled sample week (Monday 2026-11-16 – Sunday 2026-11-22).
@Suite struct StreamingScheduleTests {
    let newYork = TimeZone(identifier: "America/New_York")!
    let now = Airstamp.parse("2026-11-18T20:30:00-05:00")!
    let monday = CalendarDate("2026-11-16")!

    func service(
        _ transport: MockTransport, zone: TimeZone? = nil, country: CountryCode = .us, clock: (any WallClock)? = nil,
        cache: (any ServiceCache)? = nil, sources: ScheduleSources = .all
    ) -> TVService {
        let client = TVMazeClient(
            configuration: .init(retry: RetryPolicy(transientAttempts: 1)), transport: transport, clock: TestClock())
        return TVService(
            api: TVMazeAPI(client: client), clock: clock ?? FixedWallClock(now), displayZone: zone ?? newYork,
            country: country, cache: cache, sources: sources)
    }

    func week(_ service: TVService, zone: TimeZone? = nil, country: String = "US") async throws -> WeekSchedule {
        let window = ScheduleWindow(containing: monday, displayZone: zone ?? newYork, country: country)
        return try await service.week(window)
    }

    func events(_ week: WeekSchedule, show name: String) -> [(date: CalendarDate, event: ScheduleEvent)] {
        week.days.flatMap { day in day.events.filter { $0.show.name == name }.map { (day.date, $0) } }
    }

    @Test func aColdWeekInNewYorkMakesSevenRequestsOfEachEndpoint() async throws {
        let transport = MockTransport.fixtures()
        _ = try await week(service(transport))
        #expect(transport.count(path: "/schedule") == 7)
        #expect(transport.count(path: "/schedule/web") == 7)
        #expect(transport.requests.count == 14)
        // One web request a day for every country: no country parameter.
        let webQueries = transport.requests.filter { $0.url.path == "/schedule/web" }.map { $0.url.query ?? "" }
        #expect(webQueries.allSatisfy { !$0.contains("country") && $0.contains("date=") })
    }

    @Test func aNetworkOnlyServiceAsksNoStreamingDays() async throws {
        let transport = MockTransport.fixtures()
        let week = try await week(service(transport, sources: .tv))
        #expect(transport.count(path: "/schedule/web") == 0)
        #expect(week.days.flatMap(\.events).allSatisfy { $0.kind == .tv })
    }

    @Test func aDropIsOneRowWithItsEpisodesInOrder() async throws {
        let week = try await week(service(MockTransport.fixtures()))
        let rows = events(week, show: "Black Mirror")
        #expect(rows.count == 1)
        let drop = try #require(rows.first)
        #expect(drop.date == CalendarDate("2026-11-19"))
        #expect(drop.event.kind == .streaming)
        #expect(drop.event.released.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(drop.event.released.allSatisfy { $0.season == 8 })
        #expect(drop.event.episode.number == 1)
        // A weekly release of one episode stays a plain row.
        let single = try #require(events(week, show: "Daredevil: Born Again").first)
        #expect(single.event.released.isEmpty && single.event.kind == .streaming)
    }

    @Test func anotherCountrysLocalServiceIsLeftOut() async throws {
        let us = try await week(service(MockTransport.fixtures()))
        #expect(events(us, show: "Blue Lights").isEmpty)  // BBC iPlayer (GB)
        #expect(events(us, show: "Yumi's Cells").isEmpty)  // TVING (KR)
        #expect(!events(us, show: "Only Murders in the Building").isEmpty)  // Hulu (US)
        #expect(!events(us, show: "Alice in Borderland").isEmpty)  // Netflix (global)

        let london = TimeZone(identifier: "Europe/London")!
        let gb = try await week(
            service(MockTransport.fixtures(), zone: london, country: CountryCode("GB")!), zone: london, country: "GB")
        let blueLights = events(gb, show: "Blue Lights")
        #expect(blueLights.count == 1 && blueLights.first?.event.released.count == 6)
        #expect(events(gb, show: "Only Murders in the Building").isEmpty)  // Hulu is US-local
        #expect(!events(gb, show: "Alice in Borderland").isEmpty)
        #expect(events(gb, show: "Yumi's Cells").isEmpty)
    }

    @Test func anEpisodeBothEndpointsListIsOneStreamingRow() async throws {
        let week = try await week(service(MockTransport.fixtures()))
        // Days of our Lives: Peacock (US) lists it in /schedule?country=US and /schedule/web alike.
        let days = events(week, show: "Days of our Lives")
        #expect(days.count == 5)
        #expect(days.allSatisfy { $0.event.kind == .streaming })
        // Welcome to Wrexham: FX (network) and Hulu (web channel); /schedule/web lists it.
        let wrexham = events(week, show: "Welcome to Wrexham")
        #expect(wrexham.count == 1 && wrexham.first?.event.kind == .streaming)
        #expect(wrexham.first?.event.episode.hasAirtime == true)
        let ids = week.days.flatMap(\.events).map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(week.days.flatMap(\.events).contains { $0.kind == .tv })
    }

    /// A release day is its airdate in every zone: the placeholder airstamp (12:00 UTC) is Friday 01:00 in Auckland
    /// and 21:00 in Tokyo, yet the drop stays on Thursday; a timed release follows the zone.
    @Test(arguments: ["America/New_York", "Pacific/Auckland", "Asia/Tokyo"])
    func aReleaseDayStaysOnItsAirdateInEveryZone(_ identifier: String) async throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let week = try await week(service(MockTransport.fixtures(), zone: zone), zone: zone)
        let drop = try #require(events(week, show: "Black Mirror").first)
        #expect(drop.date == CalendarDate("2026-11-19"))
        #expect(!drop.event.episode.hasAirtime)
        // Placed with the day's time-less rows, before every timed one.
        let thursday = try #require(week.days.first { $0.date == drop.date })
        let firstTimed = thursday.events.firstIndex { $0.episode.hasAirtime } ?? thursday.events.count
        let place = try #require(thursday.events.firstIndex { $0.show.name == "Black Mirror" })
        #expect(place < firstTimed)
        // Frieren (Crunchyroll, 10:30 New York time on Friday) is timed: listed by its instant in the zone.
        let frieren = try #require(events(week, show: "葬送のフリーレン").first)
        #expect(frieren.event.episode.hasAirtime)
        let instant = try #require(frieren.event.episode.airstamp)
        #expect(frieren.date == BroadcastDay.programmingDay(of: instant, in: zone))
    }

    @Test func streamingDaysAreCachedAndServedStaleOffline() async throws {
        let cache = InMemoryScheduleCache()
        let clock = TestClock(now)
        let online = service(MockTransport.fixtures(), clock: clock, cache: cache)
        _ = try await week(online)
        await online.finishWrites()
        // A fresh week from the cache: no request, streaming rows included.
        let quiet = MockTransport.fixtures()
        let cached = try await week(service(quiet, clock: clock, cache: cache))
        #expect(quiet.requests.isEmpty)
        #expect(events(cached, show: "Black Mirror").first?.event.released.count == 6)
        // Two hours on and TVmaze out of reach: the stored days, streaming ones too, with the stale note.
        clock.advance(by: .seconds(2 * 60 * 60))
        let offline = try await week(service(MockTransport.unreachable, clock: clock, cache: cache))
        #expect(offline.staleSince == now)
        #expect(events(offline, show: "Black Mirror").first?.event.kind == .streaming)
        #expect(events(offline, show: "Blue Lights").isEmpty)
    }

    /// Offline, a cache of network days only (an older tv's) still gives the week, without its streaming rows; once
    /// TVmaze has answered the network days, a streaming day that could not be reached is a failure that is said,
    /// never rows left out without a word.
    @Test func unreachableStreamingDaysAreLeftOutOnlyWhenNothingCame() async throws {
        let cache = InMemoryScheduleCache()
        let clock = TestClock(now)
        let networksOnly = service(MockTransport.fixtures(), clock: clock, cache: cache, sources: .tv)
        _ = try await week(networksOnly)
        await networksOnly.finishWrites()
        let offline = try await week(service(MockTransport.unreachable, clock: clock, cache: cache))
        #expect(offline.days.contains { !$0.events.isEmpty })
        #expect(offline.days.allSatisfy { $0.events.allSatisfy { $0.kind == .tv } })
        let fixtures = MockTransport.fixtures()
        let streamingUnreachable = MockTransport { request in
            if request.url.path == "/schedule/web" { throw TransportFailure(.unreachable, "connection refused") }
            return try await fixtures.send(request)
        }
        await #expect(throws: (any Error).self) { try await week(service(streamingUnreachable)) }
    }

    @Test func aStreamingDayThatFailsFailsTheWeekAsANetworkDayWould() async throws {
        let fixtures = MockTransport.fixtures()
        let transport = MockTransport { request in
            if request.url.path == "/schedule/web" { return TransportResponse(status: 500, body: []) }
            return try await fixtures.send(request)
        }
        await #expect(throws: TVMazeError.self) { try await week(service(transport)) }
    }
}
