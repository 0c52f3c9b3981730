import Foundation
import TVMaze
import TVService

/// The followed shows and their upcoming episodes.
struct TrackingViews {
    let format: Formatting
    let settings: Settings
    /// What `upcoming` and `following` add after an episode (premieres with `--premieres`, finales).
    var marks = EpisodeMarks()

    /// Whether the table must fit a terminal under 80 columns, as the day's list does: shorter dates and no columns
    /// of words (status, episode title) beside the ones a row is chosen by.
    private var narrow: Bool { settings.isTerminal && settings.width < 80 }

    /// "Wed 2026-11-18", or on a narrow terminal "Wed 11-18".
    private func day(_ date: CalendarDate?) -> String {
        guard let date else { return "date TBA" }
        return "\(format.weekdayName(date)) " + (narrow ? String(date.description.dropFirst(5)) : date.description)
    }

    /// What the table views say when nothing is followed.
    static let noShowsHint = "You follow no shows yet; try follow NAME, or follow with a show selected.\n"

    /// A followed show's row: the show and its next episode when one is announced.
    struct Followed {
        let show: Show
        let next: Episode?
    }

    /// `following`: name, status, channel, next episode; a row with a next episode selects that episode's season.
    func following(_ shows: [Followed]) -> (text: String, rows: [ListingRow]) {
        let rows: [ListingRow] = shows.map { item in
            item.next.map { .event(ScheduleEvent(episode: $0, show: item.show)) } ?? .show(item.show)
        }
        let layout = RowLayout<Followed>(
            fields: [
                .number, .members { _, item in JSONModels.show(item.show, format: format) },
                .init("id", text: { String($0.show.id) }), .init("name", text: { format.safe($0.show.name) }),
                .init("status", text: { $0.show.status.map(format.safe) }),
                .init("channel", text: { format.channel($0.show) }),
                .init(
                    "next",
                    json: { item in
                        item.next.map { next -> [String: Any] in
                            var json = JSONModels.episode(next, format: format)
                            let event = ScheduleEvent(episode: next, show: item.show)
                            json["premiere"] = Premiere(event)?.rawValue ?? NSNull()
                            json["finale"] = marks.finales.isFinale(event)
                            return json
                        } ?? NSNull() as Any
                    }, text: { $0.next.map { format.listedDay($0)?.description ?? "" } }),
                .init("time", text: { $0.next.map { format.time($0, listedOn: format.listedDay($0)) } }),
                .init("code", text: { $0.next.map { EpisodeCode.text(season: $0.season, number: $0.number) } }),
            ],
            columns: [
                .init(.init(title: "#", alignRight: true), field: "row"),
                .init(.init(title: "show", maxWidth: 34), field: "name"),
                .init(.init(title: "status"), field: "status", missing: "—"),
                .init(.init(title: "channel", maxWidth: 18), field: "channel"),
                .init(.init(title: "next episode")) { item in
                    item.next.map {
                        marks.name(
                            "\(format.listedAiring($0, short: narrow))  \(EpisodeCode.text(season: $0.season, number: $0.number))",
                            of: ScheduleEvent(episode: $0, show: item.show))
                    } ?? "—"
                },
            ])
        let text = layout.render(shows, settings: settings, without: narrow ? ["status"] : []) { table in
            guard !shows.isEmpty else { return Self.noShowsHint }
            return "Following \(shows.count) show\(shows.count == 1 ? "" : "s") · times in \(format.zone.identifier)\n"
                + table.render()
        }
        return (text, rows)
    }

    /// `upcoming`: episodes soonest first; `quiet` lists the followed shows with nothing in the span.
    func upcoming(_ events: [ScheduleEvent], days: Int, quiet: [Followed]) -> (text: String, rows: [ListingRow]) {
        let rows = events.map { ListingRow.event($0) }
        switch settings.format {
        case .json:
            return (
                JSONModels.serialize(
                    events.enumerated().map {
                        JSONModels.event($1, number: $0 + 1, format: format, finales: marks.finales)
                    }),
                rows
            )
        case .plain:
            return (
                PlainRows.render(
                    events.enumerated().map { index, event in
                        [
                            String(index + 1), format.listedDay(event.episode)?.description ?? "",
                            format.time(event, listedOn: format.listedDay(event.episode)),
                            format.safe(event.show.name),
                            EpisodeCode.text(event),
                            format.safe(event.episode.name),
                            format.channel(event),
                        ]
                    }), rows
            )
        case .table:
            var text = "Upcoming in the next \(days) days · times in \(format.zone.identifier)\n"
            if events.isEmpty {
                text += "  nothing announced\n"
            } else {
                let nameWidth = max(12, min(34, (settings.width - 44) / 2))
                var table = settings.table([
                    .init(title: "#", alignRight: true), .init(title: "day"), .init(title: "time"),
                    .init(title: "show", maxWidth: nameWidth), .init(title: "ep"),
                    .init(title: "episode", maxWidth: nameWidth), .init(title: "channel", maxWidth: 18),
                ])
                if narrow { table.columns.remove(at: 5) }
                for (index, event) in events.enumerated() {
                    let listed = format.listedDay(event.episode)
                    // Narrow, the episode's name gives way and its marks follow the code.
                    let code = narrow ? marks.name(EpisodeCode.text(event), of: event) : EpisodeCode.text(event)
                    var row = [
                        String(index + 1), day(listed), format.time(event, listedOn: listed),
                        format.safe(event.show.name), code, marks.name(format.safe(event.episode.name), of: event),
                        format.channel(event),
                    ]
                    if narrow { row.remove(at: 5) }
                    table.rows.append(row)
                }
                text += table.render()
            }
            if !quiet.isEmpty {
                text +=
                    "Nothing in the next \(days) days: "
                    + quiet.map { item in
                        let note =
                            item.next.map { "next \(format.listedDay($0)?.description ?? "date TBA")" }
                            ?? format.safe(item.show.status ?? "no date announced")
                        return "\(format.safe(item.show.name)) (\(note))"
                    }.joined(separator: ", ") + "\n"
            }
            return (text, rows)
        }
    }
}

extension TrackingViews {
    /// `next`: one row per followed show with aired, unmarked episodes; a row opens that episode.
    func next(_ items: [UpNext]) -> (text: String, rows: [ListingRow]) {
        let rows = items.map { ListingRow.episode($0.episode, show: $0.show) }
        switch settings.format {
        case .json:
            return (
                JSONModels.serialize(
                    items.enumerated().map { index, item -> [String: Any] in
                        [
                            "row": index + 1, "show": ["id": item.show.id, "name": item.show.name] as [String: Any],
                            "episode": JSONModels.episode(item.episode, format: format), "left": item.left,
                            "lastWatched": item.lastWatched.map(UTCStamp.seconds) ?? NSNull() as Any,
                        ]
                    }), rows
            )
        case .plain:
            return (
                PlainRows.render(
                    items.enumerated().map { index, item in
                        [
                            String(index + 1), String(item.show.id), format.safe(item.show.name),
                            EpisodeCode.text(season: item.episode.season, number: item.episode.number),
                            format.safe(item.episode.name), format.date(item.episode), String(item.left),
                        ]
                    }), rows
            )
        case .table:
            guard !items.isEmpty else { return ("Nothing to watch next: every aired episode is marked.\n", rows) }
            let nameWidth = max(12, min(34, (settings.width - 40) / 2))
            var table = settings.table([
                .init(title: "#", alignRight: true), .init(title: "show", maxWidth: nameWidth), .init(title: "next"),
                .init(title: "title", maxWidth: nameWidth), .init(title: "aired"),
                .init(title: "left", alignRight: true),
            ])
            for (index, item) in items.enumerated() {
                table.rows.append([
                    String(index + 1), format.safe(item.show.name),
                    EpisodeCode.text(season: item.episode.season, number: item.episode.number),
                    format.safe(item.episode.name), format.date(item.episode), String(item.left),
                ])
            }
            return ("Up next · \(ShellSession.count(items.count, "show"))\n" + table.render(), rows)
        }
    }
}
