import TVMaze
import TVService
import TVText

/// `day mon|…|today|YYYY-MM-DD [/text] [filters]`: one day of the schedule.
enum DayCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "day", usage: "day mon|tue|…|sun|today|tomorrow|yesterday|YYYY-MM-DD [/text] [--network NAME] [--genre NAME]",
        summary: "One day of the schedule.", examples: ["day tue", "day today /news", "day 2026-11-18 --genre Comedy"],
        argument: .weekday, refetch: .shownDays)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let (filter, positional) = try ScheduleFilter.parse(arguments, usage: declaration.usage)
        guard positional.count == 1 else { throw declaration.usageError(positional.isEmpty ? "which day?" : "too many arguments") }
        if let country = filter.country { try await session.setCountry(country) }
        let today = await session.service.currentDay()
        let anchor = session.lastWeek?.start ?? today.mondayOfWeek
        guard let date = DayArgument.resolve(positional[0], today: today, weekStart: anchor) else {
            throw declaration.usageError("‘\(positional[0].terminalSafe)’ is not a day")
        }
        try ShellSession.checkRange(date)
        let days = try await session.service.schedule(for: [date])
        session.noteDataSource(staleSince: days.first?.staleSince)
        session.show(schedule: filter.apply(days), title: nil, filtered: !filter.isEmpty)
        return .succeeded
    }
}
