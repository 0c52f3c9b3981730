import Foundation
import LineEditor
import TVMaze
import TVService
import TVTestSupport
import TVText
import Testing

@testable import TVShell

/// What the session says back: argument errors, a show's missing parts, files it cannot write, and the columns of
/// its plain rows.
@Suite struct SessionMessageTests {
    @Test func extraOrMalformedArgumentsSayWhatIsWrong() async {
        let (session, output) = testSession(width: 100)
        _ = await session.run("show #139")
        #expect(
            await output.printed(by: session, running: "season 3 4") == "error: too many arguments (usage: season N)\n")
        #expect(
            await output.printed(by: session, running: "season x")
                == "error: ‘x’ is not a season number (usage: season N)\n")
        #expect(await output.printed(by: session, running: "season") == "error: which season? (usage: season N)\n")
        #expect(
            await output.printed(by: session, running: "episode 3x2 extra")
                == "error: too many arguments (usage: episode SxE | episode N)\n")
        #expect(
            await output.printed(by: session, running: "episode")
                == "error: which episode? (usage: episode SxE | episode N)\n")
        #expect(
            await output.printed(by: session, running: "week --network NBC -n CBS").hasPrefix(
                "error: -n given twice; a listing filters by one (usage: week "))
    }

    /// `set format xml` names the values of format alone, not the usage of every setting (issue 36, item 10).
    @Test func aBadSettingNamesOnlyThatSettingsValues() async {
        let (session, output) = testSession(width: 100)
        #expect(
            await output.printed(by: session, running: "set format xml")
                == "error: format is table, plain, json, jsonl, csv, tsv or markdown"
                + " (usage: set format table|plain|json|jsonl|csv|tsv|markdown)\n")
        #expect(
            await output.printed(by: session, running: "set layout wide")
                == "error: layout is auto, table, list or shelves (usage: set layout auto|table|list|shelves)\n")
    }

    /// On a terminal, `help` and error lines wider than it are wrapped at words with a hanging indent, never cut
    /// mid-word by the terminal; off a terminal they stay one line each.
    @Test func helpAndErrorLinesWrapAtWordsOnATerminal() async {
        let (session, output) = testSession(width: 60, terminal: true, errorsOnTerminal: true)
        let help = await output.printed(by: session, running: "help")
        let lines = help.split(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 59 }, "\(help)")
        let summaries = CommandRegistry.all.map { $0.declaration.summary }
        let longest = summaries.max { $0.count < $1.count }!
        // The longest summary's words, in order, each whole on some line, its continuation under the summaries.
        #expect(help.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(longest))
        #expect(lines.contains { $0.hasPrefix(String(repeating: " ", count: 10)) })
        let helpSet = await output.printed(by: session, running: "help set")
        #expect(helpSet.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 59 }, "\(helpSet)")
        #expect(helpSet.contains("\n    "))  // the usage continues under itself
        let error = await output.printed(by: session, running: "set format xml")
        #expect(error.split(separator: "\n").count > 1)
        #expect(error.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("       ") }, "\(error)")
        #expect(error.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 59 }, "\(error)")
        let (piped, pipedOutput) = testSession(width: 60)
        #expect(await pipedOutput.printed(by: piped, running: "set format xml").split(separator: "\n").count == 1)
    }

    /// `seasons` dates are the display zone's, as its episodes' are: Girls at 22:00 in New York is the next day in
    /// Tokyo, for the season as for its first episode.
    @Test func seasonDatesAreTheDisplayZones() async throws {
        let (session, output) = testSession(width: 100)
        _ = await session.run("set tz Asia/Tokyo")
        _ = await session.run("show #139")
        _ = await session.run("set format json")
        let seasons = await output.printed(by: session, running: "seasons")
        let first = try #require(
            (try JSONSerialization.jsonObject(with: Data(seasons.utf8)) as? [[String: Any]])?.first)
        let season = await output.printed(by: session, running: "season 1")
        let episodes = try #require(
            (try JSONSerialization.jsonObject(with: Data(season.utf8)) as? [String: Any])?["episodes"]
                as? [[String: Any]])
        #expect(first["premiereDate"] as? String == episodes.first?["date"] as? String)
        #expect(first["endDate"] as? String == episodes.last?["date"] as? String)
        #expect(first["premiereDate"] as? String == "2012-04-16")  // TVmaze's airdate is 2012-04-15 (New York)
    }

    /// At 60 columns `following` and `upcoming` fit the terminal as `day` and `season` do (issue 36, item 11): the
    /// dates lose their year and the columns of words (status, episode title) give way.
    @Test func followingAndUpcomingFitSixtyColumns() async {
        let (session, output) = testSession(width: 60, terminal: true)
        for show in ["#83", "#67", "#60770", "#139"] { _ = await session.run("follow \(show)") }
        for line in ["following", "upcoming 14"] {
            let text = await output.printed(by: session, running: line)
            #expect(text.split(separator: "\n").count > 4, "\(line): \(text)")
            #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 }, "\(line):\n\(text)")
        }
        #expect(await output.printed(by: session, running: "following").contains("Thu 11-19 22:00  23x08"))
        let (wide, wideOutput) = testSession(width: 120, terminal: true)
        for show in ["#83", "#67"] { _ = await wide.run("follow \(show)") }
        #expect(
            await wideOutput.printed(by: wide, running: "following").contains(
                "Running  ABC      Thu 2026-11-19 22:00  23x08"))
    }

    /// Off a terminal nothing is cut, as from psql and sqlite3: a `grep` finds what was listed. On one, long names give
    /// way to fit its width.
    @Test func aTableCutsItsCellsOnlyOnATerminal() async {
        let name = "ABC World News Tonight with David Muir"
        for terminal in [false, true] {
            let (session, output) = testSession(width: 80, terminal: terminal, layout: .table)
            let text = await output.printed(by: session, running: "day wed --network ABC")
            #expect(text.contains(name) == !terminal, "\(text.prefix(400))")
            #expect(text.contains("ABC World News") && text.contains("…") == terminal)
        }
    }

    /// One style for what goes wrong: lower-case `error:`, tv's quotes, a reason, and the hint that fits.
    @Test func messagesKeepOneStyle() async {
        let (session, output) = testSession(width: 100)
        #expect(
            await output.printed(by: session, running: "every 0 now")
                == "error: ‘0’ is not a number of seconds (more than 0, at most 86400) (usage: every SECONDS [--times N] COMMAND…)\n"
        )
        #expect(
            await output.printed(by: session, running: "person 99")
                == "error: no listing to select from; try cast or search people NAME first\n")
        #expect(
            await output.printed(by: session, running: "search people")
                == "error: search people for whom? (usage: search <query> | search people <query>)\n")
        #expect(
            await output.printed(by: session, running: "source /")
                == "error: cannot read ‘/’: is a directory\n")
    }

    /// `set color` takes what `--color` takes, auto included; `set country` reads codes as `--country` does.
    @Test func colourAndCountryAreSetAsTheFlagsSetThem() async {
        let (session, output) = testSession(autoColor: true)  // a colour terminal
        let service = await session.service
        #expect(await output.printed(by: session, running: "set color never") == "")
        #expect(await session.settings.color == false)
        #expect(await output.printed(by: session, running: "set color auto") == "")
        let chosen = await session.settings
        #expect(chosen.color && chosen.colorChoice == .auto)
        #expect(await output.printed(by: session, running: "set color always") == "")
        #expect(
            await output.printed(by: session, running: "set color sometimes").hasPrefix(
                "error: color is auto, always or never"))
        #expect(await output.printed(by: session, running: "set country uk") == "")
        #expect(service.country == "GB")
        #expect(
            await output.printed(by: session, running: "set country ZZ")
                == "error: ‘ZZ’ is not an ISO 3166-1 country code (such as US, GB or DE)\n")
        #expect(service.country == "GB")
    }

    /// `week --country` and `day --country` read the code as `set country` does (``CountryCode``), and a code that is
    /// none is quoted as it was typed (it was upper-cased first).
    @Test func aListingsCountryIsReadAsSetCountryReadsIt() async {
        let (session, output) = testSession(width: 100, layout: .table)
        let service = await session.service
        #expect(await session.run("week --country uk") == .succeeded)
        #expect(service.country == "GB")
        for line in ["week --country zz", "day mon --country zz", "set country zz"] {
            #expect(
                await output.printed(by: session, running: line)
                    == "error: ‘zz’ is not an ISO 3166-1 country code (such as US, GB or DE)\n", "\(line)")
        }
        #expect(service.country == "GB")
    }

    @Test func everyTableDimsItsHeaderWhenColourIsOn() async {
        let (session, output) = testSession(width: 120, terminal: true, layout: .table)
        _ = await session.run("set color on")
        for (line, title) in [
            ("week", "episode"), ("search girls", "genres"), ("show #139", nil), ("season 1", "aired"),
            ("cast", "character"), ("now", "left"),
        ] {
            let text = await output.printed(by: session, running: line)
            guard let title else { continue }
            let header = text.split(separator: "\n").first { $0.hasPrefix(Style.dimOn) }
            #expect(
                header.map { $0.contains(title) && $0.hasSuffix(Style.reset) } == true, "\(line): \(text.prefix(300))")
        }
    }

    @Test func weekNavigationStopsAtTheYearsADateMayName() async {
        let (session, output) = testSession(width: 100, layout: .table)
        #expect(await session.run("week 2100-12-31") == .succeeded)  // the week of Monday 2100-12-27
        #expect(
            await output.printed(by: session, running: "week next")
                == "error: 2101-01-03 is outside the years 1900–2100\n")
        #expect(await session.run("week 1900-01-03") == .succeeded)
        #expect(await output.printed(by: session, running: "week prev").hasPrefix("error: 1899-12-"))
    }

    @Test func aShowsMissingPartsAreNamedByTheShow() async {
        let (session, output) = testSession(width: 100)
        _ = await session.run("show #525")  // the sample data has its details, not its seasons or cast
        #expect(
            await output.printed(by: session, running: "seasons") == "error: no seasons of Gilmore Girls (#525) found\n"
        )
        #expect(await output.printed(by: session, running: "cast") == "error: no cast of Gilmore Girls (#525) found\n")
    }

    @Test func exportingIntoAFolderSaysSo() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (session, output) = testSession(width: 100)
        #expect(
            await output.printed(by: session, running: "export ics week \(folder.path)")
                == "error: cannot write ‘\(folder.path)’: it is a folder; name a file in it, e.g. \(folder.path)/tv.ics\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func episodeCompletionForgetsThePreviousShow() async {
        let (session, _) = testSession(width: 100)
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

    /// `show 3` then `season <TAB>` offers the show's seasons (and `episode <TAB>` its codes), fetching its episode list
    /// when no command loaded it yet; `back` to nothing offers none again.
    @Test func seasonCompletionFetchesTheSelectedShowsSeasons() async {
        let (session, _) = testSession(width: 100)
        let names = await session.names
        // The production lookup, waiting for its answer (on a loaded machine it once took over 30 s).
        let contents = RemoteNameSearch(episodesFrom: await session.service, into: names, timeout: .seconds(600))
        let completer = ShellCompleter(names: names, showContents: { _ = contents.names(for: String($0)) })
        _ = await session.run("show #139")  // Girls: its details, not yet its episodes
        #expect(names.seasons.isEmpty)
        let seasons = await onOwnThread { completer.complete("season ") }
        #expect(seasons?.alternatives == ["1", "2", "3", "4", "5", "6"], "\(String(describing: seasons))")
        #expect(await onOwnThread { completer.complete("episode 3x1") }?.alternatives == ["3x10", "3x11", "3x12"])
        _ = await session.run("back")
        #expect(await onOwnThread { completer.complete("season ") } == nil)
    }

    @Test func episodeNAndWatchNAreRowNOfTheSeasonList() async throws {
        let (session, output) = testSession(width: 100)
        _ = await session.run("show #210")  // Doctor Who: season 4 lists 13 episodes, then 5 specials
        _ = await session.run("season 4")
        #expect(
            await output.printed(by: session, running: "episode 16").hasPrefix(
                "Doctor Who special  The Waters of Mars\n"))
        _ = await session.run("season 4")
        _ = await session.run("set format json")
        let json = await output.printed(by: session, running: "watch 16")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(report["episodes"] as? [Int] == [71853])
        #expect(
            await output.printed(by: session, running: "episode 19")
                == "error: no row 19: Doctor Who season 4 lists rows 1–18\n")
    }

    @Test func seasonsRowsAreNumberedAndSelectable() async {
        let (session, output) = testSession(width: 100)
        _ = await session.run("show #139")
        let seasons = await output.printed(by: session, running: "seasons")
        #expect(seasons.hasPrefix("  1  Season 1 · 10 episodes · 2012-04-15 → 2012-06-17\n  2  Season 2 "))
        #expect(await output.printed(by: session, running: "3").hasPrefix("Season 3\n"))
        #expect(await session.prompt == "tv Girls S3> ")
    }

    @Test func aMistypedExportWordIsAUsageErrorNotAFile() async {
        defer { try? FileManager.default.removeItem(atPath: "folowing") }  // what the typo used to write
        let (session, output) = testSession(width: 100)
        #expect(
            await output.printed(by: session, running: "export ics folowing")
                == "error: ‘folowing’ is neither week, following nor a file name; did you mean ‘following’? a file name has a dot or a slash (./folowing) (usage: export ics [week|following] [FILE | -] [--premieres] [--force] | export history [FILE | -] [--force])\n"
        )
        #expect(!FileManager.default.fileExists(atPath: "folowing"))
        #expect(
            await output.printed(by: session, running: "export ics week --forse").hasPrefix(
                "error: unknown option ‘--forse’"))
    }

    @Test func aWordAfterExportHistoryIsAFileNameOnlyWithADotOrASlash() async {
        defer { try? FileManager.default.removeItem(atPath: "backup") }
        let (session, output) = testSession(width: 100)
        #expect(
            await output.printed(by: session, running: "export history backup").hasPrefix(
                "error: ‘backup’ is not a file name; a file name has a dot or a slash (./backup)"))
        #expect(!FileManager.default.fileExists(atPath: "backup"))
        #expect(
            await output.printed(by: session, running: "export history --forse").hasPrefix(
                "error: unknown option ‘--forse’"))
    }

    @Test func exportingNeverReplacesAFileWithoutForce() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("week.ics")
        try Data("old".utf8).write(to: file)
        let (session, output) = testSession(width: 100)
        #expect(
            await output.printed(by: session, running: "export ics week \(file.path)")
                == "error: ‘\(file.path)’ exists; add --force to replace it (usage: export ics [week|following] [FILE | -] [--premieres] [--force] | export history [FILE | -] [--force])\n"
        )
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(await output.printed(by: session, running: "export ics --force week \(file.path)").hasPrefix("Wrote "))
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
    }

    @Test func exportingThroughASymlinkWritesItsTargetAndKeepsTheLink() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.ics")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.ics")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.ics")
        let (session, output) = testSession(width: 100)
        #expect(await output.printed(by: session, running: "export ics week \(link.path) --force").hasPrefix("Wrote "))
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
        let (session, output) = testSession(width: 100)
        #expect(await output.printed(by: session, running: "export ics week \(fifo)").hasPrefix("Wrote "))
        #expect(String(decoding: await received.value, as: UTF8.self).hasPrefix("BEGIN:VCALENDAR"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)  // not replaced by a plain file
    }

    @Test func plainRowsGiveTheDateOfTheirTimeAsJSONDoes() async throws {
        let (session, output) = testSession(width: 100)
        _ = await session.run("set format json")
        let json = await output.printed(by: session, running: "day mon")
        let days =
            try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["days"]
            as? [[String: Any]]
        let events = try #require(days?.first?["events"] as? [[String: Any]])
        _ = await session.run("set format plain")
        let plain = await output.printed(by: session, running: "day mon").split(separator: "\n").map {
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
        let (session, output) = testSession(width: 100, layout: .table)
        #expect(
            await output.printed(by: session, running: "day sat /🍿").contains("Saturday 2026-11-21  ·  1 episode\n"))
    }
}
