import Foundation

/// Names compared as a reader compares them: case, accents, punctuation and a leading "The" do not count, `&` is
/// "and", and a number spelled out is its digits ("Chapter One" is "Chapter 1").
package enum TitleMatch {
    /// `title` in the form two names that read alike share.
    package static func normalized(_ title: String) -> String {
        let folded = title.replacingOccurrences(of: "&", with: " and ")
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var words = folded.unicodeScalars.split { !CharacterSet.alphanumerics.contains($0) }
            .map { String(String.UnicodeScalarView($0)) }
        if words.count > 1, words[0] == "the" { words.removeFirst() }
        return words.map { number($0).map(String.init) ?? $0 }.joined(separator: " ")
    }

    /// A number written in digits or as an English word up to twenty ("one", "Two").
    static func number(_ word: String) -> Int? {
        if let value = Int(word), value >= 0, word.count <= 4 { return value }
        return numberWords.firstIndex(of: word.lowercased())
    }

    /// A number in Roman numerals up to 39 ("II", "xiv").
    static func roman(_ word: String) -> Int? {
        let values: [Character: Int] = ["i": 1, "v": 5, "x": 10]
        let digits = word.lowercased().compactMap { values[$0] }
        guard !digits.isEmpty, digits.count == word.count, digits.count <= 6 else { return nil }
        var total = 0
        for (index, value) in digits.enumerated() {
            total += index + 1 < digits.count && value < digits[index + 1] ? -value : value
        }
        return total > 0 && total < 40 ? total : nil
    }

    private static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]
}
