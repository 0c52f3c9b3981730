package import TVMaze

/// The show catalogue: shows, their seasons, episodes and cast, and searches, each answered once per process
/// (``ShowCatalogue``), from the persistent cache while fresh, else from TVmaze.
extension TVService {
    /// Show search (cached per query).
    package func search(_ query: String) async throws -> [SearchResult] {
        if let kept = catalogue.search(query) { return kept }
        let results = try await response([SearchResult].self, .searchShows(query))
        catalogue.keep(results, for: query)
        return results
    }

    /// TVmaze's show search asked afresh and kept nowhere: an import's names, each asked once. Never answered from a
    /// cache, so offline is an error, not a miss.
    func searchAfresh(_ name: String) async throws -> [SearchResult] {
        do {
            let results = try await api.searchShows(name)
            noteOutcome(.success(()))
            return results
        } catch {
            noteOutcome(.failure(error))
            throw error
        }
    }

    /// A show by id. `withSeasons` (a followed show) asks for its season records in the same request
    /// (`embed=seasons`), kept where ``seasons(showID:)`` and ``keptFinales(showIDs:stored:)`` find them.
    package func show(id: Int, withSeasons: Bool = false) async throws -> Show {
        if let show = catalogue.show(id: id) ?? scheduledShow(id: id), show.updated != nil || show.summary != nil {
            return show
        }
        do {
            let show = catalogue.keep(
                try await response(Show.self, .show(id: id, embed: withSeasons ? [.seasons] : [])))
            catalogue.remember(id)
            return show
        } catch  where Self.isUnreachable(error) {
            // Offline, a show that this week's stored days list is still there to show, as the week is.
            let sources = currentWindow.sourceDays(for: currentWindow.days)
            await loadFromCache(
                (sources.map { DayKey(country: country, date: $0) } + sources.map(DayKey.streaming))
                    .filter { keptDays[$0] == nil })
            guard let show = scheduledShow(id: id) else { throw error }
            return show
        }
    }

    /// A show as a kept schedule day embeds it, unless `refresh` dropped it.
    private func scheduledShow(id: Int) -> Show? {
        catalogue.isForgotten(id) ? nil : keptDays.show(id: id)
    }

    /// The best match for a name; `withSeasons` as for ``show(id:withSeasons:)``.
    package func show(named name: String, withSeasons: Bool = false) async throws -> Show {
        catalogue.keep(try await response(Show.self, .singleSearch(name, embed: withSeasons ? [.seasons] : [])))
    }

    /// Seasons of a show.
    package func seasons(showID: Int) async throws -> [Season] {
        try await showPart([Season].self, .seasons(showID: showID))
    }

    /// Every episode of a show, specials included.
    package func episodes(showID: Int) async throws -> [Episode] {
        try await showPart([Episode].self, .episodes(showID: showID, specials: true))
    }

    /// The cast of a show.
    package func cast(showID: Int) async throws -> [CastCredit] {
        try await showPart([CastCredit].self, .cast(showID: showID))
    }

    /// Drops what is kept of one show (details, seasons, episodes, cast): the next questions go to TVmaze.
    package func forgetShow(id: Int) { catalogue.forget(showID: id) }

    /// Drops a kept search: asking again goes to TVmaze.
    package func forgetSearch(_ query: String) { catalogue.forget(search: query) }

    /// A part of a show kept from its first answer in this process (until ``forgetShow(id:)``).
    func showPart<T: JSONReadable & Sendable>(_ type: T.Type, _ request: APIRequest) async throws -> T {
        if let kept = catalogue.part(type, request) { return kept }
        let answer = try await response(type, request)
        catalogue.keep(part: answer, for: request)
        return answer
    }

    /// A part of a show as already answered, from memory or (`stored`) the persistent cache whatever its age; nil
    /// when it was never fetched. Never a request.
    func keptPart<T: JSONReadable & Sendable>(_ type: T.Type, _ request: APIRequest, stored: Bool) async -> T? {
        if let kept = catalogue.part(type, request) { return kept }
        guard stored, let stored = await liveCache?.response(for: request.key) else { return nil }
        return try? TVMazeAPI.decode(type, from: stored.value, what: request.what)
    }

    /// The TVmaze id a `/lookup/shows` request names (nil: TVmaze knows no such show), kept in the persistent cache:
    /// a hit for good (an external id does not move to another show), a miss while fresh.
    package func lookupShowID(_ request: APIRequest) async throws -> Int? {
        let cache = liveCache
        if let stored = await cache?.response(for: request.key) {
            let text = String(decoding: stored.value, as: UTF8.self)
            if let id = Int(text) { return id }
            if text == "null", Freshness.isFresh(stored.fetchedAt, at: clock.now()) { return nil }
        }
        let id: Int?
        do {
            id = try await api.lookupShowID(request)
            noteOutcome(.success(()))
        } catch {
            noteOutcome(.failure(error))
            throw error
        }
        reachedNetwork = true
        await cache?.storeResponse(
            Array((id.map(String.init) ?? "null").utf8), for: request.key, fetchedAt: clock.now())
        return id
    }

    /// An answer from the persistent cache while fresh, else from TVmaze (stored once it decodes); when TVmaze
    /// cannot be reached, an older stored answer.
    private func response<T: JSONReadable>(_ type: T.Type, _ request: APIRequest) async throws -> T {
        let cache = liveCache
        let stored = await cache?.response(for: request.key)
        if !catalogue.takeBypass(request), let stored, Freshness.isFresh(stored.fetchedAt, at: clock.now()),
            let value = try? TVMazeAPI.decode(type, from: stored.value, what: request.what)
        {
            return value
        }
        let body: [UInt8]
        do {
            body = try await api.body(request)
            noteOutcome(.success(()))
        } catch {
            if stored == nil, await fallBack(after: error) { return try await response(type, request) }
            noteOutcome(.failure(error))
            guard let stored, Self.isUnreachable(error) else { throw error }
            return try TVMazeAPI.decode(type, from: stored.value, what: request.what)
        }
        let value = try TVMazeAPI.decode(type, from: body, what: request.what)
        reachedNetwork = true
        await cache?.storeResponse(body, for: request.key, fetchedAt: clock.now())
        return value
    }
}
