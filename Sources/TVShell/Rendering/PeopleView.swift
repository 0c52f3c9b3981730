import Foundation
import TVMaze
import TVText

/// People: a person with their cast credits, and the people search.
struct PeopleView {
    let format: Formatting
    let settings: Settings

    /// The user's watched counts and follows, marked on each credit.
    var watched = WatchedShows()

    /// Credits with a show, the newest show first (by premiere year; undated last); within a year the shows with
    /// watched episodes first, then by premiere date and name.
    static func newestFirst(_ credits: [PersonCastCredit], watched: WatchedShows = WatchedShows()) -> [PersonCastCredit]
    {
        credits.filter { $0.show != nil }.sorted { a, b in
            let (x, y) = (a.show!.premiered, b.show!.premiered)
            let (yearX, yearY) = (x?.year ?? .min, y?.year ?? .min)
            if yearX != yearY { return yearX > yearY }
            let (seenX, seenY) = (watched.watched(a.show!.id) > 0, watched.watched(b.show!.id) > 0)
            if seenX != seenY { return seenX }
            let (dayX, dayY) = (x?.daysSinceEpoch ?? .min, y?.daysSinceEpoch ?? .min)
            return dayX != dayY
                ? dayX > dayY : (a.show!.name.lowercased(), a.show!.id) < (b.show!.name.lowercased(), b.show!.id)
        }
    }

    /// "2011–2015", "2018–" (running), or "".
    func years(_ show: Show) -> String {
        guard let start = show.premiered?.year else { return "" }
        return "\(start)–" + (show.ended.map { String($0.year) } ?? "")
    }

    func marks(isSelf: Bool?, isVoice: Bool?) -> String {
        [isSelf == true ? "self" : nil, isVoice == true ? "voice" : nil].compactMap { $0 }.joined(separator: ", ")
    }

    func person(_ person: Person, credits: [PersonCastCredit]) -> String {
        // Credits come ``newestFirst(_:watched:)``: each has its show.
        let layout = RowLayout<PersonCastCredit>(
            fields: [
                .number, .init("id", text: { String($0.show!.id) }),
                .init(
                    "show", json: { ["id": $0.show!.id, "name": $0.show!.name] as [String: Any] },
                    text: { format.safe($0.show!.name) }),
                .init(
                    "character", json: { $0.characterName ?? NSNull() as Any },
                    text: { $0.characterName.map(format.safe) }),
                .init("years", json: { years($0.show!) }, text: { years($0.show!) }),
                .init("self", json: { $0.isSelf ?? false }), .init("voice", json: { $0.isVoice ?? false }),
                .init("marks", text: { marks(isSelf: $0.isSelf, isVoice: $0.isVoice) }),
                .init(
                    "watched", json: { watched.watched($0.show!.id) }, text: { String(watched.watched($0.show!.id)) }),
                .init(
                    "following", json: { watched.follows($0.show!.id) },
                    text: { watched.follows($0.show!.id) ? "following" : "" }),
            ],
            columns: [
                .number, .init(.init(title: "show", maxWidth: 34), field: "show"),
                .init(.init(title: "character", maxWidth: 30), field: "character", missing: "—"),
                .init(.init(title: "years"), field: "years"), .init(.init(title: ""), field: "marks"),
                .init(.init(title: "")) { watched.mark($0.show!.id) },
            ])
        return layout.render(credits, settings: settings) { table in
            func field(_ label: String, _ value: String) -> String {
                "  " + DisplayWidth.pad(label, to: 11) + value + "\n"
            }
            var text = "\(format.safe(person.name))  (#\(person.id))\n"
            let country = person.country?.name.map { format.safe($0) }
            if let born = person.birthday {
                text += field("Born", born.description + (country.map { " in \($0)" } ?? ""))
            }
            if let died = person.deathday { text += field("Died", died.description) }
            if let gender = person.gender { text += field("Gender", format.safe(gender)) }
            if let country, person.birthday == nil { text += field("Country", country) }  // else beside Born
            if let url = person.url { text += field("TVmaze", format.safe(url)) }
            guard !credits.isEmpty else { return text + "\n  No cast credits listed.\n" }
            return text + "\nCast credits, newest first\n" + table.render()
        } document: { rows in
            [
                "id": person.id, "name": person.name, "birthday": person.birthday?.description ?? NSNull(),
                "deathday": person.deathday?.description ?? NSNull(), "gender": person.gender ?? NSNull(),
                "country": person.country?.name ?? NSNull(), "url": person.url ?? NSNull(), "credits": rows,
            ] as [String: Any]
        }
    }

    /// `search people Q`: numbered people.
    func search(_ results: [PersonSearchResult]) -> String {
        let layout = RowLayout<PersonSearchResult>(
            fields: [
                .number, .init("id", json: { $0.person.id }, text: { String($0.person.id) }),
                .init("name", json: { $0.person.name }, text: { format.safe($0.person.name) }),
                .init(
                    "birthday", json: { $0.person.birthday?.description ?? NSNull() as Any },
                    text: { $0.person.birthday?.description }),
                .init(
                    "country", json: { $0.person.country?.name ?? NSNull() as Any },
                    text: { ($0.person.country?.name).map(format.safe) }),
                .init("score", json: { $0.score ?? NSNull() as Any }),
            ],
            columns: [
                .number, .init(.init(title: "person", maxWidth: 34), field: "name"),
                .init(.init(title: "born"), field: "birthday", missing: "—"),
                .init(.init(title: "country", maxWidth: 24), field: "country", missing: "—"),
            ])
        return layout.render(results, settings: settings) { table in
            results.isEmpty ? "No people found.\n" : table.render()
        }
    }
}
