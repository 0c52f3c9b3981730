/// Word wrapping by display width.
package enum TextWrap {
    /// Wraps each paragraph of `text` (split on newlines; blank lines kept) to at most `width` columns after `indent`,
    /// breaking at spaces and splitting longer words by columns; width < 1 counts as 1; "" gives no lines.
    ///
    /// Runs of spaces collapse to one. Every line is `indent` + content with trailing spaces removed, so a blank line
    /// is `indent` trimmed. A single grapheme cluster wider than `width` (a CJK character at width 1) sits alone.
    package static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        guard !text.isEmpty else { return [] }
        let limit = max(1, width)
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap { paragraph in
            wrap(paragraph: paragraph, limit: limit).map { dropTrailingSpaces(indent + $0) }
        }
    }

    /// One paragraph's lines, each at most `limit` columns; an empty paragraph is one empty line.
    private static func wrap(paragraph: Substring, limit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let wordWidth = DisplayWidth.of(String(word))
            if !line.isEmpty {
                if lineWidth + 1 + wordWidth <= limit {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            for cluster in word {
                let clusterWidth = DisplayWidth.columns(of: cluster)
                if lineWidth + clusterWidth > limit, !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(cluster)
                lineWidth += clusterWidth
            }
        }
        lines.append(line)
        return lines
    }

    private static func dropTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
