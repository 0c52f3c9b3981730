import Foundation
import LineEditor
import TVMaze
import TVService
import TVTestSupport
import TVText
import Testing

@testable import TVShell

/// psql's and sqlite3's habits: one JSON document per command, the record modes, expanded records, `output`, `alias`,
/// `every` and `edit`.
@Suite struct OutputModeTests {
    @Test func everyCommandPrintsExactlyOneJSONDocumentOnOneLine() async throws {
        let (session, output) = testSession()
        _ = await session.run("set format json")
        for line in [
            "set", "help", "help back", "week", "day mon", "now", "search girls", "show 1", "seasons", "3", "episode 2",
            "cast", "back", "back", "refresh", "history", "alias abc day mon --network ABC", "alias", "abc /news",
            "unalias abc", "set layout table", "following", "upcoming", "calendar",
        ] {
            let text = await output.printed(by: session, running: line, in: \.out)
            #expect(
                text.hasSuffix("\n") && text.dropLast().split(separator: "\n").count == 1,
                "\(line): \(text.prefix(200))")
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil,
                "\(line): \(text.prefix(200))")
        }
        #expect(await output.printed(by: session, running: "back", in: \.out) == "{\"command\":\"back\",\"ok\":true}\n")
        // A failing command writes its error line only.
        #expect(await output.printed(by: session, running: "season 99", in: \.out) == "")
        #expect(output.err.hasSuffix("error: no show selected; season needs one (search NAME, then show N)\n"))
    }

    @Test func theRecordModesAreMadeFromTheJSON() async throws {
        let (session, output) = testSession()
        _ = await session.run("set format json")
        let json = await output.printed(by: session, running: "search girls", in: \.out)
        let results = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        _ = await session.run("set format csv")
        let csv = await output.printed(by: session, running: "search girls", in: \.out).components(separatedBy: "\r\n")
            .dropLast()
        #expect(csv.count == results.count + 1)
        #expect(csv.first?.hasPrefix("row,id,name,country,ended,genres,") == true)
        #expect(csv.dropFirst().first?.hasPrefix("1,139,Girls,US,2017-04-16,Drama; Comedy; Romance,") == true)
        _ = await session.run("set format tsv")
        let tsv = await output.printed(by: session, running: "search girls", in: \.out).split(separator: "\n")
        #expect(tsv.count == results.count + 1 && tsv[1].hasPrefix("1\t139\tGirls\t"))
        _ = await session.run("set format markdown")
        let markdown = await output.printed(by: session, running: "search girls", in: \.out).split(separator: "\n")
        #expect(markdown.first?.hasPrefix("| row | id ") == true && markdown[1].hasPrefix("|-----|---"))
        // Aligned as sqlite3's: every line as wide, each cell padded to its column.
        #expect(Set(markdown.map { DisplayWidth.of(String($0)) }).count == 1, "\(markdown.prefix(3))")
        #expect(markdown[2].hasPrefix("| 1   | 139 "))
        _ = await session.run("set format jsonl")
        let lines = await output.printed(by: session, running: "search girls", in: \.out).split(separator: "\n")
        #expect(lines.count == results.count)
        #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) is [String: Any] })
        // README's order: `row`, `id`, `name` first, then the others alphabetically.
        #expect(lines.first?.hasPrefix("{\"row\":1,\"id\":139,\"name\":\"Girls\",\"country\":\"US\",") == true)
        // A week's records are its events, each with its day's fields.
        _ = await session.run("set format csv")
        let week = await output.printed(by: session, running: "day mon --network ABC", in: \.out).components(
            separatedBy: "\r\n")
        #expect(week.first?.contains(",show.name,") == true && week.first?.contains(",weekday") == true)
        #expect(week.dropFirst().first?.hasPrefix("1,") == true && week.count == 12)  // 10 rows, a header, ""
    }

    /// psql's `\\x`: a table's own columns, one record per block; `auto` the normal table when it fits the width and
    /// the same columns expanded when not, never the JSON's fields (`airstamp`, `show.id`).
    @Test func expandedShowsTheTablesColumnsOneRecordPerBlock() async {
        let (session, output) = testSession(width: 160)
        _ = await session.run("show #139")
        let table = await output.printed(by: session, running: "season 1", in: \.out)
        _ = await session.run("set expanded on")
        let season = await output.printed(by: session, running: "season 1", in: \.out)
        #expect(
            season.hasPrefix(
                "Season 1\n-[ RECORD 1 ]---------------------------\n#     | 1\nep    | 1x01\ntitle | Pilot\n"
                    + "aired | 2012-04-15\nmin   | 30\n-[ RECORD 2 ]"))
        #expect(!season.contains("airstamp") && !season.contains("show.id"))
        let search = await output.printed(by: session, running: "search girls", in: \.out)
        #expect(
            search.hasPrefix("-[ RECORD 1 ]---------------------------\n#       | 1\nshow    | Girls\nyear    | 2012\n")
        )
        _ = await session.run("set expanded auto")
        #expect(await output.printed(by: session, running: "season 1", in: \.out) == table)
        // it fits in 160 columns
        #expect(await output.printed(by: session, running: "search girls", in: \.out).hasPrefix("   #  show"))
        let (narrow, narrowOutput) = testSession(width: 50)
        _ = await narrow.run("set expanded auto")
        #expect(await narrowOutput.printed(by: narrow, running: "search girls", in: \.out).hasPrefix("-[ RECORD 1 ]"))
        _ = await session.run("set expanded off")
        #expect(
            await output.printed(by: session, running: "seasons", in: \.out).hasPrefix("  1  Season 1 · 10 episodes"))
    }

    @Test func outputSendsTheFollowingOutputToAFile() async throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mon.txt")
        let (session, output) = testSession()
        #expect(await output.printed(by: session, running: "output \(file.path)", in: \.out) == "")
        #expect(await output.printed(by: session, running: "day mon --network ABC", in: \.out) == "")
        #expect(await output.printed(by: session, running: "output", in: \.out) == "")
        #expect(await output.printed(by: session, running: "help back", in: \.out).hasPrefix("back\n"))
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.hasPrefix("\nMonday 2026-11-16  ·  10 episodes\n"))
        #expect(output.err.contains("output: back to standard output (\(file.path) written)"))
        _ = await session.run("output \(file.path) --append")
        _ = await session.run("help back")
        _ = await session.run("output")
        #expect(
            try String(contentsOf: file, encoding: .utf8) == written
                + "back\n  Pop one level of the selection (episode, season, show).\n  Examples:\n    back\n")
    }

    @Test func aliasesRunTheirWordsAndCompleteWithTAB() async {
        let (session, output) = testSession()
        let direct = await output.printed(by: session, running: "day mon --network ABC /news", in: \.out)
        #expect(await session.run("alias abc day mon --network ABC") == .succeeded)
        #expect(await output.printed(by: session, running: "abc /news", in: \.out) == direct)
        #expect(await output.printed(by: session, running: "alias", in: \.out) == "alias abc day mon --network ABC\n")
        #expect(await session.run("alias week day mon") == .failed)  // a command's name
        #expect(output.err.hasSuffix("error: ‘week’ is a command; pick another name\n"))
        let completer = ShellCompleter(names: await session.names)
        #expect(completer.complete("ab")?.insertion == "abc ")
        #expect(completer.complete("unalias a")?.insertion == "abc ")
        #expect(await session.run("unalias abc") == .succeeded)
        #expect(await session.run("abc") == .failed)
        #expect(completer.complete("ab") == nil)
    }

    @Test func everyRepeatsACommandOffATerminalOneDocumentEach() async throws {
        let (session, output) = testSession()
        let clock = TestClock()
        await session.setProgressClock(clock)
        _ = await session.run("set format json")
        let text = await output.printed(by: session, running: "every 60 --times 3 now", in: \.out)
        #expect(text.split(separator: "\n").count == 3)
        #expect(clock.sleeps == [.seconds(60), .seconds(60)])
        #expect(await session.run("every 0 now") == .failed)
        #expect(await session.run("every 5 every 5 now") == .failed)
    }

    @Test func everyRepeatsTheLineItResolvedOnce() async {
        let (session, output) = testSession()
        await session.setProgressClock(TestClock())
        _ = await session.run("alias gone unalias gone")
        #expect(await session.run("every 1 --times 2 gone") == .failed)
        // The second run repeats `unalias gone`, which the first ran: the word is not looked up again (it names
        // nothing once the alias is gone).
        #expect(output.err == "error: no alias ‘gone’\n", "\(output.err)")
    }

    @Test func everyClearsAndRedrawsOnATerminal() async {
        let (session, output) = testSession()
        await session.setProgressClock(TestClock())
        await session.setTerminal(true)
        let text = await output.printed(by: session, running: "every 2 --times 2 help back", in: \.out)
        #expect(text.components(separatedBy: "\u{1B}[H\u{1B}[2J").count == 3)
        #expect(text.contains("every 2 s: help back  (run 2; Ctrl-C stops)\n\nback\n"))
    }

    @Test func theRCFileSetsUpQuietlyInEveryMode() async {
        let (session, output) = testSession()
        for mode in ["json", "csv"] {
            _ = await session.run("set format \(mode)")
            var rc = ScriptRunner(session: session, output: output, echo: false, stopOnError: false)
            rc.documentsSilentCommands = false
            let before = output.out.count
            _ = await rc.run(lines: ["alias abc day mon --network ABC", "set color off"])
            #expect(output.out.count == before, "\(mode): \(output.out.dropFirst(before))")
        }
        #expect(await output.printed(by: session, running: "set color off", in: \.out) == "")  // csv: no records
        _ = await session.run("set format json")
        #expect(
            await output.printed(by: session, running: "set color off", in: \.out)
                == "{\"command\":\"set\",\"ok\":true}\n")
    }

    @Test func editRunsWhatTheEditorSaved() async {
        let (session, output) = testSession()
        _ = await session.run("day mon --network ABC /news")
        setenv("VISUAL", "sed -i s/mon/tue/", 1)
        defer { unsetenv("VISUAL") }
        let edited = await output.printed(by: session, running: "edit", in: \.out)
        #expect(edited == (await output.printed(by: session, running: "day tue --network ABC /news", in: \.out)))
        #expect(output.err.contains("tv> day tue --network ABC /news\n"))
    }
}

extension ShellSession {
    func setTerminal(_ isTerminal: Bool) {
        settings.isTerminal = isTerminal
    }
}
