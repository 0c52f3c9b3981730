import Foundation
import TVMaze
import TVTestSupport
import Testing

@testable import TVService

@Suite struct FollowedScheduleTests {
    let now = Airstamp.parse("2026-11-18T20:30:00-05:00")!

    func service() -> TVService {
        let api = TVMazeAPI(
            client: TVMazeClient(
                transport: FixtureTransport(router: FixtureRouter(directory: RepositoryPaths.fixtures)),
                clock: TestClock()))
        return TVService(api: api, clock: FixedWallClock(now), displayZone: TimeZone(identifier: "America/New_York")!)
    }

    @Test func loadsEveryFollowedShowAndReportsTheOnesThatFail() async throws {
        let service = service()
        for (id, name) in [(83, "The Simpsons"), (139, "Girls"), (999_999_999, "Gone")] {
            try await service.tracking.follow(FollowedShow(showID: id, name: name, followedAt: now))
        }
        let schedule = try await service.followedSchedule()
        #expect(schedule.shows.map(\.show.name) == ["Girls", "The Simpsons"])  // the store's order (by name)
        #expect(schedule.failures.map(\.show.showID) == [999_999_999])
        let simpsons = schedule.shows[1]
        #expect(simpsons.next(after: now).map { "\($0.season!)x\($0.number!)" } == "38x9")
        let upcoming = simpsons.episodes(after: now)
        #expect(upcoming.count == 4 && zip(upcoming, upcoming.dropFirst()).allSatisfy { $0.airstamp! <= $1.airstamp! })
        #expect(schedule.shows[0].next(after: now) == nil)  // Girls ended
    }

    @Test func nothingFollowedIsEmptyWithoutRequests() async throws {
        let schedule = try await service().followedSchedule()
        #expect(schedule.shows.isEmpty && schedule.failures.isEmpty)
    }

    @Test func anEpisodeIsListedOnItsProgrammingDay() {
        let zone = TimeZone(identifier: "America/New_York")!
        var late = Episode(id: 1, name: "Late", season: 1, number: 1)
        late.airtime = "00:35"
        late.airstamp = Airstamp.parse("2026-11-20T05:35:00+00:00")  // Friday 00:35 EST: Thursday's programming day
        #expect(ScheduleWindow.listingDay(of: late, in: zone) == CalendarDate("2026-11-19"))
        var web = Episode(id: 2, name: "Drop", season: 1, number: 2)
        web.airdate = CalendarDate("2026-11-20")
        web.airstamp = Airstamp.parse("2026-11-20T12:00:00+00:00")
        #expect(
            ScheduleWindow.listingDay(of: web, in: TimeZone(identifier: "Asia/Tokyo")!) == CalendarDate("2026-11-20"))
    }
}
