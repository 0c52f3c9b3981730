/// HTML character references: named (`&eacute;`), decimal (`&#8217;`) and hex (`&#x2019;`).
enum HTMLEntities {
    /// The scalar a complete `&…;` reference at `start` stands for, and the index just past its `;`;
    /// nil for anything unknown or malformed (no `;`, bad digits, surrogates, out of range, `&#0;`).
    static func decode(_ source: [Unicode.Scalar], at start: Int) -> (scalar: Unicode.Scalar, end: Int)? {
        var body = ""
        var index = start + 1
        while index < source.count, index - start <= longestReference {
            let scalar = source[index]
            if scalar == ";" {
                guard let decoded = resolve(body) else { return nil }
                return (decoded, index + 1)
            }
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            guard isLetter || ("0"..."9").contains(scalar) || scalar == "#" else { return nil }
            body.unicodeScalars.append(scalar)
            index += 1
        }
        return nil
    }

    /// Longest reference body worth scanning for (`&#x0010FFFF;` and every name fit).
    private static let longestReference = 32

    private static func resolve(_ body: String) -> Unicode.Scalar? {
        guard body.hasPrefix("#") else { return named[body] }
        let digits = body.dropFirst()
        let isHex = digits.first == "x" || digits.first == "X"
        let number = isHex ? digits.dropFirst() : digits
        guard !number.isEmpty, let value = UInt32(number, radix: isHex ? 16 : 10), value != 0 else { return nil }
        if (0x80...0x9F).contains(value) { return windows1252[value] }
        return Unicode.Scalar(value)
    }

    /// What browsers show for `&#128;`…`&#159;`: the Windows-1252 character (C1 controls are never produced).
    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]

    /// Names of U+00A0…U+00FF, in code point order (HTML 4 Latin-1 set).
    private static let latin1Names = """
        nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr \
        deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest \
        Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml \
        ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig \
        agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml \
        eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
        """

    /// Named references: markup-significant, Latin-1 and the common typographic ones.
    private static let named: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
            "OElig": "\u{0152}", "oelig": "\u{0153}", "Scaron": "\u{0160}", "scaron": "\u{0161}",
            "Yuml": "\u{0178}", "fnof": "\u{0192}", "circ": "\u{02C6}", "tilde": "\u{02DC}",
            "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}",
            "zwnj": "\u{200C}", "zwj": "\u{200D}", "lrm": "\u{200E}", "rlm": "\u{200F}",
            "ndash": "\u{2013}", "mdash": "\u{2014}", "lsquo": "\u{2018}", "rsquo": "\u{2019}",
            "sbquo": "\u{201A}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "bdquo": "\u{201E}",
            "dagger": "\u{2020}", "Dagger": "\u{2021}", "bull": "\u{2022}", "hellip": "\u{2026}",
            "permil": "\u{2030}", "prime": "\u{2032}", "Prime": "\u{2033}", "lsaquo": "\u{2039}",
            "rsaquo": "\u{203A}", "oline": "\u{203E}", "frasl": "\u{2044}", "euro": "\u{20AC}",
            "trade": "\u{2122}", "larr": "\u{2190}", "rarr": "\u{2192}", "minus": "\u{2212}",
        ]
        for (offset, name) in latin1Names.split(separator: " ").enumerated() {
            table[String(name)] = Unicode.Scalar(UInt8(0xA0 + offset))
        }
        return table
    }()
}
