import Foundation
import Testing
@testable import TVService

/// The ASCII-letter shortcut must never disagree with `localizedStandardCompare` in the locale the tests run in.
@Suite struct NameOrderTests {
    let names = [
        "Aaron's Way", "zed", "Zorro", "Émile", "éclair", "ßeta", "1923", "10 Things", "9-1-1", "the 100", "The Bear",
        "the bear", "Ørsted", "Ångström", "Œuvre", "Ça va", "«Quotes»", "'Allo 'Allo!", "_under", "a", "A", "ab", "aB",
        "Pokémon", "Pokemon", "POKÉMON", "Čapek", "Łódź", "İstanbul", "ıd", "Ｆｕｌｌ", "Full", "新闻", "Новости", "x\u{301}",
        "Law & Order", "Law and Order", "law & order: SVU", "Doctor Who", "doctor who", "Dr. Who", "#hashtag", "@home",
        "Grey's Anatomy", "Greys", "Great British Bake Off", "GREAT", "The Bachelor", "The Voice", "the view", "The  View",
        "Love Island", "Love Is Blind", "Law & Order: Organized Crime", "NCIS", "NCIS: Origins", "Ncis", "24 Hours",
        "24 Days", "24h", "2 Broke Girls", "20/20", "Poke\u{301}mon", "Poke\u{301}ball", "Pokeball", "Ab-c", "Ab c", "Abc",
        "Ab_d", "Stranger Things", "Strange World", "Star Trek", "Star-Crossed", "Starz", "St. Elsewhere",
    ]

    /// The shortcut itself, against the English collation `localizedStandardCompare` uses there, whatever the locale
    /// the tests run in (under C.UTF-8 `ascending` never takes the shortcut).
    @Test func theASCIILetterShortcutAgreesWithTheEnglishCollation() {
        let english = Locale(identifier: "en_US")
        var checked = 0
        for a in names {
            for b in names where a != b {
                guard let byLetter = NameOrder.asciiLetterOrder(a, b) else { continue }
                let collated = a.compare(b, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                                         range: nil, locale: english)
                #expect(byLetter == (collated == .orderedAscending), "\(a) vs \(b)")
                checked += 1
            }
        }
        #expect(checked > 2_000)
    }

    @Test func agreesWithLocalizedStandardCompareOnEveryPair() {
        for a in names {
            for b in names where a != b {
                #expect(NameOrder.ascending(a, b) == (a.localizedStandardCompare(b) == .orderedAscending), "\(a) vs \(b)")
            }
        }
    }
}
