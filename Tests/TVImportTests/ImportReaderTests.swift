import Foundation
import TVTestSupport
import Testing

@testable import TVImport

/// Each importer turns its sample (written for these tests from the design note's shapes) into shows, watches and
/// follows, whatever the column order, byte-order mark, line ends or id spelling.
@Suite struct ImportReaderTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "ImportSamples")

    static func sample(_ name: String) -> String { samples.appendingPathComponent(name).path }

    static func utc(_ text: String) -> Date { ImportDates.iso(text)! }

    @Test func tvTimeV2ReadsWatchesRewatchesFollowsAndFallbackColumns() throws {
        let history = try ExportKind.tvtime.read(Self.sample("tvtime-v2"))
        #expect(history.format == "TV Time")
        let show = try #require(history.shows.first { $0.key.thetvdb == 81189 })
        #expect(show.title == "Breaking Bad")
        #expect(show.follows)
        #expect(show.followedAt == Self.utc("2024-01-01 09:00:00"))
        let watches = show.watches.map { "\($0.season.map(String.init) ?? "-")x\($0.number.map(String.init) ?? "-")" }
        #expect(watches == ["1x1", "1x2", "1x1", "1x99", "0x1"])
        // `0001-01-01` is no date: `updated_at` stands in.
        #expect(show.watches[1].watchedAt == Self.utc("2024-01-03 21:00:00"))
        #expect(show.watches[4].isSpecial)
        #expect(history.shows.contains { $0.key.thetvdb == 999999 })
        // Game of Thrones is in a user-series row with is_followed=false: not followed, and no watches.
        #expect(!history.shows.contains { $0.key.thetvdb == 121361 })
        #expect(history.skippedKinds == ["counters": 1, "shows not followed": 1])
        #expect(history.rowsRead == 9)
    }

    @Test func aSingleCSVOfAnExportIsReadAsIs() throws {
        let file = Self.sample("tvtime-v2/tracking-prod-records-v2.csv")
        #expect(try ExportKind.tvtime.read(file).shows.count == 2)
    }

    @Test func tvTimeLegacyJoinsSeenEpisodesByShowName() throws {
        let history = try ExportKind.tvtime.read(Self.sample("tvtime-legacy"))
        #expect(history.format == "TV Time (legacy)")
        let show = try #require(history.shows.first { $0.key.thetvdb == 81189 })
        #expect(show.follows)
        #expect(show.watches.map(\.number) == [3, 4])
        #expect(history.shows.count == 1)  // Game of Thrones is inactive
        #expect(history.unplaced.map(\.show) == ["Nobody Knows This"])
    }

    @Test func liberatorShowsJSONAndActivityCSV() throws {
        let history = try ExportKind.tvtime.read(Self.sample("liberator"))
        #expect(history.format == "TV Time Liberator")
        let show = try #require(history.shows.first)
        #expect(show.key == ShowKey(thetvdb: 81189, imdb: "tt0903747"))
        #expect(show.watches.count == 1)
        #expect(show.watches[0].watchedAt == Date(timeIntervalSince1970: 1_726_224_629.147))
        #expect(history.unplaced.count == 1)  // "-1" ids are unknown

        let folder = try TemporaryFolder.make("tv-liberator")
        try FileManager.default.copyItem(
            atPath: Self.sample("activity_history.csv"),
            toPath: folder.appendingPathComponent("activity_history.csv").path)
        let activity = try ExportKind.tvtime.read(folder.path)
        #expect(activity.shows.count == 1)
        #expect(activity.shows[0].watches.map(\.number) == [3])
        #expect(activity.shows[0].follows)
        #expect(activity.skipped == 1)
    }

    @Test func traktReadsEveryPageAndTheWatchlistOnlyWhenAsked() throws {
        let zip = try Self.zip(folder: "trakt")
        let plain = try ExportKind.trakt.read(zip.path)
        #expect(plain.shows.count == 2)  // Breaking Bad by TheTVDB id, and by IMDb id where tvdb is null (2024 ids)
        #expect(plain.watchCount == 3)
        #expect(plain.skipped == 1)  // the movie
        #expect(!plain.shows.contains { $0.follows })
        let watchlisted = try ExportKind.trakt.read(zip.path, watchlist: true)
        #expect(watchlisted.shows.first { $0.key.thetvdb == 121361 }?.follows == true)
    }

    @Test func imdbSeriesBecomeFollowsOnlyWithFollowAndEpisodesAreNotPlaceable() throws {
        let history = try ExportKind.imdb.read(Self.sample("imdb-list.csv"), follow: true)
        #expect(history.shows.map(\.key.imdb) == ["tt0903747", "tt9999999"])
        #expect(history.shows.allSatisfy { $0.follows })
        #expect(history.shows[1].title == "Café Unknown")  // Latin-1 decoded
        #expect(history.notes.count == 1)
        #expect(history.unplaced.map(\.show) == ["Pilot"])
        #expect(try ExportKind.imdb.read(Self.sample("imdb-list.csv")).shows.isEmpty)
    }

    @Test func simklBackupAndCSV() throws {
        let backup = try ExportKind.simkl.read(Self.sample("SimklBackup.json"))
        #expect(backup.shows.count == 1)
        #expect(backup.shows[0].key == ShowKey(thetvdb: 81189, imdb: "tt0903747"))  // ids as strings
        #expect(backup.shows[0].watches.map(\.number) == [1, 2])
        #expect(backup.shows[0].watches[1].watchedAt == Self.utc("2026-01-05T20:00:00Z"))  // last_watched_at
        #expect(backup.shows[0].follows)
        #expect(backup.skipped == 1)
        let csv = try ExportKind.simkl.read(Self.sample("simkl.csv"))
        #expect(csv.shows.count == 1)
        #expect(csv.shows[0].watches.first?.number == 2)
        #expect(csv.shows[0].watches.first?.watchedAt == Self.utc("2026-01-03"))
    }

    // MARK: Zips

    @Test(arguments: [ZipWriter.Encryption.traditional, .aes256])
    func passwordProtectedZips(_ encryption: ZipWriter.Encryption) throws {
        let zip = try Self.zip(folder: "tvtime-v2", password: "s3cret", encryption: encryption)
        let error = #expect(throws: ImportError.self) { try ExportKind.tvtime.read(zip.path) }
        #expect(error?.kind == .needsPassword)
        let wrong = #expect(throws: ImportError.self) { try ExportKind.tvtime.read(zip.path, password: "nope") }
        #expect(wrong?.kind == .wrongPassword)
        #expect(try ExportKind.tvtime.read(zip.path, password: "s3cret").shows.count == 2)
    }

    @Test func aZipInsideOneFolderWithPrefixedNames() throws {
        let bytes = try Data(contentsOf: Self.samples.appendingPathComponent("tvtime-v2/tracking-prod-records-v2.csv"))
        let url = try TemporaryFolder.make("tv-zip").appendingPathComponent("export.zip")
        try ZipWriter.write([("gdpr-export/2024_tracking-prod-records-v2.csv", [UInt8](bytes))], to: url)
        #expect(try ExportKind.tvtime.read(url.path).shows.count == 2)
    }

    // MARK: Bad input

    @Test func badInputsGetOneErrorNamingTheFile() throws {
        let folder = try TemporaryFolder.make("tv-bad")
        func write(_ name: String, _ text: String) -> String {
            let url = folder.appendingPathComponent(name)
            try? Data(text.utf8).write(to: url)
            return url.path
        }
        func message(_ body: () throws -> ImportedHistory) -> String {
            do {
                _ = try body()
                return "no error"
            } catch {
                return (error as? ImportError)?.message ?? "\(error)"
            }
        }
        let notZip = write("export.zip", "this is not a zip archive at all, just text")
        #expect(message { try ExportKind.tvtime.read(notZip) } == "\(notZip): not a zip archive (nor a folder)")

        let good = try Self.zip(folder: "trakt")
        let bytes = try Data(contentsOf: good)
        let truncated = folder.appendingPathComponent("cut.zip")
        try bytes.prefix(bytes.count * 2 / 3).write(to: truncated)
        #expect(
            message { try ExportKind.trakt.read(truncated.path) }.hasPrefix("\(truncated.path): not a complete zip"))

        let unknown = try TemporaryFolder.make("tv-unknown")
        _ = try Data("a,b\n".utf8).write(to: unknown.appendingPathComponent("something.csv"))
        #expect(message { try ExportKind.tvtime.read(unknown.path) }.contains("not a TV Time export"))
        #expect(message { try ExportKind.trakt.read(unknown.path) }.contains("not a Trakt export"))

        let missing = write("ratings.csv", "Const,Title\ntt1,X\n")
        #expect(
            message { try ExportKind.imdb.read(missing) } == "\(missing): missing column Title Type in the header line")

        let shape = write("SimklBackup.json", "[1, 2, 3]")
        #expect(message { try ExportKind.simkl.read(shape) }.contains("not a Simkl backup"))
        let notJSON = write("backup.json", "{\"follows\": [")
        #expect(message { try ExportKind.tv.read(notJSON) }.hasPrefix("\(notJSON): not valid JSON"))
        let wrongEntry = write("backup2.json", "{\"follows\": [], \"marks\": [{\"episode_id\": 1}]}")
        #expect(
            message { try ExportKind.tv.read(wrongEntry) }
                == "\(wrongEntry): marks entry 1 lacks episode_id, show_id or watched_at")

        _ = write("seen_episode.csv", "tv_show_name,episode_season_number,episode_number\n\"Open,1,2\n")
        #expect(
            message { try ExportKind.tvtime.read(folder.path) }.contains(
                "seen_episode.csv:2: a quoted field is never closed"))
    }

    @Test func unsafeEntryNamesAndZipBombsAreRefusedInMemory() throws {
        let folder = try TemporaryFolder.make("tv-zips")
        for name in ["../evil/seen_episode.csv", "/etc/seen_episode.csv"] {
            let url = folder.appendingPathComponent("unsafe.zip")
            try ZipWriter.write([(name, Array("x".utf8))], to: url)
            let error = #expect(throws: ImportError.self) { try ExportKind.tvtime.read(url.path) }
            #expect(error?.message.contains("unsafe path") == true)
        }
        let bomb = folder.appendingPathComponent("bomb.zip")
        try ZipWriter.write(
            [("tracking-prod-records-v2.csv", [UInt8](repeating: 0x41, count: 3 << 20))], to: bomb)
        #expect(try Data(contentsOf: bomb).count < 100_000)
        let files = try ExportFiles(path: bomb.path, cap: 1 << 20)
        let error = #expect(throws: ImportError.self) { try files.read("tracking-prod-records-v2.csv") }
        #expect(error?.message.contains("zip bomb") == true)
    }

    @Test func datesWithAndWithoutZonesAndNoDate() {
        #expect(ImportDates.iso("2024-01-02 03:04:05") == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(ImportDates.iso("2024-01-02T05:04:05+02:00") == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(ImportDates.iso("0001-01-01 00:00:00") == nil)
        #expect(ImportDates.monthDayYear("1/3/2026") == ImportDates.iso("2026-01-03"))
    }

    /// A date an export records is one only in the years tv works in (``CalendarDate/supportedYears``), 1900 being
    /// "no date": every reader refuses a year after 2100 (they took up to 9999, a year `stats` cannot name).
    @Test func recordedDatesAreInTheYearsTVWorksIn() {
        #expect(ImportDates.iso("2100-12-31 23:59:59") == Date(timeIntervalSince1970: 4_133_980_799))
        #expect(ImportDates.iso("1901-01-01") != nil)
        for text in ["1900-01-01", "0001-01-01 00:00:00", "2101-01-01", "2500-06-01 20:00:00", "9999-12-31T00:00:00Z"] {
            #expect(ImportDates.iso(text) == nil, "\(text)")
        }
        #expect(ImportDates.day(year: 2100, month: 12, day: 31) != nil)
        #expect(ImportDates.day(year: 2500, month: 1, day: 1) == nil)
        #expect(ImportDates.day(year: 1900, month: 1, day: 1) == nil)
        #expect(ImportDates.milliseconds(4_133_980_799_000) != nil)
        #expect(ImportDates.milliseconds(16_725_225_600_000) == nil)  // 2500-01-01
        #expect(ImportDates.unixOrISO("4133980799") != nil)
        #expect(ImportDates.unixOrISO("9999999999") == nil)  // 2286-11-20
        let utc = TimeZone(identifier: "UTC")!
        #expect(ImportDates.local("2100-12-31 23:59:59", in: utc) == Date(timeIntervalSince1970: 4_133_980_799))
        #expect(ImportDates.local("2500-01-01 20:00:00", in: utc) == nil)
    }

    /// A zip of a sample folder's files, built for the test.
    static func zip(
        folder: String, password: String? = nil, encryption: ZipWriter.Encryption = .traditional
    ) throws -> URL {
        let source = samples.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
        let entries = try names.map { ($0, [UInt8](try Data(contentsOf: source.appendingPathComponent($0)))) }
        let url = try TemporaryFolder.make("tv-zip").appendingPathComponent("\(folder).zip")
        try ZipWriter.write(entries, to: url, password: password, encryption: encryption)
        return url
    }
}
