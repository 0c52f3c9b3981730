import Foundation
import TVTestSupport
import Testing

@testable import TVImport
@testable import TVMaze
@testable import TVService

/// Mapping an export onto TVmaze and recording it: lookups by redirect, episodes by (season, number), a dry run, the
/// report of what did not match, idempotence, the earliest watch, the cache, and tv's backup round trip.
@Suite struct HistoryImportTests {
    /// A stand-in TVmaze: Breaking Bad (#169, TheTVDB 81189, IMDb tt0903747) with episodes 1x1–1x4 and a special,
    /// Game of Thrones (#82, TheTVDB 121361) with 1x1; every other lookup a miss.
    static func tvmaze() -> MockTransport {
        MockTransport { request in
            let url = request.url
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            switch url.path {
            case "/lookup/shows":
                #expect(!request.followsRedirects)
                let ids = ["thetvdb=81189": 169, "imdb=tt0903747": 169, "thetvdb=121361": 82]
                let asked = query.map { "\($0.name)=\($0.value ?? "")" }.first ?? ""
                guard let id = ids[asked] else { return TransportResponse(status: 404, body: Array("null".utf8)) }
                return TransportResponse(
                    status: 301, headers: ["Location": "https://api.tvmaze.com/shows/\(id)"], body: [])
            case "/shows/169/episodes":
                var episodes = (1...4).map {
                    #"{"id": \#(1000 + $0), "name": "E\#($0)", "season": 1, "number": \#($0)}"#
                }
                episodes.append(
                    #"{"id": 1099, "name": "Special", "season": 1, "number": null, "type": "significant_special"}"#)
                return TransportResponse(status: 200, body: Array("[\(episodes.joined(separator: ","))]".utf8))
            case "/shows/82/episodes":
                return TransportResponse(
                    status: 200, body: Array(#"[{"id": 2001, "name": "P", "season": 1, "number": 1}]"#.utf8))
            default:
                return TransportResponse(status: 404, body: Array(#"{"status": 404}"#.utf8))
            }
        }
    }

    static func service(
        _ transport: MockTransport, tracking: any TrackingStore = InMemoryTrackingStore(),
        cache: (any ServiceCache)? = nil
    ) -> TVService {
        TVService(
            api: TVMazeAPI(client: TVMazeClient(transport: transport, clock: TestClock())),
            clock: FixedWallClock(Date(timeIntervalSince1970: 1_780_000_000)),
            displayZone: TimeZone(identifier: "UTC")!, tracking: tracking, cache: cache)
    }

    @Test func aDryRunCountsAndWritesNothingThenARealRunMarksAndARerunChangesNothing() async throws {
        let history = try ExportKind.tvtime.read(ImportReaderTests.sample("tvtime-v2"))
        let tracking = InMemoryTrackingStore()
        let service = Self.service(Self.tvmaze(), tracking: tracking)

        let dry = try await service.importHistory(history, dryRun: true)
        #expect((dry.marked, dry.alreadyMarked, dry.followed, dry.shows) == (2, 0, 1, 1))
        #expect(await tracking.allMarks().isEmpty)
        #expect(await tracking.followedShows().isEmpty)

        let real = try await service.importHistory(history, dryRun: false)
        #expect((real.marked, real.alreadyMarked, real.followed) == (dry.marked, dry.alreadyMarked, dry.followed))
        #expect(real.notMatched == dry.notMatched)
        let marks = await tracking.allMarks()
        #expect(marks.map(\.episodeID) == [1001, 1002])
        // The earliest watch counts: the rewatch of 1x1 in 2025 is not a second mark nor a later time.
        #expect(marks[0].watchedAt == ImportReaderTests.utc("2024-01-02 20:00:00"))
        #expect(await tracking.followedShows().map(\.showID) == [169])

        // Not matched, with show, season and number: the missing episode, the special, the unknown show.
        let rows = real.notMatched.map { "\($0.show) \($0.season ?? -1)x\($0.number ?? -1)" }
        #expect(rows == ["Breaking Bad 1x99", "Breaking Bad 0x1", "Unknown \u{1B}[31mShow 1x1"])
        #expect(real.notMatched[2].reason == "TVmaze has no show with TheTVDB id 999999")
        #expect(real.notMatched[1].reason.hasPrefix("a special"))
        #expect(real.notMatched[0].location.hasSuffix("tracking-prod-records-v2.csv:5"))

        let again = try await service.importHistory(history, dryRun: false)
        #expect((again.marked, again.alreadyMarked, again.followed, again.alreadyFollowed) == (0, 2, 0, 1))
        #expect(await tracking.allMarks() == marks)
    }

    @Test func anEarlierWatchReplacesALaterMarkButALaterOneDoesNot() async throws {
        let tracking = InMemoryTrackingStore()
        await tracking.markWatched([
            WatchMark(episodeID: 1001, showID: 169, season: 1, number: 1, watchedAt: Date(timeIntervalSince1970: 2e9)),
            WatchMark(episodeID: 1002, showID: 169, season: 1, number: 2, watchedAt: Date(timeIntervalSince1970: 1)),
        ])
        let history = try ExportKind.tvtime.read(ImportReaderTests.sample("tvtime-v2"))
        _ = try await Self.service(Self.tvmaze(), tracking: tracking).importHistory(history, dryRun: false)
        let marks = await tracking.allMarks()
        #expect(marks[0].watchedAt == ImportReaderTests.utc("2024-01-02 20:00:00"))
        #expect(marks[1].watchedAt == Date(timeIntervalSince1970: 1))
    }

    @Test func lookupsAndEpisodeListsComeFromTheCacheTheSecondTime() async throws {
        let cache = InMemoryScheduleCache()
        let history = try ExportKind.trakt.read(try ImportReaderTests.zip(folder: "trakt").path, watchlist: true)
        let first = Self.tvmaze()
        _ = try await Self.service(first, cache: cache).importHistory(history, dryRun: false)
        // Breaking Bad found by TheTVDB id and by IMDb id is one show: one episode list.
        #expect(first.count(path: "/lookup/shows") == 3)
        #expect(first.count(path: "/shows/169/episodes") == 1)
        let second = Self.tvmaze()
        let summary = try await Self.service(second, cache: cache).importHistory(history, dryRun: false)
        #expect(second.requests.isEmpty)
        #expect(summary.shows == 2)
    }

    @Test func aShowTVmazeDoesNotKnowIsReportedNotGuessed() async throws {
        let history = try ExportKind.imdb.read(ImportReaderTests.sample("imdb-list.csv"), follow: true)
        let tracking = InMemoryTrackingStore()
        let summary = try await Self.service(Self.tvmaze(), tracking: tracking).importHistory(history, dryRun: false)
        #expect(summary.followed == 1)
        #expect(
            summary.notMatched.map(\.reason) == [
                "an IMDb episode row does not name its series", "TVmaze has no show with IMDb id tt9999999 (a follow)",
            ])
        // The follow row is named by its file and line, as an episode row is.
        #expect(summary.notMatched[1].location.hasSuffix("imdb-list.csv:5"))
        #expect(await tracking.followedShows().map(\.name) == ["Breaking Bad"])
    }

    @Test func aBackupRestoresTheSameFollowsAndMarksAndExportsTheSameListsTwice() async throws {
        let original = InMemoryTrackingStore()
        let service = Self.service(Self.tvmaze(), tracking: original)
        _ = try await service.importHistory(
            try ExportKind.tvtime.read(ImportReaderTests.sample("tvtime-v2")), dryRun: false)
        await original.markWatched([
            WatchMark(episodeID: 7, showID: 5, season: nil, number: nil, watchedAt: Date(timeIntervalSince1970: 1.25))
        ])
        let backup = try await service.trackingBackup()
        #expect(try await service.trackingBackup().rendered() == backup.rendered())  // same clock, same file
        let file = try TemporaryFolder.make("tv-backup").appendingPathComponent("tv-history.json")
        try Data(backup.rendered().utf8).write(to: file)

        let restored = InMemoryTrackingStore()
        let offline = MockTransport { _ in throw TransportFailure(.unreachable, "no network needed") }
        let summary = try await Self.service(offline, tracking: restored).importHistory(
            try ExportKind.tv.read(file.path), dryRun: false)
        #expect((summary.marked, summary.followed, summary.notMatched.count) == (3, 1, 0))
        #expect(await restored.allMarks() == original.allMarks())
        #expect(await restored.followedShows() == original.followedShows())
        let again = try await Self.service(offline, tracking: restored).trackingBackup()
        #expect(again.follows == backup.follows)
        #expect(again.marks == backup.marks)
        #expect(backup.follows.first?.thetvdb == 81189)
    }
}
