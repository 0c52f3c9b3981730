/// Text made only of printable ASCII (U+0020–U+007E): one column per byte and nothing a terminal acts on.
enum PrintableASCII {
    /// Whether every byte of `text` is printable ASCII; one pass over the UTF-8 bytes.
    static func test(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(test) ?? text.utf8.allSatisfy(isPrintable)
    }

    /// Whether every byte is printable ASCII, eight at a time: a word has a byte below 0x20 when subtracting 0x20 from
    /// each borrows into a clear top bit, and one above 0x7E when adding 0x01 sets a top bit (or one was set).
    static func test(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let below = (word &- 0x2020_2020_2020_2020) & ~word
            let above = (word &+ 0x0101_0101_0101_0101) | word
            if (below | above) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            guard isPrintable(bytes[index]) else { return false }
            index += 1
        }
        return true
    }

    private static func isPrintable(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }
}
