package import Foundation
import Synchronization

/// Answers TVmaze requests from a directory in the layout of `Fixtures/README.md`.
///
/// Stored answers are served byte for byte; a few are derived from the stored files
/// (`/seasons/:id/episodes`, `/shows/:id/episodebynumber`, `/episodes/:id`, `/singlesearch/shows`,
/// searches without a file, embeds). Pictures (`static.tvmaze.com/uploads/images/…`) come from `images/…`. Both `--offline` and the loopback test server use it, so
/// the two can never disagree.
package final class FixtureRouter: Sendable {
    package let directory: URL
    private let files = Mutex<[String: [UInt8]?]>([:])
    private let indexes = Mutex<Indexes?>(nil)

    package init(directory: URL) {
        self.directory = directory
    }

    /// Answers the path and query of `url` (scheme and host are ignored, as a proxy target may carry them).
    package func respond(to url: URL) -> TransportResponse {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        var query: [String: [String]] = [:]
        for item in components?.queryItems ?? [] {
            query[item.name, default: []].append(item.value ?? "")
        }
        return respond(path: components?.percentEncodedPath.removingPercentEncoding ?? url.path, query: query)
    }

    /// Answers one request.
    package func respond(path: String, query: [String: [String]]) -> TransportResponse {
        let parts = path.split(separator: "/").map(String.init)
        let first = { (name: String) in query[name]?.first }
        let embeds = (query["embed"] ?? []) + (query["embed[]"] ?? [])
        switch parts.count {
        case 1 where parts[0] == "schedule":
            return schedule(folder: "schedule", country: first("country") ?? "US", date: first("date"))
        case 2 where parts == ["schedule", "web"]:
            return webSchedule(country: first("country"), date: first("date"))
        case 2 where parts == ["search", "shows"]:
            return json(searchResults(first("q") ?? ""))
        case 2 where parts == ["search", "people"]:
            let key = Self.searchKey(first("q") ?? "")
            return (key.isEmpty ? nil : stored("search/people/\(key).json")) ?? json([Any]())
        case 2 where parts[0] == "people":
            guard let id = Int(parts[1]) else { return notFound() }
            return stored("people/\(id).json") ?? notFound()
        case 3 where parts[0] == "people" && parts[2] == "castcredits":
            guard let id = Int(parts[1]) else { return notFound() }
            return stored("people/\(id)/castcredits.json") ?? notFound()
        case 2 where parts == ["singlesearch", "shows"]:
            guard let best = (searchResults(first("q") ?? "") as? [[String: Any]])?.first?["show"] as? [String: Any],
                let id = best["id"] as? Int
            else { return TransportResponse(status: 404, body: []) }
            return showResponse(id: id, embeds: embeds)
        case 1 where parts[0] == "shows":
            guard let page = first("page").flatMap(Int.init) else { return notFound() }
            return stored("index/\(page).json") ?? notFound()
        case 2 where parts[0] == "shows":
            guard let id = Int(parts[1]) else { return notFound() }
            return showResponse(id: id, embeds: embeds)
        case 3 where parts[0] == "shows":
            guard let id = Int(parts[1]) else { return notFound() }
            return showChild(id: id, child: parts[2], query: query)
        case 3 where parts[0] == "seasons" && parts[2] == "episodes":
            guard let id = Int(parts[1]), let season = index.seasons[id],
                let episodes = jsonArray("shows/\(season.showID)/episodes.json")
            else { return notFound() }
            return json(episodes.filter { $0["season"] as? Int == season.number })
        case 2 where parts[0] == "episodes":
            guard let id = Int(parts[1]), var episode = index.episodes[id] else { return notFound() }
            var embedded: [String: Any] = [:]
            for embed in embeds {
                switch embed {
                case "show":
                    if let showID = index.episodeShows[id], let show = jsonObject("shows/\(showID).json") {
                        embedded["show"] = show
                    }
                case "guestcast", "guestcrew": embedded[embed] = jsonArray("episodes/\(id)/\(embed).json") ?? []
                default: return error(400, file: nil, fallback: "Invalid embed type")
                }
            }
            if !embedded.isEmpty { episode["_embedded"] = embedded }
            return json(episode)
        case 3 where parts[0] == "episodes" && ["guestcast", "guestcrew"].contains(parts[2]):
            guard let id = Int(parts[1]), index.episodes[id] != nil else { return notFound() }
            return stored("episodes/\(id)/\(parts[2]).json") ?? json([Any]())
        case 2 where parts == ["lookup", "shows"]:
            // TVmaze: a hit is a 301 to the show with an empty body; a miss is 404 with the body `null`.
            let wanted = first("thetvdb").map { ("thetvdb", $0) } ?? first("imdb").map { ("imdb", $0.lowercased()) }
            guard let wanted, let id = index.externals[wanted.0 + ":" + wanted.1] else {
                return TransportResponse(status: 404, body: Array("null".utf8))
            }
            return TransportResponse(status: 301, headers: ["Location": "/shows/\(id)"], body: [])
        case 2 where parts == ["updates", "shows"]:
            return updates(since: first("since"))
        case 3... where parts[0] == "uploads" && parts[1] == "images" && !parts.contains(where: { $0.hasPrefix(".") }):
            return stored("images/" + parts.dropFirst(2).joined(separator: "/")) ?? notFound()
        default:
            return notFound()
        }
    }

    // MARK: Routes

    private func schedule(folder: String, country: String, date: String?) -> TransportResponse {
        let code = country.uppercased()
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return error(422, file: "errors/422.json", fallback: "Not a valid ISO country code")
        }
        guard let date, CalendarDate(date) != nil else {
            return error(422, file: "errors/422-date.json", fallback: "Not a valid ISO date")
        }
        return stored("\(folder)/\(code)/\(date).json") ?? TransportResponse(status: 200, body: Array("[]".utf8))
    }

    /// `/schedule/web`: `schedule-web/D.json` holds every country's services and the global ones, as TVmaze answers
    /// without `country`; `country=CC` keeps CC's local services, `country=` (empty) the global ones.
    private func webSchedule(country: String?, date: String?) -> TransportResponse {
        let code = country?.uppercased()
        if let code, !code.isEmpty, code.count != 2 || !code.allSatisfy({ $0.isASCII && $0.isLetter }) {
            return error(422, file: "errors/422.json", fallback: "Not a valid ISO country code")
        }
        guard let date, CalendarDate(date) != nil else {
            return error(422, file: "errors/422-date.json", fallback: "Not a valid ISO date")
        }
        let file = "schedule-web/\(date).json"
        guard let code else { return stored(file) ?? TransportResponse(status: 200, body: Array("[]".utf8)) }
        let rows = (jsonArray(file) ?? []).filter { row in
            let show = (row["_embedded"] as? [String: Any])?["show"] as? [String: Any]
            let channel = (show?["webChannel"] ?? show?["network"]) as? [String: Any]
            let country = (channel?["country"] as? [String: Any])?["code"] as? String
            return (country ?? "") == code
        }
        return json(rows)
    }

    private func showResponse(id: Int, embeds: [String]) -> TransportResponse {
        guard !embeds.isEmpty else { return stored("shows/\(id).json") ?? notFound() }
        guard var show = jsonObject("shows/\(id).json") else { return notFound() }
        var embedded: [String: Any] = [:]
        for embed in embeds {
            switch embed {
            case "episodes":
                embedded["episodes"] = jsonArray("shows/\(id)/episodes.json")?.filter { $0["number"] is Int } ?? []
            case "seasons": embedded["seasons"] = jsonArray("shows/\(id)/seasons.json") ?? []
            case "cast": embedded["cast"] = jsonArray("shows/\(id)/cast.json") ?? []
            case "crew": embedded["crew"] = jsonArray("shows/\(id)/crew.json") ?? []
            case "images": embedded[embed] = [Any]()
            case "nextepisode", "previousepisode": break  // absent, as TVmaze does when none is known
            default: return error(400, file: nil, fallback: "Invalid embed type")
            }
        }
        show["_embedded"] = embedded
        return json(show)
    }

    private func showChild(id: Int, child: String, query: [String: [String]]) -> TransportResponse {
        switch child {
        case "episodes":
            guard let stored = stored("shows/\(id)/episodes.json") else { return notFound() }
            guard query["specials"]?.first != "1", let all = jsonArray("shows/\(id)/episodes.json") else {
                return stored
            }
            return json(all.filter { $0["number"] is Int })
        case "seasons", "cast":
            return stored("shows/\(id)/\(child).json") ?? notFound()
        case "crew":
            // TVmaze lists no crew for most shows: an empty list for a known show without a crew file.
            return stored("shows/\(id)/crew.json") ?? (bytes("shows/\(id).json") == nil ? notFound() : json([Any]()))
        case "episodebynumber":
            let season = query["season"]?.first.flatMap(Int.init)
            let number = query["number"]?.first.flatMap(Int.init)
            guard let episodes = jsonArray("shows/\(id)/episodes.json"),
                let match = episodes.first(where: { $0["season"] as? Int == season && $0["number"] as? Int == number })
            else { return error(404, file: nil, fallback: "Unknown episode") }
            return json(match)
        default:
            return notFound()
        }
    }

    /// The stored search file for the query, else a name match over every stored show (at most 10).
    private func searchResults(_ query: String) -> Any {
        let key = Self.searchKey(query)
        if !key.isEmpty, let stored = jsonValue("search/shows/\(key).json") { return stored }
        let words = key.split(separator: "-").map(String.init)
        guard !words.isEmpty else { return [Any]() }
        let matches = index.showNames.compactMap { entry -> (score: Double, id: Int)? in
            let name = Self.searchKey(entry.name)
            guard words.allSatisfy({ name.contains($0) }) else { return nil }
            let exact = name == key ? 1.0 : name.hasPrefix(key) ? 0.9 : 0.7
            return (exact - Double(name.count) / 1000, entry.id)
        }
        return matches.sorted { $0.score > $1.score || ($0.score == $1.score && $0.id < $1.id) }.prefix(10)
            .compactMap { match in jsonObject("shows/\(match.id).json").map { ["score": match.score, "show": $0] } }
    }

    /// The search file name for a query: lowercased, non-alphanumeric runs as "-", trimmed.
    package static func searchKey(_ query: String) -> String {
        var key = ""
        var pendingDash = false
        for character in query.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !key.isEmpty { key.append("-") }
                key.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return key
    }

    // MARK: Files

    /// `/updates/shows`: the stored map; with `since=day|week|month`, only the shows updated in that span before the
    /// manifest's "now" (as TVmaze answers relative to its own now).
    private func updates(since: String?) -> TransportResponse {
        guard let since else { return stored("updates/shows.json") ?? json([String: Int]()) }
        let spans = ["day": 86_400.0, "week": 7 * 86_400.0, "month": 30 * 86_400.0]
        guard let span = spans[since] else { return error(400, file: nil, fallback: "Invalid since") }
        guard let all = jsonObject("updates/shows.json"),
            let now = (try? FixtureManifest.load(from: directory))?.now
        else { return json([String: Int]()) }
        let start = now.timeIntervalSince1970 - span
        return json(all.filter { (($0.value as? NSNumber)?.doubleValue ?? 0) >= start })
    }

    private func stored(_ relativePath: String) -> TransportResponse? {
        bytes(relativePath).map { TransportResponse(status: 200, body: $0) }
    }

    private func notFound() -> TransportResponse {
        error(404, file: "errors/404.json", fallback: "")
    }

    private func error(_ status: Int, file: String?, fallback message: String) -> TransportResponse {
        if let file, let body = bytes(file) { return TransportResponse(status: status, body: body) }
        let names = [400: "Bad Request", 404: "Not Found", 422: "Unprocessable entity"]
        let envelope: [String: Any] = [
            "name": names[status] ?? "Error", "message": message, "code": 0, "status": status,
        ]
        return TransportResponse(status: status, body: Self.serialize(envelope))
    }

    private func bytes(_ relativePath: String) -> [UInt8]? {
        if let cached = files.withLock({ $0[relativePath] }) { return cached }
        let url = directory.appendingPathComponent(relativePath)
        let data = try? Data(contentsOf: url)
        let value = data.map { [UInt8]($0) }
        files.withLock { $0[relativePath] = value }
        return value
    }

    private func jsonValue(_ relativePath: String) -> Any? {
        bytes(relativePath).flatMap { try? JSONSerialization.jsonObject(with: Data($0), options: [.fragmentsAllowed]) }
    }

    private func jsonObject(_ relativePath: String) -> [String: Any]? { jsonValue(relativePath) as? [String: Any] }

    private func jsonArray(_ relativePath: String) -> [[String: Any]]? { jsonValue(relativePath) as? [[String: Any]] }

    private func json(_ value: Any) -> TransportResponse {
        TransportResponse(status: 200, body: Self.serialize(value))
    }

    private static func serialize(_ value: Any) -> [UInt8] {
        let data =
            (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes]))
            ?? Data("null".utf8)
        return [UInt8](data)
    }

    // MARK: Indexes for derived answers

    /// What derived answers look up: built once, on first need.
    private struct Indexes: @unchecked Sendable {  // immutable after construction; JSON objects are only read
        var seasons: [Int: (showID: Int, number: Int)] = [:]
        var episodes: [Int: [String: Any]] = [:]
        var episodeShows: [Int: Int] = [:]
        var showNames: [(id: Int, name: String)] = []
        /// `thetvdb:N` and `imdb:ttN` to show ids (`/lookup/shows`).
        var externals: [String: Int] = [:]
    }

    private var index: Indexes {
        if let built = indexes.withLock({ $0 }) { return built }
        let built = buildIndexes()
        indexes.withLock { $0 = built }
        return built
    }

    private func buildIndexes() -> Indexes {
        var result = Indexes()
        let fm = FileManager.default
        let showsDir = directory.appendingPathComponent("shows")
        let entries = (try? fm.contentsOfDirectory(atPath: showsDir.path)) ?? []
        for entry in entries.sorted() {
            if entry.hasSuffix(".json"), let id = Int(entry.dropLast(5)),
                let show = jsonObject("shows/\(entry)"), let name = show["name"] as? String
            {
                result.showNames.append((id, name))
                let externals = show["externals"] as? [String: Any]
                if let thetvdb = externals?["thetvdb"] as? Int { result.externals["thetvdb:\(thetvdb)"] = id }
                if let imdb = externals?["imdb"] as? String { result.externals["imdb:\(imdb.lowercased())"] = id }
            }
            guard let showID = Int(entry) else { continue }
            for season in jsonArray("shows/\(entry)/seasons.json") ?? [] {
                if let id = season["id"] as? Int, let number = season["number"] as? Int {
                    result.seasons[id] = (showID, number)
                }
            }
            for episode in jsonArray("shows/\(entry)/episodes.json") ?? [] {
                if let id = episode["id"] as? Int {
                    result.episodes[id] = episode
                    result.episodeShows[id] = showID
                }
            }
        }
        // schedule/CC/D.json, and schedule-web/D.json (every country in one file)
        let scheduleRoot = directory.appendingPathComponent("schedule")
        let dayFiles =
            ((try? fm.contentsOfDirectory(atPath: scheduleRoot.path)) ?? []).sorted().flatMap { country in
                ((try? fm.contentsOfDirectory(atPath: scheduleRoot.appendingPathComponent(country).path)) ?? [])
                    .sorted().map { "schedule/\(country)/\($0)" }
            }
            + ((try? fm.contentsOfDirectory(atPath: directory.appendingPathComponent("schedule-web").path)) ?? [])
            .sorted().filter { $0.hasSuffix(".json") }.map { "schedule-web/\($0)" }
        for file in dayFiles {
            for row in jsonArray(file) ?? [] {
                guard let id = row["id"] as? Int, result.episodes[id] == nil else { continue }
                var episode = row
                let show = (row["show"] ?? (row["_embedded"] as? [String: Any])?["show"]) as? [String: Any]
                episode["show"] = nil
                episode["_embedded"] = nil
                result.episodes[id] = episode
                result.episodeShows[id] = show?["id"] as? Int
            }
        }
        return result
    }
}
