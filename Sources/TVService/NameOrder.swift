import Foundation

/// The order of two different show names, as `localizedStandardCompare` gives it, mostly without ICU.
///
/// `localizedStandardCompare` costs microseconds per call (a collator and locale bridging each time), and a week
/// listing compares names of every row that shares an air time. In an English locale (the root collation order),
/// names that are the same ASCII text (ignoring case) up to a position where both have different ASCII letters are
/// ordered by those letters ("Grey's…" before "Gr**o**wing…" is decided at the primary level, before case or accents
/// count); every other pair goes to `localizedStandardCompare`.
enum NameOrder {
    /// Whether letters collate alphabetically in the current locale, so the ASCII-letter shortcut holds.
    static let alphabeticalLetters: Bool = {
        let locale = Locale.current
        return locale.language.languageCode?.identifier == "en" && !locale.identifier.contains("POSIX")
            && locale.collation == .standard
    }()

    /// Whether `a` sorts before `b`.
    static func ascending(_ a: String, _ b: String) -> Bool {
        if alphabeticalLetters, let byLetter = asciiLetterOrder(a, b) { return byLetter }
        return a.localizedStandardCompare(b) == .orderedAscending
    }

    /// Whether `a` sorts before `b` by the first position where they differ, when both texts are ASCII up to there
    /// (case ignored) and both have a letter there; nil otherwise.
    static func asciiLetterOrder(_ a: String, _ b: String) -> Bool? {
        var other = b.utf8.makeIterator()
        for byte in a.utf8 {
            guard let otherByte = other.next(), byte < 0x80, otherByte < 0x80 else { return nil }
            if byte == otherByte { continue }
            guard let letter = lowerLetter(byte), let otherLetter = lowerLetter(otherByte) else { return nil }
            if letter != otherLetter { return letter < otherLetter }
        }
        return nil
    }

    /// An ASCII letter as lower case; nil for any other byte.
    private static func lowerLetter(_ byte: UInt8) -> UInt8? {
        let lower = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) ? lower : nil
    }
}
