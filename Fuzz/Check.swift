/// Shared by the fuzz harnesses (compiled into each target with the sources it fuzzes): input decoding and checks.
enum Fuzz {
    /// The input as text, invalid UTF-8 repaired as tv repairs it (String(decoding:)).
    static func text(_ data: UnsafeRawBufferPointer) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// A property broken: crashes, so libFuzzer saves the input.
    static func fail(_ what: String, _ input: String) -> Never {
        fatalError(
            "\(what): \(input.unicodeScalars.map { $0.value < 0x80 && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined())"
        )
    }

    /// The first scalar a terminal could act on: C0 (except "\n" when allowed), DEL, C1, bidi controls,
    /// invisible characters; a U+200D between two emoji parts is allowed (it joins them).
    static func firstUnsafeScalar(_ text: String, newlines: Bool) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x0A where newlines: continue
            case 0x00...0x1F, 0x7F...0x9F: return scalar
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return scalar
            case 0x200B, 0x200C, 0x2060, 0xFEFF, 0x180E, 0x00AD: return scalar
            case 0x200D:
                let joins =
                    index > 0 && index + 1 < scalars.count && isEmojiPart(scalars[index - 1])
                    && isEmojiPart(scalars[index + 1])
                if !joins { return scalar }
            default: continue
            }
        }
        return nil
    }

    private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || (scalar.value > 0x7F && scalar.properties.isEmoji)
    }
}
