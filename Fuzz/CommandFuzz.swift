/// Fuzz target `command`: the tokenizer and every argument parser a command line reaches
/// (command lookup and suggestions, filters, days, dates, episode codes) never crash, and a line
/// without quotes or backslashes tokenizes to its whitespace-separated words.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzCommand(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let line = Fuzz.text(UnsafeRawBufferPointer(start: data, count: size))
    guard let words = try? Tokenizer.words(line) else { return 0 }
    if !line.contains(where: { "\"'\\".contains($0) }), line.drop(while: \.isWhitespace).first != "#" {
        let plain = line.split(whereSeparator: \.isWhitespace).map(String.init)
        if words != plain { Fuzz.fail("tokenizer split \(words) != \(plain)", line) }
    }
    guard let first = words.first else { return 0 }
    let spec = CommandSpec.find(first)
    if spec == nil { _ = CommandSpec.suggestions(for: first) }
    let args = Array(words.dropFirst())
    _ = try? ScheduleFilter.parse(args, usage: spec?.usage ?? "")
    let today = CalendarDate(year: 2026, month: 11, day: 18)!
    for word in words {
        _ = Int(word)
        _ = CalendarDate(word)
        _ = DayArgument.resolve(word, today: today, weekStart: today.mondayOfWeek)
        if let code = EpisodeCode.parse(word) {
            if code.season < 0 || code.number < 0 { Fuzz.fail("negative episode code", line) }
            _ = EpisodeCode.text(season: code.season, number: code.number)
        }
    }
    return 0
}
