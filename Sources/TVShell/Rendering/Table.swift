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
        var out = ""
        render(into: &out, header: header)
        return out
    }

    /// Appends the rendered rows to `out` (a week appends seven tables to one text).
    func render(into out: inout String, header: Bool = true) {
        let titles = header ? columns.map(\.title) : nil
        let lineCount = rows.count + (titles == nil ? 0 : 1)
        // Each cell measured and cut to its column's limit once (a week has thousands of them).
        var cells: [(text: String, width: Int)] = []
        cells.reserveCapacity(lineCount * columns.count)
        var widths = [Int](repeating: 0, count: columns.count)
        func measure(_ row: [String]) {
            for index in 0..<min(row.count, columns.count) {
                var text = row[index]
                var width = DisplayWidth.of(text)
                if let limit = columns[index].maxWidth, width > limit {
                    text = DisplayWidth.truncate(text, to: limit)
                    width = DisplayWidth.of(text)
                }
                widths[index] = max(widths[index], min(width, columns[index].maxWidth ?? width))
                cells.append((text, width))
            }
        }
        if let titles { measure(titles) }
        for row in rows { measure(row) }
        out.reserveCapacity(out.utf8.count + lineCount * (indent.utf8.count + widths.reduce(0, +) + 2 * columns.count + 1))
        var next = 0
        func append(_ row: [String], dim: Bool) {
            if dim { out += Style.dimOn }
            let lineStart = out.utf8.count
            out += indent
            let count = min(row.count, columns.count)
            for index in 0..<count {
                let (text, width) = cells[next]
                next += 1
                if index > 0 { out += "  " }
                let fill = index == count - 1 && !columns[index].alignRight ? 0 : max(0, widths[index] - width)
                if columns[index].alignRight { Self.appendSpaces(fill, to: &out) }
                out += text
                if !columns[index].alignRight { Self.appendSpaces(fill, to: &out) }
            }
            while out.utf8.count > lineStart, out.utf8.last == UInt8(ascii: " ") { out.removeLast() }
            if dim { out += Style.reset }
            out += "\n"
        }
        if let titles { append(titles, dim: color) }
        for row in rows { append(row, dim: false) }
    }

    /// Runs of 0–64 spaces, made once.
    private static let spaces = (0...64).map { String(repeating: " ", count: $0) }

    private static func appendSpaces(_ count: Int, to line: inout String) {
        guard count > 0 else { return }
        line += count < spaces.count ? spaces[count] : String(repeating: " ", count: count)
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
