import TVMaze
import TVService
import TVText

/// `calendar [YYYY-MM|next|prev]`: the month grid of the followed shows' episodes.
enum CalendarCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "calendar", aliases: ["cal"], usage: "calendar [YYYY-MM | next | prev] [--premieres]",
        summary: "A month grid (Monday first) of the followed shows' episodes, numbered in a legend below.",
        examples: ["calendar", "calendar 2026-12", "calendar next", "calendar --premieres"], argument: .month,
        refetch: .followedShows)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        var arguments = arguments
        var marks = EpisodeMarks(premieresFrom: &arguments)
        guard arguments.count <= 1 else { throw declaration.usageError("too many arguments") }
        let today = await session.service.today
        let current = session.listing.month ?? CalendarMonth(containing: today)
        let month: CalendarMonth
        switch arguments.first?.lowercased() {
        case nil, "this": month = CalendarMonth(containing: today)
        case "next": month = current.moved(by: 1)
        case "prev", "previous", "last": month = current.moved(by: -1)
        case let text?:
            guard let parsed = CalendarMonth(text) else {
                throw declaration.usageError("‘\(text.terminalSafe)’ is not a month (YYYY-MM)")
            }
            month = parsed
        }
        try ShellSession.checkRange(month.first)
        guard let shows = try await session.followedShowEpisodes() else { return .succeeded }
        let events = shows.flatMap { item in item.episodes.map(item.event) }.filter(marks.lists)
        marks.finales = await session.service.keptFinales(showIDs: events.map(\.show.id))
        let grouped = CalendarView.days(of: month, events: events, zone: session.service.displayZone)
        let days = session.spoilers?.apply(grouped) ?? grouped
        let (text, rows) = CalendarView(format: session.formatting, settings: session.settings, marks: marks).render(
            month, days: days, today: today)
        session.listing.list(rows, month: month)
        session.emit(text)
        return .succeeded
    }
}
