import Foundation
import Testing

@testable import TVMaze

/// A schedule's rows that embed the same show text share one show value; any difference is read anew.
@Suite struct ScheduleShowSharingTests {
    static func row(_ id: Int, _ show: String) -> String {
        #"{"id":\#(id),"name":"E\#(id)","season":1,"number":\#(id),"airstamp":"2026-11-18T20:00:00+00:00","show":\#(show)}"#
    }

    static let show =
        #"{"id":7,"name":"Seven","genres":["Drama"],"network":{"id":1,"name":"NBC","country":{"code":"US"}},"rating":{"average":null},"summary":"<p>S</p>","updated":100}"#

    static func events(_ rows: [String]) throws -> [ScheduleEvent] {
        try TVMazeAPI.decode([ScheduleEvent].self, from: Array("[\(rows.joined(separator: ","))]".utf8), what: "test")
    }

    @Test func rowsEmbeddingTheSameShowTextShareOneValue() throws {
        let spaced = Self.show.replacingOccurrences(of: ",", with: " ,\n ")
        let events = try Self.events([Self.row(1, Self.show), Self.row(2, Self.show), Self.row(3, spaced)])
        let storages = events.map(\.show.shared.storage)
        #expect(storages[0] === storages[1] && storages[1] === storages[2])
        #expect(events.map(\.episode.name) == ["E1", "E2", "E3"] && events[2].show.network?.name == "NBC")
    }

    @Test func aRowChangedKeepsTheOthersValues() throws {
        var events = try Self.events([Self.row(1, Self.show), Self.row(2, Self.show)])
        #expect(events[1].show.name == "Seven" && events[1].episode.name == "E2")
        events[1].show.name = "Renamed"  // that row's own box now; the first keeps the shared one
        events[0].episode.name = "First"
        #expect(events[1].show.name == "Renamed" && events[0].show.name == "Seven")
        #expect(events[0].episode.name == "First" && events[1].episode.number == 2)
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
        let events = try Self.events([Self.row(1, Self.show), Self.row(2, other), Self.row(3, Self.show)])
        #expect(events[0].show.shared.storage !== events[1].show.shared.storage)
        let alone = try TVMazeAPI.decode(Show.self, from: Array(other.utf8), what: "test")
        #expect(Self.text(events[1].show) == Self.text(alone))
        #expect(Self.text(events[0].show) == Self.text(events[2].show))
    }

    @Test func answersDoNotShareShows() throws {
        let first = try Self.events([Self.row(1, Self.show)])
        let second = try Self.events([Self.row(2, Self.show)])
        #expect(first[0].show.shared.storage !== second[0].show.shared.storage)
        #expect(Self.text(first[0].show) == Self.text(second[0].show))
    }

    @Test func valuesWrittenAlikeAreToldFromAnyOther() throws {
        let texts = [
            #"{"a":[1,"x",null],"b":{"c":true}}"#, #"{ "a" : [ 1 , "x" , null ] , "b" : { "c" : true } }"#,
            #"{"a":[1,"x",null],"b":{"c":false}}"#, #"{"a":[1,"x"],"b":{"c":true}}"#,
            #"{"a":[1.0,"x",null],"b":{"c":true}}"#,
            #"{"b":{"c":true},"a":[1,"x",null]}"#, #"{"a":[1,"\u0078",null],"b":{"c":true}}"#,
            #"{"a":[1,"x",null],"b":{"c":true},"d":1}"#,
            #"{"a":[1,"x",null],"b":{"c":true,"d":1}}"#, #"[{"a":[1,"x",null],"b":{"c":true}}]"#,
        ]
        for (index, text) in texts.enumerated() {
            let alike = try JSONTape.read(Array(text.utf8)) { value in
                try texts.map { other in try JSONTape.read(Array(other.utf8)) { value.isWritten(as: $0) } }
            }
            let expected = texts.indices.map { $0 == index || ($0 < 2 && index < 2) }  // only the first two are alike
            #expect(alike == expected, "\(text)")
        }
    }

    @Test func anUnreadableShowFailsItsRowEachTime() {
        let broken = #"{"id":7,"summary":"no name"}"#
        #expect(throws: TVMazeError.self) { try Self.events([Self.row(1, Self.show), Self.row(2, broken)]) }
        #expect(throws: TVMazeError.self) { try Self.events([Self.row(1, broken), Self.row(2, broken)]) }
    }

    @Test func webScheduleRowsShareTheirEmbeddedShowToo() throws {
        let row = { (id: Int) in #"{"id":\#(id),"name":"W\#(id)","_embedded":{"show":\#(Self.show)}}"# }
        let events = try Self.events([row(1), row(2)])
        #expect(events[0].show.shared.storage === events[1].show.shared.storage && events[0].show.name == "Seven")
    }

    static func text(_ value: some Any) -> String {
        var output = ""
        dump(value, to: &output)
        return output
    }
}
