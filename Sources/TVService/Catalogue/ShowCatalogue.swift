import TVMaze

/// The show catalogue's state in a process: shows asked for or found by a search, their parts (seasons, episodes,
/// cast, people) as answered, searches, and what `refresh` made TVmaze's to answer again. ``TVService`` owns it; it
/// makes no request.
struct ShowCatalogue {
    /// Shows asked for or found by a search; shows inside kept days are looked up there (``ScheduleMemory/show(id:)``).
    private var shows: [Int: Show] = [:]
    /// Shows `refresh` dropped: their next question goes to TVmaze even if a kept day embeds them.
    private var forgotten: Set<Int> = []
    /// A show's seasons, episodes and cast as answered, by request key (``APIRequest/key``).
    private var parts: [String: any Sendable] = [:]
    private var searches: [String: [SearchResult]] = [:]
    /// Request keys whose next answer must come from TVmaze, not the persistent cache (`refresh`).
    private var bypassCache: Set<String> = []

    /// A show asked for or found by a search.
    func show(id: Int) -> Show? { shows[id] }

    /// Whether `refresh` dropped the show, so that a kept day's copy of it must not answer.
    func isForgotten(_ id: Int) -> Bool { forgotten.contains(id) }

    /// A dropped show that TVmaze answered again: a kept day's copy may answer for it once more.
    mutating func remember(_ id: Int) { forgotten.remove(id) }

    /// Keeps a fetched show, and the season records it embeds as `seasons` would have fetched them; returns the show
    /// without its embeds.
    mutating func keep(_ fetched: Show) -> Show {
        var show = fetched
        if let seasons = show.embedded?.seasons { parts[APIRequest.seasons(showID: show.id).key] = seasons }
        show.embedded = nil
        shows[show.id] = show
        return show
    }

    /// Takes the newer copies of kept or forgotten shows from a fetched schedule day, as the day would answer them.
    mutating func update(from events: [ScheduleEvent]) {
        for event in events where shows[event.show.id] != nil || forgotten.contains(event.show.id) {
            shows[event.show.id] = event.show
            forgotten.remove(event.show.id)
        }
    }

    /// The results kept for a search (any case).
    func search(_ query: String) -> [SearchResult]? { searches[query.lowercased()] }

    /// Keeps a search's results and the shows they hold.
    mutating func keep(_ results: [SearchResult], for query: String) {
        searches[query.lowercased()] = results
        for result in results { shows[result.show.id] = result.show }
    }

    /// A part of a show (or a person) as answered in this process.
    func part<T>(_ type: T.Type, _ request: APIRequest) -> T? { parts[request.key] as? T }

    /// Keeps a part as answered.
    mutating func keep(part: any Sendable, for request: APIRequest) { parts[request.key] = part }

    /// Whether the next answer to `request` must come from TVmaze; asking says it once.
    mutating func takeBypass(_ request: APIRequest) -> Bool { bypassCache.remove(request.key) != nil }

    /// Drops what is kept of one show (details, seasons, episodes, cast): the next questions go to TVmaze.
    mutating func forget(showID id: Int) {
        shows[id] = nil
        forgotten.insert(id)
        let requests: [APIRequest] = [
            .show(id: id), .show(id: id, embed: [.seasons]), .seasons(showID: id),
            .episodes(showID: id, specials: true), .cast(showID: id),
            .crew(showID: id),
        ]
        for request in requests { parts[request.key] = nil }
        bypassCache.formUnion(requests.map(\.key))
    }

    /// Drops a kept search: asking again goes to TVmaze.
    mutating func forget(search query: String) {
        searches[query.lowercased()] = nil
        bypassCache.insert(APIRequest.searchShows(query).key)
    }

    /// Forgets every answer (the sample week is another world); what `refresh` dropped stays dropped.
    mutating func clear() {
        shows = [:]
        parts = [:]
        searches = [:]
    }
}
