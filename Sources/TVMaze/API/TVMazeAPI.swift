import Foundation

/// The TVmaze endpoints tv uses, as async functions returning models.
///
/// Each call goes through the shared ``TVMazeClient`` (paced, retried) and throws ``TVMazeError``
/// with a message naming what was asked for.
package struct TVMazeAPI: Sendable {
    package let client: TVMazeClient

    package init(client: TVMazeClient) {
        self.client = client
    }

    // MARK: Schedule

    /// `/schedule?country=CC&date=D`: one programming day of a country's networks and local web channels.
    package func schedule(country: String = "US", date: CalendarDate) async throws -> Schedule {
        let events = try await fetch(
            [ScheduleEvent].self, "/schedule", [("country", country), ("date", date.description)],
            "schedule for \(country) on \(date)")
        return Schedule(country: country, date: date, events: events)
    }

    /// `/schedule/web?date=D[&country=CC]`: streaming releases; `country: nil` asks for every country.
    package func webSchedule(country: String?, date: CalendarDate) async throws -> Schedule {
        var query = [("date", date.description)]
        if let country { query.append(("country", country)) }
        let events = try await fetch(
            [ScheduleEvent].self, "/schedule/web", query,
            "web schedule for \(country ?? "all countries") on \(date)")
        return Schedule(country: country ?? "", date: date, events: events)
    }

    // MARK: Search

    /// `/search/shows?q=`: up to 10 shows, best first.
    package func searchShows(_ query: String) async throws -> [SearchResult] {
        try await fetch([SearchResult].self, .searchShows(query))
    }

    /// `/singlesearch/shows?q=`: the one best match.
    package func singleSearch(_ query: String, embed: [ShowEmbed] = []) async throws -> Show {
        try await fetch(Show.self, .singleSearch(query, embed: embed))
    }

    /// `/search/people?q=`.
    package func searchPeople(_ query: String) async throws -> [PersonSearchResult] {
        try await fetch([PersonSearchResult].self, "/search/people", [("q", query)], "person search for ‘\(query)’")
    }

    // MARK: Shows

    /// `/shows/:id`, with optional embeds.
    package func show(id: Int, embed: [ShowEmbed] = []) async throws -> Show {
        try await fetch(Show.self, .show(id: id, embed: embed))
    }

    /// `/shows/:id/episodes`, specials included unless asked otherwise.
    package func episodes(showID: Int, specials: Bool = true) async throws -> [Episode] {
        try await fetch([Episode].self, .episodes(showID: showID, specials: specials))
    }

    /// `/shows/:id/episodebynumber?season=&number=`.
    package func episode(showID: Int, season: Int, number: Int) async throws -> Episode {
        try await fetch(
            Episode.self, "/shows/\(showID)/episodebynumber",
            [("season", String(season)), ("number", String(number))],
            "episode \(season)x\(number) of show \(showID)")
    }

    /// `/shows/:id/seasons`, ascending.
    package func seasons(showID: Int) async throws -> [Season] {
        try await fetch([Season].self, .seasons(showID: showID))
    }

    /// `/seasons/:id/episodes` (a season id, not a number); specials always included.
    package func seasonEpisodes(seasonID: Int) async throws -> [Episode] {
        try await fetch([Episode].self, "/seasons/\(seasonID)/episodes", [], "season with id \(seasonID)")
    }

    /// `/shows/:id/cast`, most important first.
    package func cast(showID: Int) async throws -> [CastCredit] {
        try await fetch([CastCredit].self, .cast(showID: showID))
    }

    /// `/shows/:id/crew`.
    package func crew(showID: Int) async throws -> [CrewCredit] {
        try await fetch([CrewCredit].self, .crew(showID: showID))
    }

    /// `/shows/:id/akas`.
    package func akas(showID: Int) async throws -> [Aka] {
        try await fetch([Aka].self, "/shows/\(showID)/akas", [], "other names of show \(showID)")
    }

    /// `/episodes/:id`, optionally with its show.
    package func episode(id: Int, embedShow: Bool = false) async throws -> Episode {
        try await fetch(Episode.self, "/episodes/\(id)", embedShow ? [("embed", "show")] : [], "episode with id \(id)")
    }

    // MARK: Lookup

    /// `/lookup/shows?thetvdb=N` or `?imdb=ttN`: the TVmaze id of the show with that external id, or nil when TVmaze
    /// knows none. A hit is a redirect (any 3xx) to `/shows/:id`, read from `Location` without following it.
    package func lookupShowID(_ request: APIRequest) async throws -> Int? {
        let response = try await client.lookup(request.path, query: request.query, resource: request.what)
        guard response.status != 404 else { return nil }
        guard let location = response.headers["location"], let id = Self.showID(inLocation: location) else {
            throw TVMazeError(
                .invalidResponse, "TVmaze answered the \(request.what) with a redirect to no show",
                status: response.status, path: request.path)
        }
        return id
    }

    /// The id of `…/shows/ID` (absolute or relative, with or without a query).
    package static func showID(inLocation location: String) -> Int? {
        let path = location.split(separator: "?").first.map(String.init) ?? location
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2] == "shows" else { return nil }
        return Int(parts[parts.count - 1])
    }

    // MARK: Index and updates

    /// `/shows?page=N`: page N of the show index (ids N*250…N*250+249), or nil past the last page.
    package func showIndexPage(_ page: Int) async throws -> [Show]? {
        do {
            return try await fetch([Show].self, "/shows", [("page", String(page))], "show index page \(page)")
        } catch let error as TVMazeError where error.kind == .notFound {
            return nil
        }
    }

    /// `/updates/shows[?since=day|week|month]`.
    package func showUpdates(since: UpdatePeriod? = nil) async throws -> ShowUpdates {
        try await fetch(
            ShowUpdates.self, "/updates/shows", since.map { [("since", $0.rawValue)] } ?? [], "show updates")
    }

    // MARK: People

    /// `/people/:id`.
    package func person(id: Int) async throws -> Person {
        try await fetch(Person.self, "/people/\(id)", [], "person with id \(id)")
    }

    /// `/people/:id/castcredits`, optionally with each show.
    package func castCredits(personID: Int, embedShow: Bool = false) async throws -> [PersonCastCredit] {
        try await fetch(
            [PersonCastCredit].self, "/people/\(personID)/castcredits",
            embedShow ? [("embed", "show")] : [], "credits of person \(personID)")
    }

    // MARK: Decoding

    private func fetch<T: JSONReadable>(
        _ type: T.Type, _ path: String, _ query: [(String, String)],
        _ what: String
    ) async throws -> T {
        try await fetch(type, APIRequest(path: path, query: query, what: what))
    }

    private func fetch<T: JSONReadable>(_ type: T.Type, _ request: APIRequest) async throws -> T {
        try Self.decode(type, from: try await body(request), what: request.what)
    }

    /// The raw body of a 2xx answer to `request`, for callers that keep bodies (a response cache) and decode
    /// them with ``decode(_:from:what:)``.
    package func body(_ request: APIRequest) async throws -> [UInt8] {
        try await client.get(request.path, query: request.query, resource: request.what)
    }

    /// Decodes a TVmaze body, turning every failure into a ``TVMazeError/Kind/invalidResponse`` naming `what`.
    package static func decode<T: JSONReadable>(_ type: T.Type, from body: [UInt8], what: String) throws -> T {
        do {
            return try JSONTape.read(body, T.read)
        } catch let error as JSONReadError {
            throw TVMazeError(
                .invalidResponse, "TVmaze sent data tv cannot read for the \(what): \(error)", underlying: error)
        } catch {
            throw TVMazeError(.invalidResponse, "TVmaze sent data tv cannot read for the \(what): not JSON")
        }
    }
}

/// One GET of the API: path, query, and how messages name what was asked for.
package struct APIRequest: Sendable {
    package let path: String
    package let query: [(String, String)]
    package let what: String

    package init(path: String, query: [(String, String)], what: String) {
        self.path = path
        self.query = query
        self.what = what
    }

    /// `path?name=value&…` as sent: identifies the request in a response cache.
    package var key: String {
        query.isEmpty ? path : path + "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }

    /// `/search/shows?q=`.
    package static func searchShows(_ query: String) -> APIRequest {
        APIRequest(path: "/search/shows", query: [("q", query)], what: "search for ‘\(query)’")
    }

    /// `/singlesearch/shows?q=`.
    package static func singleSearch(_ query: String, embed: [ShowEmbed] = []) -> APIRequest {
        APIRequest(
            path: "/singlesearch/shows", query: [("q", query)] + ShowEmbed.query(embed),
            what: "show matching ‘\(query)’")
    }

    /// `/shows/:id`.
    package static func show(id: Int, embed: [ShowEmbed] = []) -> APIRequest {
        APIRequest(path: "/shows/\(id)", query: ShowEmbed.query(embed), what: "show with id \(id)")
    }

    /// `/shows/:id/episodes`.
    package static func episodes(showID: Int, specials: Bool = true) -> APIRequest {
        APIRequest(
            path: "/shows/\(showID)/episodes", query: specials ? [("specials", "1")] : [],
            what: "episode list for show \(showID)")
    }

    /// `/lookup/shows?thetvdb=N`.
    package static func lookup(thetvdb: Int) -> APIRequest {
        APIRequest(
            path: "/lookup/shows", query: [("thetvdb", String(thetvdb))], what: "show with TheTVDB id \(thetvdb)")
    }

    /// `/lookup/shows?imdb=ttN`.
    package static func lookup(imdb: String) -> APIRequest {
        APIRequest(path: "/lookup/shows", query: [("imdb", imdb)], what: "show with IMDb id \(imdb)")
    }

    /// `/shows/:id/seasons`.
    package static func seasons(showID: Int) -> APIRequest {
        APIRequest(path: "/shows/\(showID)/seasons", query: [], what: "seasons of show \(showID)")
    }

    /// `/shows/:id/cast`.
    package static func cast(showID: Int) -> APIRequest {
        APIRequest(path: "/shows/\(showID)/cast", query: [], what: "cast of show \(showID)")
    }

    /// `/people/:id`.
    package static func person(id: Int) -> APIRequest {
        APIRequest(path: "/people/\(id)", query: [], what: "person with id \(id)")
    }

    /// `/people/:id/castcredits?embed=show`.
    package static func castCredits(personID: Int) -> APIRequest {
        APIRequest(
            path: "/people/\(personID)/castcredits", query: [("embed", "show")],
            what: "credits of person \(personID)")
    }

    /// `/shows/:id/crew`.
    package static func crew(showID: Int) -> APIRequest {
        APIRequest(path: "/shows/\(showID)/crew", query: [], what: "crew of show \(showID)")
    }

    /// `/episodes/:id?embed[]=guestcast&embed[]=guestcrew`: an episode with its guest cast and crew.
    package static func episodeGuests(episodeID: Int) -> APIRequest {
        APIRequest(
            path: "/episodes/\(episodeID)", query: [("embed[]", "guestcast"), ("embed[]", "guestcrew")],
            what: "guests of episode \(episodeID)")
    }

    /// `/search/people?q=`.
    package static func searchPeople(_ query: String) -> APIRequest {
        APIRequest(path: "/search/people", query: [("q", query)], what: "person search for ‘\(query)’")
    }
}

/// What `embed` can add to a show.
package enum ShowEmbed: String, Sendable, CaseIterable {
    case episodes, seasons, cast, crew, nextepisode, previousepisode, images

    /// `embed=x` for one, `embed[]=x&embed[]=y` for several.
    static func query(_ embeds: [ShowEmbed]) -> [(String, String)] {
        embeds.count == 1 ? [("embed", embeds[0].rawValue)] : embeds.map { ("embed[]", $0.rawValue) }
    }
}

/// The window of `/updates/shows`.
package enum UpdatePeriod: String, Sendable {
    case day, week, month
}
