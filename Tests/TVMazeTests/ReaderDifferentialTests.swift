import Foundation
import Testing
import TVTestSupport
@testable import TVMaze

/// tv's JSON reader against the Decodable models on Foundation's JSONDecoder: the same bytes must give the
/// same models (compared through `dump`), or both must fail.
@Suite struct ReaderDifferentialTests {
    /// Decodes `bytes` both ways and records any difference under `label`.
    func compare<T: Decodable & JSONReadable>(_ type: T.Type, _ bytes: [UInt8], _ label: String) {
        let old = Result { try JSONDecoder().decode(T.self, from: Data(bytes)) }
        let new = Result { try TVMazeAPI.decode(T.self, from: bytes, what: label) }
        switch (old, new) {
        case (.success(let old), .success(let new)):
            #expect(Self.text(old) == Self.text(new), "\(label)")
        case (.failure, .failure):
            break
        case (.success, .failure(let error)):
            Issue.record("\(label): only the reader failed: \(error)")
        case (.failure(let error), .success):
            Issue.record("\(label): only JSONDecoder failed: \(error)")
        }
    }

    /// A schedule read as `TVMazeAPI.schedule` reads it (shows repeated byte for byte taken as read, through one
    /// shelf for all the schedules a test compares) against JSONDecoder.
    let shelf = ShowShelf()

    func compareSchedule(_ bytes: [UInt8], _ label: String) {
        let old = Result { try JSONDecoder().decode([ScheduleEvent].self, from: Data(bytes)) }
        let new = Result { try TVMazeAPI.decodeSchedule(from: bytes, what: label, sharing: shelf) }
        switch (old, new) {
        case (.success(let old), .success(let new)): #expect(Self.text(old) == Self.text(new), "\(label) (schedule)")
        case (.failure, .failure): break
        default: Issue.record("\(label): only one way failed (schedule)")
        }
    }

    /// The value as `dump` writes it; a list element by element, since `dump` writes an object it met before as a
    /// reference (rows of one schedule share their show) and would make equal lists read differently.
    static func text(_ value: some Any) -> String {
        if let elements = value as? [Any] { return elements.map(text).joined() }
        var output = ""
        dump(value, to: &output)
        return output
    }

    /// The model each fixture path holds (Fixtures/README.md, Layout).
    func compareFixture(_ relative: String, _ bytes: [UInt8]) -> Bool {
        let parts = relative.split(separator: "/").map(String.init)
        switch (parts.first, parts.last, parts.count) {
        case ("schedule", _, _), ("schedule-web", _, _):
            compare([ScheduleEvent].self, bytes, relative)
            compareSchedule(bytes, relative)
        case ("index", _, _): compare([Show].self, bytes, relative)
        case ("search", _, _): compare([SearchResult].self, bytes, relative)
        case ("errors", _, _): compare(ErrorEnvelope.self, bytes, relative)
        case ("shows", _, 2): compare(Show.self, bytes, relative)
        case ("shows", "episodes.json", 3): compare([Episode].self, bytes, relative)
        case ("shows", "seasons.json", 3): compare([Season].self, bytes, relative)
        case ("shows", "cast.json", 3): compare([CastCredit].self, bytes, relative)
        case ("updates", _, _):
            let old = try? JSONDecoder().decode(ShowUpdates.self, from: Data(bytes)).updated
            let new = try? TVMazeAPI.decode(ShowUpdates.self, from: bytes, what: relative).updated
            #expect(old != nil && old == new, "\(relative)")
        default: return false
        }
        return true
    }

    @Test func everyFixtureReadsAsJSONDecoderDecodesIt() throws {
        let root = RepositoryPaths.fixtures
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var checked = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".json"), relative != "manifest.json" else { continue }
            let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
            if compareFixture(relative, bytes) { checked += 1 } else { Issue.record("no model for \(relative)") }
        }
        #expect(checked > 500)
    }

    @Test(.enabled(if: RepositoryPaths.samples != nil,
                   "needs the recorded TVmaze answers in ../shared/tvmaze/samples, beside the project folder"))
    func everySampleReadsAsJSONDecoderDecodesIt() throws {
        let folder = try #require(RepositoryPaths.samples)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        let rules: [(prefix: String, contains: String, compare: ([UInt8], String) -> Void)] = [
            ("error-", "", { compare(ErrorEnvelope.self, $0, $1) }),
            ("people-", "castcredits", { compare([PersonCastCredit].self, $0, $1) }),
            ("people-", "", { compare(Person.self, $0, $1) }),
            ("schedule-", "", { compare([ScheduleEvent].self, $0, $1); compareSchedule($0, $1) }),
            ("search-people-", "", { compare([PersonSearchResult].self, $0, $1) }),
            ("search-shows-", "", { compare([SearchResult].self, $0, $1) }),
            ("shows-", "-embed-", { compare(Show.self, $0, $1) }),
            ("shows-", "-cast-", { compare([CastCredit].self, $0, $1) }),
            ("shows-", "-crew-", { compare([CrewCredit].self, $0, $1) }),
            ("shows-", "-akas-", { compare([Aka].self, $0, $1) }),
            ("shows-", "-seasons-", { compare([Season].self, $0, $1) }),
            ("shows-", "-episode", { compare([Episode].self, $0, $1); compare(Episode.self, $0, $1) }),
            ("shows-", "", { compare(Show.self, $0, $1) }),
            ("singlesearch-", "", { compare(Show.self, $0, $1) }),
        ]
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let rule = try #require(rules.first { name.hasPrefix($0.prefix) && ($0.contains.isEmpty || name.contains($0.contains)) })
            rule.compare(bytes, name)
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
        "[]", "", "{", "[1,]", "nul", "[\"\\x\"]", "[\"\\ud800\"]", "[{\"id\":1,\"name\":\"\\udc00\",\"show\":{\"id\":1,\"name\":\"S\"}}]",
        #"[{"id":9,"name":"I","show":{"id":1,"name":"S"}},{"id":10,"name":"J","show":{"id":1,"name":"T"}},{"id":11,"name":"K","show":{"id":1,"name":"S"}}]"#,
        #"[{"id":12,"name":"L","show":{"id":1,"name":"S"}},{"id":13,"name":"M","show":{"id":1}},{"id":14,"name":"N","show":{ "id" : 1 , "name" : "S" }}]"#,
        #"[{"id":15,"name":"O","show":{"id":"1","name":"S"}},{"id":16,"name":"P","show":{"id":1,"name":"S"}},{"id":17,"name":"Q","show":null}]"#,
        "\u{FEFF}[]", "[01]", "[1.]", "[-]", "\"text\"", "[{\"id\":8,\"name\":\"H\",\"show\":{\"id\":1,\"name\":\"S\"}}] x",
    ]

    @Test(arguments: edgeCases)
    func edgeCaseReadsAsJSONDecoderDecodesIt(_ json: String) {
        compare([ScheduleEvent].self, Array(json.utf8), json)
        compare([Episode].self, Array(json.utf8), json)
        compare([Show].self, Array(json.utf8), json)
    }

    @Test(arguments: [("60", 60), ("10080", 10_080), ("10081", nil), ("0", nil), ("-60", nil), ("9223372036854775807", nil), ("null", nil)])
    func onlyPlausibleRuntimesAreKept(_ runtime: String, _ kept: Int?) throws {
        let json = #"{"id":1,"name":"x","runtime":\#(runtime),"averageRuntime":\#(runtime)}"#
        let episode = try TVMazeAPI.decode(Episode.self, from: Array(json.utf8), what: "test")
        let show = try TVMazeAPI.decode(Show.self, from: Array(json.utf8), what: "test")
        #expect(episode.runtime == kept && show.runtime == kept && show.averageRuntime == kept)
        compare(Episode.self, Array(json.utf8), "runtime \(runtime)")   // JSONDecoder's path keeps the same
        compare(Show.self, Array(json.utf8), "runtime \(runtime)")
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
    @Test(arguments: [("\\\"", "\""), ("\\\\", "\\"), ("\\u00e9", "é"), ("é", "é"), ("😀", "😀"),
                      ("\u{1F}", "\u{1F}"), ("\u{7F}", "\u{7F}"), ("~", "~")])
    func aSpecialByteAtAnyPositionOfAString(_ json: String, _ read: String) throws {
        for length in 0...19 {
            let plain = String(decoding: (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }, as: UTF8.self)
            for position in 0...length {
                let cut = plain.index(plain.startIndex, offsetBy: position)
                let (before, after) = (String(plain[..<cut]), String(plain[cut...]))
                let text = before + json + after, expected = before + read + after
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
        var body = Array(#"[{"id":1,"name":"A"#.utf8) + [0x1B, 0x07, 0x9B, 0xE2, 0x28] + Array(#"B","show":{"id":2,"name":"S"}}]"#.utf8)
        let events = try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: "test")
        #expect(events.map(\.episode.name) == ["A\u{1B}\u{07}\u{FFFD}\u{FFFD}(B"])
        body.insert(0x07, at: 0)   // outside a string, a stray byte is still not JSON
        #expect(throws: TVMazeError.self) { try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: "test") }
    }
}
