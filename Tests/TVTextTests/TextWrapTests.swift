import TVText
import Testing

@Suite struct TextWrapTests {
    let paragraph = "The quick brown fox jumps over the lazy dog and keeps running far away."

    @Test func longParagraphAtWidthTwenty() {
        #expect(
            TextWrap.wrap(paragraph, width: 20)
                == ["The quick brown fox", "jumps over the lazy", "dog and keeps", "running far away."])
        #expect(
            TextWrap.wrap(paragraph, width: 20, indent: "  ")
                == ["  The quick brown fox", "  jumps over the lazy", "  dog and keeps", "  running far away."])
    }

    @Test func wordsLongerThanTheWidthAreSplitByColumns() {
        #expect(
            TextWrap.wrap("Supercalifragilisticexpialidocious is long", width: 10)
                == ["Supercalif", "ragilistic", "expialidoc", "ious is", "long"])
    }

    @Test func cjkWrapsByColumns() {
        #expect(
            TextWrap.wrap("東京喰種トーキョーグール is an anime", width: 10)
                == ["東京喰種ト", "ーキョーグ", "ール is an", "anime"])
        #expect(TextWrap.wrap("東京喰種", width: 3) == ["東", "京", "喰", "種"])
        #expect(TextWrap.wrap("東京", width: 0) == ["東", "京"])
    }

    @Test func paragraphsAndBlankLinesAreKept() {
        #expect(TextWrap.wrap("one two\n\nthree", width: 20, indent: "> ") == ["> one two", ">", "> three"])
        #expect(TextWrap.wrap("one\r\ntwo", width: 20) == ["one", "two"])
        #expect(TextWrap.wrap("a  b   c ", width: 20) == ["a b c"])
        #expect(TextWrap.wrap("  lead", width: 20, indent: "    ") == ["    lead"])
        #expect(TextWrap.wrap("", width: 20).isEmpty)
    }

    @Test func everyLineFitsAndNoWordIsLost() {
        let text = paragraph + " 東京喰種トーキョーグール Pok\u{E9}mon 👨‍👩‍👧 family"
        for width in 2...40 {
            let lines = TextWrap.wrap(text, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width && $0.last != " " }, "width \(width)")
            #expect(
                lines.flatMap { $0.split(separator: " ") }.joined() == text.split(separator: " ").joined(),
                "width \(width)")
        }
    }

    /// Help rows and error lines on a terminal (issue 36): cut at words, never mid-word, the rest under the indent.
    @Test func hangingIndentWrapsAtWordsAfterTheFirstLine() {
        let line = "error: format is table or json (usage: set format table|plain|json)"
        #expect(
            TextWrap.hanging(line, width: 30, indent: 7)
                == "error: format is table or json\n       (usage: set format\n       table|plain|json)")
        #expect(TextWrap.hanging(line, width: 80, indent: 7) == line)
        for width in 17...70 {
            let lines = TextWrap.hanging(line, width: width, indent: 7).split(separator: "\n")
            #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= width }, "width \(width)")
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("       ") }, "width \(width)")
            #expect(lines.flatMap { $0.split(separator: " ") }.joined() == line.split(separator: " ").joined())
        }
    }
}
