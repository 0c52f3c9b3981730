import Foundation
import TVTestSupport
import Testing

@testable import TVImport
@testable import TVMaze
@testable import TVService

/// Exports written outside the project (ImportSamples/found, sources and licenses in its README), and the rule that
/// every row of every file opened is accounted for.
@Suite struct FoundExportTests {
    static func found(_ name: String) -> String { ImportReaderTests.sample("found/" + name) }

    /// marked + already marked + repeated + follow rows + not matched + episode id only + skipped.
    static func accounted(_ summary: ImportSummary) -> Int {
        summary.marked + summary.alreadyMarked + summary.repeated + summary.followRows + summary.notMatched.count
            + summary.episodeIDOnly.count + summary.skipped
    }

    @Test func aLegacy2020ExportImportsItsFollowsAndCountsTheWatchesThatNameOnlyAnEpisodeID() async throws {
        let history = try ExportKind.tvtime.read(Self.found("tvtime-2020-07"))
        #expect(history.format == "TV Time (legacy)")
        #expect(history.rowsRead == 12 + 6 + 3)
        #expect(history.episodeIDOnly.count == 15)
        #expect(history.episodeIDOnly[0].location.hasSuffix("seen_episode.csv:2"))
        #expect(history.episodeIDOnly[0].reason.contains("TheTVDB episode 11673"))
        #expect(history.episodeIDOnly[12].reason.hasPrefix("a rewatch"))
        #expect(history.skippedKinds == ["shows not followed": 3])
        #expect(history.shows.filter(\.follows).map(\.key.thetvdb) == [70533, 72023, 81189])

        let tracking = InMemoryTrackingStore()
        let service = HistoryImportTests.service(HistoryImportTests.tvmaze(), tracking: tracking)
        let summary = try await service.importHistory(history, dryRun: false)
        #expect((summary.marked, summary.followed, summary.followRows, summary.estimated) == (0, 1, 1, 0))
        #expect(await tracking.followedShows().map(\.showID) == [169])
        #expect(await tracking.allMarks().isEmpty)  // never guessed by default
        // The shows TVmaze does not know are follow rows reported with their file and line.
        #expect(summary.notMatched.map(\.location).map { $0.hasSuffix("user_tv_show_data.csv:2") } == [true, false])
        #expect(summary.notMatched[1].location.hasSuffix("user_tv_show_data.csv:4"))
        #expect(summary.notMatched.allSatisfy { $0.reason.hasSuffix("(a follow)") })
        #expect(Self.accounted(summary) == summary.rowsRead)
    }

    /// The September 2020 header (the issue's): `tweet_id` first, dates with `+0000 UTC`.
    @Test func theSeptember2020HeaderReadsAlike() throws {
        let folder = try TemporaryFolder.make("tv-tvtime-2020-09")
        let text =
            "tweet_id,user_id,episode_id,created_at,updated_at,fb_action_id\n"
            + ",7,11673,2017-05-02 21:24:51 +0000 UTC,2017-05-02 21:24:51 +0000 UTC,\n"
            + ",7,11674,2017-05-03 11:32:41 +0200 CEST,2017-05-03 11:32:41 +0200 CEST,\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("seen_episode.csv"))
        try Data("user_id,tv_show_id,is_followed,is_favorited,nb_episodes_seen\n7,81189,1,0,2\n".utf8)
            .write(to: folder.appendingPathComponent("user_tv_show_data.csv"))
        let history = try ExportKind.tvtime.read(folder.path)
        #expect(history.format == "TV Time (legacy)")
        #expect(history.episodeIDOnly.map(\.location).map { $0.hasSuffix("seen_episode.csv:3") } == [false, true])
        #expect(history.shows.map(\.follows) == [true])
        #expect(history.shows.map(\.episodesSeen) == [2])
        #expect(history.rowsRead == 3)
    }

    @Test func anEstimateIsOptInMarksOnlyAiredEpisodesInOrderAndIsCounted() async throws {
        let history = try ExportKind.tvtime.read(Self.found("tvtime-2020-07"))
        let transport = MockTransport { request in
            switch request.url.path {
            case "/lookup/shows":
                let query = request.url.query ?? ""
                let id = ["thetvdb=81189": 169, "thetvdb=121361": 82][query]
                guard let id else { return TransportResponse(status: 404, body: Array("null".utf8)) }
                return TransportResponse(
                    status: 301, headers: ["Location": "https://api.tvmaze.com/shows/\(id)"], body: [])
            case "/shows/169/episodes":
                let aired = (1...3).map {
                    #"{"id": \#(1000 + $0), "name": "E", "season": 1, "number": \#($0), "airstamp": "2008-01-2\#($0)T02:00:00+00:00"}"#
                }
                let future =
                    #"{"id": 1099, "name": "F", "season": 2, "number": 1, "airstamp": "2099-01-01T02:00:00+00:00"}"#
                return TransportResponse(
                    status: 200, body: Array("[\((aired + [future]).joined(separator: ","))]".utf8))
            case "/shows/82/episodes":
                return TransportResponse(status: 200, body: Array("[]".utf8))
            default:
                return TransportResponse(status: 404, body: Array(#"{"status": 404}"#.utf8))
            }
        }
        let tracking = InMemoryTrackingStore()
        let service = HistoryImportTests.service(transport, tracking: tracking)
        let plain = try await service.importHistory(history, dryRun: true)
        #expect(plain.estimated == 0)
        let estimated = try await service.importHistory(history, dryRun: false, estimateFromCounts: true)
        // 62 seen of Breaking Bad: its three aired episodes, not the one of 2099; Game of Thrones lists none.
        #expect(estimated.estimated == 3)
        #expect(await tracking.allMarks().map(\.episodeID) == [1001, 1002, 1003])
        #expect(Self.accounted(estimated) == estimated.rowsRead)
    }

    @Test func liberatorEpisodeRowsBelongToTheirShowByNameAndMatchBySeasonAndNumber() async throws {
        let history = try ExportKind.tvtime.read(Self.found("liberator-csv/activity_history.csv"))
        #expect(history.shows.map(\.title) == ["Chernobyl", "The Fall of the House of Usher"])
        #expect(history.shows.map(\.watches.count) == [2, 2])
        #expect(history.shows.allSatisfy { $0.key.thetvdb == nil && $0.key.imdb == nil })
        #expect(history.skippedKinds == ["movies": 1, "episodes not watched": 1])
        #expect(history.rowsRead == 6)
        #expect(history.shows[0].watches[1].watchedAt == Date(timeIntervalSince1970: 1_726_224_649))

        let transport = MockTransport { request in
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value
            switch (request.url.path, query) {
            case ("/search/shows", "Chernobyl"):
                return TransportResponse(
                    status: 200, body: Array(#"[{"score": 1, "show": {"id": 30770, "name": "Chernobyl"}}]"#.utf8))
            case ("/search/shows", _):  // a near name is not the show: never guessed
                return TransportResponse(
                    status: 200, body: Array(#"[{"score": 1, "show": {"id": 7, "name": "House of Usher"}}]"#.utf8))
            case ("/shows/30770/episodes", _):
                let episodes = (1...5).map { #"{"id": \#(3000 + $0), "name": "E", "season": 1, "number": \#($0)}"# }
                return TransportResponse(status: 200, body: Array("[\(episodes.joined(separator: ","))]".utf8))
            default:
                return TransportResponse(status: 404, body: Array(#"{"status": 404}"#.utf8))
            }
        }
        let tracking = InMemoryTrackingStore()
        let summary = try await HistoryImportTests.service(transport, tracking: tracking)
            .importHistory(history, dryRun: false)
        #expect(await tracking.allMarks().map(\.episodeID) == [3001, 3002])
        #expect(await tracking.followedShows().map(\.showID) == [30770])
        #expect(summary.notMatched.map(\.show) == Array(repeating: "The Fall of the House of Usher", count: 2))
        #expect(Self.accounted(summary) == summary.rowsRead)
    }

    @Test func yamtracksTraktHistoryMarksOnceReportsTheSpecialAndCountsTheRewatchAndTheMovie() async throws {
        let history = try ExportKind.trakt.read(Self.found("yamtrack"))
        #expect(history.shows.map(\.key.thetvdb) == [434988, 79168, 383275])
        #expect(history.skippedKinds == ["movies": 1])
        #expect(history.rowsRead == 5)
        let transport = MockTransport { request in
            switch (request.url.path, request.url.query ?? "") {
            case ("/lookup/shows", "thetvdb=383275"):
                return TransportResponse(
                    status: 301, headers: ["Location": "https://api.tvmaze.com/shows/43031"], body: [])
            case ("/lookup/shows", "thetvdb=79168"):
                return TransportResponse(
                    status: 301, headers: ["Location": "https://api.tvmaze.com/shows/431"], body: [])
            case ("/shows/43031/episodes", _):
                return TransportResponse(
                    status: 200, body: Array(#"[{"id": 5001, "name": "Keys", "season": 3, "number": 1}]"#.utf8))
            case ("/shows/431/episodes", _):
                return TransportResponse(
                    status: 200, body: Array(#"[{"id": 6001, "name": "Pilot", "season": 1, "number": 1}]"#.utf8))
            default:
                return TransportResponse(status: 404, body: Array("null".utf8))
            }
        }
        let summary = try await HistoryImportTests.service(transport).importHistory(history, dryRun: true)
        #expect((summary.marked, summary.repeated, summary.skipped) == (1, 1, 1))
        #expect(summary.notMatched.map(\.show) == ["High Potential", "Friends"])
        #expect(summary.notMatched[1].reason.hasPrefix("a special"))
        #expect(Self.accounted(summary) == summary.rowsRead)
    }

    @Test func yamtracksIMDbListFollowsSeriesReportsEpisodesAndSkipsTheOtherTitlesByKind() throws {
        let history = try ExportKind.imdb.read(Self.found("yamtrack/import_imdb.csv"), follow: true)
        #expect(history.shows.map(\.key.imdb) == ["tt0944947", "tt7366338"])
        #expect(history.shows.allSatisfy { $0.follows })
        #expect(
            history.unplaced.map(\.location).map { $0.hasSuffix("import_imdb.csv:7") || $0.hasSuffix(":8") } == [
                true, true,
            ])
        #expect(
            history.skippedKinds == [
                "movies": 5, "video games": 1, "podcasts": 2, "other titles (shorts, specials, music videos…)": 4,
            ])
        #expect(history.skipped == 12)
        #expect(history.rowsRead == 16)
    }

    @Test func yamtracksTVTimeExportReadsTheKindFromGsiTheWatchedOnFileAndTheOlderRecords() async throws {
        let history = try ExportKind.tvtime.read(Self.found("yamtrack-tvtime"))
        #expect(history.format == "TV Time")
        #expect(history.shows.map(\.key.thetvdb) == [111, 222])
        #expect(history.shows[0].watches.map(\.number) == [1, 2, 1, 1])
        #expect(history.shows.allSatisfy { $0.follows })  // the v2 file says nothing of follows
        #expect(history.skippedKinds == ["movies": 3])
        #expect(history.rowsRead == 9)  // the ratings file is never opened
        let transport = MockTransport { request in
            switch (request.url.path, request.url.query ?? "") {
            case ("/lookup/shows", let query):
                let id = ["thetvdb=111": 500, "thetvdb=222": 600][query]
                guard let id else { return TransportResponse(status: 404, body: Array("null".utf8)) }
                return TransportResponse(
                    status: 301, headers: ["Location": "https://api.tvmaze.com/shows/\(id)"], body: [])
            case ("/shows/500/episodes", _):
                let episodes = (1...2).map { #"{"id": \#(7000 + $0), "name": "E", "season": 1, "number": \#($0)}"# }
                return TransportResponse(status: 200, body: Array("[\(episodes.joined(separator: ","))]".utf8))
            default:
                return TransportResponse(status: 404, body: Array("null".utf8))
            }
        }
        let tracking = InMemoryTrackingStore()
        let summary = try await HistoryImportTests.service(transport, tracking: tracking)
            .importHistory(history, dryRun: false)
        #expect((summary.marked, summary.repeated, summary.followed, summary.followRows) == (2, 2, 2, 2))
        #expect(await tracking.allMarks().first?.watchedAt == ImportReaderTests.utc("2021-01-01 10:00:00"))
        #expect(Self.accounted(summary) == summary.rowsRead)
    }

    @Test func aShowWhoseEpisodeListIsGoneCountsItsFollowRowOnceAsNotMatched() async throws {
        let folder = try TemporaryFolder.make("tv-tvtime-no-episodes")
        let text =
            "key,s_id,series_name,season_number,episode_number,created_at,is_followed\n"
            + "watch-episode-1,81189,Breaking Bad,1,1,2024-01-01 10:00:00,\nuser-series-1,81189,Breaking Bad,,,,true\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("tracking-prod-records-v2.csv"))
        let history = try ExportKind.tvtime.read(folder.path)
        let transport = MockTransport { request in
            guard request.url.path == "/lookup/shows" else {
                return TransportResponse(status: 404, body: Array(#"{"status": 404}"#.utf8))
            }
            return TransportResponse(status: 301, headers: ["Location": "https://api.tvmaze.com/shows/169"], body: [])
        }
        let summary = try await HistoryImportTests.service(transport).importHistory(history, dryRun: true)
        #expect(summary.notMatched.count == 2)
        #expect(summary.followRows == 0)
        #expect(Self.accounted(summary) == summary.rowsRead)
    }

    /// Simkl gives some shows only a TMDB id, which TVmaze cannot look up: each of their rows is reported.
    @Test func yamtracksSimklListReportsAShowWithOnlyATMDBIDRowByRow() throws {
        let history = try ExportKind.simkl.read(Self.found("yamtrack/simkl-all-items.json"))
        #expect(history.shows.isEmpty)
        #expect(history.unplaced.map(\.number) == [nil, 1, 2])
        #expect(history.unplaced.allSatisfy { $0.reason.hasPrefix("no TheTVDB or IMDb id") })
        #expect(history.skippedKinds == ["movies": 1, "shows not being watched": 1])
        #expect(history.rowsRead == 5)
    }

    @Test func offsetsAndZoneNamesAreHonoured() {
        #expect(ImportDates.iso("2017-05-03 11:32:41 +0200 CEST") == ImportDates.iso("2017-05-03T09:32:41Z"))
        #expect(ImportDates.iso("2017-05-02 21:24:51 +0000 UTC") == Date(timeIntervalSince1970: 1_493_760_291))
        #expect(ImportDates.iso("2017-05-02 21:24:51 UTC") == Date(timeIntervalSince1970: 1_493_760_291))
        #expect(ImportDates.iso("2017-05-02 21:24:51 -0130") == Date(timeIntervalSince1970: 1_493_760_291 + 5400))
        #expect(ImportDates.iso("2024-09-13T10:50:29.147Z") == Date(timeIntervalSince1970: 1_726_224_629.147))
        // A time shorter than HH:MM:SS is read as its day, not refused (the watch would take the import's own time).
        #expect(ImportDates.iso("2017-05-02 21:24") == Date(timeIntervalSince1970: 1_493_683_200))
        #expect(ImportDates.iso("2017-05-02 21:24:51 CEST") == nil)  // a name alone says no offset
        #expect(ImportDates.iso("2017-05-02 21:24:51 +0200 CEST extra") == nil)
    }

    @Test func traktAcceptsPrefixedNamesAsTVTimeDoes() throws {
        let folder = try TemporaryFolder.make("tv-trakt-prefixed")
        let event =
            #"[{"watched_at": "2026-04-01T11:10:00.000Z", "type": "episode", "episode": {"season": 1, "number": 2}, "show": {"title": "B", "ids": {"tvdb": 81189}}}]"#
        try Data(event.utf8).write(to: folder.appendingPathComponent("trakt-watched-history.json"))
        try Data(event.utf8).write(to: folder.appendingPathComponent("trakt-watched-history-2.json"))
        let history = try ExportKind.trakt.read(folder.path)
        #expect(history.watchCount == 2)
        #expect(history.rowsRead == 2)
    }

    @Test func olderTrackingRecordsAreAccountedForByKind() throws {
        let folder = try TemporaryFolder.make("tv-tvtime-v1")
        let v1 = """
            type,entity_type,entity_id,watch_date
            watch,episode,349232,1493760291
            rewatch,episode,349233,1493760291
            watch,movie,17,1493760291
            count-episodes,show,81189,
            follow,show,81189,

            """
        try Data(v1.utf8).write(to: folder.appendingPathComponent("tracking-prod-records.csv"))
        let history = try ExportKind.tvtime.read(folder.path)
        #expect(history.format == "TV Time")
        #expect(history.episodeIDOnly.count == 2)
        #expect(history.skippedKinds == ["movies": 1, "counters": 1])
        #expect(history.shows.map(\.followLocations.count) == [1])
        #expect(history.rowsRead == 5)
    }

    @Test func v2FollowRowsWithoutAFollowStateLeaveTheLegacyFollowFilesOn() throws {
        let folder = try TemporaryFolder.make("tv-tvtime-v2-follow")
        try Data("key,s_id,series_name\nuser-series-1-81189,81189,Breaking Bad\n".utf8)
            .write(to: folder.appendingPathComponent("tracking-prod-records-v2.csv"))
        try Data("user_id,active,tv_show_id,tv_show_name\n7,1,121361,Game of Thrones\n".utf8)
            .write(to: folder.appendingPathComponent("followed_tv_show.csv"))
        let history = try ExportKind.tvtime.read(folder.path)
        #expect(history.shows.filter(\.follows).map(\.key.thetvdb) == [121361])
        #expect(history.skippedKinds == ["show rows without a follow state": 1])
        #expect(history.rowsRead == 2)
    }

    @Test func aCSVCutMidRowIsNotedAndItsLastRowReported() throws {
        let folder = try TemporaryFolder.make("tv-tvtime-cut")
        let text =
            "key,s_id,series_name,season_number,episode_number,created_at\n"
            + "watch-episode-1,81189,Breaking Bad,1,1,2024-01-01 10:00:00\nwatch-episode-2,81189,Breaking B"
        try Data(text.utf8).write(to: folder.appendingPathComponent("tracking-prod-records-v2.csv"))
        let history = try ExportKind.tvtime.read(folder.path)
        #expect(history.watchCount == 1)
        #expect(history.unplaced.map(\.location).map { $0.hasSuffix("tracking-prod-records-v2.csv:3") } == [true])
        #expect(history.notes.contains { $0.contains("ends in the middle of line 3") })
        #expect(history.rowsRead == 2)
    }
}
