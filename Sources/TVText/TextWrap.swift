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

    /// One line of text (a help row, an error line) wrapped at words to `width` columns with a hanging indent: the
    /// first line starts at the margin, the others after `indent`; a line that fits comes back as it is.
    package static func hanging(_ line: String, width: Int, indent: Int) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        let margin = min(max(0, indent), max(0, width - 10))  // room for a few words after the indent
        let pad = String(repeating: " ", count: margin)
        return wrap(paragraph: Substring(line), limit: max(1, width), following: max(1, width - margin))
            .enumerated().map { $0.offset == 0 ? dropTrailingSpaces($0.element) : dropTrailingSpaces(pad + $0.element) }
            .joined(separator: "\n")
    }

    /// One paragraph's lines, the first at most `limit` columns and the others `following` (default: `limit`); an
    /// empty paragraph is one empty line.
    private static func wrap(paragraph: Substring, limit first: Int, following: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var limit = first
        func endLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
            limit = following ?? first
        }
        for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let wordWidth = DisplayWidth.of(String(word))
            if !line.isEmpty {
                if lineWidth + 1 + wordWidth <= limit {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                endLine()
            }
            for cluster in word {
                let clusterWidth = DisplayWidth.columns(of: cluster)
                if lineWidth + clusterWidth > limit, !line.isEmpty { endLine() }
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
