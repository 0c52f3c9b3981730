/// The single-pass scanner behind ``JSONTape``: validates the text and appends one node per value.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The tape being written; its owner frees it.
    var nodes: JSONGrowableBuffer<JSONNode>
    /// A signature per key of each object being parsed (a stack: nested objects push above their parent).
    var keySignatures = JSONGrowableBuffer<UInt64>(capacity: 64)
    /// Deeper nesting than this is refused rather than risking the stack on hostile input.
    static let maxDepth = 512

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // TVmaze's answers hold a node per 12–26 bytes; room for one per 8 means the tape is never copied to grow,
        // and the pages reserved beyond what it fills are never touched.
        nodes = JSONGrowableBuffer(capacity: bytes.count / 8)
    }

    /// Parses exactly one value surrounded by optional whitespace.
    mutating func parseDocument() throws(JSONSyntaxError) {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }  // a UTF-8 BOM
        skipWhitespace()
        try parseValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw JSONSyntaxError(offset: position) }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    @inline(__always)
    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw JSONSyntaxError(offset: position) }
        switch byte {
        case UInt8(ascii: "\""):
            try parseString()
        case UInt8(ascii: "{"):
            try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            try parseArray(depth: depth + 1)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            nodes.append(JSONNode(kind: .true, flag: false, start: 0, end: 0))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            nodes.append(JSONNode(kind: .false, flag: false, start: 0, end: 0))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            nodes.append(JSONNode(kind: .null, flag: false, start: 0, end: 0))
        default:
            try parseNumber()
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { throw JSONSyntaxError(offset: position) }
        let base = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != base[offset] {
            throw JSONSyntaxError(offset: position + offset)
        }
        position += count
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) {
        guard depth <= Self.maxDepth else { throw JSONSyntaxError(offset: position) }
        let slot = nodes.count
        nodes.append(JSONNode(kind: .object, flag: false, start: 0, end: 0))
        position += 1
        skipWhitespace()
        var count: UInt32 = 0
        let base = keySignatures.count
        var repeated = false
        if peek() == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                guard peek() == UInt8(ascii: "\"") else { throw JSONSyntaxError(offset: position) }
                let signature = Self.keySignature(try parseString(), in: bytes)
                for earlier in base..<keySignatures.count where keySignatures[earlier] == signature { repeated = true }
                keySignatures.append(signature)
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else { throw JSONSyntaxError(offset: position) }
                position += 1
                skipWhitespace()
                try parseValue(depth: depth)
                count += 1
                skipWhitespace()
                guard let byte = peek() else { throw JSONSyntaxError(offset: position) }
                position += 1
                if byte == UInt8(ascii: "}") { break }
                guard byte == UInt8(ascii: ",") else { throw JSONSyntaxError(offset: position - 1) }
                skipWhitespace()
            }
        }
        keySignatures.truncate(to: base)
        nodes[slot].flag = repeated
        nodes[slot].start = count
        nodes[slot].end = UInt32(nodes.count)
    }

    /// Length and up to 7 leading bytes: equal keys have equal signatures (escaped keys share one, to be safe).
    @inline(__always)
    private static func keySignature(_ node: JSONNode, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard !node.flag else { return .max }
        let start = Int(node.start)
        let length = Int(node.end - node.start)
        let kept = min(length, 7)
        var leading: UInt64 = 0
        if let base = bytes.baseAddress, start + 8 <= bytes.count {
            leading = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self).littleEndian
            leading &= (1 << (kept * 8)) &- 1
        } else {
            for offset in 0..<kept { leading |= UInt64(bytes[start + offset]) << (offset * 8) }
        }
        return UInt64(truncatingIfNeeded: length) << 56 | leading
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) {
        guard depth <= Self.maxDepth else { throw JSONSyntaxError(offset: position) }
        let slot = nodes.count
        nodes.append(JSONNode(kind: .array, flag: false, start: 0, end: 0))
        position += 1
        skipWhitespace()
        var count: UInt32 = 0
        if peek() == UInt8(ascii: "]") {
            position += 1
        } else {
            while true {
                try parseValue(depth: depth)
                count += 1
                skipWhitespace()
                guard let byte = peek() else { throw JSONSyntaxError(offset: position) }
                position += 1
                if byte == UInt8(ascii: "]") { break }
                guard byte == UInt8(ascii: ",") else { throw JSONSyntaxError(offset: position - 1) }
                skipWhitespace()
            }
        }
        nodes[slot].start = count
        nodes[slot].end = UInt32(nodes.count)
    }

    /// Scans a string, checking its escapes; the text is decoded later, on demand.
    ///
    /// Like the rest of the models, it is lenient with what TVmaze should not send: a raw control character is
    /// kept (the terminal filter removes it) and malformed UTF-8 is passed on (decoding repairs it to U+FFFD),
    /// so one bad byte in a summary does not lose a whole day of schedule.
    @discardableResult
    private mutating func parseString() throws(JSONSyntaxError) -> JSONNode {
        position += 1
        let start = position
        var escaped = false
        while true {
            skipPlainASCII()
            guard position < bytes.count else { throw JSONSyntaxError(offset: position) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                try skipEscape()
            } else if byte < 0x80 {
                position += 1
            } else {
                skipMultibyte()
            }
        }
        let node = JSONNode(kind: .string, flag: escaped, start: UInt32(start), end: UInt32(position))
        nodes.append(node)
        position += 1
        return node
    }

    /// Moves to the first quote, backslash, control character or non-ASCII byte, 8 bytes at a time (or to the
    /// last 7 bytes of the text).
    @inline(__always)
    private mutating func skipPlainASCII() {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = position
        while offset + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self).littleEndian
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            // Borrows run only towards higher bytes, so the lowest flagged byte is exact.
            let special =
                (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20) | word)
                & highs
            if special != 0 {
                offset += special.trailingZeroBitCount / 8
                break
            }
            offset += 8
        }
        position = offset
    }

    private mutating func skipEscape() throws(JSONSyntaxError) {
        guard position + 1 < bytes.count else { throw JSONSyntaxError(offset: position) }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            guard position + 6 <= bytes.count else { throw JSONSyntaxError(offset: position) }
            for offset in 2..<6 where JSONText.hexValue(bytes[position + offset]) == nil {
                throw JSONSyntaxError(offset: position + offset)
            }
            position += 6
        default:
            throw JSONSyntaxError(offset: position + 1)
        }
    }

    /// Skips one multi-byte UTF-8 sequence (no overlongs, no surrogates, at most U+10FFFF), or one byte of a malformed one.
    private mutating func skipMultibyte() {
        let lead = bytes[position]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default:
            position += 1
            return
        }
        guard position + length <= bytes.count, (low...high).contains(bytes[position + 1]),
            (2..<max(length, 2)).allSatisfy({ bytes[position + $0] & 0xC0 == 0x80 })
        else {
            position += 1
            return
        }
        position += length
    }

    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), JSONText.isDigit(first) else { throw JSONSyntaxError(offset: position) }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var integer = true
        if peek() == UInt8(ascii: ".") {
            integer = false
            position += 1
            guard let digit = peek(), JSONText.isDigit(digit) else { throw JSONSyntaxError(offset: position) }
            skipDigits()
        }
        if let byte = peek(), byte | 0x20 == UInt8(ascii: "e") {
            integer = false
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), JSONText.isDigit(digit) else { throw JSONSyntaxError(offset: position) }
            skipDigits()
        }
        nodes.append(JSONNode(kind: .number, flag: integer, start: UInt32(start), end: UInt32(position)))
    }

    @inline(__always)
    private mutating func skipDigits() {
        while let byte = peek(), JSONText.isDigit(byte) { position += 1 }
    }
}
