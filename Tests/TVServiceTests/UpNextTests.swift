import Foundation
import TVMaze
import TVTestSupport
import Testing

@testable import TVService

/// `next` and `watch --upto`: which episode is up next, how many are left, the order, and the backlog a code names.
@Suite struct UpNextTests {
    let now = Airstamp.parse("2026-11-18T20:30:00-05:00")!

    static func episode(_ id: Int, _ season: Int, _ number: Int?, aired stamp: String?) -> Episode {
        var episode = Episode(id: id, name: "Episode \(id)", season: season, number: number)
        episode.airstamp = stamp.flatMap(Airstamp.parse)
        return episode
    }

    /// A show whose season 2 opens with a special, listed out of season order, with one episode still to come.
    static let episodes = [
        episode(3, 2, 1, aired: "2025-02-01T02:00:00+00:00"),
        episode(1, 1, 1, aired: "2025-01-01T02:00:00+00:00"),
        episode(2, 1, 2, aired: "2025-01-08T02:00:00+00:00"),
        episode(9, 2, nil, aired: "2025-01-20T12:00:00+00:00"),
        episode(4, 2, 2, aired: "2025-02-08T02:00:00+00:00"),
        episode(5, 2, 3, aired: "2027-02-15T02:00:00+00:00"),
    ]

    func mark(_ id: Int, show: Int, at seconds: Double) -> WatchMark {
        WatchMark(
            episodeID: id, showID: show, season: nil, number: nil, watchedAt: Date(timeIntervalSince1970: seconds))
    }

    @Test func theFirstAiredUnmarkedEpisodeInSeasonOrderAndHowManyAreLeft() {
        let show = FollowedShowEpisodes(show: Show(id: 1, name: "Alpha"), episodes: Self.episodes)
        let fresh = UpNext.rows([show], marks: [], now: now)
        #expect(fresh.map(\.episode.id) == [1] && fresh.map(\.left) == [4])  // the unaired 2x03 is not left
        // The special before 2x01 does not block it once season 1 is watched.
        let rows = UpNext.rows([show], marks: [mark(1, show: 1, at: 10), mark(2, show: 1, at: 20)], now: now)
        #expect(rows.map(\.episode.id) == [3] && rows.map(\.left) == [2])
        #expect(rows.first?.lastWatched == Date(timeIntervalSince1970: 20))
        // Every aired numbered episode marked: no row, though the special is not.
        let done = UpNext.rows([show], marks: [1, 2, 3, 4].map { mark($0, show: 1, at: 5) }, now: now)
        #expect(done.isEmpty)
    }

    @Test func showsMarkedMostRecentlyComeFirstThenTheOthersByName() {
        let shows = [(1, "Delta"), (2, "beta"), (3, "Alpha"), (4, "Gamma")].map {
            FollowedShowEpisodes(
                show: Show(id: $0.0, name: $0.1),
                episodes: [
                    Self.episode($0.0 * 10, 1, 1, aired: "2025-01-01T02:00:00+00:00"),
                    Self.episode($0.0 * 10 + 1, 1, 2, aired: "2025-01-02T02:00:00+00:00"),
                    Self.episode($0.0 * 10 + 2, 1, 3, aired: "2025-01-03T02:00:00+00:00"),
                ])
        }
        let marks = [mark(10, show: 1, at: 100), mark(40, show: 4, at: 300), mark(41, show: 4, at: 50)]
        #expect(UpNext.rows(shows, marks: marks, now: now).map(\.show.name) == ["Gamma", "Delta", "Alpha", "beta"])
    }

    @Test func uptoTakesTheNumberedEpisodesThroughTheCodeAndTheSpecialsAiredBeforeIt() {
        let last = Self.episodes.first { $0.id == 3 }!  // 2x01
        let ids = UpNext.airedEpisodes(upTo: last, in: Self.episodes, now: now).map(\.id).sorted()
        #expect(ids == [1, 2, 3, 9])
        let first = Self.episodes.first { $0.id == 1 }!  // 1x01: the special aired after it
        #expect(UpNext.airedEpisodes(upTo: first, in: Self.episodes, now: now).map(\.id) == [1])
        let unaired = Self.episodes.first { $0.id == 5 }!  // 2x03 has not aired: every aired episode
        #expect(UpNext.airedEpisodes(upTo: unaired, in: Self.episodes, now: now).map(\.id).sorted() == [1, 2, 3, 4, 9])
    }

    @Test func theServiceReadsFollowedShowsAndMarks() async throws {
        let api = TVMazeAPI(
            client: TVMazeClient(
                transport: FixtureTransport(router: FixtureRouter(directory: RepositoryPaths.fixtures)),
                clock: TestClock()))
        let service = TVService(
            api: api, clock: FixedWallClock(now), displayZone: TimeZone(identifier: "America/New_York")!)
        try await service.tracking.follow(FollowedShow(showID: 169, name: "Breaking Bad", followedAt: now))
        let first = try await service.upNext().rows
        #expect(first.map { "\($0.episode.season!)x\($0.episode.number!)" } == ["1x1"])
        let all = try await service.episodes(showID: 169)
        let season1 = all.filter { $0.season == 1 && !$0.isSpecial }
        try await service.markWatched(
            season1.map {
                WatchMark(episodeID: $0.id, showID: 169, season: $0.season, number: $0.number, watchedAt: now)
            })
        let next = try await service.upNext().rows
        // Season 2's minisodes (specials) aired before 2x01 and do not block it.
        #expect(next.map { "\($0.episode.season!)x\($0.episode.number!)" } == ["2x1"])
        #expect(next.first?.left == all.filter { !$0.isSpecial }.count - season1.count)
    }
}
