import Foundation
import TVTestSupport
import Testing

@testable import TVImport
@testable import TVService

/// SeriesGuide's JSON backup of shows (sample in ImportSamples/seriesguide, source in its README).
@Suite struct SeriesGuideImportTests {
    static let file = ImportReaderTests.sample("seriesguide/seriesguide-shows-backup.json")

    @Test func watchedEpisodesByTheShowsIdsWithTheShowsLastWatchedTime() throws {
        let history = try ExportKind.seriesguide.read(Self.file)
        #expect(history.format == "SeriesGuide backup")
        let bad = try #require(history.shows.first)
        #expect(bad.key == ShowKey(thetvdb: 81189, imdb: "tt0903747"))
        // 1x3 is not watched; the special is.
        #expect(bad.watches.map { "\($0.season ?? -1)x\($0.number ?? -1)" } == ["1x1", "1x2", "0x1"])
        #expect(bad.watches[2].isSpecial)
        #expect(bad.watches.allSatisfy { $0.watchedAt == ImportReaderTests.utc("2024-01-02 20:00:00") })
        #expect(bad.follows)
        #expect(history.notes == ["SeriesGuide keeps no time per episode: each show's last-watched time is used"])
        // Game of Thrones is hidden and has nothing watched: not followed, so not there.
        #expect(history.shows.count == 1)
        // Its follow and its watched episode, each a row.
        #expect(
            history.unplaced.map(\.reason) == [
                "only a TMDB id, which TVmaze cannot look up (a follow)", "only a TMDB id, which TVmaze cannot look up",
            ])
        #expect(history.unplaced.map(\.show) == ["A TMDB Show", "A TMDB Show"])
        #expect(history.unplaced[0].location.hasSuffix("seriesguide-shows-backup.json entry 2"))
        // 3 shows and 5 episodes: 3 watches, a follow, 2 not placed, 1x3 and the hidden show skipped.
        #expect(history.skippedKinds == ["episodes not watched": 1, "hidden shows": 1])
        #expect(history.rowsRead == 8)
    }

    @Test func aBackupImportMarksAndFollows() async throws {
        let tracking = InMemoryTrackingStore()
        let summary = try await HistoryImportTests.service(HistoryImportTests.tvmaze(), tracking: tracking)
            .importHistory(try ExportKind.seriesguide.read(Self.file), dryRun: false)
        #expect(await tracking.allMarks().map(\.episodeID) == [1001, 1002])
        #expect(await tracking.followedShows().map(\.showID) == [169])
        #expect(summary.notes == ["SeriesGuide keeps no time per episode: each show's last-watched time is used"])
        #expect(summary.notMatched.count == 3)  // the TMDB-only show's follow and episode, the special
        #expect(
            summary.marked + summary.alreadyMarked + summary.repeated + summary.followRows + summary.notMatched.count
                + summary.skipped == summary.rowsRead)
    }

    @Test func otherBackupsAreRefusedInOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tv-sg-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"[{"tmdb_id": 603, "title": "The Matrix", "in_watchlist": true}]"#.utf8).write(to: folder)
        #expect(throws: ImportError.self) { try ExportKind.seriesguide.read(folder.path) }
        try Data(#"{"shows": []}"#.utf8).write(to: folder)
        let error = #expect(throws: ImportError.self) { try ExportKind.seriesguide.read(folder.path) }
        #expect(error?.message.hasSuffix("not a SeriesGuide shows backup (expected a list of shows)") == true)
    }
}
