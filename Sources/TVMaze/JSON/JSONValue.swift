import Foundation

/// A value inside a parsed ``JSONTape``; strings and numbers are converted only when read.
package struct JSONValue {
    let tape: JSONTape
    let index: Int

    var kind: JSONNode.Kind { tape.nodes[index].kind }

    /// Calls `body` with the raw bytes of a string or number.
    @inline(__always)
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = tape.nodes[index]
        return body(UnsafeBufferPointer(rebasing: tape.bytes[Int(node.start)..<Int(node.end)]))
    }

    /// The text of a string value; nil for any other kind (or an unpaired surrogate escape).
    var string: String? {
        guard kind == .string else { return nil }
        let escaped = tape.nodes[index].flag
        return withBytes { JSONText.string($0, escaped: escaped) }
    }

    /// A string value that is not empty or blank, else nil (TVmaze's "not available").
    var text: String? {
        guard kind == .string else { return nil }
        let node = tape.nodes[index]
        if !node.flag {
            switch withBytes(JSONText.blankness) {
            case .blank: return nil
            case .notBlank: return string
            case .unknown: break
            }
        }
        guard let value = string, !value.allSatisfy(\.isWhitespace) else { return nil }
        return value
    }

    /// Fast path of ``JSONObject/link(_:)``: plain ASCII-led `http://…` text as `https://…`, decided on the bytes;
    /// nil when the String rules must decide (escapes, another scheme, a non-ASCII byte right after the prefix).
    var upgradedLink: String? {
        guard kind == .string, !tape.nodes[index].flag else { return nil }
        return withBytes { bytes in
            guard bytes.count > 7, bytes[7] < 0x80, bytes[7] > 0x20,
                bytes.starts(with: "http://".utf8)
            else { return nil }
            return "https://" + String(decoding: UnsafeBufferPointer(rebasing: bytes[7...]), as: UTF8.self)
        }
    }

    /// An integer: an integer literal that fits, an integral number below 10^15, or a numeric string.
    var int: Int? {
        kind == .string ? text.flatMap { Int($0) } : integer
    }

    /// A number that is an integer: an integer literal that fits, or an integral value below 10^15.
    var integer: Int? {
        guard kind == .number else { return nil }
        if tape.nodes[index].flag, let value = withBytes(JSONText.integer) { return value }
        guard let value = double, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// A number (integer literals too); nil for any other kind.
    var double: Double? {
        kind == .number ? withBytes(JSONText.double) : nil
    }

    /// `true` or `false`; nil for any other kind.
    var bool: Bool? {
        switch kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The value as an object, or nil.
    var object: JSONObject? {
        kind == .object ? JSONObject(tape: tape, index: index) : nil
    }

    /// The elements of an array, or nil.
    var elements: JSONElements? {
        kind == .array ? JSONElements(tape: tape, index: index) : nil
    }

    /// Whether `other` is written as this value is, token for token: the same keys in the same order, the same
    /// strings and numbers byte for byte (what reads the same, however it was spaced).
    func isWritten(as other: JSONValue) -> Bool {
        let count = tape.next(after: index) - index
        guard other.tape.next(after: other.index) - other.index == count else { return false }
        for offset in 0..<count {
            let node = tape.nodes[index + offset]
            let twin = other.tape.nodes[other.index + offset]
            let (mark, length) = Self.head(node)
            guard (mark, length) == Self.head(twin) else { return false }
            if node.kind == .string || node.kind == .number,
                memcmp(
                    tape.bytes.baseAddress! + Int(node.start), other.tape.bytes.baseAddress! + Int(twin.start),
                    Int(length)) != 0
            {
                return false
            }
        }
        return true
    }

    /// A node's first token byte (kind and flag) and its count or length.
    private static func head(_ node: JSONNode) -> (UInt8, UInt32) {
        let mark = node.kind.rawValue << 1 | (node.flag ? 1 : 0)
        switch node.kind {
        case .string, .number: return (mark, node.end &- node.start)
        case .array, .object: return (mark, node.start)  // the number of elements or members
        case .null, .false, .true: return (mark, 0)
        }
    }
}

/// The elements of a JSON array, visited in place.
struct JSONElements: Sequence {
    let tape: JSONTape
    let index: Int

    var count: Int { Int(tape.nodes[index].start) }

    func makeIterator() -> Iterator {
        Iterator(tape: tape, position: index + 1, end: Int(tape.nodes[index].end))
    }

    /// Walks the children, skipping each one's descendants.
    struct Iterator: IteratorProtocol {
        let tape: JSONTape
        var position: Int
        let end: Int

        mutating func next() -> JSONValue? {
            guard position < end else { return nil }
            let value = JSONValue(tape: tape, index: position)
            position = tape.next(after: position)
            return value
        }
    }
}
