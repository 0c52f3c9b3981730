import FoundationEssentials
import TVMaze
import TVService
import TVText

/// `now`: what is airing at this moment, with minutes left.
enum NowCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "now", usage: "now", summary: "What is airing at this moment, with minutes left.", examples: ["now"],
        refetch: .airingDays)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let airing = try await session.service.airingNow()
        let now = await session.service.now()
        session.listing.list(airing.map { .event($0.event) })
        let format = session.formatting
        let settings = session.settings
        if settings.format == .json {
            session.emit(
                JSONModels.serialize(
                    airing.enumerated().map { index, item -> [String: Any] in
                        var json = JSONModels.event(item.event, number: index + 1, format: format)
                        json["minutesLeft"] = Int((item.ends.timeIntervalSince(now) / 60).rounded(.up))
                        return json
                    }))
            return .succeeded
        }
        // The date and the zone as well as the time: a clock alone does not say which day or where.
        let zone = session.service.displayZone
        let moment =
            "\(format.weekdayName(CalendarDate(now, in: zone))) \(CalendarDate(now, in: zone)) "
            + "\(ClockTime(now, in: zone)) (\(zone.identifier))"
        guard !airing.isEmpty else {
            session.emit("Nothing is airing at \(moment).\n")
            return .succeeded
        }
        var table = settings.table([
            .init(title: "#", alignRight: true), .init(title: "since"), .init(title: "show", maxWidth: 34),
            .init(title: "ep"), .init(title: "channel", maxWidth: 18), .init(title: "left", alignRight: true),
        ])
        for (index, item) in airing.enumerated() {
            let left = Int((item.ends.timeIntervalSince(now) / 60).rounded(.up))
            table.rows.append([
                String(index + 1), format.time(item.event, listedOn: nil), format.safe(item.event.show.name),
                EpisodeCode.text(item.event),
                format.channel(item.event), "\(left) min",
            ])
        }
        session.emit(
            settings.format == .plain
                ? PlainRows.render(table.rows)
                : "On now, \(moment)\n" + table.render())
        return .succeeded
    }
}
