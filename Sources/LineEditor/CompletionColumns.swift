import TVText

/// Lays out completion alternatives in columns, like `ls` and bash.
package enum CompletionColumns {
    /// Spaces between two columns.
    static let gap = 2

    /// Returns `items` in column-major order, padded by display width to fit `width` columns.
    ///
    /// Every column is as wide as the widest item (East Asian wide characters count
    /// two), columns are separated by two spaces, lines have no trailing spaces and
    /// are joined by `"\n"` with no final newline. An item wider than `width` gets a
    /// line of its own; an empty list gives `""`.
    package static func layout(_ items: [String], width: Int) -> String {
        guard !items.isEmpty else { return "" }
        let widths = items.map(DisplayWidth.of)
        let columnWidth = widths.max() ?? 0
        let fitting = max(1, (width + gap) / (columnWidth + gap))
        let rows = (items.count + fitting - 1) / fitting
        let columns = (items.count + rows - 1) / rows
        var lines: [String] = []
        lines.reserveCapacity(rows)
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < items.count else { break }
                let isLast = column == columns - 1 || index + rows >= items.count
                line += items[index]
                if !isLast { line += String(repeating: " ", count: columnWidth - widths[index] + gap) }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// Like ``layout(_:width:)`` but at most `maxLines` lines, the last one saying how many items were left out.
    static func layout(_ items: [String], width: Int, maxLines: Int) -> String {
        let full = layout(items, width: width)
        let lineCount = full.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        guard lineCount > maxLines, maxLines >= 2 else { return full }
        let columnWidth = items.lazy.map(DisplayWidth.of).max() ?? 0
        let perLine = max(1, (width + gap) / (columnWidth + gap))
        let shown = perLine * (maxLines - 1)
        return layout(Array(items.prefix(shown)), width: width) + "\n… and \(items.count - shown) more"
    }
}
