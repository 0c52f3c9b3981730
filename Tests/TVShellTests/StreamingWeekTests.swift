import Foundation
import TVMaze
import TVService
import TVTestSupport
import TVText
import Testing

@testable import TVShell

/// Streaming releases in the week's views: drops as one row in every layout, JSON kinds, filters and `set sources`.
@Suite struct StreamingWeekTests {
    static let goldens = RepositoryPaths.root.appendingPathComponent("Tests/TVShellTests/Goldens")

    /// `week --streaming` (drops, release days, a few timed rows) at `width` columns on a terminal (the list under 80,
    /// shelves above) and as the table, equals `Goldens/week-streaming-NAME.txt` (`TV_BLESS=1` rewrites).
    @Test(arguments: [("60", 60, LayoutChoice.auto), ("100", 100, .auto), ("160", 160, .auto), ("table", 100, .table)])
    func streamingWeekGolden(_ name: String, _ width: Int, _ layout: LayoutChoice) async throws {
        let (session, output) = testSession(width: width, terminal: true, layout: layout)
        #expect(await session.run("week --streaming") == .succeeded)
        let url = Self.goldens.appendingPathComponent("week-streaming-\(name).txt")
        if ProcessInfo.processInfo.environment["TV_BLESS"] == "1" {
            try Data(output.written.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            output.written == expected, "week-streaming-\(name).txt differs (TV_BLESS=1 swift test --filter Streaming)")
    }

    @Test(arguments: [60, 100, 160])
    func aDropIsOneRowInEveryLayout(_ width: Int) async throws {
        for layout in [LayoutChoice.table, .list, .shelves] {
            let (session, output) = testSession(width: width, terminal: true, layout: layout)
            #expect(await session.run("day thu --network Netflix") == .succeeded)
            let text = output.written
            // The table, and the list from 80 columns: "8x01–8x06 (6 episodes)"; a shelf cell: the range, then
            // "6 episodes"; the list under 80 columns: the range.
            let drop =
                [.table: ["8x01–8x06 (6 episodes)"], .shelves: ["8x01–8x06", "6 episodes"]][layout]
                ?? [width >= 80 ? "8x01–8x06 (6 episodes)" : "8x01–8x06"]
            #expect(drop.allSatisfy(text.contains), "\(layout) at \(width)")
            // One row, and the day's heading counts the drop's six episodes.
            #expect(text.contains("  ·  6 episodes\n") && !text.contains("8x02"), "\(layout) at \(width)")
            #expect(text.contains("» Net"), "\(layout) at \(width)")
        }
    }

    /// A week is one aligned table (psql), piped or listed: every day's columns as wide as the week's widest, the time
    /// column kept on a day of release days alone (issue 36, item 13).
    @Test(arguments: [(100, LayoutChoice.table), (100, .list), (60, .list)])
    func theWeekIsOneAlignedTable(_ width: Int, _ layout: LayoutChoice) async throws {
        let (session, output) = testSession(width: width, terminal: layout == .list, layout: layout)
        #expect(await session.run("week --streaming") == .succeeded)
        let lines = output.written.split(separator: "\n").map(String.init)
        // Every row of `--streaming` names its service ("» Netflix"): where that column starts, one place for the week.
        let rows = lines.filter { $0.contains("» ") }
        let starts = Set(rows.map { DisplayWidth.of(String($0[..<$0.range(of: "» ")!.lowerBound])) })
        #expect(rows.count > 10)
        #expect(starts.count == 1, "\(layout) at \(width): channels start at \(starts.sorted())\n\(output.written)")
        if layout == .table {
            let headers = Set(lines.filter { $0.contains("#  time") })
            #expect(lines.filter { $0.contains("#  time") }.count > 3)
            #expect(headers.count == 1, "\(headers)")
        }
    }

    func json(_ session: ShellSession, _ output: SessionOutput, _ command: String) async throws -> [[String: Any]] {
        let before = output.written.count
        #expect(await session.run(command) == .succeeded)
        let text = String(output.written.dropFirst(before))
        #expect(text.split(separator: "\n").count == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        return days.flatMap { ($0["events"] as? [[String: Any]]) ?? [] }
    }

    func showName(_ event: [String: Any]) -> String? { (event["show"] as? [String: Any])?["name"] as? String }

    @Test func theJSONWeekCarriesBothKindsAndTheDropsEpisodes() async throws {
        let (session, output) = testSession(width: 100, terminal: true)
        _ = await session.run("set format json")
        let events = try await json(session, output, "week")
        #expect(Set(events.compactMap { $0["kind"] as? String }) == ["tv", "streaming"])
        let drop = try #require(events.first { showName($0) == "Black Mirror" })
        #expect(events.filter { showName($0) == "Black Mirror" }.count == 1)
        #expect(drop["kind"] as? String == "streaming")
        #expect(drop["channel"] as? String == "Netflix")
        #expect(drop["time"] is NSNull)
        #expect(drop["season"] as? Int == 8 && drop["number"] as? Int == 1)
        let episodes = try #require(drop["episodes"] as? [[String: Any]])
        #expect(episodes.compactMap { $0["number"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(episodes.allSatisfy { $0["id"] is Int && $0["season"] as? Int == 8 && $0["name"] is String })
        // A row both endpoints list names its service; a timed streaming row keeps its time.
        let wrexham = try #require(events.first { showName($0) == "Welcome to Wrexham" })
        #expect(wrexham["kind"] as? String == "streaming" && wrexham["channel"] as? String == "Hulu")
        #expect(wrexham["time"] as? String == "22:00")
        let tv = try #require(events.first { $0["kind"] as? String == "tv" })
        #expect(tv["episodes"] == nil)
        #expect(!events.contains { showName($0) == "Blue Lights" })
    }

    @Test func filtersAndSourcesChooseTheKind() async throws {
        let (session, output) = testSession(width: 100, terminal: true)
        _ = await session.run("set format json")
        let netflix = try await json(session, output, "week --network Netflix")
        #expect(netflix.contains { showName($0) == "Black Mirror" })
        #expect(netflix.allSatisfy { $0["channel"] as? String == "Netflix" })
        let tv = try await json(session, output, "week --tv")
        #expect(!tv.isEmpty && tv.allSatisfy { $0["kind"] as? String == "tv" })
        let streaming = try await json(session, output, "week --streaming")
        #expect(!streaming.isEmpty && streaming.allSatisfy { $0["kind"] as? String == "streaming" })
        #expect(await session.run("set sources streaming") == .succeeded)
        #expect(try await json(session, output, "week").count == streaming.count)
        #expect(try await json(session, output, "week --tv").count == tv.count)  // the command's choice wins
        #expect(await session.run("set sources tv") == .succeeded)
        #expect(try await json(session, output, "week").count == tv.count)
        #expect(await session.run("set sources all") == .succeeded)
        // Both kinds, an episode both endpoints list once (as the streaming row).
        let streamingIDs = Set(
            streaming.flatMap { event in
                [event["id"] as? Int] + ((event["episodes"] as? [[String: Any]]) ?? []).map { $0["id"] as? Int }
            })
        let tvOnly = tv.filter { !streamingIDs.contains($0["id"] as? Int) }
        #expect(tvOnly.count < tv.count)
        #expect(try await json(session, output, "week").count == streaming.count + tvOnly.count)
        #expect(await session.run("set sources cable") == .failed)
        #expect(await session.run("week --tv --streaming") == .failed)
    }

    @Test func theICalendarWeekHasADropAsOneEvent() async throws {
        let (session, output) = testSession(width: 100)
        #expect(await session.run("export ics week -") == .succeeded)
        let summaries = output.written.components(separatedBy: "\r\n").filter { $0.hasPrefix("SUMMARY:Black Mirror") }
        #expect(summaries == ["SUMMARY:Black Mirror 8x01–8x06 (6 episodes)"])
        #expect(!output.written.contains("SUMMARY:Blue Lights"))
    }

    /// A service's show names the zone of its schedule as a network's show does: the time is in its channel's country
    /// (Crunchyroll's, the US), where it named none unless a network carried the show; a global service has none.
    @Test func aStreamingShowsScheduleNamesItsChannelsZone() async throws {
        let (session, output) = testSession(width: 100)
        #expect(await session.run("show #60770") == .succeeded)
        #expect(output.written.contains("  Schedule   Friday at 10:30 (America/New_York)\n"), "\(output.written)")
        let before = output.written.count
        #expect(await session.run("show #42342") == .succeeded)
        #expect(String(output.written.dropFirst(before)).contains("  Schedule   Wednesday\n"))
    }

    @Test func selectingADropOpensItsSeasonWithItsEpisodesMarked() async throws {
        let (session, output) = testSession(width: 100, terminal: true, layout: .table)
        #expect(await session.run("day fri --network Netflix") == .succeeded)
        let listing = output.written
        #expect(listing.contains("3x07–3x12 (6 episodes)"))
        let before = output.written.count
        #expect(await session.run("1") == .succeeded)
        let season = String(output.written.dropFirst(before))
        let marked = season.split(separator: "\n").filter { $0.hasPrefix("▸") }
        #expect(marked.count == 6)
        #expect(marked.allSatisfy { line in (7...12).contains { line.contains("3x\($0 < 10 ? "0" : "")\($0)") } })
        #expect(await session.selection.season == 3)
    }
}
