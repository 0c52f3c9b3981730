import Foundation

/// The comparable form of a name for matching: lowercase, without diacritics, as UTF-8 bytes.
enum NameKey {
    /// "Pokémon" → "pokemon"; ASCII names take a fast path without Foundation.
    static func normalize(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            for index in bytes.indices where (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index]) {
                bytes[index] |= 0x20
            }
            return bytes
        }
        return Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8)
    }

    /// Offsets after the first where a word starts: a letter or digit after a space or punctuation.
    static func wordStarts(_ key: [UInt8]) -> [Int] {
        var starts: [Int] = []
        for index in key.indices.dropFirst() where isWordByte(key[index]) && !isWordByte(key[index - 1]) {
            starts.append(index)
        }
        return starts
    }

    /// Letters, digits and any non-ASCII byte count as word bytes.
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
