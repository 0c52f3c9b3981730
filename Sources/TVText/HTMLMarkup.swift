/// One piece of markup starting at a `<`: a tag, a comment, or a script/style element with its content.
struct Markup {
    /// Lower-cased tag name ("" for comments and declarations).
    let name: String
    /// True for `</name>`.
    let isClosing: Bool
    /// Index just past the markup.
    let end: Int

    /// The markup at `start` (a `<`), or nil when that `<` is literal text ("a < b", "<3", "<p" never closed).
    /// `lastClose` is the index of the last `>` in `source` (-1 if none), which bounds every search for a tag's end.
    static func scan(_ source: [Unicode.Scalar], at start: Int, lastClose: Int) -> Markup? {
        var index = start + 1
        guard index < source.count else { return nil }
        if source[index] == "!" || source[index] == "?" {
            if matches("!--", in: source, at: index) {
                let close = find("-->", in: source, from: index + 1)
                return Markup(name: "", isClosing: false, end: close.map { $0 + 3 } ?? source.count)
            }
            guard let close = tagEnd(source, from: index, lastClose: lastClose) else { return nil }
            return Markup(name: "", isClosing: false, end: close + 1)
        }
        let isClosing = source[index] == "/"
        if isClosing { index += 1 }
        guard index < source.count, isASCIILetter(source[index]) else { return nil }
        var name = ""
        while index < source.count, isASCIILetter(source[index]) || ("0"..."9").contains(source[index]) {
            name.unicodeScalars.append(lowercased(source[index]))
            index += 1
        }
        guard let close = tagEnd(source, from: index, lastClose: lastClose) else { return nil }
        guard !isClosing, name == "script" || name == "style" else {
            return Markup(name: name, isClosing: isClosing, end: close + 1)
        }
        // Script and style content is never text: skip to the matching end tag, or drop the rest.
        let endTag = find("</" + name, in: source, from: close + 1)
        let endTagClose = endTag.flatMap { tagEnd(source, from: $0, lastClose: lastClose) }
        return Markup(name: name, isClosing: false, end: endTagClose.map { $0 + 1 } ?? source.count)
    }

    /// Turns block-level tags into breaks; every other tag leaves no trace.
    func apply(to text: inout PlainTextBuilder) {
        switch name {
        case "br":
            text.addLineBreak()
        case "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote":
            text.endParagraph()
        case "div", "tr":
            text.endLine()
        case "li":
            text.endLine()
            if !isClosing { text.append("• ") }
        default:
            break
        }
    }

    /// Index of the `>` closing a tag, skipping `>` inside `="…"` / `='…'` attribute values; nil when there is none.
    private static func tagEnd(_ source: [Unicode.Scalar], from start: Int, lastClose: Int) -> Int? {
        guard start <= lastClose else { return nil }
        var quote: Unicode.Scalar?
        for index in start...lastClose {
            let scalar = source[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == ">" {
                return index
            } else if scalar == "\"" || scalar == "'", index > start, source[index - 1] == "=" {
                quote = scalar
            }
        }
        // An attribute quote that never closes: fall back to the first `>`.
        return source[start...lastClose].firstIndex(of: ">")
    }

    /// First index at or after `start` where `needle` (lower-case ASCII) occurs, ignoring ASCII case.
    private static func find(_ needle: String, in source: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < source.count {
            if matches(needle, in: source, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `needle` (lower-case ASCII) occurs at `index`, ignoring ASCII case.
    private static func matches(_ needle: String, in source: [Unicode.Scalar], at index: Int) -> Bool {
        var position = index
        for expected in needle.unicodeScalars {
            guard position < source.count, lowercased(source[position]) == expected else { return false }
            position += 1
        }
        return true
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar
    }
}
