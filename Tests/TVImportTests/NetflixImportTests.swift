import Foundation
import TVTestSupport
import Testing

@testable import TVImport
@testable import TVMaze
@testable import TVService

/// Netflix's `Title,Date` history and the data request's `ViewingActivity.csv` (samples in ImportSamples/netflix,
/// sources in its README): titles taken apart at the season token, dates decided from the whole column, one profile,
/// trailers skipped, and shows found by exact name through a search kept per name.
@Suite struct NetflixImportTests {
    static func sample(_ name: String) -> String { ImportReaderTests.sample("netflix/\(name)") }

    static func day(_ text: String) -> Date { ImportDates.iso(text)! }

    @Test(arguments: [
        (
            "Criminal: UK: Season 2: Sanjeev",
            NetflixTitle.episode(show: "Criminal: UK", season: 2, name: "Sanjeev", number: nil)
        ),
        (
            "Stranger Things: Stranger Things 4: Chapter One: The Hellfire Club",
            .episode(show: "Stranger Things", season: 4, name: "Chapter One: The Hellfire Club", number: nil)
        ),
        ("Dark: Staffel 1: Geheimnisse", .episode(show: "Dark", season: 1, name: "Geheimnisse", number: nil)),
        ("Élite: Temporada 2: Samuel", .episode(show: "Élite", season: 2, name: "Samuel", number: nil)),
        ("Money Heist: Part II: Episode 5", .episode(show: "Money Heist", season: 2, name: "Episode 5", number: nil)),
        (
            "Love, Death & Robots: Volume 4: Spider Rose",
            .episode(show: "Love, Death & Robots", season: 4, name: "Spider Rose", number: nil)
        ),
        (
            "The Queen's Gambit: Limited Series: Openings",
            .episode(show: "The Queen's Gambit", season: 1, name: "Openings", number: nil)
        ),
        ("Aranyélet: 2. évad: Pénz", .episode(show: "Aranyélet", season: 2, name: "Pénz", number: nil)),
        (
            "Avatar: The Last Airbender: Book Two: Earth: The Avatar State",
            .episode(show: "Avatar: The Last Airbender", season: 2, name: "Earth: The Avatar State", number: nil)
        ),
        ("Glass Onion: A Knives Out Mystery", .film),
        ("Dune: Part Two", .film),
        ("Harry Potter and the Deathly Hallows: Part 1", .film),
        (": Episode 7", .removed),
    ])
    func titlesSplitAtTheLastSeasonTokenWithSomethingAfterIt(_ title: String, _ expected: NetflixTitle) {
        #expect(NetflixTitle(title, numbered: false) == expected)
    }

    @Test func theDataRequestNumbersTheEpisode() {
        #expect(
            NetflixTitle("Breaking Bad: Season 1: Pilot (Episode 1)", numbered: true)
                == .episode(show: "Breaking Bad", season: 1, name: "Pilot", number: 1))
    }

    @Test func theUSHistoryIsReadMonthFirstAndEveryRowIsAccountedFor() throws {
        let history = try ExportKind.netflix.read(Self.sample("NetflixViewingHistory.csv"))
        #expect(history.format == "Netflix viewing history")
        #expect(history.shows.map(\.title) == ["Stranger Things", "Criminal: UK", "The Queen's Gambit", "Money Heist"])
        let criminal = history.shows[1]
        #expect(criminal.key == ShowKey(name: "Criminal: UK"))
        #expect(criminal.watches.map(\.episodeTitle) == ["Sanjeev", "Alex"])
        #expect(criminal.watches[0].watchedAt == Self.day("2025-06-13"))
        #expect(criminal.watches[0].location.hasSuffix("NetflixViewingHistory.csv:3"))
        // Two films and a removed title, each with its line: 4 shows' 5 rows + 3 = the file's 8 rows.
        #expect(history.unplaced.map { $0.location.split(separator: ":").last ?? "" } == ["7", "8", "9"])
        #expect(history.unplaced[1].reason == "Netflix no longer names the show")
        #expect(history.watchCount + history.unplaced.count == 8)
        #expect(history.rowsRead == 8)
    }

    @Test func dayFirstDotsAndISODatesAreDecidedFromTheColumn() throws {
        let german = try ExportKind.netflix.read(Self.sample("NetflixViewingHistory-de.csv"))
        // 24.01.23 settles day-first for 03.01.23 too.
        #expect(german.shows[1].watches[0].watchedAt == Self.day("2023-01-03"))
        #expect(german.shows.map(\.title) == ["Dark", "Haus des Geldes", "Élite"])

        #expect(try NetflixExport.decideOrder(["2021-12-15", "2022-01-02"], "f") == .ymd)
        #expect(try NetflixExport.decideOrder(["19/06/2025", "01/02/2025"], "f") == .dmy)
        #expect(try NetflixExport.decideOrder(["6/19/25", "1/2/25"], "f") == .mdy)
        #expect(NetflixExport.day("19/06/2025", .dmy) == Self.day("2025-06-19"))
        #expect(NetflixExport.day("2/30/25", .mdy) == nil)
        #expect(throws: ImportError.self) { try NetflixExport.decideOrder(["13/01/25", "01/13/25"], "f") }
    }

    @Test func aColumnThatStaysAmbiguousIsRefusedUnlessTheOrderIsGiven() throws {
        let file = Self.sample("ambiguous.csv")
        let error = #expect(throws: ImportError.self) { try ExportKind.netflix.read(file) }
        #expect(error?.message.contains("--date-order dmy or mdy") == true)
        let dayFirst = try ExportKind.netflix.read(file, dateOrder: .dmy)
        #expect(dayFirst.shows[0].watches.map(\.watchedAt) == [Self.day("2023-02-01"), Self.day("2023-02-03")])
    }

    @Test func theDataRequestNeedsAProfileSkipsTrailersAndOpensOnlyItsFile() throws {
        let folder = try TemporaryFolder.make("tv-netflix")
        let activity = folder.appendingPathComponent("netflix-report/CONTENT_INTERACTION")
        try FileManager.default.createDirectory(at: activity, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: Self.sample("ViewingActivity.csv")),
            to: activity.appendingPathComponent("ViewingActivity.csv"))
        // An account file past the size cap: reading it would fail the import.
        let account = folder.appendingPathComponent("netflix-report/ACCOUNT")
        try FileManager.default.createDirectory(at: account, withIntermediateDirectories: true)
        let secret = account.appendingPathComponent("AccountDetails.csv")
        #expect(FileManager.default.createFile(atPath: secret.path, contents: nil))
        let handle = try FileHandle(forWritingTo: secret)
        try handle.truncate(atOffset: UInt64(ExportFiles.defaultCap + 1))
        try handle.close()
        let path = folder.appendingPathComponent("netflix-report").path

        let error = #expect(throws: ImportError.self) { try ExportKind.netflix.read(path) }
        #expect(error?.kind == .usage)
        #expect(error?.message.contains("‘Ann’, ‘Ben’") == true)
        #expect(throws: ImportError.self) { try ExportKind.netflix.read(path, profile: "Cy") }

        let history = try ExportKind.netflix.read(path, profile: "Ann")
        #expect(history.format == "Netflix viewing activity")
        #expect(history.skippedKinds == ["trailers and other supplemental videos": 1, "rows of other profiles": 1])
        let bad = try #require(history.shows.first)
        #expect(bad.key == ShowKey(name: "Breaking Bad"))
        #expect(bad.watches.map { "\($0.season ?? -1)x\($0.number ?? -1)" } == ["1x1"])
        #expect(bad.watches[0].watchedAt == ImportReaderTests.utc("2023-06-01 18:30:00"))
        #expect(bad.watches[0].episodeTitle == nil)
        #expect(history.shows[1].watches[0].number == 2)
        #expect(history.unplaced.map(\.show) == ["Glass Onion: A Knives Out Mystery"])
        #expect(history.watchCount + history.unplaced.count + history.skipped == history.rowsRead)
    }

    /// A stand-in TVmaze: searches by name, and the episodes of the shows found.
    static func tvmaze() -> MockTransport {
        MockTransport { request in
            let url = request.url
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            func shows(_ list: [(Int, String)]) -> TransportResponse {
                let items = list.map { #"{"score": 1, "show": {"id": \#($0.0), "name": "\#($0.1)"}}"# }
                return TransportResponse(status: 200, body: Array("[\(items.joined(separator: ","))]".utf8))
            }
            func episodes(_ list: [(Int, Int, Int, String)]) -> TransportResponse {
                let items = list.map {
                    #"{"id": \#($0.0), "season": \#($0.1), "number": \#($0.2), "name": "\#($0.3)"}"#
                }
                return TransportResponse(status: 200, body: Array("[\(items.joined(separator: ","))]".utf8))
            }
            switch url.path {
            case "/search/shows":
                switch query.first(where: { $0.name == "q" })?.value ?? "" {
                case "Criminal: UK": return shows([(40, "Criminal"), (41, "Criminal: UK")])
                case "Stranger Things": return shows([(2993, "Stranger Things")])
                case "The Queen's Gambit": return shows([(7, "Queen’s Gambit"), (8, "The Queen's Gambit")])
                default: return shows([(9, "Something Else")])
                }
            case "/shows/41/episodes":
                return episodes([(410, 2, 1, "Sanjeev"), (411, 2, 2, "Alex"), (412, 1, 1, "Alex")])
            case "/shows/2993/episodes":
                return episodes([(2990, 4, 1, "Chapter 1: The Hellfire Club")])
            default:
                return TransportResponse(status: 404, body: Array(#"{"status": 404}"#.utf8))
            }
        }
    }

    @Test func showsAreFoundByExactNameAndEpisodesByNameWithinTheSeason() async throws {
        let history = try ExportKind.netflix.read(Self.sample("NetflixViewingHistory.csv"))
        let tracking = InMemoryTrackingStore()
        let transport = Self.tvmaze()
        let summary = try await HistoryImportTests.service(transport, tracking: tracking).importHistory(
            history, dryRun: false)
        // Criminal: UK (not Criminal) 2x1 and 2x2; Stranger Things 4x1 by "Chapter One" = "Chapter 1".
        #expect(await tracking.allMarks().map(\.episodeID) == [410, 411, 2990])
        #expect(summary.shows == 2)
        let reasons = summary.notMatched.map { "\($0.show): \($0.reason)" }
        #expect(
            reasons.contains("The Queen's Gambit: 2 TVmaze shows are named ‘The Queen's Gambit’ (#7, #8): not guessed"))
        #expect(reasons.contains("Money Heist: TVmaze's search finds no show named ‘Money Heist’"))
        #expect(summary.notMatched.count == 5)  // those two, two films, the removed title
        // One search per name, however many rows name it.
        #expect(transport.count(path: "/search/shows") == 4)
    }

    /// The name search is asked of TVmaze as the id lookups are: unreachable, with the sample week to fall back on,
    /// the import fails with TVmaze's error rather than reporting every show as one the sample week does not have.
    @Test func offlineTheNameSearchIsAnErrorNotAMiss() async throws {
        var history = ImportedHistory(format: "Netflix viewing history", shows: [])
        var show = ImportedShow(key: ShowKey(name: "Criminal: UK"), title: "Criminal: UK")
        show.watches = [ImportedWatch(season: 2, number: 1, watchedAt: nil, location: "f:2")]
        history.shows = [show]
        let service = TVService(
            api: TVMazeAPI(client: TVMazeClient(transport: MockTransport.unreachable, clock: TestClock())),
            clock: FixedWallClock(Date(timeIntervalSince1970: 1_780_000_000)),
            fallback: try SampleWeek(directory: RepositoryPaths.fixtures), displayZone: TimeZone(identifier: "UTC")!)
        let error = await #expect(throws: TVMazeError.self) { try await service.importHistory(history, dryRun: true) }
        #expect(error?.kind == .unreachable)
        #expect(!service.usesSampleData)
    }

    @Test func anEpisodeNameNotInTheSeasonIsReported() async throws {
        var history = ImportedHistory(format: "Netflix viewing history", shows: [])
        var show = ImportedShow(key: ShowKey(name: "Criminal: UK"), title: "Criminal: UK")
        show.watches = [ImportedWatch(season: 3, number: nil, watchedAt: nil, location: "f:2", episodeTitle: "Alex")]
        history.shows = [show]
        let summary = try await HistoryImportTests.service(Self.tvmaze()).importHistory(history, dryRun: true)
        #expect(summary.notMatched.map(\.reason) == ["TVmaze lists no episode named ‘Alex’ in season 3"])
    }
}
