import Foundation
import LineEditor
import TVService
import Testing

@testable import TVShell

/// Ranking and normalisation of TAB matches over the show index.
@Suite struct NameMatcherTests {
    let matcher = NameMatcher([
        ("Game of Thrones", 99), ("After the Thrones", 40), ("Girls", 90), ("Girls5eva", 60), ("Gilmore Girls", 95),
        ("Pokémon", 80), ("The Girlfriend Experience", 50), ("Girls", 10), ("Doctor Doctor", 30),
    ])

    @Test func wholeNamePrefixesComeBeforeWordPrefixesThenByWeightThenShorter() {
        let found = matcher.matches("gir", limit: 10)
        #expect(found.names == ["Girls", "Girls5eva", "Girls", "Gilmore Girls", "The Girlfriend Experience"])
        #expect(found.total == 5)
        #expect(!found.allWholePrefix)
    }

    @Test func wordPrefixesFindLaterWords() {
        #expect(matcher.matches("thrones", limit: 10).names == ["Game of Thrones", "After the Thrones"])
        #expect(matcher.matches("of thr", limit: 10).names == ["Game of Thrones"])
    }

    @Test func caseAndDiacriticsAreIgnored() {
        #expect(matcher.matches("POKEMON", limit: 10).names == ["Pokémon"])
        #expect(matcher.matches("pokém", limit: 10).names == ["Pokémon"])
    }

    @Test func aNameMatchingTwiceIsListedOnce() {
        let found = matcher.matches("doc", limit: 10)
        #expect(found.names == ["Doctor Doctor"])
        #expect(found.allWholePrefix)
    }

    @Test func theLimitKeepsTheBest() {
        #expect(matcher.matches("g", limit: 2).names == ["Game of Thrones", "Gilmore Girls"])
        #expect(matcher.matches("zzz", limit: 5).names.isEmpty)
        #expect(matcher.matches("", limit: 5).names.isEmpty)
    }

    @Test func tabCompletesFromTheIndexFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tv-index-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ShowIndexFile(url: folder.appendingPathComponent("show-index"))
        try store.save(
            ShowIndexSnapshot(
                entries: [
                    ShowIndexEntry(id: 1, name: "Game of Thrones", weight: 99),
                    ShowIndexEntry(id: 2, name: "Gilmore Girls", weight: 90),
                ],
                lastPage: 0, complete: true, updatedAt: Date(timeIntervalSince1970: 0)))
        let completer = ShellCompleter(names: CompletionNames(index: ShowNameIndex(store: store)))
        #expect(completer.complete("show thro") == Completion(replacing: "thro", insertion: "Game of Thrones "))
        #expect(completer.complete("show g")?.alternatives == ["Game of Thrones", "Gilmore Girls"])
    }

    /// An index store holding what a hostile or damaged index file could.
    struct FixedStore: ShowIndexStore {
        let snapshot: ShowIndexSnapshot
        func load() throws -> ShowIndexSnapshot? { snapshot }
        func save(_ snapshot: ShowIndexSnapshot) throws {}
    }

    @Test func indexNamesAreTerminalSafeAndWildWeightsRankWithoutTrapping() throws {
        var snapshot = ShowIndexSnapshot()
        snapshot.entries = [
            ShowIndexEntry(id: 1, name: "Evil\u{1B}]52;c;aGk=\u{07} Show\u{202E}", weight: Int.min),
            ShowIndexEntry(id: 2, name: "Evil Twin", weight: Int.max),
            ShowIndexEntry(id: 3, name: "Evildoers", weight: -5),
        ]
        let index = ShowNameIndex(store: FixedStore(snapshot: snapshot))
        let completion = try #require(index.complete("evi"))
        #expect(completion.alternatives == ["Evil Twin", "Evil Show", "Evildoers"])
        #expect(
            completion.alternatives.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" } })
    }
}
