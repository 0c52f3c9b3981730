/// Removes everything that could act on a terminal from untrusted text.
package enum TerminalSafe {
    /// Drops control characters, whole escape sequences, bidi controls and invisible characters; "\t" becomes a space,
    /// and "\n" (also U+2028, U+2029) is a "\n" when `keepNewlines`, else a space. Everything visible passes unchanged.
    ///
    /// Removed: C0 controls (incl. "\r", backspace, BEL), DEL, C1 controls; ESC with its CSI (`[`…final byte),
    /// OSC/DCS/SOS/PM/APC (`]` `P` `X` `^` `_` … BEL or ST) or two-byte form; 8-bit CSI/OSC/DCS/SOS/PM/APC with their
    /// payload; U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069; U+200B–U+200D, U+2060, U+FEFF, U+180E, U+00AD.
    /// A U+200D joining two emoji scalars (family, rainbow flag) is kept.
    package static func sanitize(_ text: String, keepNewlines: Bool = false) -> String {
        if PrintableASCII.test(text) { return text }
        let input = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < input.count {
            let scalar = input[index]
            switch scalar.value {
            case 0x1B:
                index = EscapeSequence.end(ofEscapeAt: index, in: input)
            case 0x9B:
                index = EscapeSequence.end(ofControlSequenceFrom: index + 1, in: input)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = EscapeSequence.end(ofControlStringFrom: index + 1, in: input)
            case 0x0A, 0x2028, 0x2029:  // a line break, also as Unicode's line and paragraph separators
                output.append(keepNewlines ? "\n" : " ")
                index += 1
            case 0x09:
                output.append(" ")
                index += 1
            case 0x200D:
                let next = index + 1 < input.count ? input[index + 1] : nil
                if let previous = output.last, isEmojiPart(previous), let next, isEmojiPart(next) {
                    output.append(scalar)
                }
                index += 1
            default:
                if !isRemoved(scalar) { output.append(scalar) }
                index += 1
            }
        }
        return String(output)
    }

    /// Controls, bidi controls and invisible characters that are dropped on their own.
    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200B, 0x200C, 0x2060, 0xFEFF, 0x180E, 0x00AD: true
        default: false
        }
    }

    /// A scalar that can sit on either side of a joiner in an emoji ZWJ sequence.
    private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || (scalar.value > 0x7F && scalar.properties.isEmoji)
    }
}

extension String {
    /// `TerminalSafe.sanitize(self)`: the one call every view makes on API text.
    package var terminalSafe: String { TerminalSafe.sanitize(self) }
}

extension TerminalSafe {
    /// Appends the UTF-8 of ``sanitize(_:keepNewlines:)`` of `text` to `bytes`, and returns its width in columns: a
    /// table cell. Printable ASCII, most API text, is scanned once and copied as it is.
    package static func append(_ text: String, to bytes: inout [UInt8]) -> Int {
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
            guard PrintableASCII.test(utf8) else { return nil }
            bytes.append(contentsOf: utf8)
            return utf8.count
        }
        if let copied = copied ?? nil { return copied }
        let safe = sanitize(text)
        bytes.append(contentsOf: safe.utf8)
        return DisplayWidth.of(safe)
    }
}
