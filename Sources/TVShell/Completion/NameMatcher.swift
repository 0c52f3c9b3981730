/// Ranked TAB matches over many names (tens of thousands): a prefix of the whole name first, then a prefix
/// of any later word; case and diacritics ignored; ties go to the heavier (more popular), then the shorter name.
///
/// Built once: every key sits in one byte array, with two sorted orders (whole names, word starts) searched by
/// binary search, so a lookup costs two searches plus a pass over the matching range.
public struct NameMatcher: Sendable {
    /// A name and its weight (higher ranks first among equals).
    public typealias Entry = (name: String, weight: Int)

    private let names: [String]
    private let weights: [Int32]
    private let keys: [UInt8]
    /// `keys[keyStarts[i]..<keyStarts[i + 1]]` is the key of name i.
    private let keyStarts: [Int32]
    /// Name indexes in key order.
    private let byName: [Int32]
    /// Word starts (`name << 32 | offset`) in the order of the key text from that offset.
    private let byWord: [Int64]

    /// Indexes `entries`; duplicates are kept (TVmaze has many shows of the same name).
    public init(_ entries: [Entry]) {
        names = entries.map(\.name)
        weights = entries.map { Int32(clamping: max(0, min($0.weight, 1_000_000))) }   // TVmaze weights are 0–100
        var keys: [UInt8] = []
        var keyStarts: [Int32] = [0]
        var words: [Int64] = []
        for (index, entry) in entries.enumerated() {
            let key = NameKey.normalize(entry.name)
            words += NameKey.wordStarts(key).map { Int64(index) << 32 | Int64(keyStarts[index] + Int32($0)) }
            keys += key
            keyStarts.append(Int32(keys.count))
        }
        self.keys = keys
        self.keyStarts = keyStarts
        byName = keys.withUnsafeBufferPointer { buffer in
            (0..<Int32(entries.count)).sorted { a, b in
                Self.less(buffer, Int(keyStarts[Int(a)]), Int(keyStarts[Int(a) + 1]),
                          Int(keyStarts[Int(b)]), Int(keyStarts[Int(b) + 1]))
            }
        }
        byWord = keys.withUnsafeBufferPointer { buffer in
            words.sorted { a, b in
                Self.less(buffer, Int(Int32(truncatingIfNeeded: a)), Int(keyStarts[Int(a >> 32) + 1]),
                          Int(Int32(truncatingIfNeeded: b)), Int(keyStarts[Int(b >> 32) + 1]))
            }
        }
    }

    /// How many names it holds.
    public var count: Int { names.count }

    /// The best `limit` names for `query`, best first; how many matches there were (a name whose several words
    /// match counts once per word); whether all of them match from the start of the name.
    public func matches(_ query: String, limit: Int) -> (names: [String], total: Int, allWholePrefix: Bool) {
        let needle = NameKey.normalize(query)
        guard !needle.isEmpty else { return ([], 0, true) }
        var best = TopMatches(limit: limit)
        return keys.withUnsafeBufferPointer { buffer in
            let whole = range(in: byName.count, needle, buffer) { KeySpan(start: Int(keyStarts[Int(byName[$0])]),
                                                                          end: Int(keyStarts[Int(byName[$0]) + 1])) }
            let wordHits = range(in: byWord.count, needle, buffer) {
                KeySpan(start: Int(Int32(truncatingIfNeeded: byWord[$0])), end: Int(keyStarts[Int(byWord[$0] >> 32) + 1]))
            }
            for position in whole {
                best.offer(rank(byName[position], tier: 0))
            }
            // Past `limit` whole-name matches no word match can rank, and a long word range needs no exact count:
            // check whether a word hit is also a whole-name match only for hits that would be kept.
            let exact = whole.count < limit && wordHits.count <= 4 * limit
            var total = whole.count
            for position in wordHits where whole.count < limit {
                let name = Int32(byWord[position] >> 32)
                let candidate = rank(name, tier: 1)
                guard exact || best.wouldKeep(candidate) else { continue }
                let span = KeySpan(start: Int(keyStarts[Int(name)]), end: Int(keyStarts[Int(name) + 1]))
                if Self.compare(buffer, span, needle) == 0 { continue }   // already a whole-name match
                total += 1
                best.offer(candidate)
            }
            if !exact { total = whole.count + wordHits.count }
            return (best.sorted.map { names[Int($0.name)] }, total, total == whole.count)
        }
    }

    private func rank(_ name: Int32, tier: Int) -> TopMatches.Rank {
        TopMatches.Rank(tier: tier, weight: weights[Int(name)], length: Int(keyStarts[Int(name) + 1] - keyStarts[Int(name)]),
                        name: name)
    }

    /// The positions in a sorted order whose key text starts with `needle` (two binary searches).
    private func range(in count: Int, _ needle: [UInt8], _ keys: UnsafeBufferPointer<UInt8>,
                       key: (Int) -> KeySpan) -> Range<Int> {
        func search(_ before: (Int) -> Bool) -> Int {
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if before(middle) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let lower = search { Self.compare(keys, key($0), needle) < 0 }
        let upper = search { Self.compare(keys, key($0), needle) <= 0 }
        return lower..<upper
    }

    /// Orders a key against a needle, counting a key that starts with the needle as equal.
    private static func compare(_ keys: UnsafeBufferPointer<UInt8>, _ span: KeySpan, _ needle: [UInt8]) -> Int {
        for offset in 0..<needle.count {
            guard span.start + offset < span.end else { return -1 }
            let byte = keys[span.start + offset]
            if byte != needle[offset] { return byte < needle[offset] ? -1 : 1 }
        }
        return 0
    }

    private static func less(_ keys: UnsafeBufferPointer<UInt8>, _ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int) -> Bool {
        var i = a, j = b
        while i < aEnd, j < bEnd {
            if keys[i] != keys[j] { return keys[i] < keys[j] }
            i += 1
            j += 1
        }
        return aEnd - a < bEnd - b
    }
}

/// A key's bytes: `start..<end` in the matcher's key array.
struct KeySpan {
    var start: Int
    var end: Int
}
