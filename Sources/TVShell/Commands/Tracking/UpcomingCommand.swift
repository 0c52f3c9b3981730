import FoundationEssentials
import TVMaze
import TVService

/// `upcoming [DAYS]`: the followed shows' episodes of the next DAYS days (30), soonest first.
enum UpcomingCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "upcoming", usage: "upcoming [DAYS] [--premieres]",
        summary:
            "The followed shows' episodes of the next DAYS days (30), soonest first; premieres only with --premieres.",
        examples: ["upcoming", "upcoming 7", "upcoming --premieres"], refetch: .followedShows)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        var arguments = arguments
        var marks = EpisodeMarks(premieresFrom: &arguments)
        guard arguments.count <= 1 else { throw declaration.usageError("too many arguments") }
        var days = 30
        if let text = arguments.first {
            guard let number = Int(text), (1...366).contains(number) else {
                throw declaration.usageError("DAYS is a number from 1 to 366")
            }
            days = number
        }
        guard let shows = try await session.followedShowEpisodes() else { return .succeeded }
        let now = await session.service.now()
        let end = now.addingTimeInterval(Double(days) * 86_400)
        var events: [ScheduleEvent] = []
        var quiet: [TrackingViews.Followed] = []
        for item in shows {
            let upcoming = item.episodes(after: now)
            let soon = upcoming.filter { $0.airstamp! < end }
            if soon.isEmpty { quiet.append(.init(show: item.show, next: upcoming.first)) }
            events += soon.map(item.event).filter(marks.lists)
        }
        events = AiringOrder.sorted(events)
        marks.finales = await session.service.keptFinales(showIDs: events.map(\.show.id))
        let views = TrackingViews(format: session.formatting, settings: session.settings, marks: marks)
        let (text, rows) = views.upcoming(
            session.spoilers?.apply(events) ?? events, days: days, quiet: quiet)
        session.listing.list(rows)
        session.emit(text)
        return .succeeded
    }
}
