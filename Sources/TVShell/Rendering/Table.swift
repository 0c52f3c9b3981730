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

    /// The rows under a header line; the last column is not padded.
    func render(header: Bool = true) -> String {
        let all = (header ? [columns.map(\.title)] : []) + rows
        var widths = columns.map { _ in 0 }
        for row in all {
            for (index, cell) in row.enumerated() where index < columns.count {
                let width = DisplayWidth.of(cell)
                widths[index] = max(widths[index], min(width, columns[index].maxWidth ?? width))
            }
        }
        var lines: [String] = []
        for (rowIndex, row) in all.enumerated() {
            var cells: [String] = []
            for (index, cell) in row.enumerated() where index < columns.count {
                let column = columns[index]
                let fitted = column.maxWidth.map { DisplayWidth.truncate(cell, to: $0) } ?? cell
                cells.append(index == row.count - 1 && !column.alignRight
                    ? fitted : DisplayWidth.pad(fitted, to: widths[index], alignRight: column.alignRight))
            }
            var line = indent + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(color && header && rowIndex == 0 ? Style.dim(line) : line)
        }
        return lines.joined(separator: "\n") + "\n"
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
    static func bold(_ text: String) -> String { "\u{1B}[1m" + text + "\u{1B}[0m" }
    static func dim(_ text: String) -> String { "\u{1B}[2m" + text + "\u{1B}[0m" }
}
