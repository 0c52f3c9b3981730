import Foundation

/// Objects a parse takes as read before instead of scanning them again: a schedule repeats the whole show with each
/// of its episodes, and a week's days list most of their shows on several days (the bench week: 56% of its bytes).
///
/// Under the member `key` of the objects at nesting `depth` (1: the top-level value), an object that starts
/// `{"id":N,` and is written byte for byte as the last object with id N that this text held in full there, or as the
/// bytes `earlier(N)` lends from another text read the same way, becomes one repeated node
/// (``JSONNode/Kind-swift.enum/repeated``): bytes equal to a value parsed at the same place are that value, so they
/// need no scanning to be valid or to end where it ended. Any other object is parsed as usual.
///
/// Serves one parse; its reader resolves the repeated nodes through ``bytes(ofNode:id:)`` and ``borrowed``.
final class JSONRepeats {
    /// What an earlier text lends for an id: the bytes of its object and what its reader made of them.
    typealias Earlier = (Int) -> (bytes: [UInt8], payload: AnyObject)?

    /// The key signature of `key` (``JSONParser``'s: up to 7 bytes and the length).
    let keySignature: UInt64
    let depth: Int
    private let earlier: Earlier?
    /// Per id, the last object of this text read in full under `key`: its bytes and its node.
    private var lastRead: [Int: (bytes: Range<Int>, node: Int)] = [:]
    /// What `earlier` lent for the repeated nodes that point outside the text, by the index they hold.
    private(set) var borrowed: [AnyObject] = []

    /// - Parameter key: at most 7 bytes of ASCII, no escapes.
    init(key: StaticString, depth: Int, earlier: Earlier? = nil) {
        precondition(key.utf8CodeUnitCount <= 7)
        var leading: UInt64 = 0
        for offset in 0..<key.utf8CodeUnitCount { leading |= UInt64(key.utf8Start[offset]) << (offset * 8) }
        keySignature = UInt64(key.utf8CodeUnitCount) << 56 | leading
        self.depth = depth
        self.earlier = earlier
    }

    /// The object with id `id` at `position` of `text` as a repeated node, if it is one; `position` then moves past it.
    func repeatedNode(id: Int, in text: UnsafeBufferPointer<UInt8>, at position: inout Int) -> JSONNode? {
        let base = text.baseAddress!
        let room = text.count - position
        if let last = lastRead[id], last.bytes.count <= room,
           memcmp(base + position, base + last.bytes.lowerBound, last.bytes.count) == 0 {
            defer { position += last.bytes.count }
            return JSONNode(kind: .repeated, flag: false, start: UInt32(position), end: UInt32(last.node))
        }
        guard let lent = earlier?(id), !lent.bytes.isEmpty, lent.bytes.count <= room,
              lent.bytes.withUnsafeBytes({ memcmp(base + position, $0.baseAddress!, $0.count) }) == 0 else { return nil }
        borrowed.append(lent.payload)
        defer { position += lent.bytes.count }
        return JSONNode(kind: .repeated, flag: true, start: UInt32(position), end: UInt32(borrowed.count - 1))
    }

    /// Notes the object with id `id` read in full under `key`: its bytes `bytes`, its node `node`.
    func noteRead(id: Int, bytes: Range<Int>, node: Int) {
        lastRead[id] = (bytes, node)
    }

    /// The bytes of the object at `node`, if it was read in full under `key` and is the last one with its id.
    func bytes(ofNode node: Int, id: Int) -> Range<Int>? {
        guard let last = lastRead[id], last.node == node else { return nil }
        return last.bytes
    }

    /// N of an object written `{"id":N,` or `{"id":N}` at `position` (N of 1 to 9 digits), else nil.
    static func leadingID(in text: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        let prefix: StaticString = #"{"id":"#
        let length = prefix.utf8CodeUnitCount
        guard text.count - position > length + 1,
              memcmp(text.baseAddress! + position, prefix.utf8Start, length) == 0 else { return nil }
        var offset = position + length
        var id = 0
        while offset < text.count, offset - position - length < 9, JSONText.isDigit(text[offset]) {
            id = id * 10 + Int(text[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        guard offset > position + length, offset < text.count,
              text[offset] == UInt8(ascii: ",") || text[offset] == UInt8(ascii: "}") else { return nil }
        return id
    }
}
