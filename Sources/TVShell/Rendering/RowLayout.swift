import Foundation

/// A listing's row written once: each field's JSON member and plain cell, and the table's columns made of the fields
/// (or computed where the table says more, as "Wed 2026-11-18 20:00  S01E02" in one cell). `--format json`, `plain`
/// and `table` come from it in ``render(_:settings:without:table:document:)``; csv, tsv and markdown come from the JSON.
struct RowLayout<Item> {
    /// One field of a row: its JSON members and its plain cell, each given the row's number (from 1) and item.
    struct Field {
        /// How table columns name the field (its JSON key, where it has one).
        let key: String
        /// The field's JSON members; nil: none.
        let json: ((Int, Item) -> [String: Any])?
        /// Its plain cell; nil: no cell. A nil text is a missing value: an empty cell, or the column's `missing`.
        let text: ((Int, Item) -> String?)?

        /// A field named `key`: in the JSON as `key` (when `json` is given), in plain rows (when `text` is given).
        init(_ key: String, json: ((Item) -> Any)? = nil, text: ((Item) -> String?)? = nil) {
            self.key = key
            self.json = json.map { value in { [key: value($1)] } }
            self.text = text.map { text in { text($1) } }
        }

        /// JSON members only, as many as `json` makes (a model's document, the row's own fields added beside it).
        static func members(_ json: @escaping (Int, Item) -> [String: Any]) -> Field {
            Field(key: "", json: json, text: nil)
        }

        /// The row's number: `row` in the JSON, the first cell of a plain row.
        static var number: Field {
            Field(key: "row", json: { number, _ in ["row": number] }, text: { number, _ in String(number) })
        }

        private init(key: String, json: ((Int, Item) -> [String: Any])?, text: ((Int, Item) -> String?)?) {
            self.key = key
            self.json = json
            self.text = text
        }
    }

    /// A table column: a field's text, or a cell of its own.
    struct Column {
        let column: Table.Column
        fileprivate let source: Source

        fileprivate enum Source {
            /// The field `key`'s text; `missing` where it has none.
            case field(key: String, missing: String)
            case cell((Item) -> String)
            case number
        }

        /// The row's number, right-aligned under "#" (in the JSON and plain rows where the fields have ``Field/number``).
        static var number: Column { Column(.init(title: "#", alignRight: true), source: .number) }

        private init(_ column: Table.Column, source: Source) {
            self.column = column
            self.source = source
        }

        /// The field `key`'s text; `missing` where it has none.
        init(_ column: Table.Column, field key: String, missing: String = "") {
            self.column = column
            source = .field(key: key, missing: missing)
        }

        /// A cell the table alone shows.
        init(_ column: Table.Column, cell: @escaping (Item) -> String) {
            self.column = column
            source = .cell(cell)
        }
    }

    var fields: [Field]
    var columns: [Column]
    /// The first row's number: 1, or where a listing goes on from another's (`episode`'s guest crew after its cast).
    var firstNumber = 1

    /// The rows' JSON objects.
    func json(_ items: [Item]) -> [[String: Any]] {
        items.enumerated().map { index, item in
            fields.reduce(into: [String: Any]()) { object, field in
                guard let json = field.json else { return }
                object.merge(json(index + firstNumber, item)) { _, new in new }
            }
        }
    }

    /// The rows as `--format plain` lines: the fields that have text, in order.
    func plain(_ items: [Item]) -> String {
        let texts = fields.compactMap(\.text)
        return PlainRows.render(
            items.enumerated().map { index, item in texts.map { $0(index + firstNumber, item) ?? "" } })
    }

    /// The rows as a table drawn as `settings` say, less the columns titled as in `dropped` (a narrow terminal's).
    func table(_ items: [Item], settings: Settings, without dropped: Set<String> = []) -> Table {
        let kept = columns.filter { !dropped.contains($0.column.title) }
        let cells = kept.map { column -> (Int, Item) -> String in
            switch column.source {
            case .cell(let cell): return { cell($1) }
            case .number: return { number, _ in String(number) }
            case .field(let key, let missing):
                guard let text = fields.first(where: { $0.key == key })?.text else {
                    preconditionFailure("no field \(key) with text for the column \(column.column.title)")
                }
                return { text($0, $1) ?? missing }
            }
        }
        var table = settings.table(kept.map(\.column))
        table.rows = items.enumerated().map { index, item in cells.map { $0(index + firstNumber, item) } }
        return table
    }

    /// The rows in `settings.format`: plain lines, the table (less the `dropped` columns) as `finish` presents it, or
    /// the JSON as `document` wraps its rows.
    func render(
        _ items: [Item], settings: Settings, without dropped: Set<String> = [],
        table finish: (Table) -> String = { $0.render() }, document: ([[String: Any]]) -> Any = { $0 }
    ) -> String {
        switch settings.format {
        case .json: JSONModels.serialize(document(json(items)))
        case .plain: plain(items)
        case .table: finish(table(items, settings: settings, without: dropped))
        }
    }
}
