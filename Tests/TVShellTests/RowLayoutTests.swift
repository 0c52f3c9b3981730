import Foundation
import Testing

@testable import TVShell

/// A row's fields written once, and the three formats made of them.
@Suite struct RowLayoutTests {
    struct Item {
        let name: String
        let status: String?
        let day: String
        let time: String
    }

    let items = [
        Item(name: "Girls", status: "Ended", day: "2026-11-18", time: "20:00"),
        Item(name: "Fargo", status: nil, day: "2026-11-19", time: "21:30"),
    ]

    /// Status in all three formats, the day and time apart in plain and JSON, joined in one table column.
    let layout = RowLayout<Item>(
        fields: [
            .number, .init("name", json: { $0.name }, text: { $0.name }),
            .init("status", json: { $0.status ?? NSNull() as Any }, text: { $0.status }),
            .init("day", json: { $0.day }, text: { $0.day }), .init("time", text: { $0.time }),
        ],
        columns: [
            .number, .init(.init(title: "show"), field: "name"),
            .init(.init(title: "status"), field: "status", missing: "—"),
            .init(.init(title: "airs")) { "\($0.day) \($0.time)" },
        ])

    func settings(_ format: OutputFormat) -> Settings {
        var settings = Settings()
        settings.format = format
        return settings
    }

    @Test func eachFormatComesFromTheFields() {
        #expect(
            layout.render(items, settings: settings(.json))
                == #"[{"day":"2026-11-18","name":"Girls","row":1,"status":"Ended"},"#
                + #"{"day":"2026-11-19","name":"Fargo","row":2,"status":null}]"# + "\n")
        #expect(
            layout.render(items, settings: settings(.plain))
                == "1\tGirls\tEnded\t2026-11-18\t20:00\n2\tFargo\t\t2026-11-19\t21:30\n")
        #expect(
            layout.render(items, settings: settings(.table)) == """
                  #  show   status  airs
                  1  Girls  Ended   2026-11-18 20:00
                  2  Fargo  —       2026-11-19 21:30

                """)
    }

    /// A narrow table leaves out a column by its title, whatever its place; the JSON and plain rows keep the field.
    @Test func aNarrowTableDropsAColumnByName() {
        let table = layout.table(items, settings: settings(.table), without: ["status"])
        #expect(table.columns.map(\.title) == ["#", "show", "airs"])
        #expect(table.rows == [["1", "Girls", "2026-11-18 20:00"], ["2", "Fargo", "2026-11-19 21:30"]])
        #expect(layout.render(items, settings: settings(.plain), without: ["status"]).hasPrefix("1\tGirls\tEnded\t"))
    }

    /// The JSON wrapped as a view's document says, and the table presented as its view says.
    @Test func theDocumentAndTheTableAreTheViewsToFinish() {
        let json = layout.render(items, settings: settings(.json), document: { ["shows": $0] })
        #expect(json.hasPrefix(#"{"shows":[{"day":"2026-11-18""#))
        let text = layout.render([], settings: settings(.table)) { table in
            table.rows.isEmpty ? "nothing\n" : table.render()
        }
        #expect(text == "nothing\n")
    }
}
