import Foundation
import Testing
import TVTestSupport

/// Hostile text in every field TVmaze sends never reaches the terminal raw, in any command or format.
@Suite struct TerminalSafetyTests {
    /// A JSON string full of what a terminal would act on: CSI, OSC 8, OSC 52, BEL, BS, CR, NUL, C1, bidi, zero-width.
    static func hostile(_ word: String) -> String {
        #"\u001b[31m\#(word)\u001b[0m\u001b]8;;http://evil.example/\u0007link\u001b]8;;\u0007\u001b]52;c;ZXZpbA==\u0007\u0008\r\u0000\u009b2J\u0085\u202e\#(word)\u200b\u2066\u00ad"#
    }

    static func makeFixtures() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tv-hostile-\(UUID().uuidString)")
        let network = #"{"id":1,"name":"\#(hostile("Net"))","country":{"name":"United States","code":"US","timezone":"America/New_York"}}"#
        let show = #"{"id":1,"url":"https://www.tvmaze.com/shows/1/x","name":"\#(hostile("Show"))","genres":["\#(hostile("Drama"))"],"status":"\#(hostile("Running"))","runtime":60,"premiered":"2020-01-01","officialSite":"https://x.example/\#(hostile("site"))","schedule":{"time":"20:00","days":["\#(hostile("Monday"))"]},"rating":{"average":7},"network":\#(network),"webChannel":null,"summary":"<p>\#(hostile("Summary"))</p>"}"#
        let episode = #""id":11,"url":"https://www.tvmaze.com/episodes/11","name":"\#(hostile("Episode"))","season":1,"number":1,"airdate":"2026-11-16","airtime":"20:00","airstamp":"2026-11-17T01:00:00+00:00","runtime":60,"image":{"medium":"https://i.example/\#(hostile("m"))","original":"https://i.example/\#(hostile("o"))"},"summary":"\#(hostile("Plot"))""#
        let files = [
            "manifest.json": #"{"country":"US","week":"2026-11-16","now":"2026-11-16T20:30:00-05:00"}"#,
            "shows/1.json": show,
            "shows/1/episodes.json": "[{\(episode)}]",
            "shows/1/seasons.json": #"[{"id":5,"number":1,"name":"\#(hostile("Season"))","premiereDate":"2026-11-16"}]"#,
            "shows/1/cast.json": #"[{"person":{"id":7,"name":"\#(hostile("Person"))"},"character":{"id":8,"name":"\#(hostile("Role"))"},"self":false,"voice":true}]"#,
            "schedule/US/2026-11-16.json": "[{\(episode),\"show\":\(show)}]",
            "search/shows/evil.json": #"[{"score":1,"show":\#(show)}]"#,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
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

    @Test(arguments: ["table", "plain", "json"])
    func noCommandWritesAControlByte(format: String) async throws {
        let fixtures = try Self.makeFixtures()
        let commands = ["search evil", "show 1", "show", "seasons", "season 1", "episode 1x1", "cast", "day mon",
                        "week", "now", "1", "follow #1", "watch 1x1", "season 1", "seasons", "following", "upcoming 366",
                        "calendar 2026-11", "1", "unfollow 1", "history", "show \u{1B}[2Jname"]
        var arguments = ["--fixtures", fixtures.path, "--tz", "America/New_York", "-X", "--echo", "--format", format]
        for command in commands { arguments += ["-c", command] }
        let (output, _) = try await TVProcess.run(arguments)
        // Plain output separates fields with tabs of its own; TVmaze's tabs become spaces.
        let bad = output.unicodeScalars.filter { Self.forbidden($0) && !(format == "plain" && $0 == "\t") }
        #expect(bad.isEmpty, "\(format): \(bad.map { String($0.value, radix: 16) })")
        #expect(output.contains("Show") && output.contains("Episode") && output.contains("Person"))
        #expect(!output.contains("]52;") && !output.contains("]8;;"))
        if format == "json" {
            for line in output.split(separator: "\n") where line.hasPrefix("{") || line.hasPrefix("[") {
                #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
            }
        }
    }
}
