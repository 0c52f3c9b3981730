import TVText
import Testing

@Suite struct WhitespaceTests {
    @Test(arguments: [
        ("  week next\t", "week next"), ("search  the wire", "search  the wire"), ("", ""), (" \t ", ""),
        ("\u{00A0}girls\u{3000}", "girls"), ("x", "x"), (" é ", "é"), ("a \u{200B}", "a \u{200B}"),
        ("week\r", "week"), ("\r", ""), ("\u{0C}day tue\u{2028}", "day tue"),
    ])
    func bothEndsLoseTheirWhitespaceAndTheMiddleStays(_ text: String, _ trimmed: String) {
        #expect(text.trimmingWhitespace == trimmed)
        #expect(text[...].trimmingWhitespace == trimmed)
    }
}
