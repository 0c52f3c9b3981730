/// HTML character references: named (`&eacute;`, and the legacy `&eacute` without its semicolon), decimal
/// (`&#8217;`) and hex (`&#x2019;`).
enum HTMLEntities {
    /// The text a reference at `start` (an `&`) stands for, and the index just past it; nil for anything unknown or
    /// malformed (a numeric reference without `;`, bad digits, surrogates, out of range, `&#0;`).
    ///
    /// A name is matched as HTML5 does in text: the whole name with its `;`, else the longest legacy name the letters
    /// start with, so `&notit;` is "¬it;" and `&copy 2024` is "© 2024".
    static func decode(_ source: [Unicode.Scalar], at start: Int) -> (text: String, end: Int)? {
        let isNumeric = start + 1 < source.count && source[start + 1] == "#"
        var body = ""
        var index = isNumeric ? start + 2 : start + 1
        while index < source.count, body.unicodeScalars.count < longestName, isASCIIAlphanumeric(source[index]) {
            body.unicodeScalars.append(source[index])
            index += 1
        }
        let endsWithSemicolon = index < source.count && source[index] == ";"
        if isNumeric {
            guard endsWithSemicolon, let scalar = resolveNumber(body) else { return nil }
            return (String(scalar), index + 1)
        }
        if endsWithSemicolon, let text = named[body + ";"] { return (text, index + 1) }
        for length in stride(from: min(body.unicodeScalars.count, longestLegacyName), to: 0, by: -1) {
            if let text = named[String(body.unicodeScalars.prefix(length))] { return (text, start + 1 + length) }
        }
        return nil
    }

    private static func resolveNumber(_ digits: String) -> Unicode.Scalar? {
        let isHex = digits.first == "x" || digits.first == "X"
        let number = isHex ? digits.dropFirst() : Substring(digits)
        guard !number.isEmpty, let value = UInt32(number, radix: isHex ? 16 : 10), value != 0 else { return nil }
        if (0x80...0x9F).contains(value) { return windows1252[value] }
        return Unicode.Scalar(value)
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// What browsers show for `&#128;`…`&#159;`: the Windows-1252 character (C1 controls are never produced).
    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]
}
