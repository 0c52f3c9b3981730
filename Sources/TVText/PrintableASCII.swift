/// Text made only of printable ASCII (U+0020–U+007E): one column per byte and nothing a terminal acts on.
enum PrintableASCII {
    /// Whether every byte of `text` is printable ASCII; one pass over the UTF-8 bytes.
    static func test(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    }
}
