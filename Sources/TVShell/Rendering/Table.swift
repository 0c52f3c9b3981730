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
        var out = ""
        render(into: &out, header: header)
        return out
    }

    /// Appends the rendered rows to `out` (a week appends seven tables to one text).
    func render(into out: inout String, header: Bool = true) {
        let titles = header ? columns.map(\.title) : nil
        let lineCount = rows.count + (titles == nil ? 0 : 1)
        let alignsRight = columns.map(\.alignRight)
        let limits = columns.map(\.maxWidth)
        // Each cell measured and cut to its column's limit once (a week has thousands of them).
        var cells: [(text: String, width: Int)] = []
        cells.reserveCapacity(lineCount * columns.count)
        var widths = [Int](repeating: 0, count: columns.count)
        func measure(_ row: [String]) {
            for index in 0..<min(row.count, columns.count) {
                var text = row[index]
                var width = DisplayWidth.of(text)
                if let limit = limits[index], width > limit {
                    text = DisplayWidth.truncate(text, to: limit)
                    width = DisplayWidth.of(text)
                }
                widths[index] = max(widths[index], min(width, limits[index] ?? width))
                cells.append((text, width))
            }
        }
        if let titles { measure(titles) }
        for row in rows { measure(row) }
        if let lineWidth { fit(&widths, into: lineWidth) }
        // The lines are built as bytes and made text once: thousands of small String appends cost more than the cells.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lineCount * (indent.utf8.count + widths.reduce(0, +) + 2 * columns.count + 1)
                              + (color ? Style.dimOn.utf8.count + Style.reset.utf8.count : 0))
        var next = 0
        func append(_ count: Int, dim: Bool) {
            if dim { bytes.append(contentsOf: Style.dimOn.utf8) }
            let lineStart = bytes.count
            bytes.append(contentsOf: indent.utf8)
            for index in 0..<count {
                var (text, width) = cells[next]
                next += 1
                if width > widths[index] {   // its column gave up room to fit the line width
                    text = DisplayWidth.truncate(text, to: widths[index])
                    width = DisplayWidth.of(text)
                }
                if index > 0 { bytes.append(contentsOf: Self.gap) }
                let fill = index == count - 1 && !alignsRight[index] ? 0 : max(0, widths[index] - width)
                if alignsRight[index] { bytes.append(contentsOf: repeatElement(Self.space, count: fill)) }
                text.withUTF8 { bytes.append(contentsOf: $0) }
                if !alignsRight[index] { bytes.append(contentsOf: repeatElement(Self.space, count: fill)) }
            }
            while bytes.count > lineStart, bytes.last == Self.space { bytes.removeLast() }
            if dim { bytes.append(contentsOf: Style.reset.utf8) }
            bytes.append(UInt8(ascii: "\n"))
        }
        if let titles { append(min(titles.count, columns.count), dim: color) }
        for row in rows { append(min(row.count, columns.count), dim: false) }
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Narrows the columns that have a `maxWidth`, a column at a time, the widest first, until a line fits `lineWidth`.
    private func fit(_ widths: inout [Int], into lineWidth: Int) {
        var excess = DisplayWidth.of(indent) + Self.gap.count * (columns.count - 1) + widths.reduce(0, +) - lineWidth
        while excess > 0 {
            let narrowable = columns.indices.filter { columns[$0].maxWidth != nil && widths[$0] > Self.narrowest }
            guard let widest = narrowable.max(by: { widths[$0] < widths[$1] }) else { return }
            widths[widest] -= 1
            excess -= 1
        }
    }

    private static let space = UInt8(ascii: " ")
    private static let gap: [UInt8] = [space, space]
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
