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

    /// How narrow fitting into ``lineWidth`` may make a column.
    static let narrowest = 8

    /// The rows under a header line; the last column is not padded.
    func render(header: Bool = true) -> String {
        // Each cell cut to its column's limit, then the columns narrowed to fit the line width.
        let lines = ((header ? [columns.map(\.title)] : []) + rows).map { row in
            zip(row, columns).map { text, column in column.maxWidth.map { DisplayWidth.truncate(text, to: $0) } ?? text
            }
        }
        var widths = Array(repeating: 0, count: columns.count)
        for line in lines {
            for (column, text) in line.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(text)) }
        }
        if let lineWidth { fit(&widths, into: lineWidth) }
        var out = ""
        for (index, line) in lines.enumerated() {
            let dim = color && header && index == 0
            out += (dim ? Style.dimOn : "") + self.line(line, widths: widths) + (dim ? Style.reset : "") + "\n"
        }
        return out
    }

    /// One line of cells padded to `widths`, without trailing spaces.
    private func line(_ cells: [String], widths: [Int]) -> String {
        var line = indent
        for (column, cell) in cells.enumerated() {
            let text = DisplayWidth.truncate(cell, to: widths[column])  // its column gave up room to fit the line
            let alignRight = columns[column].alignRight
            let fill = column == cells.count - 1 && !alignRight ? 0 : max(0, widths[column] - DisplayWidth.of(text))
            if column > 0 { line += String(repeating: " ", count: Self.gap) }
            line += alignRight ? String(repeating: " ", count: fill) + text : text + String(repeating: " ", count: fill)
        }
        // By the scalar: a prepended mark (U+0600) joins the space after it into one character.
        while line.unicodeScalars.last == " " { line.unicodeScalars.removeLast() }
        return line
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
    private static let gap = 2
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
