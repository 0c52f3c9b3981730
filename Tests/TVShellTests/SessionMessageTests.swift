import Foundation
import LineEditor
import TVTestSupport
import Testing

@testable import TVShell

/// What the session says back: argument errors, a show's missing parts, files it cannot write, and the columns of
/// its plain rows.
@Suite struct SessionMessageTests {
    /// The lines `line` wrote after what was there before it.
    static func run(_ session: ShellSession, _ output: CapturedOutput, _ line: String) async -> String {
        let before = output.written.count
        _ = await session.run(line)
        return String(output.written.dropFirst(before))
    }

    @Test func extraOrMalformedArgumentsSayWhatIsWrong() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("show #139")
        #expect(await Self.run(session, output, "season 3 4") == "error: too many arguments (usage: season N)\n")
        #expect(await Self.run(session, output, "season x") == "error: ‘x’ is not a season number (usage: season N)\n")
        #expect(await Self.run(session, output, "season") == "error: which season? (usage: season N)\n")
        #expect(
            await Self.run(session, output, "episode 3x2 extra")
                == "error: too many arguments (usage: episode SxE | episode N)\n")
        #expect(
            await Self.run(session, output, "episode") == "error: which episode? (usage: episode SxE | episode N)\n")
        #expect(
            await Self.run(session, output, "week --network NBC -n CBS").hasPrefix(
                "error: -n given twice; a listing filters by one (usage: week "))
    }

    @Test func everyTableDimsItsHeaderWhenColourIsOn() async {
        let (session, output, _) = sampleSession(width: 120, terminal: true, layout: .table)
        _ = await session.run("set color on")
        for (line, title) in [
            ("week", "episode"), ("search girls", "genres"), ("show #139", nil), ("season 1", "aired"),
            ("cast", "character"), ("now", "left"),
        ] {
            let text = await Self.run(session, output, line)
            guard let title else { continue }
            let header = text.split(separator: "\n").first { $0.hasPrefix(Style.dimOn) }
            #expect(
                header.map { $0.contains(title) && $0.hasSuffix(Style.reset) } == true, "\(line): \(text.prefix(300))")
        }
    }

    @Test func weekNavigationStopsAtTheYearsADateMayName() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false, layout: .table)
        #expect(await session.run("week 2100-12-31") == .succeeded)  // the week of Monday 2100-12-27
        #expect(await Self.run(session, output, "week next") == "error: 2101-01-03 is outside the years 1900–2100\n")
        #expect(await session.run("week 1900-01-03") == .succeeded)
        #expect(await Self.run(session, output, "week prev").hasPrefix("error: 1899-12-"))
    }

    @Test func aShowsMissingPartsAreNamedByTheShow() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("show #525")  // the sample data has its details, not its seasons or cast
        #expect(await Self.run(session, output, "seasons") == "error: no seasons of Gilmore Girls (#525) found\n")
        #expect(await Self.run(session, output, "cast") == "error: no cast of Gilmore Girls (#525) found\n")
    }

    @Test func exportingIntoAFolderSaysSo() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        #expect(
            await Self.run(session, output, "export ics week \(folder.path)")
                == "error: cannot write ‘\(folder.path)’: it is a folder; name a file in it, e.g. \(folder.path)/tv.ics\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func episodeCompletionForgetsThePreviousShow() async {
        let (session, _, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("show #52988")  // Abbott Elementary: season 3 has 14 episodes
        _ = await session.run("season 6")
        _ = await session.run("show #139")  // Girls: season 3 has 12
        let completer = ShellCompleter(names: await session.names)
        let offered = completer.complete("episode 3x")
        #expect(offered == nil, "\(String(describing: offered))")
        _ = await session.run("season 3")
        #expect(completer.complete("episode 3x1")?.alternatives == ["3x10", "3x11", "3x12"])
        _ = await session.run("back")
        _ = await session.run("back")
        #expect(completer.complete("episode 3x1") == nil)
    }

    @Test func episodeNAndWatchNAreRowNOfTheSeasonList() async throws {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("show #210")  // Doctor Who: season 4 lists 13 episodes, then 5 specials
        _ = await session.run("season 4")
        #expect(await Self.run(session, output, "episode 16").hasPrefix("Doctor Who special  The Waters of Mars\n"))
        _ = await session.run("season 4")
        _ = await session.run("set format json")
        let json = await Self.run(session, output, "watch 16")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(report["episodes"] as? [Int] == [71853])
        #expect(
            await Self.run(session, output, "episode 19")
                == "error: no row 19: Doctor Who season 4 lists rows 1–18\n")
    }

    @Test func seasonsRowsAreNumberedAndSelectable() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("show #139")
        let seasons = await Self.run(session, output, "seasons")
        #expect(seasons.hasPrefix("  1  Season 1 · 10 episodes · 2012-04-15 → 2012-06-17\n  2  Season 2 "))
        #expect(await Self.run(session, output, "3").hasPrefix("Season 3\n"))
        #expect(await session.prompt == "tv Girls S3> ")
    }

    @Test func aMistypedExportWordIsAUsageErrorNotAFile() async {
        defer { try? FileManager.default.removeItem(atPath: "folowing") }  // what the typo used to write
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        #expect(
            await Self.run(session, output, "export ics folowing")
                == "error: ‘folowing’ is neither week, following nor a file name; did you mean ‘following’? a file name has a dot or a slash (./folowing) (usage: export ics [week|following] [FILE | -] [--force] | export history [FILE | -] [--force])\n"
        )
        #expect(!FileManager.default.fileExists(atPath: "folowing"))
        #expect(await Self.run(session, output, "export ics week --forse").hasPrefix("error: unknown option ‘--forse’"))
    }

    @Test func aWordAfterExportHistoryIsAFileNameOnlyWithADotOrASlash() async {
        defer { try? FileManager.default.removeItem(atPath: "backup") }
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        #expect(
            await Self.run(session, output, "export history backup").hasPrefix(
                "error: ‘backup’ is not a file name; a file name has a dot or a slash (./backup)"))
        #expect(!FileManager.default.fileExists(atPath: "backup"))
        #expect(await Self.run(session, output, "export history --forse").hasPrefix("error: unknown option ‘--forse’"))
    }

    @Test func exportingNeverReplacesAFileWithoutForce() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("week.ics")
        try Data("old".utf8).write(to: file)
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        #expect(
            await Self.run(session, output, "export ics week \(file.path)")
                == "error: ‘\(file.path)’ exists; add --force to replace it (usage: export ics [week|following] [FILE | -] [--force] | export history [FILE | -] [--force])\n"
        )
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(await Self.run(session, output, "export ics --force week \(file.path)").hasPrefix("Wrote "))
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    @Test func exportingThroughASymlinkWritesItsTargetAndKeepsTheLink() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.ics")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.ics")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.ics")
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        #expect(await Self.run(session, output, "export ics week \(link.path) --force").hasPrefix("Wrote "))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.ics")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    @Test func exportingIntoAFIFOWritesIntoItAndKeepsIt() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("calendar").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened first and without blocking, so that the export's open finds a reader; drained while it writes.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        @Sendable func drain() -> [UInt8] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let deadline = ContinuousClock.now + .seconds(30)
            while ContinuousClock.now < deadline {
                let count = read(reader, &buffer, buffer.count)
                if count > 0 {
                    bytes += buffer[..<count]
                    continue
                }
                if count == 0 && !bytes.isEmpty { break }  // the writer closed it
                usleep(1_000)
            }
            return bytes
        }
        let received = Task { await onOwnThread(drain) }  // polls with usleep: never on the cooperative pool
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        #expect(await Self.run(session, output, "export ics week \(fifo)").hasPrefix("Wrote "))
        #expect(String(decoding: await received.value, as: UTF8.self).hasPrefix("BEGIN:VCALENDAR"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)  // not replaced by a plain file
    }

    @Test func plainRowsGiveTheDateOfTheirTimeAsJSONDoes() async throws {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("set format json")
        let json = await Self.run(session, output, "day mon")
        let days =
            try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["days"]
            as? [[String: Any]]
        let events = try #require(days?.first?["events"] as? [[String: Any]])
        _ = await session.run("set format plain")
        let plain = await Self.run(session, output, "day mon").split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        #expect(plain.count == events.count && !plain.isEmpty)
        for (row, event) in zip(plain, events) {
            #expect(
                String(row[1]) == event["date"] as? String
                    && String(row[2]) == (event["time"] as? String ?? (event["kind"] as? String == "tv" ? "TBA" : "")),
                "\(row)")
        }
        // Monday's listing runs past midnight: its late rows are dated Tuesday.
        #expect(plain.contains { $0[1] == "2026-11-17" })
    }

    @Test func aDayOfOneEpisodeSaysEpisode() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false, layout: .table)
        #expect(await Self.run(session, output, "day sat /🍿").contains("Saturday 2026-11-21  ·  1 episode\n"))
    }
}
