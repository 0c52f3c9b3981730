import Foundation

/// The order of two different show names, as `localizedStandardCompare` gives it, mostly without ICU.
///
/// `localizedStandardCompare` costs microseconds per call (a collator and locale bridging each time), and a week
/// listing compares names of every row that shares an air time. In an English locale (the root collation, with
/// numbers compared as numbers and punctuation not ignored), two names that are printable ASCII up to where they
/// first differ (case aside) are ordered by that place, the way the collation's primary level does: spaces and
/// punctuation before digits before letters, letters alphabetically, digit runs by value, a name before its own
/// continuation; and before a letter of Han, Kana or Hangul, which the collation puts after Latin. Whatever that does not
/// settle (two different punctuation marks, equal numbers written differently, accents, other scripts against each other,
/// case alone) goes to `localizedStandardCompare`.
enum NameOrder {
    /// Whether letters collate alphabetically in the current locale, so the ASCII shortcut holds.
    static let alphabeticalLetters: Bool = {
        let locale = Locale.current
        return locale.language.languageCode?.identifier == "en" && !locale.identifier.contains("POSIX")
            && locale.collation == .standard
    }()

    /// Whether `a` sorts before `b`.
    static func ascending(_ a: String, _ b: String) -> Bool {
        if alphabeticalLetters, let byASCII = asciiOrder(a, b) { return byASCII }
        return a.localizedStandardCompare(b) == .orderedAscending
    }

    /// Whether `a` sorts before `b` by the first place where they differ (case aside), when the English collation's
    /// primary level decides there; nil otherwise.
    static func asciiOrder(_ a: String, _ b: String) -> Bool? {
        // Read in place: a copy of each (for `withUTF8`) cost a retain and a release per comparison, thousands a week.
        let inPlace = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in asciiOrder(x, y) }
        }
        if let inPlace { return inPlace ?? nil }
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in asciiOrder(x, y) } }
    }

    private static func asciiOrder(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0
        while i < x.count, i < y.count {
            let p = x[i]
            let q = y[i]
            guard isPrintable(p), isPrintable(q) else { return laterScriptOrder(x, y, at: i) }
            if p == q || (lowerLetter(p) != nil && lowerLetter(p) == lowerLetter(q)) {
                i += 1
                continue
            }
            if isDigit(p) && isDigit(q) || (isDigit(p) || isDigit(q)) && i > 0 && isDigit(x[i - 1]) {
                var start = i
                while start > 0, isDigit(x[start - 1]) { start -= 1 }
                return numericOrder(x, y, from: start)
            }
            switch (rank(p), rank(q)) {
            case let (r, s) where r != s: return r < s
            case (2, 2): return p | 0x20 < q | 0x20
            default: return nil  // two different marks: the collation has its own order for them
            }
        }
        // One is the start of the other: the shorter first, when the longer goes on with a character that counts
        // (not a digit that lengthens a number, which may be a leading zero's twin: "x0" and "x00").
        guard x.count != y.count else { return nil }
        let longer = x.count > y.count ? x : y
        guard isPrintable(longer[i]), !(isDigit(longer[i]) && i > 0 && isDigit(longer[i - 1])) else { return nil }
        return x.count < y.count
    }

    /// Where one name has printable ASCII at `i` and the other a letter of a script the root collation puts after
    /// Latin (Han, Hiragana, Katakana, Hangul), the ASCII one first; nil otherwise. Not when the ASCII byte is a digit
    /// that lengthens a number.
    private static func laterScriptOrder(
        _ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, at i: Int
    ) -> Bool? {
        let xIsASCII = isPrintable(x[i])
        guard xIsASCII != isPrintable(y[i]) else { return nil }
        let (ascii, other) = xIsASCII ? (x, y) : (y, x)
        guard !(isDigit(ascii[i]) && i > 0 && isDigit(ascii[i - 1])), isLaterScriptLetter(other, at: i) else {
            return nil
        }
        return xIsASCII
    }

    /// Whether the UTF-8 at `i` is a letter of Han (the unified ideographs and extension A), Hiragana, Katakana or
    /// Hangul syllables: three-byte sequences, each a letter (`Lo`) in the ranges checked.
    private static func isLaterScriptLetter(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard text[i] & 0xF0 == 0xE0, i + 2 < text.count, text[i + 1] & 0xC0 == 0x80, text[i + 2] & 0xC0 == 0x80 else {
            return false
        }
        let scalar = UInt32(text[i] & 0x0F) << 12 | UInt32(text[i + 1] & 0x3F) << 6 | UInt32(text[i + 2] & 0x3F)
        return (0x3041...0x3096).contains(scalar) || (0x30A1...0x30FA).contains(scalar)
            || (0x3400...0x4DBF).contains(scalar)
            || (0x4E00...0x9FFF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
    }

    /// The order of the digit runs starting at `start` in both, by value; nil when the values are equal.
    private static func numericOrder(
        _ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Bool? {
        func digits(_ text: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
            var end = start
            while end < text.count, isDigit(text[end]) { end += 1 }
            var first = start
            while first < end - 1, text[first] == UInt8(ascii: "0") { first += 1 }
            return text[first..<end]
        }
        let a = digits(x)
        let b = digits(y)
        if a.count != b.count { return a.count < b.count }
        for (p, q) in zip(a, b) where p != q { return p < q }
        return nil
    }

    /// Space and punctuation 0, digits 1, letters 2: the order of their groups in the collation.
    private static func rank(_ byte: UInt8) -> Int { isDigit(byte) ? 1 : lowerLetter(byte) != nil ? 2 : 0 }

    private static func isPrintable(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// An ASCII letter as lower case; nil for any other byte.
    private static func lowerLetter(_ byte: UInt8) -> UInt8? {
        let lower = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) ? lower : nil
    }
}
