import Foundation
import TVMaze
import TVService

/// `digest`: the new episodes by programming day, a streaming drop as one row.
struct DigestView {
    let format: Formatting
    let settings: Settings

    /// One row: an episode, or the episodes of a drop in order.
    struct Row {
        let day: CalendarDate?
        let events: [ScheduleEvent]
    }

    /// The episodes as rows, by programming day in the display zone (undated last), in airing order within a day; a
    /// streaming drop (``Drops``) is one row of its episodes.
    static func grouped(_ events: [ScheduleEvent], zone: TimeZone) -> [Row] {
        var days: [CalendarDate?] = []
        var byDay: [CalendarDate?: [ScheduleEvent]] = [:]
        for event in events {
            let day = ScheduleWindow.listingDay(of: event.episode, in: zone)
            if byDay[day] == nil { days.append(day) }
            byDay[day, default: []].append(event)
        }
        days.sort { ($0?.daysSinceEpoch ?? .max) < ($1?.daysSinceEpoch ?? .max) }
        return days.flatMap { day in
            Drops.collapsed(byDay[day] ?? []).map { event in
                Row(
                    day: day,
                    events: event.released.isEmpty
                        ? [event]
                        : event.released.map { episode in
                            var one = event
                            (one.episode, one.released) = (episode, [])
                            return one
                        })
            }
        }
    }

    /// Nothing at all when nothing is new (cron mails nothing), except in JSON: `{"episodes": []}`. The JSON lists
    /// each episode (a drop's apart); plain and table list the rows, numbered across the days.
    func render(_ events: [ScheduleEvent], since: Date) -> (text: String, rows: [ListingRow]) {
        let rows = Self.grouped(events, zone: format.zone)
        let listing = rows.map { ListingRow.event($0.events[0]) }
        let nameWidth = max(12, min(34, (settings.width - 40) / 2))
        let layout = RowLayout<Row>(
            fields: [
                .number, .init("day", text: { $0.day?.description ?? "" }),
                .init("time", text: { format.time($0.events[0], listedOn: $0.day) }),
                .init("show", text: { format.safe($0.events[0].show.name) }), .init("code", text: codes),
                .init("title", text: title), .init("channel", text: { format.channel($0.events[0]) }),
            ],
            columns: [
                .number, .init(.init(title: "time"), field: "time"),
                .init(.init(title: "show", maxWidth: nameWidth), field: "show"),
                .init(.init(title: "ep"), field: "code"),
                .init(.init(title: "episode", maxWidth: nameWidth), field: "title"),
                .init(.init(title: "channel", maxWidth: 18), field: "channel"),
            ])
        switch settings.format {
        case .json:
            let json = events.enumerated().map { JSONModels.event($1, number: $0 + 1, format: format) }
            return (JSONModels.serialize(["episodes": json]), listing)
        case .plain:
            return (layout.plain(rows), listing)
        case .table:
            guard !rows.isEmpty else { return ("", listing) }
            let start = CalendarDate(since, in: format.zone)
            var text =
                "New since \(format.weekdayName(start)) \(start) \(ClockTime(since, in: format.zone))"
                + " · \(ShellSession.count(events.count, "episode")) · times in \(format.zone.identifier)\n"
            // A table per day, without its header, its rows numbered on from the day before.
            let table = layout.table(rows, settings: settings)
            var days: [CalendarDate?] = []
            for row in rows where !days.contains(row.day) { days.append(row.day) }
            for day in days {
                text += "\n" + (day.map { "\(format.weekdayName($0, short: false)) \($0)" } ?? "date TBA") + "\n"
                var dayTable = table
                dayTable.rows = rows.indices.filter { rows[$0].day == day }.map { table.rows[$0] }
                text += dayTable.render(header: false)
            }
            return (text, listing)
        }
    }

    /// "3x02"; a drop's range "1x01–1x08" when its episodes follow each other in one season; else "special, 14x03"
    /// (up to three) or the first and last: "1x01 … 2x04".
    private func codes(_ row: Row) -> String {
        let episodes = row.events.map(\.episode)
        let texts = episodes.map { EpisodeCode.text(season: $0.season, number: $0.number) }
        guard texts.count > 1 else { return texts[0] }
        let consecutive = zip(episodes, episodes.dropFirst()).allSatisfy { a, b in
            a.season == b.season && a.number != nil && b.number == a.number.map { $0 + 1 }
        }
        if consecutive { return texts[0] + "–" + texts[texts.count - 1] }
        return texts.count <= 3 ? texts.joined(separator: ", ") : texts[0] + " … " + texts[texts.count - 1]
    }

    /// The episode's title, or "8 episodes" for a drop.
    private func title(_ row: Row) -> String {
        row.events.count == 1 ? format.safe(row.events[0].episode.name) : "\(row.events.count) episodes"
    }
}
