import Foundation
import Testing
@testable import TVMaze

/// A schedule's rows that embed the same show text share one show value; any difference is read anew. Most cases
/// run both ways: the generic reader, and the schedule's, which takes shows repeated byte for byte as read
/// (``JSONRepeats``).
@Suite struct ScheduleShowSharingTests {
    static func row(_ id: Int, _ show: String) -> String {
        #"{"id":\#(id),"name":"E\#(id)","season":1,"number":\#(id),"airstamp":"2026-11-18T20:00:00+00:00","show":\#(show)}"#
    }

    static let show = #"{"id":7,"name":"Seven","genres":["Drama"],"network":{"id":1,"name":"NBC","country":{"code":"US"}},"rating":{"average":null},"summary":"<p>S</p>","updated":100}"#

    static func events(_ rows: [String]) throws -> [ScheduleEvent] {
        try TVMazeAPI.decode([ScheduleEvent].self, from: Array("[\(rows.joined(separator: ","))]".utf8), what: "test")
    }

    /// The rows read as `TVMazeAPI.schedule` reads a day, sharing shows through `shelf`.
    static func schedule(_ rows: [String], sharing shelf: ShowShelf? = nil) throws -> [ScheduleEvent] {
        try TVMazeAPI.decodeSchedule(from: Array("[\(rows.joined(separator: ","))]".utf8), what: "test", sharing: shelf)
    }

    /// Both readers.
    static let readers: [@Sendable ([String]) throws -> [ScheduleEvent]] = [events, { try schedule($0) }]

    @Test(arguments: readers.indices)
    func rowsEmbeddingTheSameShowTextShareOneValue(_ reader: Int) throws {
        let spaced = Self.show.replacingOccurrences(of: ",", with: " ,\n ")
        let events = try Self.readers[reader]([Self.row(1, Self.show), Self.row(2, Self.show), Self.row(3, spaced)])
        #expect(events[0].showBox === events[1].showBox && events[1].showBox === events[2].showBox)
        #expect(events.map(\.episode.name) == ["E1", "E2", "E3"] && events[2].show.network?.name == "NBC")
    }

    @Test func withShowAndWithEpisodeReadTheRowsOwnValues() throws {
        var events = try Self.events([Self.row(1, Self.show), Self.row(2, Self.show)])
        #expect(events[1].withShow { $0.name } == "Seven" && events[1].withEpisode { $0.name } == "E2")
        events[1].show.name = "Renamed"   // that row's own box now; the first keeps the shared one
        events[0].episode.name = "First"
        #expect(events[1].withShow { $0.name } == "Renamed" && events[0].withShow { $0.name } == "Seven")
        #expect(events[0].withEpisode { $0.name } == "First" && events[1].withEpisode { $0.number } == 2)
    }

    @Test(arguments: [
        (#""name":"Seven""#, #""name":"Eight""#),
        (#""name":"NBC""#, #""name":"CBS""#),
        (#""updated":100"#, #""updated":100.0"#),
        (#""average":null"#, #""average":false"#),
        (#"["Drama"]"#, #"["Drama","Comedy"]"#),
        (#""summary":"<p>S</p>""#, #""summary":"<p>\u0053</p>""#),
        (#""genres":["Drama"],"network""#, #""network""#),
    ])
    func aShowWrittenOtherwiseUnderTheSameIdIsReadAnew(_ original: String, _ changed: String) throws {
        let other = Self.show.replacingOccurrences(of: original, with: changed)
        #expect(other != Self.show)
        for read in Self.readers {
            let events = try read([Self.row(1, Self.show), Self.row(2, other), Self.row(3, Self.show)])
            #expect(events[0].showBox !== events[1].showBox)
            let alone = try TVMazeAPI.decode(Show.self, from: Array(other.utf8), what: "test")
            #expect(Self.text(events[1].show) == Self.text(alone))
            #expect(Self.text(events[0].show) == Self.text(events[2].show))
        }
    }

    @Test func answersShareShowsOnlyThroughAShelf() throws {
        let first = try Self.schedule([Self.row(1, Self.show)]), second = try Self.schedule([Self.row(2, Self.show)])
        #expect(first[0].showBox !== second[0].showBox)
        let shelf = ShowShelf()
        let other = Self.show.replacingOccurrences(of: #""updated":100"#, with: #""updated":101"#)
        let spaced = Self.show.replacingOccurrences(of: ",", with: " , ")
        let days = try [[Self.row(1, Self.show)], [Self.row(2, Self.show), Self.row(3, spaced), Self.row(4, other)],
                        [Self.row(5, other), Self.row(6, Self.show)]].map { try Self.schedule($0, sharing: shelf) }
        #expect(days[0][0].showBox === days[1][0].showBox)                       // the same bytes, another answer
        #expect(Self.text(days[1][1].show) == Self.text(days[1][0].show))       // the same tokens, read again
        #expect(days[1][2].showBox !== days[1][0].showBox && days[1][2].show.updated == 101)
        #expect(days[2][0].showBox === days[1][2].showBox)                       // the shelf keeps the latest reading
        #expect(days[2][1].showBox !== days[0][0].showBox && days[2][1].show.updated == 100)
        // Across answers only the same bytes share: a show spaced otherwise is read again, to the same value.
        let respaced = ShowShelf()
        let apart = try [[Self.row(1, spaced)], [Self.row(2, Self.show)]].map { try Self.schedule($0, sharing: respaced) }
        #expect(apart[0][0].showBox !== apart[1][0].showBox && Self.text(apart[0][0].show) == Self.text(apart[1][0].show))
    }

    /// Whatever the readers share, the schedule's reads each row as the generic one does (compared through `dump`).
    @Test func theScheduleReaderReadsWhatTheGenericOneReads() throws {
        let other = Self.show.replacingOccurrences(of: #""name":"Seven""#, with: #""name":"Other""#)
        let rows = [Self.row(1, Self.show), Self.row(2, other), Self.row(3, Self.show), Self.row(4, #"{"id":7,"name":"Bare"}"#),
                    Self.row(5, Self.show), Self.row(6, #"{"id":70,"name":"Seventy"}"#), Self.row(7, #"{"id":70,"name":"Seventy"}"#)]
        let shelf = ShowShelf()
        for order in [rows, rows.reversed(), Array(rows.dropFirst(2))] {
            let generic = try Self.events(order).map(Self.text)
            #expect(try Self.schedule(order).map(Self.text) == generic)
            #expect(try Self.schedule(order, sharing: shelf).map(Self.text) == generic)   // lent from the order before
        }
    }

    /// A shelf entry in another form (a stored day's bytes, or none) lends nothing: the show is read from the text.
    @Test func aShelfEntryOfAnotherFormLendsNothing() throws {
        let shelf = ShowShelf()
        let kept = SharedShow(try TVMazeAPI.decode(Show.self, from: Array(#"{"id":7,"name":"Kept"}"#.utf8), what: "test"))
        for bytes in [[], Array("garbage".utf8)] {
            shelf.keep(kept, id: 7, bytes: bytes)
            #expect(try Self.schedule([Self.row(1, Self.show)], sharing: shelf).map(\.show.name) == ["Seven"])
        }
    }

    @Test func repeatedShowsAreTakenWithoutBeingParsedAgain() throws {
        let rows = [Self.row(1, Self.show), Self.row(2, Self.show), Self.row(3, Self.show), Self.row(4, #"{"id":8,"name":"Eight"}"#)]
        let body = Array("[\(rows.joined(separator: ","))]".utf8)
        func repeated(_ repeats: JSONRepeats?) throws -> Int {
            try JSONTape.read(body, repeats: repeats) { value in value.tape.nodes.filter { $0.kind == .repeated }.count }
        }
        #expect(try repeated(nil) == 0 && repeated(ShowReader.repeats(sharing: nil)) == 2)
        let shelf = ShowShelf()
        _ = try Self.schedule(rows, sharing: shelf)
        #expect(try repeated(ShowReader.repeats(sharing: shelf)) == 4)            // all four lent by the shelf
        #expect(try repeated(JSONRepeats(key: "name", depth: 2)) == 0)           // only objects with an id
        #expect(try repeated(JSONRepeats(key: "show", depth: 3)) == 0)           // only at the depth asked for
    }

    /// Bytes that start as a show read before and are not one: the text fails, or reads, as it does alone.
    @Test(arguments: [",", "}", "x", " ", "]", #","id":8}"#, ""])
    func aRepeatCutShortOrRunOnReadsAsTheTextDoes(_ tail: String) throws {
        let cut = String(Self.show.dropLast())
        for second in [cut + tail, Self.show + tail] {
            let body = Array("[\(Self.row(1, Self.show)),\(Self.row(2, second))]".utf8)
            let generic = Result { try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: "test").map(Self.text) }
            let schedule = Result { try TVMazeAPI.decodeSchedule(from: body, what: "test", sharing: nil).map(Self.text) }
            switch (generic, schedule) {
            case (.success(let generic), .success(let schedule)): #expect(generic == schedule, "\(second)")
            case (.failure(let generic), .failure(let schedule)): #expect("\(generic)" == "\(schedule)", "\(second)")
            default: Issue.record("only one reader failed: \(second)")
            }
        }
    }

    @Test func aRowReadBeforeTheRowItRepeatsGetsItsShow() throws {
        let body = Array("[\(Self.row(1, Self.show)),\(Self.row(2, Self.show))]".utf8)
        try JSONTape.read(body, repeats: ShowReader.repeats(sharing: nil)) { root in
            var rows = Array(root.elements!).map { $0.object! }
            #expect(rows[1].member("show")?.kind == .repeated)
            var reader = ShowReader(shelf: nil)
            let late = reader.show(rows[1].member("show")), early = reader.show(rows[0].member("show"))
            #expect(late?.value.name == "Seven" && late === early)
        }
    }

    @Test func valuesWrittenAlikeAreToldFromAnyOther() throws {
        let texts = [#"{"a":[1,"x",null],"b":{"c":true}}"#, #"{ "a" : [ 1 , "x" , null ] , "b" : { "c" : true } }"#,
                     #"{"a":[1,"x",null],"b":{"c":false}}"#, #"{"a":[1,"x"],"b":{"c":true}}"#, #"{"a":[1.0,"x",null],"b":{"c":true}}"#,
                     #"{"b":{"c":true},"a":[1,"x",null]}"#, #"{"a":[1,"\u0078",null],"b":{"c":true}}"#, #"{"a":[1,"x",null],"b":{"c":true},"d":1}"#,
                     #"{"a":[1,"x",null],"b":{"c":true,"d":1}}"#, #"[{"a":[1,"x",null],"b":{"c":true}}]"#]
        for (index, text) in texts.enumerated() {
            let alike = try JSONTape.read(Array(text.utf8)) { value in
                try texts.map { other in try JSONTape.read(Array(other.utf8)) { value.isWritten(as: $0) } }
            }
            let expected = texts.indices.map { $0 == index || ($0 < 2 && index < 2) }   // only the first two are alike
            #expect(alike == expected, "\(text)")
        }
    }

    @Test(arguments: readers.indices)
    func anUnreadableShowFailsItsRowEachTime(_ reader: Int) {
        let broken = #"{"id":7,"summary":"no name"}"#
        #expect(throws: TVMazeError.self) { try Self.readers[reader]([Self.row(1, Self.show), Self.row(2, broken)]) }
        #expect(throws: TVMazeError.self) { try Self.readers[reader]([Self.row(1, broken), Self.row(2, broken)]) }
    }

    @Test(arguments: readers.indices)
    func webScheduleRowsShareTheirEmbeddedShowToo(_ reader: Int) throws {
        let row = { (id: Int) in #"{"id":\#(id),"name":"W\#(id)","_embedded":{"show":\#(Self.show)}}"# }
        let events = try Self.readers[reader]([row(1), row(2)])
        #expect(events[0].showBox === events[1].showBox && events[0].show.name == "Seven")
    }

    static func text(_ value: some Any) -> String {
        var output = ""
        dump(value, to: &output)
        return output
    }
}
