import TVMaze
import TVService
import TVText

/// `day mon|…|today|YYYY-MM-DD [/text] [filters]`: one day of the schedule.
enum DayCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "day",
        usage:
            "day mon|tue|…|sun|today|tomorrow|yesterday|YYYY-MM-DD [/text] [--network NAME] [--genre NAME] [--tv|--streaming] [--premieres] [--country CC]",
        summary: "One day of the schedule.", examples: ["day tue", "day today /news", "day 2026-11-18 --genre Comedy"],
        argument: .weekday, refetch: .shownDays)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let (filter, positional) = try ScheduleFilter.parse(arguments, usage: declaration.usage)
        guard positional.count == 1 else {
            throw declaration.usageError(positional.isEmpty ? "which day?" : "too many arguments")
        }
        if let country = filter.country { try session.setCountry(country) }
        let (anchor, word) = (session.listing.week?.start, positional[0])
        let days = [
            try await session.service.day(
                choosing: { today in
                    guard let date = DayArgument.resolve(word, today: today, weekStart: anchor ?? today.mondayOfWeek)
                    else {
                        throw declaration.usageError("‘\(word.terminalSafe)’ is not a day")
                    }
                    try ShellSession.checkRange(date)
                    return date
                }, only: filter.kind)
        ]
        session.noteDataSource(staleSince: days.first?.staleSince)
        await session.show(
            schedule: filter.apply(days), title: nil, filtered: !filter.isEmpty, premieres: filter.premieres)
        return .succeeded
    }
}
