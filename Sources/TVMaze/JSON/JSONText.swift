/// Byte-level helpers for JSON text: digits, hex, string unescaping and number conversion.
enum JSONText {
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The value of a hex digit, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The text of a string whose bytes the parser validated; nil for an unpaired surrogate escape.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String? {
        guard escaped else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(bytes, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { return nil }
                    let low = hex4(bytes, at: index + 2)
                    guard (0xDC00...0xDFFF).contains(low) else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    return nil
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                output.append(contentsOf: UTF8.encode(unicode)!)
            default: output.append(code)  // \" \\ \/
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        (index..<index + 4).reduce(0) { $0 << 4 | (hexValue(bytes[$1]) ?? 0) }
    }

    /// What the bytes alone say about a string being blank.
    enum Blankness { case blank, notBlank, unknown }

    /// An ASCII non-space byte settles "not blank"; all ASCII spaces is blank; otherwise ask `Character`.
    static func blankness(_ bytes: UnsafeBufferPointer<UInt8>) -> Blankness {
        var ascii = true
        for byte in bytes {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x80...: ascii = false
            default: return .notBlank
            }
        }
        return ascii ? .blank : .unknown
    }

    /// An integer literal that fits in `Int`, else nil.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var value = 0
        while index < bytes.count {
            let digit = Int(bytes[index] &- UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// Any number literal as a `Double` (nil when out of range).
    static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
