/// One parsed JSON value in a ``JSONTape``: its kind and where its bytes or children are.
///
/// Strings and numbers keep the byte range of their text (`start..<end`, quotes excluded); arrays and
/// objects keep their element count and the tape index just past their last descendant (`end`).
struct JSONNode {
    enum Kind: UInt8 { case null, `false`, `true`, number, string, array, object }

    var kind: Kind
    /// Strings: the text has a backslash escape. Numbers: an integer literal (no fraction, no exponent).
    var flag: Bool
    /// Strings and numbers: first byte. Containers: number of elements (members for an object).
    var start: UInt32
    /// Strings and numbers: one past the last byte. Containers: the tape index after the container.
    var end: UInt32
}

/// A JSON text parsed in one pass into a flat array of nodes (an object's members are key, value, key, …).
///
/// Parsing is strict RFC 8259 (UTF-8 checked, nesting depth bounded); reading values is left to
/// ``JSONValue``, which decodes strings and numbers only when a model asks for them.
final class JSONTape {
    /// Owned copies behind raw buffers, so reading a value costs no reference counting.
    let bytes: UnsafeBufferPointer<UInt8>
    let nodes: UnsafeBufferPointer<JSONNode>

    /// Parses `bytes`, or throws ``JSONSyntaxError`` with the offset of the first fault.
    init(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        guard bytes.count < Int(UInt32.max) else { throw JSONSyntaxError(offset: Int(UInt32.max)) }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        var parser = JSONParser(bytes: UnsafeBufferPointer(copy))
        defer { parser.keySignatures.deallocate() }
        do {
            try parser.parseDocument()
        } catch {
            copy.deallocate()
            parser.nodes.deallocate()
            throw error
        }
        self.bytes = UnsafeBufferPointer(copy)
        nodes = UnsafeBufferPointer(parser.nodes.buffer())
    }

    deinit {
        bytes.deallocate()
        nodes.deallocate()
    }

    /// The root value.
    var root: JSONValue { JSONValue(tape: self, index: 0) }

    /// The tape index after the value at `index` (skips a container's children).
    @inline(__always)
    func next(after index: Int) -> Int {
        let node = nodes[index]
        return node.kind.rawValue >= JSONNode.Kind.array.rawValue ? Int(node.end) : index + 1
    }
}

/// Why a body is not JSON, and where.
struct JSONSyntaxError: Error {
    var offset: Int
}
