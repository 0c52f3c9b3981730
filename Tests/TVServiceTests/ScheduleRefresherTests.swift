import Foundation
import Synchronization
import TVMaze
import TVTestSupport
import Testing

@testable import TVService

/// The living schedule: midnight refreshes, week changes, DST, other zones, offline retries, in event order.
@Suite struct ScheduleRefresherTests {
    let newYork = TimeZone(identifier: "America/New_York")!

    /// The sample data, behind a switch that can make TVmaze unreachable; it records the dates asked for.
    final class SampleTransport: HTTPTransport {
        private let fixtures = FixtureTransport(router: FixtureRouter(directory: RepositoryPaths.fixtures))
        let offline = Mutex(false)
        let scheduleDates = Mutex<[String]>([])

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            if offline.withLock({ $0 }) { throw TransportFailure(.unreachable, "connection refused") }
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            if request.url.path == "/schedule", let date = query.first(where: { $0.name == "date" })?.value {
                scheduleDates.withLock { $0.append(date) }
            }
            return try await fixtures.send(request)
        }
    }

    struct Rig {
        let clock: TestClock
        let transport = SampleTransport()
        let service: TVService
        let refresher: ScheduleRefresher
        let received: EventLog<ServiceEvent>

        init(now: String, zone: TimeZone) {
            clock = TestClock(Airstamp.parse(now)!, sleepersWait: true)
            let client = TVMazeClient(transport: transport, clock: TestClock())
            service = TVService(api: TVMazeAPI(client: client), clock: clock, displayZone: zone)
            refresher = ScheduleRefresher(service: service, timer: clock)
            received = EventLog(service.events)
        }
    }

    func date(_ text: String) -> CalendarDate { CalendarDate(text)! }

    func week(from monday: String) -> [CalendarDate] { (0..<7).map { date(monday).adding(days: $0) } }

    @Test func aNewWeekBeginsAtMondayMidnightAndIsFetched() async {
        let rig = Rig(now: "2026-11-22T23:59:00-05:00", zone: newYork)
        await rig.refresher.start()
        await rig.clock.run(for: .seconds(59))
        #expect(await rig.service.today == date("2026-11-22"))
        await rig.clock.run(for: .seconds(2))
        let window = ScheduleWindow(containing: date("2026-11-23"), displayZone: newYork, country: "US")
        #expect(
            await rig.received.take(2) == [
                .windowMoved(today: date("2026-11-23"), window: window),
                .scheduleUpdated(dates: week(from: "2026-11-23")),
            ])
        #expect(Set(rig.transport.scheduleDates.withLock { $0 }) == Set(week(from: "2026-11-23").map(\.description)))
        await rig.refresher.stop()
    }

    @Test func aMidweekMidnightRefetchesTheSameWeek() async {
        let rig = Rig(now: "2026-11-17T23:30:00-05:00", zone: newYork)
        _ = try? await rig.service.week(rig.service.currentWindow)
        rig.transport.scheduleDates.withLock { $0 = [] }
        await rig.refresher.start()
        await rig.clock.run(for: .minutes(31))
        let window = ScheduleWindow(containing: date("2026-11-18"), displayZone: newYork, country: "US")
        #expect(
            await rig.received.take(2) == [
                .windowMoved(today: date("2026-11-18"), window: window),
                .scheduleUpdated(dates: week(from: "2026-11-16")),
            ])
        // Everything was cached, so these seven requests are the refresh itself.
        #expect(rig.transport.scheduleDates.withLock { $0 }.count == 7)
        await rig.refresher.stop()
    }

    @Test func theDSTSundayLastsTwentyFiveHours() async {
        // US clocks fall back at 02:00 on Sunday 1 November 2026: that day is 25 hours long.
        let rig = Rig(now: "2026-10-31T23:00:00-04:00", zone: newYork)
        await rig.refresher.start()
        await rig.clock.run(for: .hours(1) + .seconds(1))
        #expect(
            await rig.received.take(2).first
                == .windowMoved(
                    today: date("2026-11-01"),
                    window: ScheduleWindow(containing: date("2026-11-01"), displayZone: newYork, country: "US")))
        await rig.clock.run(for: .hours(24) + .minutes(58))
        #expect(await rig.service.today == date("2026-11-01"))
        #expect(rig.received.takeAll().isEmpty)
        await rig.clock.run(for: .minutes(2))
        let monday = ScheduleWindow(containing: date("2026-11-02"), displayZone: newYork, country: "US")
        #expect(
            await rig.received.take(2) == [
                .windowMoved(today: date("2026-11-02"), window: monday),
                .scheduleUpdated(dates: week(from: "2026-11-02")),
            ])
        #expect(monday.start == date("2026-11-02"))
        await rig.refresher.stop()
    }

    @Test func aViewerInOsloGetsOsloMidnightAndTheUSDaysTheirWeekNeeds() async {
        let oslo = TimeZone(identifier: "Europe/Oslo")!
        // 23:59:30 in Oslo is still 17:59:30 in New York.
        let rig = Rig(now: "2026-11-22T23:59:30+01:00", zone: oslo)
        await rig.refresher.start()
        await rig.clock.run(for: .seconds(31))
        let window = ScheduleWindow(containing: date("2026-11-23"), displayZone: oslo, country: "US")
        #expect(
            await rig.received.take(2) == [
                .windowMoved(today: date("2026-11-23"), window: window),
                .scheduleUpdated(dates: week(from: "2026-11-23")),
            ])
        // Oslo's Monday evening is the US Monday afternoon, its early hours the US Sunday night before.
        let asked = Set(rig.transport.scheduleDates.withLock { $0 })
        #expect(asked == Set(window.sourceDays(for: window.days).map(\.description)))
        #expect(asked.contains("2026-11-22"))
        await rig.refresher.stop()
    }

    @Test func offlineIsAnnouncedOnceRetriedWithBackoffAndRecoveryAnnounced() async {
        let rig = Rig(now: "2026-11-18T20:30:00-05:00", zone: newYork)
        await rig.refresher.start()
        rig.transport.offline.withLock { $0 = true }
        await #expect(throws: TVMazeError.self) { _ = try await rig.service.schedule(for: [date("2026-11-18")]) }
        await #expect(throws: TVMazeError.self) { _ = try await rig.service.schedule(for: [date("2026-11-19")]) }
        #expect(
            await rig.received.take(1) == [.fetchFailed(message: "cannot reach api.tvmaze.com: connection refused")])
        #expect(await rig.service.isOffline)
        // Two sleepers: the midnight watch (hours away) and the first retry, 5 s away; it fails again quietly.
        await rig.clock.run(for: .seconds(5), sleepers: 2)
        #expect(rig.received.takeAll().isEmpty)
        rig.transport.offline.withLock { $0 = false }
        await rig.clock.run(for: .seconds(9), sleepers: 2)
        #expect(rig.received.takeAll().isEmpty)
        await rig.clock.run(for: .seconds(1), sleepers: 1)
        #expect(await rig.received.take(2) == [.backOnline, .scheduleUpdated(dates: week(from: "2026-11-16"))])
        #expect(await !rig.service.isOffline)
        await rig.refresher.stop()
    }

    @Test func backoffDoublesUpToItsCap() {
        let backoff = ScheduleRefresher.Backoff(first: .seconds(5), longest: .seconds(60))
        #expect((0..<6).map { backoff.delay(attempt: $0) } == [5, 10, 20, 40, 60, 60].map { Duration.seconds($0) })
    }
}

extension Duration {
    fileprivate static func minutes(_ count: Int) -> Duration { .seconds(60 * count) }
    fileprivate static func hours(_ count: Int) -> Duration { .seconds(3600 * count) }
}
