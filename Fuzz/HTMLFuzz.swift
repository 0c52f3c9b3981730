/// Fuzz target `html`: HTMLText.plainText turns any markup into text that, once through the terminal filter
/// as every view does, holds nothing a terminal acts on; wrapping it does not crash.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzHTML(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let input = Fuzz.text(UnsafeRawBufferPointer(start: data, count: size))
    let text = HTMLText.plainText(input)
    let safe = TerminalSafe.sanitize(text, keepNewlines: true)
    if let bad = Fuzz.firstUnsafeScalar(safe, newlines: true) {
        Fuzz.fail("U+\(String(bad.value, radix: 16)) left in the plain text", input)
    }
    _ = TextWrap.wrap(safe, width: 20 + size % 60)
    return 0
}
