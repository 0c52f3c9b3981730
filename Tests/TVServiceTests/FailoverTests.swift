import Foundation
import TVMaze
import TVTestSupport
import Testing

@testable import TVService

/// Offline failover: when TVmaze cannot be reached, the sample week's answers, "now" and no cache, said once.
@Suite struct FailoverTests {
    let newYork = TimeZone(identifier: "America/New_York")!
    /// A Thursday two weeks after the sample week (2026-11-16 – 2026-11-22).
    let realNow = Airstamp.parse("2026-12-03T10:00:00-05:00")!

    func date(_ text: String) -> CalendarDate { CalendarDate(text)! }

    func sample() throws -> SampleWeek { try SampleWeek(directory: RepositoryPaths.fixtures) }

    func service(
        _ network: MockTransport, clock: (any WallClock)? = nil, cache: (any ServiceCache)? = nil
    ) throws -> TVService {
        let client = TVMazeClient(transport: network, clock: TestClock())
        return TVService(
            api: TVMazeAPI(client: client), clock: clock ?? FixedWallClock(realNow), fallback: try sample(),
            displayZone: newYork, cache: cache)
    }

    @Test func theFirstUnreachableRequestSwitchesAnswersClockAndCacheTogether() async throws {
        let network = MockTransport.unreachable
        let cache = InMemoryScheduleCache()
        let service = try service(network, cache: cache)
        let log = EventLog(service.events)
        // `week` chose its dates from the real today, then again from the sample's once it fell back.
        let week = try await service.week(choosing: { thisWeek in thisWeek })
        #expect(week.window.start == date("2026-11-16"))
        #expect(week.days.contains { !$0.events.isEmpty })
        #expect(service.usesSampleData)
        let sampleNow = try sample().now
        #expect(await service.clock.now() == sampleNow)
        #expect(service.wallClock.now() == realNow)  // the index's age is still told by real time
        let sent = network.requests.count
        _ = try await service.search("girls")
        _ = try await service.schedule(for: [date("2026-11-18")])
        #expect(network.requests.count == sent)  // TVmaze is not asked again
        await service.finishWrites()
        // sample data is never stored
        #expect(await cache.scheduleDays(country: "US", dates: week.window.days).isEmpty)
        #expect(await cache.response(for: APIRequest.searchShows("girls").key) == nil)
        // Said once, and not as "offline … retrying" followed by "back online".
        #expect(
            log.events == [
                .usingSample(
                    message:
                        "cannot reach api.tvmaze.com: host not found; showing the bundled sample week of 2026-11-16")
            ])
        #expect(!(await service.isOffline))
    }

    @Test func aRequestOtherThanTheScheduleFallsBackToo() async throws {
        let service = try service(MockTransport.unreachable)
        #expect(try await service.show(id: 139).name == "Girls")
        #expect(service.usesSampleData)
    }

    @Test func aStoredCopyOfTheRealTodayBeatsTheSampleWeek() async throws {
        let cache = InMemoryScheduleCache()
        await cache.storeScheduleDay(
            country: "US", date: date("2026-12-03"), events: [], fetchedAt: realNow.addingTimeInterval(-7200))
        let service = try service(MockTransport.unreachable, cache: cache)
        let days = try await service.schedule(for: [date("2026-12-03")])
        #expect(days.first?.staleSince == realNow.addingTimeInterval(-7200))
        #expect(!service.usesSampleData)
        await #expect(throws: TVMazeError.self) { try await service.schedule(for: [date("2026-12-04")]) }
        #expect(!service.usesSampleData)
        #expect(await service.isOffline)
    }

    @Test func datesOutsideTheSampleWeekSayWhatItCovers() async throws {
        let failedOver = try service(MockTransport.unreachable)
        _ = try await failedOver.week(choosing: { thisWeek in thisWeek })
        let offline = TVService(sample: try sample(), displayZone: newYork)
        for service in [failedOver, offline] {
            await #expect(
                throws: OutsideSampleError(
                    description:
                        "2026-11-23 – 2026-11-29 are outside the sample week: the bundled sample covers 2026-11-16 – 2026-11-22"
                )
            ) {
                try await service.week(choosing: { thisWeek in thisWeek.week(containing: date("2026-11-25")) })
            }
            await #expect(
                throws: OutsideSampleError(
                    description:
                        "2026-12-03 is outside the sample week: the bundled sample covers 2026-11-16 – 2026-11-22")
            ) {
                try await service.schedule(for: [date("2026-12-03")])
            }
            #expect(try await service.schedule(for: [date("2026-11-22")]).count == 1)
        }
        // TVmaze's own empty days are listed as such.
        let live = TVService(
            api: TVMazeAPI(
                client: TVMazeClient(
                    transport: FixtureTransport(router: FixtureRouter(directory: RepositoryPaths.fixtures)))),
            clock: FixedWallClock(realNow), displayZone: newYork)
        #expect(try await live.schedule(for: [date("2026-12-03")]).first?.events.isEmpty == true)
    }

    /// The jump of "now" into the sample week is not a midnight: no "it is now …" or "schedule updated" follows it.
    @Test func aFailoverIsNotANewDay() async throws {
        let clock = TestClock(realNow, sleepersWait: true)
        let service = try service(MockTransport.unreachable, clock: clock)
        let log = EventLog(service.events)
        let refresher = ScheduleRefresher(service: service, timer: clock)
        await refresher.start()
        await clock.waitForSleepers(1)
        _ = try await service.week(choosing: { thisWeek in thisWeek })
        await clock.run(for: .seconds(150), sleepers: 0)
        await log.wait(for: 1)
        await refresher.stop()  // its loops have ended: what they would publish is in the log
        #expect(log.events.count == 1)  // .usingSample only
    }

    /// Midnight's refetch is what finds TVmaze unreachable: the fall back is said, not an "offline, retrying".
    @Test func aFallBackAtMidnightIsSaidOnceAndNotRetried() async throws {
        let clock = TestClock(Airstamp.parse("2026-12-02T23:59:30-05:00")!, sleepersWait: true)
        let service = try service(MockTransport.unreachable, clock: clock)
        let log = EventLog(service.events)
        let refresher = ScheduleRefresher(service: service, timer: clock)
        await refresher.start()
        await clock.waitForSleepers(1)
        await clock.run(for: .seconds(60), sleepers: 0)
        await log.wait(for: 2)
        await refresher.stop()  // its loops have ended: a retry would have published by now
        #expect(
            log.events == [
                .windowMoved(
                    today: date("2026-12-03"),
                    window: ScheduleWindow(containing: date("2026-12-03"), displayZone: newYork, country: "US")),
                .usingSample(
                    message:
                        "cannot reach api.tvmaze.com: host not found; showing the bundled sample week of 2026-11-16"),
            ])
    }
}
