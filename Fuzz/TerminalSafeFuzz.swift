/// Fuzz target `terminal-safe`: TerminalSafe.sanitize never lets a control through, is idempotent,
/// and the width, truncation and wrapping of its output do not crash.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzTerminalSafe(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let input = Fuzz.text(UnsafeRawBufferPointer(start: data, count: size))
    for keepNewlines in [false, true] {
        let safe = TerminalSafe.sanitize(input, keepNewlines: keepNewlines)
        if let bad = Fuzz.firstUnsafeScalar(safe, newlines: keepNewlines) {
            Fuzz.fail("U+\(String(bad.value, radix: 16)) passed sanitize(keepNewlines: \(keepNewlines))", input)
        }
        if TerminalSafe.sanitize(safe, keepNewlines: keepNewlines) != safe {
            Fuzz.fail("sanitize is not idempotent", input)
        }
        let width = DisplayWidth.of(safe)
        if width < 0 { Fuzz.fail("negative width", input) }
        let cut = DisplayWidth.truncate(safe, to: max(1, width / 2))
        if DisplayWidth.of(cut) > max(1, width / 2) { Fuzz.fail("truncate overshoots", input) }
        _ = DisplayWidth.pad(safe, to: width + 3, alignRight: keepNewlines)
        _ = TextWrap.wrap(safe, width: 1 + size % 40, indent: "  ")
    }
    return 0
}
