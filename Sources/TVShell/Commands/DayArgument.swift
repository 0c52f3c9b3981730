import TVMaze

/// Reads `day`'s argument: a weekday of the shown week, today/tomorrow/yesterday, or a date.
enum DayArgument {
    static func resolve(_ text: String, today: CalendarDate, weekStart: CalendarDate) -> CalendarDate? {
        let word = text.lowercased()
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if let date = CalendarDate(text) { return date }
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        guard word.count >= 2 else { return nil }
        let matches = names.indices.filter { names[$0].hasPrefix(word) }
        guard matches.count == 1 else { return nil }
        return weekStart.adding(days: matches[0])
    }
}
