import Foundation
import TVTestSupport
import Testing

@testable import TVMaze

/// What the reader makes of every recorded sample and of hand-made edge cases, pinned as text (``ModelDump``) in
/// `Goldens/`. After an intended change, `TV_BLESS=1 swift test --filter ReaderGoldenTests` rewrites the files; review
/// their diff.
@Suite struct ReaderGoldenTests {
    static let goldens = RepositoryPaths.root.appendingPathComponent("Tests/TVMazeTests/Goldens")

    /// Compares `text` with `Goldens/NAME`, or rewrites it under `TV_BLESS=1`.
    static func check(_ text: String, against name: String) throws {
        let file = goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TV_BLESS"] == "1" {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(text == golden, "\(name) differs from its golden; TV_BLESS=1 rewrites it")
    }

    /// A body read as `type`, under a heading naming the type.
    static func section<T: JSONReadable>(_ type: T.Type, _ bytes: [UInt8]) -> String {
        "## \(T.self)\n" + ModelDump.text(Result { try TVMazeAPI.decode(T.self, from: bytes, what: "test") })
    }

    /// The models a sample's endpoint returns (both for an episode file, which holds one or a list).
    static func sections(of name: String, _ bytes: [UInt8]) -> String? {
        let rules: [(prefix: String, contains: String, read: ([UInt8]) -> String)] = [
            ("error-", "", { section(ErrorEnvelope.self, $0) }),
            ("people-", "castcredits", { section([PersonCastCredit].self, $0) }),
            ("people-", "", { section(Person.self, $0) }),
            ("schedule-", "", { section([ScheduleEvent].self, $0) }),
            ("search-people-", "", { section([PersonSearchResult].self, $0) }),
            ("search-shows-", "", { section([SearchResult].self, $0) }),
            ("shows-", "-embed-", { section(Show.self, $0) }),
            ("shows-", "-cast-", { section([CastCredit].self, $0) }),
            ("shows-", "-crew-", { section([CrewCredit].self, $0) }),
            ("shows-", "-akas-", { section([Aka].self, $0) }),
            ("shows-", "-seasons-", { section([Season].self, $0) }),
            ("shows-", "-episode", { section([Episode].self, $0) + section(Episode.self, $0) }),
            ("shows-", "", { section(Show.self, $0) }),
            ("singlesearch-", "", { section(Show.self, $0) }),
        ]
        return rules.first { name.hasPrefix($0.prefix) && ($0.contains.isEmpty || name.contains($0.contains)) }?.read(
            bytes)
    }

    @Test(.enabled(if: RepositoryPaths.samples != nil, "../shared/tvmaze/samples is not beside the project"))
    func everySampleReadsAsItsGoldenSays() throws {
        let folder = try #require(RepositoryPaths.samples)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(names.count >= 20)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let text = try #require(Self.sections(of: name, bytes), "no model for \(name)")
            try Self.check(text, against: name.replacingOccurrences(of: ".json", with: ".txt"))
        }
    }

    /// Hand-made rows for every lenient rule: null, "", blanks, numbers as strings, floats as ints, http links,
    /// wrong kinds, both schedule shapes, escapes, broken nested parts.
    static let edgeCases: [String] = [
        #"[{"id":1,"name":"A","season":"3","number":2.0,"runtime":1e1,"rating":{"average":7},"airdate":"","airtime":"  ","airstamp":"2026-11-16T01:00:00+00:00","url":"http://x/a","summary":" \u00a0 ","show":{"id":"7","name":null,"genres":["", "Drama", 3, null],"premiered":"2020-02-30","network":{"id":1,"name":"N","country":{"name":"","code":"US","timezone":"America/New_York"}},"webChannel":"Netflix","rating":null,"weight":99.5,"externals":{"thetvdb":"12","imdb":""},"_links":{"previousepisode":{"href":"http://api/e/1"}}}}]"#,
        #"[{"id":2,"name":"B\ud83d\ude00\n\"q\"","number":null,"_embedded":{"show":{"id":8,"name":"  ","schedule":{"time":"","days":["Monday",1]},"_embedded":{"episodes":null,"cast":[{"person":{"id":1,"name":"P"}},{"character":{}}]}}}}]"#,
        #"[{"id":2,"name":"B","show":null,"_embedded":{"show":{"id":9,"name":"S"}}}]"#,
        #"[{"id":3,"name":"C","show":{"name":"no id"}}]"#,
        #"[{"id":3,"name":"C"}]"#,
        #"[{"id":1e20,"name":"big"}]"#,
        #"[{"id":"x","name":"C","show":{"id":1,"name":"S"}}]"#,
        #"{"id":1}"#,
        #"[{"id":4,"name":"D","show":{"id":1,"name":"S","network":{"id":1},"image":{"medium":"http://a","original":5}}}]"#,
        #"[{"id":5,"name":"E","rating":{"average":"8"},"show":{"id":1,"name":"S","ended":"2020-01-01","runtime":-0,"updated":12345678901234}}]"#,
        #"[{"id":6,"name":"F","show":{"id":1,"name":"S","summary":"<p>\u00e9t\u00E9</p>","status":"Running","language":"\u0000"}}]"#,
        #"[{"id":7,"name":"G","show":{"id":1,"name":"S","id":2}}]"#,
        "[]", "", "{", "[1,]", "nul", "[\"\\x\"]", "[\"\\ud800\"]",
        "[{\"id\":1,\"name\":\"\\udc00\",\"show\":{\"id\":1,\"name\":\"S\"}}]",
        #"[{"id":9,"name":"I","show":{"id":1,"name":"S"}},{"id":10,"name":"J","show":{"id":1,"name":"T"}},{"id":11,"name":"K","show":{"id":1,"name":"S"}}]"#,
        #"[{"id":12,"name":"L","show":{"id":1,"name":"S"}},{"id":13,"name":"M","show":{"id":1}},{"id":14,"name":"N","show":{ "id" : 1 , "name" : "S" }}]"#,
        #"[{"id":15,"name":"O","show":{"id":"1","name":"S"}},{"id":16,"name":"P","show":{"id":1,"name":"S"}},{"id":17,"name":"Q","show":null}]"#,
        "\u{FEFF}[]", "[01]", "[1.]", "[-]", "\"text\"",
        "[{\"id\":8,\"name\":\"H\",\"show\":{\"id\":1,\"name\":\"S\"}}] x",
        #"{"1":1600000000,"22":1700000000.0,"x":5}"#, #"{"1":"5"}"#,
    ]

    @Test func edgeCasesReadAsTheirGoldenSays() throws {
        let text = Self.edgeCases.map { json in
            let bytes = Array(json.utf8)
            return "# \(json.debugDescription)\n" + Self.section([ScheduleEvent].self, bytes)
                + Self.section([Episode].self, bytes)
                + Self.section([Show].self, bytes) + Self.section(ShowUpdates.self, bytes)
        }.joined(separator: "\n")
        try Self.check(text, against: "edge-cases.txt")
    }

    /// Every file of the bundled week reads as the model its path holds (Fixtures/README.md, Layout).
    @Test func everyFixtureReads() throws {
        let root = RepositoryPaths.fixtures
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var checked = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".json"), relative != "manifest.json" else { continue }
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
            let parts = relative.split(separator: "/").map(String.init)
            func read<T: JSONReadable>(_ type: T.Type) {
                #expect(throws: Never.self, "\(relative)") { try TVMazeAPI.decode(T.self, from: bytes, what: relative) }
            }
            switch (parts.first, parts.last, parts.count) {
            case ("schedule", _, _), ("schedule-web", _, _): read([ScheduleEvent].self)
            case ("index", _, _): read([Show].self)
            case ("search", _, _) where parts.count > 1 && parts[1] == "people": read([PersonSearchResult].self)
            case ("search", _, _): read([SearchResult].self)
            case ("people", _, 2): read(Person.self)
            case ("people", "castcredits.json", 3): read([PersonCastCredit].self)
            case ("errors", _, _): read(ErrorEnvelope.self)
            case ("shows", _, 2): read(Show.self)
            case ("shows", "episodes.json", 3): read([Episode].self)
            case ("shows", "seasons.json", 3): read([Season].self)
            case ("shows", "cast.json", 3): read([CastCredit].self)
            case ("shows", "crew.json", 3): read([CrewCredit].self)
            case ("episodes", "guestcast.json", 3): read([CastCredit].self)
            case ("episodes", "guestcrew.json", 3): read([CrewCredit].self)
            case ("updates", _, _): read(ShowUpdates.self)
            default:
                Issue.record("no model for \(relative)")
                continue
            }
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test(arguments: [
        ("60", 60), ("10080", 10_080), ("10081", nil), ("0", nil), ("-60", nil), ("9223372036854775807", nil),
        ("null", nil),
    ])
    func onlyPlausibleRuntimesAreKept(_ runtime: String, _ kept: Int?) throws {
        let json = #"{"id":1,"name":"x","runtime":\#(runtime),"averageRuntime":\#(runtime)}"#
        let episode = try TVMazeAPI.decode(Episode.self, from: Array(json.utf8), what: "test")
        let show = try TVMazeAPI.decode(Show.self, from: Array(json.utf8), what: "test")
        #expect(episode.runtime == kept && show.runtime == kept && show.averageRuntime == kept)
    }

    @Test func wrongShapesAreClearErrors() {
        let cases: [(String, String)] = [
            ("{}", "expected a list at the top"),
            ("garbage", "not JSON"),
            ("", "not JSON"),
            (#"[{"id":1,"name":"A"}]"#, "missing show at [0]"),
            (#"[{"score":1,"show":{"name":"x"}}]"#, "missing id at [0].show"),
        ]
        for (body, detail) in cases {
            #expect(throws: TVMazeError(.invalidResponse, "TVmaze sent data tv cannot read for the test: \(detail)")) {
                if body.contains("score") {
                    _ = try TVMazeAPI.decode([SearchResult].self, from: Array(body.utf8), what: "test")
                } else {
                    _ = try TVMazeAPI.decode([ScheduleEvent].self, from: Array(body.utf8), what: "test")
                }
            }
        }
    }

    /// The string scanner reads 8 bytes at a time and jumps to the first byte that needs a look: every length
    /// around that word size, with each kind of such byte (as JSON text, and as read) at every position, and
    /// with the string ending the text, where fewer than 8 bytes remain.
    @Test(arguments: [
        ("\\\"", "\""), ("\\\\", "\\"), ("\\u00e9", "é"), ("é", "é"), ("😀", "😀"),
        ("\u{1F}", "\u{1F}"), ("\u{7F}", "\u{7F}"), ("~", "~"),
    ])
    func aSpecialByteAtAnyPositionOfAString(_ json: String, _ read: String) throws {
        for length in 0...19 {
            let plain = String(decoding: (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }, as: UTF8.self)
            for position in 0...length {
                let cut = plain.index(plain.startIndex, offsetBy: position)
                let (before, after) = (String(plain[..<cut]), String(plain[cut...]))
                let text = before + json + after
                let expected = before + read + after
                let body = #"[{"id":1,"name":"\#(text)","show":{"id":2,"name":"\#(text)"}}]"#
                let events = try TVMazeAPI.decode([ScheduleEvent].self, from: Array(body.utf8), what: "test")
                #expect(events.map(\.episode.name) == [expected], "\(text)")
                #expect(events.map(\.show.name) == [expected], "\(text)")
                let string = try JSONTape.read(Array(#""\#(text)""#.utf8)) { $0.string }
                #expect(string == expected, "\(text)")
            }
        }
    }

    @Test func rawControlBytesAndBrokenUTF8InAStringKeepTheRow() throws {
        // JSON forbids both; one such byte from the server must not cost the whole day.
        var body =
            Array(#"[{"id":1,"name":"A"#.utf8) + [0x1B, 0x07, 0x9B, 0xE2, 0x28]
            + Array(#"B","show":{"id":2,"name":"S"}}]"#.utf8)
        let events = try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: "test")
        #expect(events.map(\.episode.name) == ["A\u{1B}\u{07}\u{FFFD}\u{FFFD}(B"])
        body.insert(0x07, at: 0)  // outside a string, a stray byte is still not JSON
        #expect(throws: TVMazeError.self) { try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: "test") }
    }
}
