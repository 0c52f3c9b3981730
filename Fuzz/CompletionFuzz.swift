/// Fuzz target `completion`: ShellCompleter (with the names a session has seen) completes any text before
/// the cursor without crashing; what it offers replaces a suffix of that text, matches it by prefix (a file name's
/// once its quote and backslashes are read: `\` offers every file), and holds nothing a terminal acts on even when
/// the remote lookup answers with controls. The names are made afresh for every input: the remote answers join them,
/// and a set that grew with every run made each run slower (70 a second).
func sampleNames() -> CompletionNames {
    let names = CompletionNames()
    names.add([
        "Girls", "Girls5eva", "Gilmore Girls", "Pokémon", "The Daily Show", "Kröniken", "零", "👩‍👩‍👧 family", "",
        "\u{1B}[31mGirls\u{1B}]52;c;eA==\u{7}", "Gi\u{202E}rls\u{9B}2J",
    ])
    names.setShowContents(seasons: ["1", "2", "10"], episodeCodes: ["1x01", "1x02", "2x10"])
    return names
}

@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzCompletion(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let text = Fuzz.text(UnsafeRawBufferPointer(start: data, count: size))
    // `source` lists the file system: keep it to the working directory, not the whole disk.
    if text.contains("/") || text.contains("~") { return 0 }
    let completer = ShellCompleter(
        names: sampleNames(), remote: { query in ["\(query) remote", query] },
        commands: Fuzz.commands)
    guard let completion = completer.complete(text) else { return 0 }
    if !text.hasSuffix(completion.replacing) { Fuzz.fail("replaces \(completion.replacing), not a suffix", text) }
    let typed = [completion.replacing, PathCompletion.unescaped(completion.replacing).name]
    for candidate in completion.alternatives
    where !typed.contains(where: { CompletionBuilder.hasPrefix(candidate, Array($0)) }) {
        Fuzz.fail("offers \(candidate) for \(completion.replacing)", text)
    }
    for candidate in completion.alternatives + [completion.insertion] {
        if let bad = Fuzz.firstUnsafeScalar(candidate, newlines: false) {
            Fuzz.fail("offers U+\(String(bad.value, radix: 16)) in \(candidate)", text)
        }
    }
    return 0
}
