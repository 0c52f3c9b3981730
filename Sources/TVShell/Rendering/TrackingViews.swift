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
                .number,
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
        let nameWidth = max(12, min(34, (settings.width - 44) / 2))
        let layout = RowLayout<ScheduleEvent>(
            fields: [
                .number,
                .members { number, event in
                    JSONModels.event(event, number: number, format: format, finales: marks.finales)
                },
                .init("day", text: { format.listedDay($0.episode)?.description ?? "" }),
                .init("time", text: { format.time($0, listedOn: format.listedDay($0.episode)) }),
                .init("show", text: { format.safe($0.show.name) }), .init("code", text: { EpisodeCode.text($0) }),
                .init("episode", text: { format.safe($0.episode.name) }),
                .init("channel", text: { format.channel($0) }),
            ],
            columns: [
                .number,
                .init(.init(title: "day")) { day(format.listedDay($0.episode)) },
                .init(.init(title: "time"), field: "time"),
                .init(.init(title: "show", maxWidth: nameWidth), field: "show"),
                // Narrow, the episode's name gives way and its marks follow the code.
                .init(.init(title: "ep")) { narrow ? marks.name(EpisodeCode.text($0), of: $0) : EpisodeCode.text($0) },
                .init(.init(title: "episode", maxWidth: nameWidth)) {
                    marks.name(format.safe($0.episode.name), of: $0)
                },
                .init(.init(title: "channel", maxWidth: 18), field: "channel"),
            ])
        let text = layout.render(events, settings: settings, without: narrow ? ["episode"] : []) { table in
            var text = "Upcoming in the next \(days) days · times in \(format.zone.identifier)\n"
            text += events.isEmpty ? "  nothing announced\n" : table.render()
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
            return text
        }
        return (text, events.map { ListingRow.event($0) })
    }
}

extension TrackingViews {
    /// `next`: one row per followed show with aired, unmarked episodes; a row opens that episode.
    func next(_ items: [UpNext]) -> (text: String, rows: [ListingRow]) {
        let nameWidth = max(12, min(34, (settings.width - 40) / 2))
        let layout = RowLayout<UpNext>(
            fields: [
                .number, .init("id", text: { String($0.show.id) }),
                .init(
                    "show", json: { ["id": $0.show.id, "name": $0.show.name] as [String: Any] },
                    text: { format.safe($0.show.name) }),
                .init(
                    "episode", json: { JSONModels.episode($0.episode, format: format) },
                    text: { EpisodeCode.text(season: $0.episode.season, number: $0.episode.number) }),
                .init("title", text: { format.safe($0.episode.name) }),
                .init("aired", text: { format.date($0.episode) }),
                .init("left", json: { $0.left }, text: { String($0.left) }),
                .init("lastWatched", json: { $0.lastWatched.map(UTCStamp.seconds) ?? NSNull() as Any }),
            ],
            columns: [
                .number,
                .init(.init(title: "show", maxWidth: nameWidth), field: "show"),
                .init(.init(title: "next"), field: "episode"),
                .init(.init(title: "title", maxWidth: nameWidth), field: "title"),
                .init(.init(title: "aired"), field: "aired"),
                .init(.init(title: "left", alignRight: true), field: "left"),
            ])
        let text = layout.render(items, settings: settings) { table in
            guard !items.isEmpty else { return "Nothing to watch next: every aired episode is marked.\n" }
            return "Up next · \(ShellSession.count(items.count, "show"))\n" + table.render()
        }
        return (text, items.map { ListingRow.episode($0.episode, show: $0.show) })
    }
}
