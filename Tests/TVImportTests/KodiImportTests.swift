import Foundation
import GRDB
import TVTestSupport
import Testing

@testable import TVImport
@testable import TVService

/// Kodi's `MyVideosNN.db`, built in each test from the CREATE TABLE statements of Kodi's
/// `xbmc/video/VideoDatabase.cpp` (xbmc/xbmc, GPL-2.0-or-later; the tables tv reads, with all their columns, as
/// `CreateTables` makes them for schema 131): read-only, ids in the order tvmaze, tvdb, imdb, a TMDB-only show
/// reported, episodes played joined to `files`, `lastPlayed` in local time.
@Suite struct KodiImportTests {
    /// `tvshow`, `episode`, `files` and `uniqueid` as Kodi creates them (`c00`…`c23` spelled out).
    static let tables: [String] = {
        let columns = (0..<24).map { String(format: "c%02d text", $0) }
        let episodeColumns = (0..<24).map {
            [12, 13, 15].contains($0) ? String(format: "c%02d varchar(24)", $0) : String(format: "c%02d text", $0)
        }
        return [
            "CREATE TABLE files ( idFile integer primary key, idPath integer, strFilename text, playCount integer, "
                + "lastPlayed text, dateAdded text)",
            "CREATE TABLE tvshow ( idShow integer primary key,\(columns.joined(separator: ",")), userrating INTEGER, "
                + "duration INTEGER, originalLanguage TEXT, tagLine TEXT)",
            "CREATE TABLE episode ( idEpisode integer primary key, idFile integer,"
                + "\(episodeColumns.joined(separator: ",")), idShow integer, userrating integer, idSeason integer)",
            "CREATE TABLE uniqueid (uniqueid_id INTEGER PRIMARY KEY, media_id INTEGER, media_type TEXT, value TEXT, "
                + "type TEXT)",
        ]
    }()

    /// A library: Breaking Bad (tvdb and imdb ids) with 1x1 played, 1x2 not, 0x1 played; a show known to TVmaze by its
    /// own id; a TMDB-only show with one played episode.
    static func library(in folder: URL, name: String = "MyVideos131.db") throws -> URL {
        let url = folder.appendingPathComponent(name)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            for table in tables { try db.execute(sql: table) }
            try db.execute(
                sql: """
                    INSERT INTO tvshow (idShow, c00) VALUES (1, 'Breaking Bad'), (2, 'Severance'), (3, 'Only TMDB');
                    INSERT INTO uniqueid (media_id, media_type, value, type) VALUES
                        (1, 'tvshow', '81189', 'tvdb'), (1, 'tvshow', 'tt0903747', 'imdb'), (1, 'tvshow', '1396', 'tmdb'),
                        (1, 'episode', '349232', 'tvdb'), (2, 'tvshow', '44933', 'tvmaze'), (2, 'tvshow', '371980', 'tvdb'),
                        (3, 'tvshow', '99999', 'tmdb');
                    INSERT INTO files (idFile, strFilename, playCount, lastPlayed) VALUES
                        (10, 'bb.s01e01.mkv', 2, '2024-03-10 21:30:00'), (11, 'bb.s01e02.mkv', NULL, NULL),
                        (12, 'bb.s00e01.mkv', 1, '2024-03-11 08:00:00'), (20, 'sev.s01e01.mkv', 1, '2024-07-01 23:15:00'),
                        (30, 'tmdb.s01e01.mkv', 1, '2024-01-01 12:00:00');
                    INSERT INTO episode (idEpisode, idFile, c00, c12, c13, idShow) VALUES
                        (100, 10, 'Pilot', '1', '1', 1), (101, 11, 'Cat''s in the Bag...', '1', '2', 1),
                        (102, 12, 'Special', '0', '1', 1), (200, 20, 'Good News About Hell', '1', '1', 2),
                        (300, 30, 'One', '1', '1', 3);
                    """)
        }
        return url
    }

    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test func playedEpisodesByTheirShowsIdsInTVmazeTVDBIMDbOrder() throws {
        let folder = try TemporaryFolder.make("tv-kodi")
        let file = try Self.library(in: folder)
        let history = try KodiLibrary.read(file.path, zone: Self.berlin)
        #expect(history.format == "Kodi")
        #expect(
            history.shows.map(\.key) == [
                ShowKey(thetvdb: 81189, imdb: "tt0903747"), ShowKey(tvmaze: 44933, thetvdb: 371980),
            ])
        let bad = history.shows[0]
        #expect(bad.title == "Breaking Bad")
        #expect(bad.watches.map { "\($0.season ?? -1)x\($0.number ?? -1)" } == ["1x1", "0x1"])
        #expect(bad.watches[1].isSpecial)
        // 21:30 in Berlin in March (CET) is 20:30 UTC; 23:15 in July (CEST) is 21:15 UTC.
        #expect(bad.watches[0].watchedAt == ImportReaderTests.utc("2024-03-10 20:30:00"))
        #expect(history.shows[1].watches[0].watchedAt == ImportReaderTests.utc("2024-07-01 21:15:00"))
        #expect(bad.watches[0].location == "MyVideos131.db episode 100")
        #expect(history.unplaced.map(\.reason) == ["only a TMDB id, which TVmaze cannot look up"])
        #expect(history.unplaced.map(\.show) == ["Only TMDB"])
    }

    @Test func aLibraryImportMarksWhatTVmazeNumbersAndReportsTheRest() async throws {
        let folder = try TemporaryFolder.make("tv-kodi-import")
        let history = try KodiLibrary.read(try Self.library(in: folder).path, zone: Self.berlin)
        let tracking = InMemoryTrackingStore()
        let summary = try await HistoryImportTests.service(HistoryImportTests.tvmaze(), tracking: tracking)
            .importHistory(history, dryRun: false)
        #expect(await tracking.allMarks().map(\.episodeID) == [1001])
        #expect(
            summary.notMatched.map(\.reason) == [
                "only a TMDB id, which TVmaze cannot look up",
                "a special: TVmaze numbers specials differently, so it is not guessed",
                "TVmaze lists no episodes for it",
            ])
    }

    @Test func theDatabaseFolderMeansItsHighestVersion() throws {
        let folder = try TemporaryFolder.make("tv-kodi-folder")
        _ = try Self.library(in: folder, name: "MyVideos121.db")
        let current = try Self.library(in: folder, name: "MyVideos131.db")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("MyVideos999.db.d"), withIntermediateDirectories: true)
        #expect(try KodiLibrary.database(at: folder.path) == current.path)
        #expect(try ExportKind.kodi.read(folder.path).watchCount == 3)
        let empty = try TemporaryFolder.make("tv-kodi-empty")
        #expect(throws: ImportError.self) { try KodiLibrary.database(at: empty.path) }
    }

    @Test func theLibraryIsOpenedReadOnly() throws {
        let folder = try TemporaryFolder.make("tv-kodi-ro")
        let file = try Self.library(in: folder)
        let before = try Data(contentsOf: file)
        _ = try KodiLibrary.read(file.path)
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["MyVideos131.db"])
    }

    @Test func aLockedDatabaseIsOneClearLine() throws {
        let folder = try TemporaryFolder.make("tv-kodi-locked")
        let file = try Self.library(in: folder)
        let writer = try DatabaseQueue(path: file.path)
        try writer.inDatabase { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            let error = #expect(throws: ImportError.self) { try KodiLibrary.read(file.path) }
            #expect(error?.message == "\(file.path): the database is locked (is Kodi scanning the library?); try again")
            try db.execute(sql: "ROLLBACK")
        }
    }

    @Test func anUnknownSchemaOrAFileThatIsNoDatabaseIsOneClearLine() throws {
        let folder = try TemporaryFolder.make("tv-kodi-schema")
        let old = folder.appendingPathComponent("MyVideos60.db")
        try DatabaseQueue(path: old.path).write { db in
            try db.execute(sql: "CREATE TABLE tvshow (idShow integer primary key, c00 text, c12 text)")
        }
        let error = #expect(throws: ImportError.self) { try KodiLibrary.read(old.path) }
        #expect(error?.message.contains("not a Kodi video library tv knows (no uniqueid, episode, files)") == true)

        let text = folder.appendingPathComponent("notes.db")
        try Data(repeating: 0x41, count: 4096).write(to: text)
        let notDB = #expect(throws: ImportError.self) { try KodiLibrary.read(text.path) }
        #expect(notDB?.message == "\(text.path): not an SQLite database")
    }

    @Test func oddValuesInTheRowsAreReadOrReportedNotTrapped() {
        var rows = KodiRows()
        rows.shows = [KodiRows.Show(id: 1, title: "X")]
        rows.ids = [
            KodiRows.UniqueID(show: 1, type: "TVDB", value: " 81189 "),
            KodiRows.UniqueID(show: 2, type: "imdb", value: "nm1"),
        ]
        rows.episodes = [
            KodiRows.Episode(id: 1, show: 1, season: "-1", number: "x", playCount: 1, lastPlayed: "yesterday"),
            KodiRows.Episode(id: 2, show: 2, season: "1", number: "1", playCount: 3, lastPlayed: nil),
            KodiRows.Episode(id: 3, show: 1, season: "1", number: "1", playCount: 0, lastPlayed: nil),
        ]
        let history = rows.history(file: "f", zone: Self.berlin)
        #expect(history.shows.map(\.key) == [ShowKey(thetvdb: 81189)])
        #expect(history.shows[0].watches.map(\.season) == [nil])
        #expect(history.shows[0].watches[0].watchedAt == nil)
        #expect(history.unplaced.map(\.reason) == ["no TVmaze, TheTVDB or IMDb id"])
        // Every row accounted for: a watch, a row not placed, the one not played skipped.
        #expect(history.skippedKinds == ["episodes not played": 1])
        #expect(history.watchCount + history.unplaced.count + history.skipped == history.rowsRead)
        #expect(history.rowsRead == 3)
    }
}
