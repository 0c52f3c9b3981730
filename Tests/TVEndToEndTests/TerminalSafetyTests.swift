import Foundation
import LineEditor
import TVTestSupport
import Testing

@testable import TVShell

/// Hostile text in every field TVmaze sends never reaches the terminal raw, in any command or format.
@Suite(.serialized) struct TerminalSafetyTests {
    /// A JSON string full of what a terminal would act on: CSI, OSC 8, OSC 52, BEL, BS, CR, NUL, C1, bidi, zero-width.
    static func hostile(_ word: String) -> String {
        #"\u001b[31m\#(word)\u001b[0m\u001b]8;;http://evil.example/\u0007link\u001b]8;;\u0007\u001b]52;c;ZXZpbA==\u0007\u0008\r\u0000\u009b2J\u0085\u202e\#(word)\u200b\u2066\u00ad"#
    }

    /// The sample fixtures with hostile text; `raw` also puts raw ESC, BEL and C1 bytes (UTF-8 encoded, and bare
    /// 0x9B, which is not UTF-8) into the JSON strings where the escapes were.
    static func makeFixtures(raw: Bool = false) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tv-hostile-\(UUID().uuidString)")
        let network =
            #"{"id":1,"name":"\#(hostile("Net"))","country":{"name":"United States","code":"US","timezone":"America/New_York"}}"#
        let show =
            #"{"id":1,"url":"https://www.tvmaze.com/shows/1/x","name":"\#(hostile("Show"))","genres":["\#(hostile("Drama"))"],"status":"\#(hostile("Running"))","runtime":60,"premiered":"2020-01-01","officialSite":"https://x.example/\#(hostile("site"))","schedule":{"time":"20:00","days":["\#(hostile("Monday"))"]},"rating":{"average":7},"network":\#(network),"webChannel":null,"summary":"<p>\#(hostile("Summary"))</p>"}"#
        let episode =
            #""id":11,"url":"https://www.tvmaze.com/episodes/11","name":"\#(hostile("Episode"))","season":1,"number":1,"airdate":"2026-11-16","airtime":"20:00","airstamp":"2026-11-17T01:00:00+00:00","runtime":60,"image":{"medium":"https://i.example/\#(hostile("m"))","original":"https://i.example/\#(hostile("o"))"},"summary":"\#(hostile("Plot"))""#
        let person =
            #"{"id":7,"url":"https://www.tvmaze.com/people/7/x","name":"\#(hostile("Person"))","country":{"name":"\#(hostile("Land"))","code":"US"},"birthday":"1970-01-01","gender":"\#(hostile("Gender"))"}"#
        let credit =
            #"{"self":false,"voice":true,"_links":{"show":{"href":"https://api.tvmaze.com/shows/1","name":"\#(hostile("Show"))"},"character":{"href":"https://api.tvmaze.com/characters/8","name":"\#(hostile("Role"))"}},"_embedded":{"show":\#(show)}}"#
        let files = [
            "people/7.json": person,
            "people/7/castcredits.json": "[\(credit)]",
            "search/people/evil.json": #"[{"score":1,"person":\#(person)}]"#,
            "manifest.json": #"{"country":"US","week":"2026-11-16","now":"2026-11-16T20:30:00-05:00"}"#,
            "shows/1.json": show,
            "shows/1/episodes.json": "[{\(episode)}]",
            "shows/1/seasons.json":
                #"[{"id":5,"number":1,"name":"\#(hostile("Season"))","premiereDate":"2026-11-16"}]"#,
            "shows/1/cast.json":
                #"[{"person":{"id":7,"name":"\#(hostile("Person"))"},"character":{"id":8,"name":"\#(hostile("Role"))"},"self":false,"voice":true}]"#,
            "shows/1/crew.json": #"[{"type":"\#(hostile("Creator"))","person":\#(person)}]"#,
            "episodes/11/guestcast.json":
                #"[{"person":\#(person),"character":{"id":9,"name":"\#(hostile("Guest"))"},"self":false,"voice":false}]"#,
            "episodes/11/guestcrew.json": #"[{"guestCrewType":"\#(hostile("Director"))","person":\#(person)}]"#,
            "schedule/US/2026-11-16.json": "[{\(episode),\"show\":\(show)}]",
            "search/shows/evil.json": #"[{"score":1,"show":\#(show)}]"#,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(raw ? rawBytes(text) : Array(text.utf8)).write(to: url)
        }
        return root
    }

    /// `text` with some JSON escapes replaced by the raw bytes they stand for (JSON forbids raw controls; tv must cope).
    static func rawBytes(_ text: String) -> [UInt8] {
        let raw: [(String, [UInt8])] = [
            (#"\u001b"#, [0x1B]), (#"\u0007"#, [0x07]), (#"\u009b"#, [0x9B]), (#"\u0085"#, [0xC2, 0x85]),
        ]
        var input = Array(text.utf8)[...]
        var output: [UInt8] = []
        next: while !input.isEmpty {
            for (escape, bytes) in raw where input.starts(with: escape.utf8) {
                output += bytes
                input = input.dropFirst(escape.utf8.count)
                continue next
            }
            output.append(input.removeFirst())
        }
        return output
    }

    /// Scalars that must never be written: C0 (but newline), DEL, C1, bidi controls, zero-width and soft hyphen.
    static func forbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF, 0x00AD: true
        default: false
        }
    }

    /// One way to run every command: the output format, colour on or off, and escapes or raw bytes in the JSON.
    struct Variant: Sendable, CustomTestStringConvertible {
        let format: String
        let color: Bool
        let raw: Bool
        var testDescription: String { "\(format), colour \(color ? "on" : "off")\(raw ? ", raw bytes" : "")" }
    }

    static let variants = ["table", "plain", "json"].flatMap { format in
        [false, true].flatMap { color in [false, true].map { Variant(format: format, color: color, raw: $0) } }
    }

    /// Every command that shows API text, errors quoting it included (the prompt is in each `--echo` line).
    static let commands = [
        "search evil", "show 1", "show", "seasons", "season 1", "episode 1x1", "cast", "season 9",
        "episode 9x9", "day mon", "week", "now", "1", "follow #1", "next", "digest --since 2026-11-01", "watch 1x1",
        "stats", "season 1", "seasons", "following", "upcoming 366", "calendar 2026-11", "1", "unfollow 1", "history",
        "show \u{1B}[2Jname", "show #1", "cast", "person 1", "1", "search people evil", "person #7",
        "show #1", "crew", "cast --seen", "episode 1x1", "person 2", "week --premieres",
    ]

    @Test(arguments: variants)
    func noCommandWritesAControlByte(_ variant: Variant) async throws {
        let fixtures = try Self.makeFixtures(raw: variant.raw)
        var arguments = [
            "--fixtures", fixtures.path, "--tz", "America/New_York", "-X", "--echo", "--format", variant.format,
            "--color", variant.color ? "always" : "never",
        ]
        for command in Self.commands { arguments += ["-c", command] }
        let run = try await TVProcess.execute(arguments, mergeStreams: true, timeout: .seconds(60))
        #expect(run.exitedNormally)
        #expect(String(bytes: run.stdout, encoding: .utf8) != nil, "\(variant): the output is not valid UTF-8")
        let output = variant.color ? Self.removingOwnColour(run.output) : run.output
        #expect(
            !variant.color || variant.format != "table" || output.count < run.output.count,
            "\(variant): no colour at all")
        // Plain output separates fields with tabs of its own; TVmaze's tabs become spaces.
        let bad = output.unicodeScalars.filter { Self.forbidden($0) && !(variant.format == "plain" && $0 == "\t") }
        #expect(bad.isEmpty, "\(variant): \(bad.map { String($0.value, radix: 16) })")
        if !variant.raw { #expect(output.contains("Show") && output.contains("Episode") && output.contains("Person")) }
        #expect(output.contains("has no season 9") || variant.raw)
        #expect(!output.contains("]52;") && !output.contains("]8;;"))
        if variant.format == "json" {
            for line in output.split(separator: "\n") where line.hasPrefix("{") || line.hasPrefix("[") {
                let json = try JSONSerialization.jsonObject(with: Data(line.utf8))
                let unsafe = Self.strings(in: json).joined().unicodeScalars.filter(Self.forbidden)
                #expect(unsafe.isEmpty, "\(variant): decoded JSON holds \(unsafe.map { String($0.value, radix: 16) })")
            }
        }
    }

    /// `text` without tv's own SGR colour sequences (ESC [ digits and semicolons m); any other ESC stays, to be caught.
    static func removingOwnColour(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    /// Every string in a decoded JSON value, keys included.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings)
        default: []
        }
    }

    /// TAB lists and inserts show names: hostile ones, seen in a listing or answered by the remote lookup, come out safe.
    @Test func completionCandidatesAreSafe() {
        let names = CompletionNames()
        let hostile = "\u{1B}[31mEvil\u{1B}]52;c;ZXZpbA==\u{7}\u{202E}Show\u{200B}\u{9B}2J"
        names.add([hostile, "Evil Twin", "\u{1B}[0m"])
        let completer = ShellCompleter(names: names, remote: { _ in [hostile + " 2", "\u{7}"] })
        for text in ["show ", "show Ev", "show \u{1B}", "show e"] {
            let completion = completer.complete(text)
            let offered = (completion?.alternatives ?? []) + [completion?.insertion ?? ""] + names.all
            let bad = offered.joined().unicodeScalars.filter(Self.forbidden)
            #expect(bad.isEmpty, "\(text.debugDescription): \(bad.map { String($0.value, radix: 16) })")
        }
        #expect(names.all.contains("EvilShow") && !names.all.contains(""))
    }
}
