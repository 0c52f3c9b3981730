import TVText

/// Aligned columns measured in display width (CJK and emoji count two).
struct Table {
    struct Column {
        var title: String
        var alignRight = false
        /// Cells longer than this are cut with "…"; nil for no limit.
        var maxWidth: Int?
    }

    var columns: [Column]
    var rows: [[String]] = []
    /// Spaces before each row.
    var indent = "  "
    /// Dim the header line (ANSI), for a colour terminal.
    var color = false
    /// The widest a line may be (the terminal's columns): the columns with a `maxWidth` give up room, the widest
    /// first and none below ``narrowest``, until the lines fit.
    var lineWidth: Int?
    /// Whether cells are cut to their column's `maxWidth`: on a terminal; a pipe or a file gets every value whole, as
    /// from psql and sqlite3 (a `grep` must find what was listed).
    var cutsCells = true
    /// Each column's limit: its `maxWidth` where cells are cut, none elsewhere.
    private var limits: [Int?] { columns.map { cutsCells ? $0.maxWidth : nil } }

    /// `set expanded` (psql's `\\x`): when the rows are drawn as records instead, each a block of `column | value`
    /// lines under `-[ RECORD N ]`; nil: never.
    var expansion: Expansion?
    /// Columns at least this wide (by index): the widths of other tables of one listing (a week's days), so that the
    /// listing reads as one aligned table.
    var minimumWidths: [Int] = []
    /// The rows (0-based) pointed at with ▸ in place of the indent's first character (a season's selected episode).
    var pointed: Set<Int> = []

    /// When a table is drawn as records.
    enum Expansion {
        /// Always (`set expanded on`).
        case always
        /// When its lines would be wider than this many columns (`set expanded auto`).
        case beyond(Int)
    }

    /// How narrow fitting into ``lineWidth`` may make a column.
    static let narrowest = 8

    /// The rows under a header line; the last column is not padded.
    func render(header: Bool = true) -> String {
        var out: [UInt8] = []
        render(TextRows(rows), into: &out, header: header)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 of `rows` under a header line to `out`: the lines are built as bytes and made text once, as
    /// thousands of small String appends cost more than the cells (a week appends seven tables).
    func render(_ rows: some TableRows, into out: inout [UInt8], header: Bool = true) {
        let titles = header ? TextRows([columns.map(\.title)]) : nil
        let lineCount = rows.count + (titles?.count ?? 0)
        let layout = Layout(alignsRight: columns.map(\.alignRight), limits: limits)
        var measured = measure(rows, titles: titles, layout: layout)
        for (column, width) in minimumWidths.enumerated() where column < measured.widths.count {
            measured.widths[column] = max(measured.widths[column], width)
        }
        if header, expands(measured.widths) { return writeRecords(rows, into: &out) }
        if let lineWidth { fit(&measured.widths, into: lineWidth) }
        var lines = Lines(measured: measured, bytes: consume out)
        lines.bytes.reserveCapacity(
            lines.bytes.count
                + lineCount * (indent.utf8.count + measured.widths.reduce(0, +) + 2 * columns.count + 1)
                + (color ? Style.dimOn.utf8.count + Style.reset.utf8.count : 0))
        if let titles { layout.write(titles, indent: indent, dim: color, into: &lines) }
        let start = lines.bytes.count
        layout.write(rows, indent: indent, dim: false, into: &lines)
        out = lines.bytes
        if !pointed.isEmpty { point(at: start, in: &out) }
    }

    /// The width each column would have for `rows` (under the header), each cell cut to its column's limit: what
    /// ``minimumWidths`` takes from the other tables of a listing.
    func widths(of rows: some TableRows, header: Bool = true) -> [Int] {
        let layout = Layout(alignsRight: columns.map(\.alignRight), limits: limits)
        return measure(rows, titles: header ? TextRows([columns.map(\.title)]) : nil, layout: layout).widths
    }

    /// Each cell measured and cut to its column's limit once (a week has thousands of them): the widths in line
    /// order, and the few cells cut, with their place.
    private func measure(_ rows: some TableRows, titles: TextRows?, layout: Layout) -> Measured {
        var measured = Measured(columns: columns.count, cells: (rows.count + (titles?.count ?? 0)) * columns.count)
        if let titles { layout.measure(titles, into: &measured) }
        layout.measure(rows, into: &measured)
        return measured
    }

    /// Whether the rows are drawn as records: always, or when the lines, as wide as `widths` make them, would not fit.
    private func expands(_ widths: [Int]) -> Bool {
        switch expansion {
        case nil: false
        case .always: true
        case .beyond(let width):
            DisplayWidth.of(indent) + Self.gap * (columns.count - 1) + widths.reduce(0, +) > width
        }
    }

    /// The rows as psql's expanded records: `-[ RECORD N ]`, then a `column | value` line for each cell, whole.
    private func writeRecords(_ rows: some TableRows, into out: inout [UInt8]) {
        let labelWidth = columns.map { DisplayWidth.of($0.title) }.max() ?? 0
        let ruleWidth = min(40, (lineWidth ?? 41) - 1)  // the title's line: 40 columns, less on a narrow terminal
        var text = ""
        for row in 0..<rows.count {
            let title = (pointed.contains(row) ? "▸" : "") + "-[ RECORD \(row + 1) ]"
            text += title + String(repeating: "-", count: max(0, ruleWidth - DisplayWidth.of(title))) + "\n"
            for column in 0..<min(rows.cellCount(row), columns.count) {
                var line = DisplayWidth.pad(columns[column].title, to: labelWidth) + " | " + rows.text(row, column)
                while line.last == " " { line.removeLast() }
                text += line + "\n"
            }
        }
        TextRows.append(text, to: &out)
    }

    /// Puts ▸ in place of the first character of the ``pointed`` rows' lines, written from `start` in `out`.
    private func point(at start: Int, in out: inout [UInt8]) {
        var result = Array(out[..<start])
        for (index, line) in out[start...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .dropLast().enumerated()
        {
            if pointed.contains(index), !line.isEmpty {
                result += Array("▸".utf8) + line.dropFirst()
            } else {
                result += line
            }
            result.append(UInt8(ascii: "\n"))
        }
        out = result
    }

    /// What ``render(_:into:header:)`` needs of the columns, read out once.
    private struct Layout {
        let alignsRight: [Bool]
        let limits: [Int?]

        func measure(_ rows: some TableRows, into measured: inout Measured) {
            for row in 0..<rows.count {
                for column in 0..<min(rows.cellCount(row), limits.count) {
                    var width = rows.width(row, column)
                    if let limit = limits[column], width > limit {
                        let text = DisplayWidth.truncate(rows.text(row, column), to: limit)
                        width = DisplayWidth.of(text)
                        measured.cut.append((measured.cellWidths.count, text))
                    }
                    measured.widths[column] = max(measured.widths[column], width)
                    measured.cellWidths.append(width)
                }
            }
        }

        func write(_ rows: some TableRows, indent: String, dim: Bool, into lines: inout Lines) {
            for row in 0..<rows.count {
                if dim { lines.append(Style.dimOn) }
                let lineStart = lines.bytes.count
                lines.append(indent)
                let count = min(rows.cellCount(row), alignsRight.count)
                for column in 0..<count {
                    let columnWidth = lines.measured.widths[column]
                    var width = lines.measured.cellWidths[lines.position]
                    var cut = lines.takeCut()
                    if width > columnWidth {  // its column gave up room to fit the line width
                        cut = DisplayWidth.truncate(cut ?? rows.text(row, column), to: columnWidth)
                        width = DisplayWidth.of(cut!)
                    }
                    if column > 0 { lines.appendSpaces(Table.gap) }
                    let fill = column == count - 1 && !alignsRight[column] ? 0 : max(0, columnWidth - width)
                    if alignsRight[column] { lines.appendSpaces(fill) }
                    if let cut { lines.append(cut) } else { rows.write(row, column, into: &lines.bytes) }
                    if !alignsRight[column] { lines.appendSpaces(fill) }
                }
                while lines.bytes.count > lineStart, lines.bytes.last == UInt8(ascii: " ") { lines.bytes.removeLast() }
                if dim { lines.append(Style.reset) }
                lines.bytes.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// The widths of a table's cells and columns.
    private struct Measured {
        var widths: [Int]
        var cellWidths: [Int] = []
        /// The cells cut to their column's limit: their place among the cells, and their text.
        var cut: [(position: Int, text: String)] = []

        init(columns: Int, cells: Int) {
            widths = Array(repeating: 0, count: columns)
            cellWidths.reserveCapacity(cells)
        }
    }

    /// The bytes of the lines written so far, and the place of the next cell.
    private struct Lines {
        let measured: Measured
        var bytes: [UInt8]
        var position = 0
        private var nextCut = 0

        init(measured: Measured, bytes: [UInt8]) {
            self.measured = measured
            self.bytes = bytes
        }

        /// The next cell's text if it was cut; moves to the cell after it either way.
        mutating func takeCut() -> String? {
            defer { position += 1 }
            guard nextCut < measured.cut.count, measured.cut[nextCut].position == position else { return nil }
            nextCut += 1
            return measured.cut[nextCut - 1].text
        }

        mutating func append(_ text: String) { TextRows.append(text, to: &bytes) }

        mutating func appendSpaces(_ count: Int) {
            for _ in 0..<count { bytes.append(UInt8(ascii: " ")) }
        }
    }

    /// Narrows the columns that have a `maxWidth`, a column at a time, the widest first, until a line fits `lineWidth`.
    private func fit(_ widths: inout [Int], into lineWidth: Int) {
        var excess = DisplayWidth.of(indent) + Self.gap * (columns.count - 1) + widths.reduce(0, +) - lineWidth
        while excess > 0 {
            let narrowable = columns.indices.filter { columns[$0].maxWidth != nil && widths[$0] > Self.narrowest }
            guard let widest = narrowable.max(by: { widths[$0] < widths[$1] }) else { return }
            widths[widest] -= 1
            excess -= 1
        }
    }

    /// The spaces between two cells.
    fileprivate static let gap = 2
}

/// The rows a ``Table`` lays out, read a cell at a time: measured once, then written as bytes, so that a listing of
/// thousands of rows need not make a String of each cell (``ScheduleRows``).
protocol TableRows {
    /// How many rows there are.
    var count: Int { get }
    /// How many cells row `row` has; cells past the table's columns are left out.
    func cellCount(_ row: Int) -> Int
    /// A cell's width in columns.
    func width(_ row: Int, _ column: Int) -> Int
    /// A cell's text (for a cell cut to fit).
    func text(_ row: Int, _ column: Int) -> String
    /// Appends a cell's UTF-8 to `bytes`.
    func write(_ row: Int, _ column: Int, into bytes: inout [UInt8])
}

/// Rows given as their cells' text.
struct TextRows: TableRows {
    let rows: [[String]]

    init(_ rows: [[String]]) { self.rows = rows }

    var count: Int { rows.count }
    func cellCount(_ row: Int) -> Int { rows[row].count }
    func width(_ row: Int, _ column: Int) -> Int { DisplayWidth.of(rows[row][column]) }
    func text(_ row: Int, _ column: Int) -> String { rows[row][column] }
    func write(_ row: Int, _ column: Int, into bytes: inout [UInt8]) { Self.append(rows[row][column], to: &bytes) }

    /// Appends the UTF-8 of `text`.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: Array(text.utf8))
        }
    }
}

/// Tab-separated rows for `--format plain`: tabs and newlines inside values become spaces.
enum PlainRows {
    static func render(_ rows: [[String]]) -> String {
        rows.map { row in row.map(field).joined(separator: "\t") }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n")
    }

    /// `value` with tabs and newlines as spaces; most values have neither and come back as they are.
    static func field(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A }) else { return value }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: value.unicodeScalars.lazy.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
        return String(scalars)
    }
}

/// The few ANSI styles tv uses, only when colour is on.
enum Style {
    /// Starts dim text (a table's header line).
    static let dimOn = "\u{1B}[2m"
    /// Ends any style.
    static let reset = "\u{1B}[0m"

    static func bold(_ text: String) -> String { "\u{1B}[1m" + text + reset }
}
