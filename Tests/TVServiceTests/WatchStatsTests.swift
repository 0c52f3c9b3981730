import Foundation
import TVMaze
import Testing

@testable import TVService

/// `stats`: marks counted with their episodes' runtimes, per show and per year or month.
@Suite struct WatchStatsTests {
    static let zone = TimeZone(identifier: "America/New_York")!

    func mark(_ episode: Int, show: Int, at stamp: String) -> WatchMark {
        WatchMark(episodeID: episode, showID: show, season: 1, number: episode, watchedAt: Airstamp.parse(stamp)!)
    }

    @Test func runtimesFallBackToTheShowsAndPeriodsFollowTheYearAsked() {
        var show = Show(id: 1, name: "Alpha")
        show.runtime = 45
        var long = Episode(id: 10, name: "Long", season: 1, number: 1)
        long.runtime = 60
        let plain = Episode(id: 11, name: "No runtime", season: 1, number: 2)
        let marks = [
            mark(10, show: 1, at: "2025-12-31T23:30:00-05:00"), mark(11, show: 1, at: "2026-01-01T04:30:00+00:00"),
            mark(20, show: 2, at: "2026-02-01T12:00:00+00:00"),  // a show that could not be loaded: no minutes
        ]
        let all = WatchStats.compute(
            marks: marks, shows: [1: show], episodes: [1: [long, plain]], year: nil, zone: Self.zone)
        #expect(all.episodes == 3 && all.minutes == 105)
        #expect(all.shows.map(\.name) == ["Alpha", "#2"] && all.shows.map(\.minutes) == [105, 0])
        // 04:30 UTC on 1 January is still 2025 in New York.
        #expect(all.periods.map(\.key) == ["2025", "2026"] && all.periods.map(\.episodes) == [2, 1])
        let year = WatchStats.compute(
            marks: marks, shows: [1: show], episodes: [1: [long, plain]], year: 2026, zone: Self.zone)
        #expect(year.episodes == 1 && year.periods.map(\.key) == ["2026-02"])
    }
}
