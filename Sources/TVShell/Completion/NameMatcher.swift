/// Ranked TAB matches over many names (tens of thousands): a prefix of the whole name first, then a prefix
/// of any later word; case and diacritics ignored; ties go to the heavier (more popular), then the shorter name.
///
/// Built once: every key sits in one byte array, with two sorted orders (whole names, word starts) searched by
/// binary search, so a lookup costs two searches plus a pass over the matching range.
package struct NameMatcher: Sendable {
    /// A name and its weight (higher ranks first among equals).
    package typealias Entry = (name: String, weight: Int)

    /// The names as UTF-8, one after another: `nameBytes[nameStarts[i]..<nameStarts[i + 1]]` is name i (no String
    /// object per name: the index is tens of thousands of them).
    private let nameBytes: [UInt8]
    private let nameStarts: [Int32]
    private let weights: [Int32]
    private let keys: [UInt8]
    /// `keys[keyStarts[i]..<keyStarts[i + 1]]` is the key of name i.
    private let keyStarts: [Int32]
    /// Name indexes in key order.
    private let byName: [Int32]
    /// Word starts (`name << 32 | offset`) in the order of the key text from that offset.
    private let byWord: [Int64]

    /// Indexes `entries`; duplicates are kept (TVmaze has many shows of the same name).
    package init(_ entries: some Sequence<Entry>) {
        var builder = Builder(expected: entries.underestimatedCount)
        for entry in entries { builder.add(name: entry.name, weight: entry.weight) }
        self = builder.build()
    }

    /// Indexes an array of entries (array literals of unlabelled pairs land here).
    package init(_ entries: [Entry]) {
        self.init(entries.lazy)
    }

    /// Collects names one at a time (straight from a file, with no array of entries beside it), then sorts once.
    package struct Builder {
        var nameBytes: [UInt8] = [], nameStarts: [Int32] = [0]
        var weights: [Int32] = [], keys: [UInt8] = [], keyStarts: [Int32] = [0], words: [Int64] = []

        package init(expected: Int = 0) {
            nameStarts.reserveCapacity(expected + 1)
            weights.reserveCapacity(expected)
            keyStarts.reserveCapacity(expected + 1)
        }

        /// Whether no name was added.
        package var isEmpty: Bool { weights.isEmpty }

        package mutating func add(name: String, weight: Int) {
            let index = weights.count
            nameBytes += name.utf8
            nameStarts.append(Int32(nameBytes.count))
            weights.append(Int32(clamping: max(0, min(weight, 1_000_000))))  // TVmaze weights are 0–100
            let key = NameKey.normalize(name)
            for start in NameKey.wordStarts(key) {
                words.append(Int64(index) << 32 | Int64(keyStarts[index] + Int32(start)))
            }
            keys += key
            keyStarts.append(Int32(keys.count))
        }

        /// The matcher, its two orders sorted in place.
        package consuming func build() -> NameMatcher {
            var byName = Array(0..<Int32(weights.count))
            let keyStarts = keyStarts
            keys.withUnsafeBufferPointer { buffer in
                byName.sort { a, b in
                    NameMatcher.less(
                        buffer, Int(keyStarts[Int(a)]), Int(keyStarts[Int(a) + 1]),
                        Int(keyStarts[Int(b)]), Int(keyStarts[Int(b) + 1]))
                }
                words.sort { a, b in
                    NameMatcher.less(
                        buffer, Int(Int32(truncatingIfNeeded: a)), Int(keyStarts[Int(a >> 32) + 1]),
                        Int(Int32(truncatingIfNeeded: b)), Int(keyStarts[Int(b >> 32) + 1]))
                }
            }
            return NameMatcher(
                nameBytes: nameBytes, nameStarts: nameStarts, weights: weights, keys: keys, keyStarts: keyStarts,
                byName: byName, byWord: words)
        }
    }

    private init(
        nameBytes: [UInt8], nameStarts: [Int32], weights: [Int32], keys: [UInt8], keyStarts: [Int32],
        byName: [Int32], byWord: [Int64]
    ) {
        self.nameBytes = nameBytes
        self.nameStarts = nameStarts
        self.weights = weights
        self.keys = keys
        self.keyStarts = keyStarts
        self.byName = byName
        self.byWord = byWord
    }

    /// How many names it holds.
    package var count: Int { weights.count }

    /// The best `limit` names for `query`, best first; how many matches there were (a name whose several words
    /// match counts once per word); whether all of them match from the start of the name.
    package func matches(_ query: String, limit: Int) -> (names: [String], total: Int, allWholePrefix: Bool) {
        let needle = NameKey.normalize(query)
        guard !needle.isEmpty else { return ([], 0, true) }
        var best = TopMatches(limit: limit)
        return keys.withUnsafeBufferPointer { buffer in
            let whole = range(in: byName.count, needle, buffer) {
                KeySpan(
                    start: Int(keyStarts[Int(byName[$0])]),
                    end: Int(keyStarts[Int(byName[$0]) + 1]))
            }
            let wordHits = range(in: byWord.count, needle, buffer) {
                KeySpan(
                    start: Int(Int32(truncatingIfNeeded: byWord[$0])), end: Int(keyStarts[Int(byWord[$0] >> 32) + 1]))
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
                if Self.compare(buffer, span, needle) == 0 { continue }  // already a whole-name match
                total += 1
                best.offer(candidate)
            }
            if !exact { total = whole.count + wordHits.count }
            return (best.sorted.map { name(Int($0.name)) }, total, total == whole.count)
        }
    }

    /// Name `index` as a String (made only for the few names a query returns).
    private func name(_ index: Int) -> String {
        String(decoding: nameBytes[Int(nameStarts[index])..<Int(nameStarts[index + 1])], as: UTF8.self)
    }

    private func rank(_ name: Int32, tier: Int) -> TopMatches.Rank {
        TopMatches.Rank(
            tier: tier, weight: weights[Int(name)], length: Int(keyStarts[Int(name) + 1] - keyStarts[Int(name)]),
            name: name)
    }

    /// The positions in a sorted order whose key text starts with `needle` (two binary searches).
    private func range(
        in count: Int, _ needle: [UInt8], _ keys: UnsafeBufferPointer<UInt8>,
        key: (Int) -> KeySpan
    ) -> Range<Int> {
        func search(_ before: (Int) -> Bool) -> Int {
            var low = 0
            var high = count
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
        var i = a
        var j = b
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
