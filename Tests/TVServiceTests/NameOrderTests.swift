import Foundation
import Testing
@testable import TVService

/// The first-letter shortcut must never disagree with `localizedStandardCompare` in the locale the tests run in.
@Suite struct NameOrderTests {
    let names = [
        "Aaron's Way", "zed", "Zorro", "Émile", "éclair", "ßeta", "1923", "10 Things", "9-1-1", "the 100", "The Bear",
        "the bear", "Ørsted", "Ångström", "Œuvre", "Ça va", "«Quotes»", "'Allo 'Allo!", "_under", "a", "A", "ab", "aB",
        "Pokémon", "Pokemon", "POKÉMON", "Čapek", "Łódź", "İstanbul", "ıd", "Ｆｕｌｌ", "Full", "新闻", "Новости", "x\u{301}",
        "Law & Order", "Law and Order", "law & order: SVU", "Doctor Who", "doctor who", "Dr. Who", "#hashtag", "@home",
    ]

    /// The shortcut itself, against the English collation `localizedStandardCompare` uses there, whatever the locale
    /// the tests run in (under C.UTF-8 `ascending` never takes the shortcut).
    @Test func theFirstLetterShortcutAgreesWithTheEnglishCollation() {
        let english = Locale(identifier: "en_US")
        var checked = 0
        for a in names {
            for b in names where a != b {
                guard let byLetter = NameOrder.firstLetterOrder(a, b) else { continue }
                let collated = a.compare(b, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                                         range: nil, locale: english)
                #expect(byLetter == (collated == .orderedAscending), "\(a) vs \(b)")
                checked += 1
            }
        }
        #expect(checked > 300)
    }

    @Test func agreesWithLocalizedStandardCompareOnEveryPair() {
        for a in names {
            for b in names where a != b {
                #expect(NameOrder.ascending(a, b) == (a.localizedStandardCompare(b) == .orderedAscending), "\(a) vs \(b)")
            }
        }
    }
}
