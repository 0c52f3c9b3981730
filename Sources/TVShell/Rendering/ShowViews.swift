import Foundation
import TVImages
import TVMaze
import TVText

/// Search results, show details, seasons, a season's episodes, an episode, the cast.
struct ShowViews {
    let format: Formatting
    let settings: Settings

    /// Whether show details have their poster at the right of the text: pictures on, and 40 columns left for the text
    /// (narrower, the poster goes below).
    var posterBeside: Bool {
        settings.pictures.graphics != nil && min(settings.width, 100) - 4 - (ShellSession.posterColumns + 2) >= 40
    }

    /// Leaves room at the right for a poster beside the text.
    private var wrapWidth: Int {
        max(20, min(settings.width, 100) - 4 - (posterBeside ? ShellSession.posterColumns + 2 : 0))
    }

    /// "  Label      value"; `besidePoster`: wrapped when the poster is drawn at the right, so that no line runs under it.
    private func field(_ label: String, _ value: String?, besidePoster: Bool = false) -> String {
        let value = value ?? "not available"
        let lines = besidePoster && posterBeside ? TextWrap.wrap(value, width: wrapWidth - 11) : [value]
        return "  " + DisplayWidth.pad(label, to: 11)
            + lines.joined(separator: "\n" + String(repeating: " ", count: 13)) + "\n"
    }

    private func paragraphs(_ text: String?) -> String {
        guard let text else { return "  Summary not available.\n" }
        return TextWrap.wrap(text, width: wrapWidth, indent: "  ").joined(separator: "\n") + "\n"
    }

    // MARK: Search

    func search(_ results: [SearchResult]) -> String {
        let layout = RowLayout<SearchResult>(
            fields: [
                .number,
                .members { _, result in JSONModels.show(result.show, format: format) },
                .init("score", json: { $0.score ?? NSNull() as Any }),
                .init("id", text: { String($0.show.id) }), .init("name", text: { format.safe($0.show.name) }),
                .init("year", text: { $0.show.premiered.map { String($0.year) } }),
                .init("channel", text: { format.channel($0.show) }),
                .init("status", text: { $0.show.status.map(format.safe) }),
                .init("rating", text: { format.rating($0.show.rating) }),
                .init(
                    "genres",
                    text: { $0.show.genres.isEmpty ? nil : $0.show.genres.map(format.safe).joined(separator: ", ") }),
            ],
            columns: [
                .number, .init(.init(title: "show", maxWidth: 34), field: "name"),
                .init(.init(title: "year"), field: "year", missing: "—"),
                .init(.init(title: "channel", maxWidth: 18), field: "channel"),
                .init(.init(title: "status"), field: "status", missing: "—"),
                .init(.init(title: "rating", alignRight: true), field: "rating"),
                .init(.init(title: "genres", maxWidth: 30), field: "genres", missing: "—"),
            ])
        return layout.render(results, settings: settings) { table in
            results.isEmpty ? "No shows found.\n" : table.render()
        }
    }

    // MARK: Show

    func details(_ show: Show) -> String {
        if settings.format == .json { return JSONModels.serialize(JSONModels.show(show, format: format)) }
        let title = "\(format.safe(show.name))  (#\(show.id))"
        let wraps = posterBeside && DisplayWidth.of(title) > wrapWidth
        var text = (wraps ? TextWrap.wrap(title, width: wrapWidth).joined(separator: "\n") : title) + "\n"
        var channel = show.channels.map { channel in
            format.safe(channel.name) + (channel.country?.code.map { " (\(format.safe($0)))" } ?? "")
        }.joined(separator: " + ")
        if channel.isEmpty { channel = "not available" }
        text += field("Channel", channel, besidePoster: true)
        let years = show.premiered.map {
            "\($0) → \(show.ended?.description ?? (show.status == "Ended" ? "?" : "now"))"
        }
        text += field("Aired", years, besidePoster: true)
        text += field("Status", show.status.map(format.safe), besidePoster: true)
        text += field(
            "Genres", show.genres.isEmpty ? nil : show.genres.map(format.safe).joined(separator: ", "),
            besidePoster: true)
        let runtime = show.runtime.map { "\($0) min" } ?? show.averageRuntime.map { "about \($0) min" }
        text += field("Runtime", runtime, besidePoster: true)
        text += field("Rating", show.rating.map { format.rating($0) + " / 10" }, besidePoster: true)
        if let schedule = show.schedule, !schedule.days.isEmpty || schedule.time != nil {
            let days = schedule.days.map(format.safe).joined(separator: ", ")
            let time = schedule.time.map { " at \(format.safe($0))" } ?? ""
            let zone = show.channel()?.country?.timezone.map { " (\(format.safe($0)))" } ?? ""
            text += field("Schedule", days.isEmpty ? nil : days + time + zone, besidePoster: true)
        } else {
            text += field("Schedule", nil, besidePoster: true)
        }
        text += field("Website", show.officialSite.map(format.safe), besidePoster: true)
        text += "\n" + paragraphs(format.summary(show.summary))
        text +=
            "\n  \(format.safe(show.url ?? "https://www.tvmaze.com/shows/\(show.id)"))\n  Data: TVmaze.com (CC BY-SA 4.0)\n"
        return text
    }

    // MARK: Seasons

    /// The seasons with episode counts; with "N of M watched" (M counts specials too) once any episode is watched.
    func seasons(_ seasons: [Season], episodes: [Episode], watched: Set<Int> = []) -> String {
        func counts(_ season: Season) -> (regular: Int, specials: Int, watched: Int) {
            let mine = episodes.filter { $0.season == season.number }
            return (
                mine.filter { !$0.isSpecial }.count, mine.filter(\.isSpecial).count,
                mine.filter { watched.contains($0.id) }.count
            )
        }
        /// The first and last dates in the display zone, as its episodes show them (TVmaze's season dates are the
        /// network's local dates, a day off in another zone); TVmaze's where no episode is dated.
        func dates(_ season: Season) -> (start: CalendarDate?, end: CalendarDate?) {
            let dated = episodes.filter { $0.season == season.number && !$0.isSpecial }.compactMap(format.localDate)
            // No end date: a season still running (its "…" stays), whatever its episodes so far.
            return (dated.min() ?? season.premiereDate, season.endDate == nil ? nil : dated.max() ?? season.endDate)
        }
        typealias Row = (
            season: Season, count: (regular: Int, specials: Int, watched: Int), start: CalendarDate?, end: CalendarDate?
        )
        let rows: [Row] = seasons.map { season in
            let (start, end) = dates(season)
            return (season, counts(season), start, end)
        }
        let layout = RowLayout<Row>(
            fields: [
                .members { number, row in ["row": number, "id": row.season.id] },
                .init(
                    "number", json: { $0.season.number ?? NSNull() as Any }, text: { $0.season.number.map(String.init) }
                ),
                .init("episodes", json: { $0.count.regular }, text: { String($0.count.regular) }),
                .init("specials", json: { $0.count.specials }, text: { String($0.count.specials) }),
                .init(
                    "premiereDate", json: { $0.start?.description ?? NSNull() as Any }, text: { $0.start?.description }),
                .init("endDate", json: { $0.end?.description ?? NSNull() as Any }, text: { $0.end?.description }),
                .init("watched", json: { $0.count.watched }, text: { String($0.count.watched) }),
            ],
            columns: [])
        // The table is a line per season.
        return layout.render(rows, settings: settings) { _ in
            guard !seasons.isEmpty else { return "No seasons listed.\n" }
            let rowWidth = String(seasons.count).count
            return rows.enumerated().map { index, row in
                let (season, count) = (row.season, row.count)
                let number = season.number.map { "Season \($0)" } ?? "Season ?"
                let planned = count.regular == 0 ? season.episodeOrder : count.regular
                let rowNumber = String(index + 1)
                var line =
                    String(repeating: " ", count: 2 + rowWidth - rowNumber.count) + rowNumber + "  \(number) · "
                    + (planned.map { "\($0) episode\($0 == 1 ? "" : "s")" } ?? "episodes not available")
                if count.specials > 0 { line += " + \(count.specials) special\(count.specials == 1 ? "" : "s")" }
                line +=
                    " · \(row.start?.description ?? "date TBA") → \(row.end?.description ?? (row.start == nil ? "" : "…"))"
                while line.hasSuffix(" ") { line.removeLast() }
                if !watched.isEmpty { line += " · \(count.watched) of \(count.regular + count.specials) watched" }
                return line + "\n"
            }.joined()
        }
    }

    /// A season's episodes, watched ones with ✓; `current` (an episode id) and the `marked` ones (a drop's) are pointed
    /// at with ▸.
    func season(
        _ number: Int, episodes: [Episode], show: Show, watched: Set<Int> = [], current: Int? = nil,
        marked: Set<Int> = []
    ) -> String {
        let seen = episodes.filter { watched.contains($0.id) }.count
        let layout = RowLayout<Episode>(
            fields: [
                .members { _, episode in JSONModels.episode(episode, format: format) },
                .init("code", text: { EpisodeCode.text(season: $0.season, number: $0.number) }),
                .init("name", text: { format.safe($0.name) }), .init("date", text: { format.date($0) }),
                .init("runtime", text: { $0.runtime.map(String.init) }),
                .init("watched", json: { watched.contains($0.id) }, text: { watched.contains($0.id) ? "watched" : "" }),
            ],
            columns: [
                .number, .init(.init(title: "")) { watched.contains($0.id) ? "✓" : "" },
                .init(.init(title: "ep"), field: "code"), .init(.init(title: "title", maxWidth: 44), field: "name"),
                .init(.init(title: "aired"), field: "date"),
                .init(.init(title: "min", alignRight: true), field: "runtime", missing: "—"),
            ])
        // The ✓ column only once an episode is watched.
        return layout.render(episodes, settings: settings, without: seen > 0 ? [] : [""]) { table in
            let text = "Season \(number)" + (seen > 0 ? " · \(seen) of \(episodes.count) watched" : "") + "\n"
            guard !episodes.isEmpty else { return text + "  no episodes listed\n" }
            var table = table
            table.pointed = Set(
                episodes.indices.filter { episodes[$0].id == current || marked.contains(episodes[$0].id) })
            return text + table.render()
        } document: { rows in
            var json: [String: Any] = [
                "show": ["id": show.id, "name": show.name] as [String: Any], "season": number,
                "selected": current ?? NSNull() as Any, "episodes": rows,
            ]
            if !marked.isEmpty { json["marked"] = episodes.map(\.id).filter(marked.contains) }
            return json
        }
    }

    // MARK: Episode

    /// An episode's details. `hidden` (spoilers): its code and date, then only the line saying the rest is hidden. The
    /// still's URL is listed only when no picture is drawn below (a missing one then says "no image" alone). Its
    /// `guests` (nil: not fetched, or hidden) are numbered below the summary, cast then crew.
    func episode(
        _ episode: Episode, show: Show, watched: Bool = false, hidden: Bool = false, guests: EpisodeGuests? = nil
    ) -> String {
        let castCount = guests?.cast.count ?? 0
        if settings.format == .json {
            var json = JSONModels.episode(episode, format: format)
            json["show"] = ["id": show.id, "name": show.name] as [String: Any]
            json["watched"] = watched
            json["guestCast"] = guests.map { guestCast.json($0.cast) } ?? NSNull() as Any
            json["guestCrew"] = guests.map { guestCrew(after: castCount).json($0.crew) } ?? NSNull() as Any
            return JSONModels.serialize(json)
        }
        var text =
            "\(format.safe(show.name)) \(EpisodeCode.text(season: episode.season, number: episode.number))"
            + (episode.name.isEmpty ? "" : "  \(format.safe(episode.name))") + "\n"
        text += field("Season", episode.season.map(String.init))
        text += field("Episode", episode.number.map(String.init) ?? "special")
        text += field("Airs", format.airing(episode))
        text += field("Duration", episode.runtime.map { "\($0) min" })
        text += field("Rating", episode.rating.map { format.rating($0) + " / 10" })
        if watched { text += field("Watched", "✓") }
        if hidden { return text + "\n" + ShellSession.hiddenNote }
        if settings.pictures.graphics == nil { text += field("Image", episode.image?.original.map(format.safe)) }
        text += "\n" + paragraphs(format.summary(episode.summary))
        if let url = episode.url { text += "\n  \(format.safe(url))\n" }
        guard let guests else { return text }
        if !guests.cast.isEmpty {
            text += "\nGuest cast\n" + guestCast.table(guests.cast, settings: settings).render()
        }
        if !guests.crew.isEmpty {
            text += "\nGuest crew\n" + guestCrew(after: castCount).table(guests.crew, settings: settings).render()
        }
        if !guests.cast.isEmpty || !guests.crew.isEmpty { text += "person N opens a row.\n" }
        return text
    }

    /// An episode's guest cast, numbered from 1.
    private var guestCast: RowLayout<CastCredit> {
        let format = format
        return RowLayout(
            fields: [
                .number, Self.person(format) { $0.person },
                .init(
                    "character", json: { $0.character?.name ?? NSNull() as Any },
                    text: { $0.character.map { format.safe($0.name) } }),
                .init("self", json: { $0.isSelf }), .init("voice", json: { $0.isVoice }),
            ],
            columns: [
                .number, .init(.init(title: "person", maxWidth: 32), field: "person"),
                .init(.init(title: "character", maxWidth: 36), field: "character", missing: "—"),
            ])
    }

    /// An episode's guest crew, numbered on after its `castCount` guest cast rows (`person N` opens either).
    private func guestCrew(after castCount: Int) -> RowLayout<CrewCredit> {
        let format = format
        var layout = RowLayout<CrewCredit>(
            fields: [
                .number, Self.person(format) { $0.person },
                .init("role", json: { $0.type ?? NSNull() as Any }, text: { $0.type.map(format.safe) }),
            ],
            columns: [
                .number, .init(.init(title: "person", maxWidth: 32), field: "person"),
                .init(.init(title: "role", maxWidth: 36), field: "role", missing: "—"),
            ])
        layout.firstNumber = castCount + 1
        return layout
    }

    /// A guest's person: `{"id", "name"}` in the JSON, the name in a row.
    private static func person<Credit>(
        _ format: Formatting, _ person: @escaping (Credit) -> Person
    ) -> RowLayout<Credit>.Field {
        .init(
            "person", json: { ["id": person($0).id, "name": person($0).name] as [String: Any] },
            text: { format.safe(person($0).name) })
    }

    // MARK: Crew

    /// `crew`: the show's crew grouped by role (the roles in TVmaze's order), numbered in that order.
    static func grouped(_ crew: [CrewCredit]) -> [CrewCredit] {
        var order: [String: Int] = [:]
        for credit in crew where order[credit.type ?? ""] == nil { order[credit.type ?? ""] = order.count }
        return crew.enumerated().sorted { a, b in
            (order[a.element.type ?? ""]!, a.offset) < (order[b.element.type ?? ""]!, b.offset)
        }.map(\.element)
    }

    /// `crew`: rows already ``grouped(_:)``; the role is written on the first row of its group.
    func crew(_ crew: [CrewCredit], show: Show) -> String {
        // Each credit, and whether it is the first of its role's group (the table writes the role there only).
        let rows = crew.enumerated().map { index, credit in
            (credit: credit, first: index == 0 || crew[index - 1].type != credit.type)
        }
        let layout = RowLayout<(credit: CrewCredit, first: Bool)>(
            fields: [
                .number,
                .init("role", json: { $0.credit.type ?? NSNull() as Any }, text: { format.safe($0.credit.type) }),
                .init("person", json: { ["id": $0.credit.person.id, "name": $0.credit.person.name] as [String: Any] }),
                .init("id", text: { String($0.credit.person.id) }),
                .init("name", text: { format.safe($0.credit.person.name) }),
            ],
            columns: [
                .number,
                .init(.init(title: "role", maxWidth: 28)) { $0.first ? format.safe($0.credit.type ?? "—") : "" },
                .init(.init(title: "person", maxWidth: 36), field: "name"),
            ])
        return layout.render(rows, settings: settings) { table in
            guard !crew.isEmpty else { return "No crew listed for \(format.safe(show.name)).\n" }
            return "Crew of \(format.safe(show.name))\n" + table.render()
        }
    }

    // MARK: Cast

    /// `cast`: `alsoIn[i]` is what row i's person was watched in besides this show (nil: their credits are not
    /// fetched yet; `cast --seen` fetches them), with the episodes of each watched in `watched`.
    func cast(_ cast: [CastCredit], show: Show, alsoIn: [[Show]?], watched: WatchedShows) -> String {
        typealias Row = (credit: CastCredit, alsoIn: [Show]?)
        func alsoInJSON(_ row: Row) -> Any {
            row.alsoIn.map { shows in
                shows.map { ["id": $0.id, "name": $0.name, "watched": watched.watched($0.id)] as [String: Any] }
            } ?? NSNull()
        }
        func marks(_ row: Row) -> String {
            [row.credit.isSelf ? "self" : nil, row.credit.isVoice ? "voice" : nil].compactMap { $0 }.joined(
                separator: ", ")
        }
        let layout = RowLayout<Row>(
            fields: [
                .number,
                .init("person", json: { ["id": $0.credit.person.id, "name": $0.credit.person.name] as [String: Any] }),
                .init("name", text: { format.safe($0.credit.person.name) }),
                .init(
                    "character", json: { $0.credit.character?.name ?? NSNull() as Any },
                    text: { ($0.credit.character?.name).map(format.safe) }),
                .init("self", json: { $0.credit.isSelf }, text: { $0.credit.isSelf ? "self" : "" }),
                .init("voice", json: { $0.credit.isVoice }, text: { $0.credit.isVoice ? "voice" : "" }),
                .init(
                    "alsoIn", json: alsoInJSON,
                    text: { $0.alsoIn.map { $0.map { format.safe($0.name) }.joined(separator: ", ") } }),
            ],
            columns: [
                .number, .init(.init(title: "person", maxWidth: 32), field: "name"),
                .init(.init(title: "character", maxWidth: 36), field: "character", missing: "—"),
                .init(.init(title: ""), cell: marks),
                .init(.init(title: "also in", maxWidth: 48)) {
                    $0.alsoIn.map { WatchedShows.alsoInText($0, format: format) } ?? ""
                },
            ])
        // The "also in" column only when it says something.
        let showsSeen = alsoIn.contains { $0.map { !WatchedShows.alsoInText($0, format: format).isEmpty } ?? false }
        let rows = Array(zip(cast, alsoIn))
        return layout.render(rows, settings: settings, without: showsSeen ? [] : ["also in"]) { table in
            guard !cast.isEmpty else { return "No cast listed for \(format.safe(show.name)).\n" }
            let unknown = Set(cast.indices.filter { alsoIn[$0] == nil }.map { cast[$0].person.id }).count
            let note =
                unknown == 0
                ? ""
                : "\(unknown == 1 ? "1 person's" : "\(unknown) people's") other shows not fetched yet: cast --seen (one request each)\n"
            return "Cast of \(format.safe(show.name))\n" + table.render() + note
        }
    }
}
