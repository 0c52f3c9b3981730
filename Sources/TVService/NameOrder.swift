import Foundation

/// The order of two different show names, as `localizedStandardCompare` gives it, mostly without ICU.
///
/// `localizedStandardCompare` costs microseconds per call (a collator and locale bridging each time), and a week
/// listing compares names of every row that shares an air time. In an English locale (the root collation order),
/// names whose first characters are different ASCII letters (ignoring case) are ordered by those letters; every
/// other pair goes to `localizedStandardCompare`.
enum NameOrder {
    /// Whether letters collate alphabetically in the current locale, so the first-letter shortcut holds.
    static let alphabeticalLetters: Bool = {
        let locale = Locale.current
        return locale.language.languageCode?.identifier == "en" && !locale.identifier.contains("POSIX")
            && locale.collation == .standard
    }()

    /// Whether `a` sorts before `b`.
    static func ascending(_ a: String, _ b: String) -> Bool {
        if alphabeticalLetters, let byLetter = firstLetterOrder(a, b) { return byLetter }
        return a.localizedStandardCompare(b) == .orderedAscending
    }

    /// Whether `a` sorts before `b` by their first characters, when those are different ASCII letters (case ignored).
    static func firstLetterOrder(_ a: String, _ b: String) -> Bool? {
        guard let first = a.utf8.first.flatMap(lowerLetter), let other = b.utf8.first.flatMap(lowerLetter),
              first != other else { return nil }
        return first < other
    }

    /// An ASCII letter as lower case; nil for any other byte.
    private static func lowerLetter(_ byte: UInt8) -> UInt8? {
        let lower = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) ? lower : nil
    }
}
