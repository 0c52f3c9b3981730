import Foundation
import TVTestSupport
import Testing

/// Bad input from the user in script mode: random lines, huge lines, invalid UTF-8, NUL bytes, unknown commands,
/// out-of-range numbers. Each failing line gets one `error: …` line; the exit status follows README; no crash, no hang.
@Suite(.serialized) struct BadInputTests {
    static let base = ["--offline", "--now", "2026-11-18T20:30:00-05:00", "--tz", "America/New_York", "-X"]

    /// Lines mixing command words (never `quit`, and not `history`, whose output grows with the script), numbers,
    /// codes, dates, flags, unicode, controls and quotes.
    static func randomLines(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let commands = [
            "week", "day", "now", "search", "show", "seasons", "season", "episode", "ep", "cast", "back", "set",
            "help", "?", "select", "source", "wek", "", "#", "1", "0", "-1", "12",
        ]
        let pieces = [
            "next", "prev", "this", "mon", "tue", "fri", "today", "2026-11-18", "2026-13-45", "0000-00-00",
            "99999-01-01",
            "3x2", "99x99", "S03E02", "s99e99", "-1", "0", "1", "42", "99999999999999999999", "#139", "#0", "#-5",
            "girls", "Pokémon", "零", "👩‍👩‍👧", "/law", "--network", "NBC", "--genre", "--country", "UK", "GB", "--bogus",
            "format", "json", "plain", "table", "color", "on", "tz", "Mars/Base", "\"quoted word", "'single'", "\\",
            "\u{1B}[2J", "\u{7}", "\u{0}", "\u{9B}", "\u{202E}", "\u{200B}", "\t", "\r", "~/nope.tv", "/dev/null",
        ]
        return (0..<count).map { _ in
            var words = [commands.randomElement(using: &random)!]
            for _ in 0..<Int.random(in: 0...3, using: &random) { words.append(pieces.randomElement(using: &random)!) }
            return words.joined(separator: Bool.random(using: &random) ? " " : "  ")
        }
    }

    /// What tv may write to stderr for a failing line.
    static func isOneClearLine(_ line: String) -> Bool {
        line.hasPrefix("error: ") || line == "nothing selected"
    }

    @Test
    func tenThousandRandomLines() async throws {
        let lines = Self.randomLines(count: 10_000, seed: 20_261_118)
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("tv-random-\(UUID().uuidString).tv")
        try Data(lines.joined(separator: "\n").utf8).write(to: script)
        // The hostile one-day fixtures: a listing costs little, so 10,000 lines stay within the deadline, and every
        // piece of API text is hostile too.
        let fixtures = try TerminalSafetyTests.makeFixtures()
        let arguments = [
            "--fixtures", fixtures.path, "--tz", "America/New_York", "-X", "--format", "plain", "-f", script.path,
        ]
        let run = try await TVProcess.execute(arguments, timeout: .seconds(120))
        #expect(run.exitedNormally, "crashed or hung")
        #expect(run.status == 1)
        // Besides the errors, stderr says once, with the first schedule, that the data is not TVmaze's but the folder's.
        let notes = run.errorLines.filter { $0.hasPrefix("offline: showing the sample week") }
        #expect(notes.count == 1, "\(notes.prefix(3))")
        #expect(notes.allSatisfy { $0.contains(fixtures.path) && $0.hasSuffix("not TVmaze (--fixtures)") }, "\(notes)")
        let errors = run.errorLines.filter { !notes.contains($0) }
        let bad = errors.filter { !Self.isOneClearLine($0) }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
        #expect(errors.count <= lines.count && errors.count > lines.count / 4)
        #expect(!run.errors.contains("Fatal error"))
    }

    /// Each of these fails with exactly one error line, and the script goes on (exit 1) or stops (exit 3).
    static let badLines = [
        "episode 99x99", "season -1", "select 0", "0", "99999999999999999999", "show #99999999999999999999",
        "season 99999999999999999999", "episode 1x99999999999999999999", "day 99999-01-01", "week 0000-00-00",
        "day 1899-12-31", "wek", "frobnicate now", "\u{1B}[2J\u{1B}]52;c;eA==\u{7}", "show #0", "\"unterminated",
        "set tz Mars/Base", "set country ZZ", "day --genre", "week --bogus", "source /nonexistent/file.tv",
    ]

    @Test func eachBadLineGetsOneErrorAndTheScriptGoesOn() async throws {
        let lines = ["show #139"] + Self.badLines + ["help quit"]
        let run = try await TVProcess.execute(Self.base + lines.flatMap { ["-c", $0] }, timeout: .seconds(60))
        #expect(run.exitedNormally && run.status == 1)
        #expect(run.errorLines.count == Self.badLines.count, "\(run.errors)")
        #expect(run.errorLines.allSatisfy { $0.hasPrefix("error: ") }, "\(run.errors)")
        #expect(!run.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(run.output.contains("quit"))  // the last line still ran
        let stop = try await TVProcess.execute(
            Self.base + ["--on-error", "stop"] + lines.flatMap { ["-c", $0] }, timeout: .seconds(60))
        #expect(stop.exitedNormally && stop.status == 3 && stop.errorLines.count == 1)
        #expect(!stop.output.contains("Leave tv"))
    }

    @Test func aOneMegabyteLineAndInvalidBytes() async throws {
        var input = Data("search ".utf8) + Data(repeating: UInt8(ascii: "a"), count: 1 << 20) + Data("\n".utf8)
        input += Data(String(repeating: "show girls ", count: 100_000).utf8) + Data("\n".utf8)
        // "show " + invalid UTF-8
        input += Data([0x73, 0x68, 0x6F, 0x77, 0x20, 0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0x0A])
        input += Data("week\u{0}next\n".utf8) + Data([0x00, 0x00, 0x0A]) + Data([0xC0, 0xAF, 0x0A])
        input += Data("help quit\n".utf8)
        let run = try await TVProcess.execute(Self.base + ["-f", "-"], stdin: input, timeout: .seconds(120))
        #expect(run.exitedNormally && run.status == 1)
        // The 1 MB search finds nothing (no error); the other five lines fail, one line each.
        #expect(run.errorLines.count == 5, "\(run.errorLines.map { $0.prefix(120) })")
        #expect(run.errorLines.allSatisfy { $0.hasPrefix("error: ") })
        #expect(run.output.contains("Leave tv"))
    }

    @Test func exitStatusesFollowTheReadme() async throws {
        #expect(try await TVProcess.execute(Self.base + ["-c", "help"]).status == 0)
        #expect(try await TVProcess.execute(Self.base + ["-c", "wek", "-c", "help"]).status == 1)
        #expect(try await TVProcess.execute(Self.base + ["--on-error", "stop", "-c", "wek", "-c", "help"]).status == 3)
        #expect(try await TVProcess.execute(Self.base + ["-f", "/nonexistent/script.tv"]).status == 2)
        #expect(try await TVProcess.execute(Self.base + ["--format", "yaml", "-c", "help"]).status == 2)
        #expect(try await TVProcess.execute(Self.base + ["--timeout", "-1", "-c", "help"]).status == 2)
        for url in [
            "http://127.0.0.1:99999", "http://127.0.0.1:99999999999999999999", "http://127.0.0.1:8080?x=1",
            "ftp://127.0.0.1",
        ] {
            #expect(try await TVProcess.execute(Self.base + ["--api-url", url, "-c", "help"]).status == 2, "\(url)")
        }
        for outside in ["1899-12-31T23:00:00Z", "2101-01-01T00:00:00Z"] {  // the years `day` and `week` accept
            #expect(try await TVProcess.execute(Self.base + ["--now", outside, "-c", "help"]).status == 2)
        }
    }

    /// argument-parser's errors speak as tv's do: lower-case `error:`, tv's quotes, a reason; `--country` takes the
    /// codes `set country` takes (UK reads as GB), and refuses a code that is none.
    @Test func flagErrorsSpeakAsTheShellDoes() async throws {
        let bogus = try await TVProcess.execute(Self.base + ["--bogus"])
        #expect(bogus.status == 2 && bogus.errorLines.first == "error: unknown option ‘--bogus’", "\(bogus.errors)")
        #expect(!bogus.errors.contains("'"), "\(bogus.errors)")
        let country = try await TVProcess.execute(Self.base + ["--country", "ZZ", "-c", "set"])
        #expect(
            country.status == 2
                && country.errorLines.first
                    == "error: the value ‘ZZ’ is invalid for ‘--country <CC>’: not an ISO 3166-1 country code (such as US, GB or DE)",
            "\(country.errors)")
        let uk = try await TVProcess.execute(Self.base + ["--country", "uk", "-c", "set"])
        #expect(uk.status == 0 && uk.output.contains("country  GB\n"), "\(uk.output)")
        let script = try await TVProcess.execute(Self.base + ["-f", "/"])
        #expect(script.status == 2 && script.errors == "error: cannot read ‘/’: is a directory\n")
    }
}
