import TVTestSupport
import Testing

@testable import TVText

@Suite struct DisplayWidthTests {
    @Test func widthsOfCommonScripts() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("東京喰種") == 8)
        #expect(DisplayWidth.of("一〇") == 4)
        #expect(DisplayWidth.of("Pok\u{E9}mon") == 7)
        #expect(DisplayWidth.of("Poke\u{301}mon") == 7)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("ﾃｽﾄ") == 3)
        #expect(DisplayWidth.of("とある科学の超電磁砲") == 20)
        #expect(DisplayWidth.of("e\u{301}\u{302}") == 1)
        #expect(DisplayWidth.of("\u{200B}\u{FE0F}") == 0)
    }

    @Test func emojiAreTwoColumnsPerCluster() {
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("🎉") == 2)
        #expect(DisplayWidth.of("👩🏽‍💻") == 2)
        #expect(DisplayWidth.of("⚠") == 1)
        #expect(DisplayWidth.of("⚠\u{FE0F}") == 2)
        #expect(DisplayWidth.of("❤\u{FE0F}") == 2)
        #expect(DisplayWidth.of("a🎉b") == 4)
    }

    /// Scalars the generated Unicode tables decide, among them some the hand-copied ranges they replace got wrong.
    @Test func widthsComeFromTheUnicodeData() {
        #expect(DisplayWidth.of("\u{3099}") == 0)  // a combining mark inside a wide block
        #expect(DisplayWidth.of("\u{1F004}") == 2)  // 🀄, Emoji_Presentation, between narrow Mahjong tiles
        #expect(DisplayWidth.of("\u{1F000}") == 1)
        #expect(DisplayWidth.of("\u{231A}") == 2)  // ⌚, wide outside every CJK block
        #expect(DisplayWidth.of("\u{FF61}") == 1)  // halfwidth ideographic full stop
        #expect(DisplayWidth.of("\u{2A6E0}") == 2)  // unassigned in plane 2: East Asian Width defaults it to wide
        #expect(DisplayWidth.of("\u{3130}") == 1)  // unassigned, inside a range the hand copy called wide
        #expect(DisplayWidth.of("\u{FF00}") == 1)
        #expect(DisplayWidth.of("\u{0600}") == 0)  // Cf
        #expect(DisplayWidth.of("\u{1160}") == 0)  // Hangul syllable type V
        #expect(DisplayWidth.of("\u{D7C7}") == 1)  // unassigned between the V and T jamo of Hangul Extended-B
        #expect(DisplayWidth.of("\u{00A9}\u{FE0F}") == 2)
        #expect(DisplayWidth.of("\u{00A9}") == 1)
        #expect(DisplayWidth.of("x\u{FE0F}") == 1)
    }

    /// The binary search agrees with a linear one at both edges of every range of every table.
    @Test func scalarRangesFindTheirEdges() {
        for table in [UnicodeTables.zeroWidth, UnicodeTables.wide, UnicodeTables.emoji] {
            let ranges = stride(from: 0, to: table.bounds.count, by: 2).map { table.bounds[$0]...table.bounds[$0 + 1] }
            #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound })
            for range in ranges {
                for value in [range.lowerBound &- 1, range.lowerBound, range.upperBound, range.upperBound + 1] {
                    #expect(table.contains(value) == ranges.contains { $0.contains(value) }, "\(value)")
                }
            }
        }
        #expect(!ScalarRanges(bounds: []).contains(0))
        #expect(ScalarRanges(bounds: [0, 0]).contains(0))
        #expect(!ScalarRanges(bounds: [5, 9]).contains(4))
        #expect(!ScalarRanges(bounds: [5, 9]).contains(10))
    }

    @Test func truncateCutsByColumnsAndAddsEllipsis() {
        #expect(DisplayWidth.truncate("abc", to: 3) == "abc")
        #expect(DisplayWidth.truncate("abcd", to: 3) == "ab…")
        #expect(DisplayWidth.truncate("abc", to: 1) == "…")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
        #expect(DisplayWidth.truncate("abc", to: -5) == "")
        #expect(DisplayWidth.truncate("東京喰種 Tokyo Ghoul", to: 6) == "東京…")
        #expect(DisplayWidth.truncate("東京喰種 Tokyo Ghoul", to: 7) == "東京喰…")
        #expect(DisplayWidth.truncate("ab東京", to: 4) == "ab…")
        #expect(DisplayWidth.truncate("ab東京", to: 5) == "ab東…")
        #expect(DisplayWidth.truncate("ab東京", to: 6) == "ab東京")
        #expect(DisplayWidth.truncate("Poke\u{301}mon!", to: 6) == "Poke\u{301}m…")
        #expect(DisplayWidth.truncate("Poke\u{301}mon!", to: 5) == "Poke\u{301}…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧", to: 3) == "👨‍👩‍👧…")
    }

    @Test func padFillsToExactWidth() {
        #expect(DisplayWidth.pad("東京", to: 6) == "東京  ")
        #expect(DisplayWidth.pad("東京", to: 6, alignRight: true) == "  東京")
        #expect(DisplayWidth.pad("東京喰種", to: 6) == "東京… ")
        #expect(DisplayWidth.pad("東京喰種", to: 7) == "東京喰…")
        #expect(DisplayWidth.pad("abc", to: 0) == "")
        #expect(DisplayWidth.pad("", to: 3) == "   ")
        for text in ["Girls 東京 Pokémon", "👨‍👩‍👧 Family", "한국어abc", "a"] {
            for width in 0...24 {
                #expect(DisplayWidth.of(DisplayWidth.pad(text, to: width)) == width)
                #expect(DisplayWidth.of(DisplayWidth.pad(text, to: width, alignRight: true)) == width)
            }
        }
    }

    /// Below U+0300 the width is counted by scalar, without grapheme clusters: it must agree with the clusters' count,
    /// for each scalar alone and in random text (CR LF, one cluster, included).
    @Test func latinTextIsCountedByScalarAsByCluster() {
        func byClusters(_ text: String) -> Int { text.reduce(0) { $0 + DisplayWidth.columns(of: $1) } }
        for value in 0..<0x300 {
            let text = String(Unicode.Scalar(value)!)
            #expect(DisplayWidth.latinWidth(text) == byClusters(text), "U+\(String(value, radix: 16))")
        }
        var random = SplitMix64(seed: 0x300)
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let value =
                    Int.random(in: 0..<10, using: &random) == 0 ? 0x0D : UInt32.random(in: 0..<0x300, using: &random)
                scalars.append(Unicode.Scalar(value)!)
                if Bool.random(using: &random) { scalars.append("\n") }
            }
            let text = String(scalars)
            #expect(DisplayWidth.latinWidth(text) == byClusters(text))
            #expect(DisplayWidth.of(text) == byClusters(text))
        }
        #expect(DisplayWidth.latinWidth("Poke\u{301}mon") == nil)
        #expect(DisplayWidth.latinWidth("東京") == nil)
    }

    /// The word-at-a-time test agrees with the byte-at-a-time definition, for every byte at every place of a word
    /// and of the tail after it.
    @Test func printableASCIIIsTestedEightBytesAtATime() {
        for length in 1...19 {
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = byte
                    let printable = bytes.withUnsafeBufferPointer { PrintableASCII.test($0) }
                    if printable != (0x20...0x7E).contains(byte) {
                        Issue.record("byte \(byte) at \(place) of \(length)")
                        return
                    }
                }
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer { PrintableASCII.test($0) })
        #expect(PrintableASCII.test("The Late Show with Stephen Colbert"))
        #expect(!PrintableASCII.test("Despierta América"))
    }
}
