import Foundation

/// A JSON object in a ``JSONTape``, read by key with TVmaze's lenient rules (see ``JSONReadable``).
package struct JSONObject {
    let tape: JSONTape
    let index: Int

    /// Where the next lookup starts: models read keys in about the order TVmaze writes them.
    private var cursor: Int

    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
        cursor = index + 1
    }

    /// The value of `key` (null included), or nil when the key is absent; the first one wins if repeated.
    /// Without repeated keys the scan starts after the previous hit and wraps around.
    mutating func member(_ key: StaticString) -> JSONValue? {
        let nodes = tape.nodes
        let bytes = tape.bytes
        let object = nodes[index]
        let first = index + 1
        let start = object.flag ? first : cursor
        var keyIndex = start
        var found: Int?
        for _ in 0..<Int(object.start) {
            if keyIndex >= Int(object.end) { keyIndex = first }
            if Self.matches(nodes[keyIndex], key, in: bytes) {
                found = keyIndex
                break
            }
            keyIndex = JSONTape.next(after: keyIndex + 1, in: nodes)
        }
        guard let found else { return nil }
        cursor = JSONTape.next(after: found + 1, in: nodes)
        return JSONValue(tape: tape, index: found + 1)
    }

    /// Whether a key node spells `key`.
    @inline(__always)
    private static func matches(_ node: JSONNode, _ key: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(node.end &- node.start)
        if node.flag {
            return JSONText.string(
                UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)]),
                escaped: true) == key.description
        }
        guard length == key.utf8CodeUnitCount else { return false }
        let text = key.utf8Start
        let start = Int(node.start)
        for offset in 0..<length where bytes[start &+ offset] != text[offset] { return false }
        return true
    }
    /// Every member in order, keys decoded.
    var members: [(key: String, value: JSONValue)] {
        let count = Int(tape.nodes[index].start)
        var result: [(key: String, value: JSONValue)] = []
        result.reserveCapacity(count)
        var keyIndex = index + 1
        for _ in 0..<count {
            result.append(
                (JSONValue(tape: tape, index: keyIndex).string ?? "", JSONValue(tape: tape, index: keyIndex + 1)))
            keyIndex = tape.next(after: keyIndex + 1)
        }
        return result
    }

    /// Whether `key` is present, even as null.
    mutating func contains(_ key: StaticString) -> Bool {
        member(key) != nil
    }

    /// A non-empty, non-blank string, or nil (also for a value of another type).
    mutating func text(_ key: StaticString) -> String? {
        member(key)?.text
    }

    /// A URL string with `http://` upgraded to `https://` (TVmaze serves both; API.md §1).
    mutating func link(_ key: StaticString) -> String? {
        guard let member = member(key) else { return nil }
        if let upgraded = member.upgradedLink { return upgraded }
        guard let value = member.text else { return nil }
        return value.hasPrefix("http://") ? "https://" + value.dropFirst("http://".count) : value
    }

    /// An integer; also accepts an integral number or a numeric string.
    mutating func int(_ key: StaticString) -> Int? {
        member(key)?.int
    }

    /// A length in minutes (``Runtime/plausible``): nil for a non-positive or absurd one.
    mutating func minutes(_ key: StaticString) -> Int? {
        int(key).flatMap(Runtime.plausible)
    }

    /// A number; integer literals too.
    mutating func double(_ key: StaticString) -> Double? {
        member(key)?.double
    }

    /// `true` or `false`, else nil.
    mutating func bool(_ key: StaticString) -> Bool? {
        member(key)?.bool
    }

    /// A "YYYY-MM-DD" date, or nil.
    mutating func date(_ key: StaticString) -> CalendarDate? {
        text(key).flatMap { CalendarDate($0) }
    }

    /// A nested object read leniently: missing, null, another type or an unreadable object is nil.
    mutating func object<T: JSONObjectReadable>(_ key: StaticString, as type: T.Type = T.self) -> T? {
        guard let object = member(key)?.object else { return nil }
        return try? T(json: object)
    }

    /// A list whose unreadable elements are skipped; missing, null or not a list is empty.
    mutating func list<T: JSONObjectReadable>(_ key: StaticString, of type: T.Type = T.self) -> [T] {
        guard let elements = member(key)?.elements else { return [] }
        return elements.compactMap { $0.object.flatMap { try? T(json: $0) } }
    }

    /// A list of strings; other elements are skipped.
    mutating func strings(_ key: StaticString) -> [String] {
        guard let elements = member(key)?.elements else { return [] }
        return elements.compactMap(\.string)
    }

    /// A required nested object: its absence or failure is an error located at `key`.
    mutating func required<T: JSONReadable>(_ key: StaticString, as type: T.Type = T.self) throws(JSONReadError) -> T {
        guard let value = member(key) else { throw JSONReadError(.missing(key.description)) }
        do {
            return try T.read(value)
        } catch {
            throw error.inside(.key(key.description))
        }
    }

    /// A required identifier: the one thing without which an object is not what tv asked for.
    mutating func id(_ key: StaticString = "id") throws(JSONReadError) -> Int {
        guard let value = int(key) else { throw JSONReadError(.missing(key.description)) }
        return value
    }

    /// A required name; present but not a string is kept as "" rather than failing the whole object.
    mutating func name(_ key: StaticString = "name") throws(JSONReadError) -> String {
        guard let value = member(key) else { throw JSONReadError(.missing(key.description)) }
        return value.string ?? ""
    }
}
