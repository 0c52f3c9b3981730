import Foundation
import Testing

@testable import TVService

/// The ASCII shortcut must never disagree with `localizedStandardCompare` in the locale the tests run in.
@Suite struct NameOrderTests {
    let names = [
        "Aaron's Way", "zed", "Zorro", "Émile", "éclair", "ßeta", "1923", "10 Things", "9-1-1", "the 100", "The Bear",
        "the bear", "Ørsted", "Ångström", "Œuvre", "Ça va", "«Quotes»", "'Allo 'Allo!", "_under", "a", "A", "ab", "aB",
        "Pokémon", "Pokemon", "POKÉMON", "Čapek", "Łódź", "İstanbul", "ıd", "Ｆｕｌｌ", "Full", "新闻", "Новости", "x\u{301}",
        "Law & Order", "Law and Order", "law & order: SVU", "Doctor Who", "doctor who", "Dr. Who", "#hashtag", "@home",
        "Grey's Anatomy", "Greys", "Great British Bake Off", "GREAT", "The Bachelor", "The Voice", "the view",
        "The  View",
        "Love Island", "Love Is Blind", "Law & Order: Organized Crime", "NCIS", "NCIS: Origins", "Ncis", "24 Hours",
        "24 Days", "24h", "2 Broke Girls", "20/20", "Poke\u{301}mon", "Poke\u{301}ball", "Pokeball", "Ab-c", "Ab c",
        "Abc",
        "Ab_d", "Stranger Things", "Strange World", "Star Trek", "Star-Crossed", "Starz", "St. Elsewhere",
        "CBS Morning News", "CBS Mornings", "Fox & Friends", "Fox & Friends First", "ab c", "abb", "ab-c", "ab.c",
        "a b",
        "abc!", "ab!", "ab ", "Show 9", "Show 12", "Show 012", "Show 12a", "Show 1", "Show 1b", "Show 10", "x0", "x00",
        "x1y", "x01y", "x 9", "x10", "ab1", "ab_c", "Tab\there", "Tab here", "Tabhere", "Del\u{7F}", "Del", "24/7",
        "24 7", "247", "$100,000 Pyramid", "100 Humans", "1000-lb Sisters", "Big Brother", "Big Brother 26",
        "big brother",
        "葬送のフリーレン", "フリーレン", "ふりーれん", "ー", "・x", "한국 드라마", "Wild Kratts", "Ridiculousness", "新", "x新闻",
        "x 新闻", "xー", "x・", "Show 1葬", "Show 12葬", "Show 1한", "Show 葬", "Show", "Show!", "~tilde", "9新", "Ωmega",
        "Новости 24", "Ü新", "u新", "\u{3400}", "\u{4DBF}x", "\u{9FFF}", "\u{AC00}", "\u{D7A3}", "\u{3096}", "\u{30FA}",
        "\u{3040}", "\u{3097}", "\u{30A0}", "\u{30FB}", "\u{AB00}", "\u{D7B0}", "\u{FF66}", "\u{20000}",
    ]

    /// The shortcut itself, against the English collation `localizedStandardCompare` uses there, whatever the locale
    /// the tests run in (under C.UTF-8, Foundation's `Locale.current` on Linux is en_001, so `ascending` takes the
    /// shortcut there too).
    @Test func theASCIIShortcutAgreesWithTheEnglishCollation() {
        let english = Locale(identifier: "en_US")
        var checked = 0
        for a in names {
            for b in names where a != b {
                guard let byLetter = NameOrder.asciiOrder(a, b) else { continue }
                let collated = a.compare(
                    b, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                    range: nil, locale: english)
                #expect(byLetter == (collated == .orderedAscending), "\(a) vs \(b)")
                checked += 1
            }
        }
        #expect(checked > 15_000)
    }

    @Test func agreesWithLocalizedStandardCompareOnEveryPair() {
        for a in names {
            for b in names where a != b {
                #expect(
                    NameOrder.ascending(a, b) == (a.localizedStandardCompare(b) == .orderedAscending), "\(a) vs \(b)")
            }
        }
    }
}
