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
        switch settings.format {
        case .json:
            return JSONModels.serialize(
                [
                    "id": person.id, "name": person.name, "birthday": person.birthday?.description ?? NSNull(),
                    "deathday": person.deathday?.description ?? NSNull(), "gender": person.gender ?? NSNull(),
                    "country": person.country?.name ?? NSNull(), "url": person.url ?? NSNull(),
                    "credits": credits.enumerated().map { index, credit -> [String: Any] in
                        let show = credit.show!
                        return [
                            "row": index + 1, "show": ["id": show.id, "name": show.name] as [String: Any],
                            "character": credit.characterName ?? NSNull(), "years": years(show),
                            "self": credit.isSelf ?? false, "voice": credit.isVoice ?? false,
                            "watched": watched.watched(show.id), "following": watched.follows(show.id),
                        ]
                    },
                ] as [String: Any])
        case .plain:
            return PlainRows.render(
                credits.enumerated().map { index, credit in
                    [
                        String(index + 1), String(credit.show!.id), format.safe(credit.show!.name),
                        format.safe(credit.characterName), years(credit.show!),
                        marks(isSelf: credit.isSelf, isVoice: credit.isVoice), String(watched.watched(credit.show!.id)),
                        watched.follows(credit.show!.id) ? "following" : "",
                    ]
                })
        case .table:
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
            var table = settings.table([
                .init(title: "#", alignRight: true), .init(title: "show", maxWidth: 34),
                .init(title: "character", maxWidth: 30), .init(title: "years"), .init(title: ""), .init(title: ""),
            ])
            for (index, credit) in credits.enumerated() {
                table.rows.append([
                    String(index + 1), format.safe(credit.show!.name), format.safe(credit.characterName ?? "—"),
                    years(credit.show!), marks(isSelf: credit.isSelf, isVoice: credit.isVoice),
                    watched.mark(credit.show!.id),
                ])
            }
            return text + "\nCast credits, newest first\n" + table.render()
        }
    }

    /// `search people Q`: numbered people.
    func search(_ results: [PersonSearchResult]) -> String {
        switch settings.format {
        case .json:
            return JSONModels.serialize(
                results.enumerated().map { index, result -> [String: Any] in
                    [
                        "row": index + 1, "id": result.person.id, "name": result.person.name,
                        "birthday": result.person.birthday?.description ?? NSNull(),
                        "country": result.person.country?.name ?? NSNull(), "score": result.score ?? NSNull(),
                    ]
                })
        case .plain:
            return PlainRows.render(
                results.enumerated().map { index, result in
                    [
                        String(index + 1), String(result.person.id), format.safe(result.person.name),
                        result.person.birthday?.description ?? "", format.safe(result.person.country?.name),
                    ]
                })
        case .table:
            guard !results.isEmpty else { return "No people found.\n" }
            var table = settings.table([
                .init(title: "#", alignRight: true), .init(title: "person", maxWidth: 34), .init(title: "born"),
                .init(title: "country", maxWidth: 24),
            ])
            table.rows = results.enumerated().map { index, result in
                [
                    String(index + 1), format.safe(result.person.name), result.person.birthday?.description ?? "—",
                    format.safe(result.person.country?.name ?? "—"),
                ]
            }
            return table.render()
        }
    }
}
