import TVText
import Testing

@testable import LineEditor

@Suite struct CompletionColumnsTests {
    @Test func displayWidths() {
        #expect(DisplayWidth.of("東京喰種") == 8)
        #expect(DisplayWidth.of("Girls") == 5)
        #expect(DisplayWidth.of("Pokémon") == 7)
        #expect(DisplayWidth.of("Poke\u{301}mon") == 7)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("ｱﾆﾒ") == 3)  // halfwidth katakana
        #expect(DisplayWidth.of("📺") == 2)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero-width space
    }

    @Test func columnMajorLayoutPadsByDisplayWidth() {
        let items = ["東京喰種", "Girls", "Lost", "Fargo"]
        // widest item 8 columns + 2 spaces gap: two columns fit in 20
        #expect(CompletionColumns.layout(items, width: 20) == "東京喰種  Lost\nGirls     Fargo")
        // three fit in 30 but two rows are still needed; no trailing spaces
        #expect(CompletionColumns.layout(items, width: 30) == "東京喰種  Lost\nGirls     Fargo")
        #expect(CompletionColumns.layout(items, width: 40) == "東京喰種  Girls     Lost      Fargo")
    }

    @Test func narrowTerminalGivesOneColumn() {
        #expect(CompletionColumns.layout(["東京喰種", "Girls"], width: 5) == "東京喰種\nGirls")
    }

    @Test func unevenColumns() {
        let items = ["a", "b", "c", "d", "e"]
        // 3 per line fit in width 7 ("a  b  c"): 2 rows, so columns of 2, 2, 1
        #expect(CompletionColumns.layout(items, width: 7) == "a  c  e\nb  d")
    }

    @Test func emptyList() {
        #expect(CompletionColumns.layout([], width: 80) == "")
    }

    @Test func longListIsCut() {
        let items = (1...100).map { String(String($0 + 1000).dropFirst()) }  // "001"…"100"
        let text = CompletionColumns.layout(items, width: 18, maxLines: 3)  // 4 per line
        #expect(text == "001  003  005  007\n002  004  006  008\n… and 92 more")
    }
}
