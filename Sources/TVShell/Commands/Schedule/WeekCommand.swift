import FoundationEssentials
import TVMaze
import TVService
import TVText

/// `week [this|next|prev|YYYY-MM-DD] [/text] [filters]`: the Monday–Sunday schedule.
enum WeekCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "week",
        usage:
            "week [this|next|prev|YYYY-MM-DD] [/text] [--network NAME] [--genre NAME] [--tv|--streaming] [--premieres] [--country CC]",
        summary:
            "The Monday–Sunday schedule, grouped by day, numbered rows; --premieres: season and series premieres only (no extra request).",
        examples: ["week", "week next", "week 2026-11-16 --network NBC", "week /law", "week --premieres"],
        argument: .week,
        refetch: .shownDays)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let (filter, positional) = try ScheduleFilter.parse(arguments, usage: declaration.usage)
        guard positional.count <= 1 else { throw declaration.usageError("too many arguments") }
        if let country = filter.country { try session.setCountry(country) }
        let lastWeek = session.listing.week
        let choice = positional.first?.lowercased()
        let progress = session.running.progress
        progress?.relabel("week: waiting for TVmaze's schedule", counting: "days")
        // The window is chosen from the current week as the service settles it (the sample week, after a fallback).
        let week = try await session.service.week(
            choosing: { thisWeek in
                let current = lastWeek ?? thisWeek
                let window: ScheduleWindow
                switch choice {
                case nil, "this": window = thisWeek
                case "next": window = current.moved(byWeeks: 1)
                case "prev", "previous", "last": window = current.moved(byWeeks: -1)
                case let text?:
                    guard let date = CalendarDate(text) else {
                        throw declaration.usageError("‘\(text.terminalSafe)’ is not a week")
                    }
                    try ShellSession.checkRange(date)
                    window = thisWeek.week(containing: date)
                }
                try ShellSession.checkRange(window.start)  // `week next` from the last week of 2100 too
                return window
            }, only: filter.kind, progress: { progress?.update(done: $0, total: $1) })
        let window = week.window
        session.listing.showed(week: window)
        let title =
            "Week of \(window.start) – \(window.end) · \(window.country) · times in \(window.displayZone.identifier)"
        session.noteDataSource(staleSince: week.staleSince)
        await session.show(
            schedule: filter.apply(week.days), title: title, filtered: !filter.isEmpty, missing: week.missing,
            premieres: filter.premieres)
        // The days that arrived are shown; each that did not gets one line, and asking again fetches it again.
        for day in week.missing {
            session.reportError(
                "\(Formatting.weekdays[day.date.weekday - 1]) \(day.date) is missing: \(ShellSession.errorLine(for: day.error))"
            )
        }
        return week.missing.isEmpty ? .succeeded : .failed
    }
}
