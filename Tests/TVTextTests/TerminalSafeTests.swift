import TVTestSupport
import TVText
import Testing

@Suite struct TerminalSafeTests {
    @Test func csiSequencesAreRemovedWhole() {
        #expect(TerminalSafe.sanitize("\u{1B}[31mRed\u{1B}[0m") == "Red")
        #expect(TerminalSafe.sanitize("\u{1B}[38;5;196mX\u{1B}[2J\u{1B}[?25l") == "X")
        #expect(TerminalSafe.sanitize("\u{9B}31mred") == "red")
        #expect(TerminalSafe.sanitize("ok\u{1B}[") == "ok")
    }

    @Test func oscSequencesAreRemovedWhole() {
        #expect(TerminalSafe.sanitize("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(TerminalSafe.sanitize("a\u{1B}]52;c;SGVsbG8=\u{07}b") == "ab")
        #expect(TerminalSafe.sanitize("\u{1B}]0;pwned\u{07}Title") == "Title")
        #expect(TerminalSafe.sanitize("\u{9D}0;title\u{9C}text") == "text")
        #expect(TerminalSafe.sanitize("\u{9D}8;;http://x\u{07}y") == "y")
        #expect(TerminalSafe.sanitize("ok\u{1B}]0;never terminated") == "ok")
        // A new ESC aborts the string and is itself parsed.
        #expect(TerminalSafe.sanitize("\u{1B}]0;x\u{1B}[1mbold") == "bold")
    }

    @Test func otherControlStringsAndTwoByteEscapesAreRemoved() {
        #expect(TerminalSafe.sanitize("\u{1B}Pq#0;2;0;0;0\u{1B}\\ok") == "ok")
        #expect(TerminalSafe.sanitize("\u{1B}_Gf=100;AAAA\u{1B}\\ok") == "ok")
        #expect(TerminalSafe.sanitize("\u{1B}^pm\u{1B}\\\u{1B}Xsos\u{1B}\\ok") == "ok")
        #expect(TerminalSafe.sanitize("\u{90}q\u{9C}ok") == "ok")
        #expect(TerminalSafe.sanitize("\u{1B}7saved\u{1B}8") == "saved")
        #expect(TerminalSafe.sanitize("\u{1B}(Bx\u{1B}#8\u{1B}c") == "x")
        #expect(TerminalSafe.sanitize("a\u{1B}") == "a")
        #expect(TerminalSafe.sanitize("\u{1B}é") == "é")
    }

    @Test func singleControlCharactersAreRemoved() {
        #expect(TerminalSafe.sanitize("ding\u{07}dong") == "dingdong")
        #expect(TerminalSafe.sanitize("abc\u{08}\u{08}XY") == "abcXY")
        #expect(TerminalSafe.sanitize("safe\roverwrite") == "safeoverwrite")
        #expect(TerminalSafe.sanitize("a\u{0}b\u{1F}c\u{7F}d") == "abcd")
        #expect(TerminalSafe.sanitize("a\u{85}b\u{9C}c\u{80}d") == "abcd")
        #expect(TerminalSafe.sanitize("a\tb") == "a b")
    }

    @Test func newlinesAreKeptOnlyWhenAsked() {
        #expect(TerminalSafe.sanitize("a\nb") == "a b")
        #expect(TerminalSafe.sanitize("a\r\nb\nc\rd", keepNewlines: true) == "a\nb\ncd")
        #expect(TerminalSafe.sanitize("a\r\nb") == "a b")
        // Unicode's line and paragraph separators break lines too: as "\n", or a space in a one-line field.
        #expect(TerminalSafe.sanitize("a\u{2028}b\u{2029}c") == "a b c")
        #expect(TerminalSafe.sanitize("a\u{2028}b\u{2029}c", keepNewlines: true) == "a\nb\nc")
    }

    @Test func bidiAndInvisibleCharactersAreRemoved() {
        #expect(TerminalSafe.sanitize("abc\u{202E}fed\u{202C}") == "abcfed")
        let bidi = "\u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
        #expect(TerminalSafe.sanitize("x" + bidi + "y") == "xy")
        #expect(TerminalSafe.sanitize("in\u{200B}vis\u{200C}i\u{2060}b\u{FEFF}le\u{180E}\u{AD}") == "invisible")
        #expect(TerminalSafe.sanitize("a\u{200D}b") == "ab")
        #expect(TerminalSafe.sanitize("\u{200D}👨\u{200D}") == "👨")
    }

    @Test func visibleTextOfEveryScriptPassesUnchanged() {
        for text in [
            "Pokémon Poke\u{301}mon", "東京喰種", "한국어", "Ελληνικά", "العربية", "עברית", "ไทย", "हिन्दी",
            "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵🇫🇷", "❤️‍🔥", "👩🏽‍💻", "🏴‍☠️", "1️⃣", "Tab & Co — “quoted” …",
        ] {
            #expect(TerminalSafe.sanitize(text) == text)
            #expect(text.terminalSafe == text)
        }
        #expect("\u{1B}[1mBold\u{1B}[0m\u{202E}".terminalSafe == "Bold")
    }

    @Test func randomNastyStringsComeOutSafeAndStable() {
        var generator = SplitMix64(seed: 0x7475_7465_7874)
        for round in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(Self.nastyPool.randomElement(using: &generator)!) }
            let input = String(scalars)
            let keepNewlines = round.isMultiple(of: 2)
            let once = TerminalSafe.sanitize(input, keepNewlines: keepNewlines)
            #expect(TerminalSafe.sanitize(once, keepNewlines: keepNewlines) == once, "input: \(input.debugDescription)")
            let output = Array(once.unicodeScalars)
            for (index, scalar) in output.enumerated() {
                #expect(!Self.isForbidden(scalar, keepNewlines: keepNewlines), "input: \(input.debugDescription)")
                if scalar == "\u{200D}" {
                    let joinsEmoji =
                        index > 0 && index + 1 < output.count
                        && Self.isEmojiPart(output[index - 1]) && Self.isEmojiPart(output[index + 1])
                    #expect(joinsEmoji, "input: \(input.debugDescription)")
                }
            }
        }
    }

    private static let nastyPool: [Unicode.Scalar] = [
        "\u{1B}", "\u{1B}", "[", "]", "\\", "P", "_", "^", "X", "(", "#", "m", ";", "0", "3", "8",
        "\u{07}", "\u{9B}", "\u{9D}", "\u{9C}", "\u{90}", "\u{85}", "\u{7F}",
        "\u{0}", "\u{8}", "\t", "\n", "\r", "\u{1F}",
        "\u{202E}", "\u{2066}", "\u{200E}", "\u{061C}",
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{180E}",
        "東", "京", "한", "👨", "👩", "🎉", "\u{FE0F}", "🇯", "🇵", "\u{1F3FD}",
        "a", "Z", "é", "\u{301}", " ",
    ]

    private static func isForbidden(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !keepNewlines
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x200B, 0x200C, 0x2060, 0xFEFF, 0x180E, 0x00AD: true
        default: false
        }
    }

    private static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || (scalar.value > 0x7F && scalar.properties.isEmoji)
    }

    /// Appending a cell writes what `sanitize` returns, and its width: printable ASCII as it is, anything else made safe.
    @Test(arguments: [
        "Girls", "", "\u{1B}[31mRed\u{1B}[0m", "Pokémon\tJourneys", "東京喰種", "Netflix \u{202E}live",
        "e\u{301}clair", "\u{9B}31mx", "👩🏽‍💻 Hackers",
    ])
    func appendingACellWritesItsSafeTextAndWidth(_ text: String) {
        var bytes = Array("x".utf8)
        let width = TerminalSafe.append(text, to: &bytes)
        let safe = TerminalSafe.sanitize(text)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + safe)
        #expect(width == DisplayWidth.of(safe))
    }
}
