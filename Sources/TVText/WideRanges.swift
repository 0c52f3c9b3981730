/// East Asian Wide and Fullwidth ranges (UAX #11) outside emoji, which `isEmojiPresentation` covers.
enum WideRanges {
    /// Sorted, non-overlapping; marks inside them (U+3099, U+302A…) are zero-width and checked first.
    private static let ranges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initial consonants
        0x2329...0x232A,   // angle brackets
        0x2E80...0x303E,   // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x3247,   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, enclosed CJK
        0x3250...0x4DBF,   // enclosed CJK, CJK compatibility, CJK Extension A
        0x4E00...0xA4CF,   // CJK unified ideographs, Yi
        0xA960...0xA97F,   // Hangul Jamo extended A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00...0xFF60,   // fullwidth forms
        0xFFE0...0xFFE6,   // fullwidth signs
        0x16FE0...0x16FE4, // ideographic symbols
        0x16FF0...0x16FF1,
        0x17000...0x18DFF, // Tangut, Khitan
        0x1AFF0...0x1B2FF, // Kana supplement and extensions, Nushu
        0x1F200...0x1F265, // enclosed ideographic supplement
        0x20000...0x2FFFD, // CJK Extensions B–F, compatibility supplement
        0x30000...0x3FFFD, // CJK Extensions G–H
    ]

    /// Whether `value` falls in a wide range.
    static func contains(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
