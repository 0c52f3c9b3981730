/// One parsed JSON value in a ``JSONTape``: its kind and where its bytes or children are.
///
/// Strings and numbers keep the byte range of their text (`start..<end`, quotes excluded); arrays and
/// objects keep their element count and the tape index just past their last descendant (`end`).
struct JSONNode {
    /// Containers last: ``JSONTape/next(after:in:)`` tells them by their raw value.
    enum Kind: UInt8 { case null, `false`, `true`, number, string, array, object }

    var kind: Kind
    /// Strings: the text has a backslash escape. Numbers: an integer literal (no fraction, no exponent).
    /// Objects: a key is repeated.
    var flag: Bool
    /// Strings and numbers: first byte. Containers: number of elements (members for an object).
    var start: UInt32
    /// Strings and numbers: one past the last byte. Containers: the tape index after the container.
    var end: UInt32
}

/// A JSON text parsed in one pass into a flat array of nodes (an object's members are key, value, key, …).
///
/// Parsing is strict RFC 8259 (UTF-8 checked, nesting depth bounded); reading values is left to
/// ``JSONValue``, which decodes strings and numbers only when a model asks for them. A tape exists only inside
/// ``read(_:_:)``, which lends it the caller's bytes instead of copying them.
final class JSONTape {
    /// The parsed text, borrowed for the tape's lifetime; raw buffers, so reading a value costs no reference counting.
    let bytes: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<JSONNode>

    /// Parses `bytes` and hands `body` the root value; the tape and its values live only during the call.
    ///
    /// Throws ``JSONSyntaxError`` with the offset of the first fault, or what `body` throws.
    static func read<R>(_ bytes: [UInt8], _ body: (JSONValue) throws -> R) throws -> R {
        try bytes.withUnsafeBufferPointer { bytes in
            let tape = try JSONTape(borrowing: bytes)
            return try withExtendedLifetime(tape) { try body(tape.root) }
        }
    }

    private init(borrowing bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
        guard bytes.count < Int(UInt32.max) else { throw JSONSyntaxError(offset: Int(UInt32.max)) }
        var parser = JSONParser(bytes: bytes)
        defer { parser.keySignatures.deallocate() }
        do {
            try parser.parseDocument()
        } catch {
            parser.nodes.deallocate()
            throw error
        }
        self.bytes = bytes
        nodes = UnsafeBufferPointer(parser.nodes.buffer())
    }

    deinit {
        nodes.deallocate()
    }

    /// The root value.
    var root: JSONValue { JSONValue(tape: self, index: 0) }

    /// The tape index after the value at `index` (skips a container's children).
    @inline(__always)
    func next(after index: Int) -> Int { Self.next(after: index, in: nodes) }

    /// The index after the value at `index` among `nodes`, for a reader holding the buffer rather than the tape.
    @inline(__always)
    static func next(after index: Int, in nodes: UnsafeBufferPointer<JSONNode>) -> Int {
        let node = nodes[index]
        return node.kind.rawValue >= JSONNode.Kind.array.rawValue ? Int(node.end) : index + 1
    }
}

/// Why a body is not JSON, and where.
struct JSONSyntaxError: Error {
    var offset: Int
}
