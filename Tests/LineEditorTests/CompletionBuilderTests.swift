import Testing

@testable import LineEditor

@Suite struct CompletionBuilderTests {
    let names = ["search", "season", "seasons", "show", "Game of Thrones", "Girls", "Pokémon Horizons: The Series"]

    @Test func singleMatchAddsSpace() {
        #expect(CompletionBuilder.complete("sh", from: names) == Completion(replacing: "sh", insertion: "show "))
    }

    @Test func customSuffix() {
        #expect(
            CompletionBuilder.complete("sh", from: names, suffix: "") == Completion(replacing: "sh", insertion: "show"))
    }

    @Test func severalMatchesGiveCommonPrefixAndAlternatives() {
        #expect(
            CompletionBuilder.complete("sea", from: names)
                == Completion(replacing: "sea", insertion: "sea", alternatives: ["search", "season", "seasons"])
        )
        #expect(
            CompletionBuilder.complete("seas", from: names)
                == Completion(replacing: "seas", insertion: "season", alternatives: ["season", "seasons"])
        )
    }

    @Test func caseInsensitiveKeepsCandidateSpelling() {
        #expect(CompletionBuilder.complete("gi", from: names) == Completion(replacing: "gi", insertion: "Girls "))
        #expect(
            CompletionBuilder.complete("GAME", from: names)
                == Completion(replacing: "GAME", insertion: "Game of Thrones "))
        #expect(
            CompletionBuilder.complete("g", from: names)
                == Completion(replacing: "g", insertion: "G", alternatives: ["Game of Thrones", "Girls"])
        )
    }

    @Test func commonPrefixIgnoresCaseAndTakesFirstSpelling() {
        let result = CompletionBuilder.complete("the", from: ["The Wire", "THE WIRE: Extras", "the wirehouse"])
        #expect(
            result
                == Completion(
                    replacing: "the", insertion: "The Wire",
                    alternatives: ["The Wire", "THE WIRE: Extras", "the wirehouse"]
                ))
    }

    @Test func multiWordName() {
        #expect(
            CompletionBuilder.complete("Game of T", from: names)
                == Completion(replacing: "Game of T", insertion: "Game of Thrones ")
        )
    }

    @Test func nonASCIIName() {
        #expect(
            CompletionBuilder.complete("pok", from: names)
                == Completion(replacing: "pok", insertion: "Pokémon Horizons: The Series ")
        )
        // A decomposed é in the typed word matches the precomposed one in the name.
        #expect(CompletionBuilder.complete("POKE\u{301}", from: names)?.insertion == "Pokémon Horizons: The Series ")
        // Case folding only: no diacritic folding.
        #expect(CompletionBuilder.complete("poke", from: names) == nil)
    }

    @Test func noMatchIsNil() {
        #expect(CompletionBuilder.complete("xyz", from: names) == nil)
        #expect(CompletionBuilder.complete("a", from: []) == nil)
    }

    @Test func emptyWordMatchesEverything() {
        let result = CompletionBuilder.complete("", from: ["b", "a"])
        #expect(result == Completion(replacing: "", insertion: "", alternatives: ["b", "a"]))
    }

    @Test func exactDuplicatesCountOnce() {
        #expect(
            CompletionBuilder.complete("gi", from: ["Girls", "Girls"])
                == Completion(replacing: "gi", insertion: "Girls "))
    }

    @Test func wordLongerThanCandidateDoesNotMatch() {
        #expect(CompletionBuilder.complete("shows", from: names) == nil)
    }
}
