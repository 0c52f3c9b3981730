import FoundationEssentials
import TVMaze
import TVService
import TVText

/// `digest [--since DATE]`: what the followed shows aired since the last digest (the first time, the last 7 days),
/// by day; made for cron: nothing on stdout when nothing is new.
enum DigestCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "digest", usage: "digest [--since DATE]",
        summary:
            "The followed shows' episodes aired since the last digest (first time: 7 days), by day; silent when none.",
        examples: ["digest", "digest --since 2026-11-01"], refetch: .followedShows)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        var since: Date?
        switch arguments.count {
        case 0: break
        case 2 where arguments[0].lowercased() == "--since":
            guard let date = CalendarDate(arguments[1]) else {
                throw declaration.usageError("‘\(arguments[1].terminalSafe)’ is not a date (YYYY-MM-DD)")
            }
            try ShellSession.checkRange(date)
            since = date.instant(in: session.service.displayZone)
        default:
            throw declaration.usageError("digest takes only --since DATE")
        }
        let schedule = try await session.followedSchedule()
        if let error = schedule.stoppingError { throw error }
        session.warn(schedule)
        // One clock for the span, read once the schedule is settled: the sample week's while it is shown (its
        // episodes air on its clock). Runs are stored in real time, so a digest of the sample week starts from the
        // sample's last 7 days and is not recorded: the real episodes since the last digest are still to be shown.
        let onSample = session.service.usesSampleData
        let now = await session.service.now()
        let lastRun = onSample ? nil : try await session.service.lastDigest()
        let start = since ?? Digest.start(lastRun: lastRun, now: now)
        let events = Digest.episodes(schedule.shows, since: start, until: now)
        if !onSample { try await session.service.recordDigest(at: now) }
        let (text, rows) = DigestView(format: session.formatting, settings: session.settings).render(
            session.spoilers?.apply(events) ?? events, since: start)
        session.listing.list(rows)
        session.names.add(events.map(\.show.name))
        session.emit(text)
        return .succeeded
    }
}
