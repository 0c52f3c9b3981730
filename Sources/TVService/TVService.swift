package import Foundation
import Synchronization
package import TVMaze

/// The long-lived model of the seed design: owns the time window, fetches through the paced client, caches.
///
/// Views ask it for days, weeks, shows, seasons and cast; it decides which TVmaze requests that
/// takes, runs them concurrently within the pacing rules, and keeps the answers for the session.
///
/// It is the one owner of offline failover: given a ``SampleWeek`` to fall back to, the first request that finds
/// TVmaze unreachable switches its answers, its "now" and its cache (unused from then on) to the sample week together,
/// unless the cache holds the real today to show instead, and publishes ``ServiceEvent/usingSample(message:)``.
package actor TVService {
    /// TVmaze's API, or the sample week's while the sample is shown.
    package var api: TVMazeAPI { usesSampleData ? sample!.api : network }
    /// "Now" for the schedule: the sample week's while it is shown, else ``wallClock``.
    package var clock: any WallClock { usesSampleData ? FixedWallClock(sample!.now) : wallClock }
    /// The real clock (or `--now`), also while the sample week is shown: for the age of files such as the show index.
    package nonisolated let wallClock: any WallClock
    private let network: TVMazeAPI
    /// The sample week shown from the start (`--offline`) or after a failover; nil: TVmaze only.
    private let sample: SampleWeek?
    /// Where observers subscribe to schedule updates, window moves, failures and recovery.
    package nonisolated let events = EventBroadcaster()
    /// Whether the last request reached TVmaze, so failures and recovery are announced once each.
    nonisolated let connectivity = Connectivity()
    /// The user's watched marks and followed shows.
    package let tracking: any TrackingStore
    /// What is read without waiting for the actor: the display zone, the schedule country, whether the sample is shown.
    private let shared: Mutex<Shared>

    private struct Shared {
        var zone: TimeZone
        var country: String
        var onSample: Bool
        var sources: ScheduleSources
    }

    /// TVmaze's own cache time: a schedule day younger than this is served without a request.
    package static let freshness: TimeInterval = 60 * 60

    /// Whether something fetched at `fetchedAt` is still fresh at `now`. A fetch time more than a minute ahead of
    /// `now` (a clock set back, a run pinned to a later `--now`) is not: it would otherwise stay fresh for years.
    static func isFresh(_ fetchedAt: Date, at now: Date) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age > -60 && age < freshness
    }

    private var days: [DayKey: CachedScheduleDay] = [:]
    /// Fetched days outlive the process here (nil: `--no-cache`, `--offline`).
    private let cache: (any ServiceCache)?
    /// Days whose background refresh is running.
    private var refreshing: [DayKey: Task<Void, Never>] = [:]
    /// The latest background write of fetched days to the persistent cache (each waits for the one before).
    private var storing: Task<Void, Never>?
    /// Whether a request reached TVmaze in this process; until then a stale day is refetched before it is served.
    private var reachedNetwork = false
    /// Shows asked for or found by a search; shows inside kept days are looked up there (``scheduledShow(id:)``).
    private var shows: [Int: Show] = [:]
    /// Shows `refresh` dropped: their next question goes to TVmaze even if a kept day embeds them.
    private var forgottenShows: Set<Int> = []
    /// A show's seasons, episodes and cast as answered, by request key (``APIRequest/key``).
    private var showParts: [String: any Sendable] = [:]
    private var searches: [String: [SearchResult]] = [:]
    /// Request keys whose next answer must come from TVmaze, not the persistent cache (`refresh`).
    private var bypassCache: Set<String> = []

    /// A TVmaze day as fetched and kept: a country's `/schedule` day, or the `/schedule/web` day of every country.
    private struct DayKey: Hashable {
        /// The ISO code, or ``streamingKey`` for the streaming day (fetched once for every country, filtered locally).
        let country: String
        let date: CalendarDate

        /// The cache's key of streaming days: lower case, so never an ISO code.
        static let streamingKey = "web"

        static func streaming(_ date: CalendarDate) -> DayKey { DayKey(country: streamingKey, date: date) }

        var isStreaming: Bool { country == Self.streamingKey }
    }

    /// TVmaze through `api`, falling back to `fallback` (when given) once it proves unreachable.
    /// - Parameter sources: which schedules listings take (``ScheduleSources``; `set sources`).
    package init(
        api: TVMazeAPI, clock: any WallClock = SystemWallClock(), fallback: SampleWeek? = nil,
        displayZone: TimeZone = .current, country: CountryCode = .us,
        tracking: any TrackingStore = InMemoryTrackingStore(), cache: (any ServiceCache)? = nil,
        sources: ScheduleSources = .all
    ) {
        self.init(
            network: api, wallClock: clock, sample: fallback, onSample: false, displayZone: displayZone,
            country: country, tracking: tracking, cache: cache, sources: sources)
    }

    /// The sample week from the start (`--offline`, `--fixtures`): no TVmaze and no persistent cache.
    package init(
        sample: SampleWeek, wallClock: any WallClock = SystemWallClock(), displayZone: TimeZone = .current,
        country: CountryCode = .us, tracking: any TrackingStore = InMemoryTrackingStore()
    ) {
        self.init(
            network: sample.api, wallClock: wallClock, sample: sample, onSample: true, displayZone: displayZone,
            country: country, tracking: tracking, cache: nil, sources: .all)
    }

    private init(
        network: TVMazeAPI, wallClock: any WallClock, sample: SampleWeek?, onSample: Bool, displayZone: TimeZone,
        country: CountryCode, tracking: any TrackingStore, cache: (any ServiceCache)?, sources: ScheduleSources
    ) {
        self.network = network
        self.wallClock = wallClock
        self.sample = sample
        self.cache = cache
        self.tracking = tracking
        shared = Mutex(Shared(zone: displayZone, country: country.code, onSample: onSample, sources: sources))
    }

    // MARK: Time and place

    /// The zone schedule times are shown in, and "today" and midnight are read in (`--tz`, `set tz`).
    package nonisolated var displayZone: TimeZone { shared.withLock { $0.zone } }

    /// The country whose schedule is listed, an upper-case ISO code (`--country`, `set country`, `week --country`).
    package nonisolated var country: String { shared.withLock { $0.country } }

    /// Changes the display zone (`set tz`).
    package nonisolated func setDisplayZone(_ zone: TimeZone) { shared.withLock { $0.zone = zone } }

    /// Changes the schedule country (`set country`).
    package nonisolated func setCountry(_ code: CountryCode) { shared.withLock { $0.country = code.code } }

    /// Which schedules listings take: networks, streaming services, or both (`set sources`, `--tv`, `--streaming`).
    package nonisolated var sources: ScheduleSources { shared.withLock { $0.sources } }

    /// Changes which schedules listings take (`set sources`): a kind left out is not fetched either.
    package nonisolated func setSources(_ sources: ScheduleSources) { shared.withLock { $0.sources = sources } }

    /// Whether the answers are the sample week's (from the start, or since TVmaze proved unreachable).
    package nonisolated var usesSampleData: Bool { shared.withLock { $0.onSample } }

    /// Today's date in the display zone; it changes at local midnight, and the window with it on Mondays.
    package var today: CalendarDate { CalendarDate(clock.now(), in: displayZone) }

    /// The current week: the Monday–Sunday week containing today in the display zone (`week`, `export week`).
    package var currentWindow: ScheduleWindow {
        ScheduleWindow(containing: today, displayZone: displayZone, country: country)
    }

    /// A transport for pictures: the sample's while the sample is shown, else `network`. It never causes a failover
    /// itself: picture hosts come from API text and say nothing about TVmaze's reach.
    package nonisolated func pictureTransport(network: any HTTPTransport) -> any HTTPTransport {
        guard let sample else { return network }
        return PictureTransport(service: self, network: network, sample: sample.transport)
    }

    private struct PictureTransport: HTTPTransport {
        let service: TVService
        let network: any HTTPTransport
        let sample: any HTTPTransport

        var answersLocally: Bool { service.usesSampleData && sample.answersLocally }

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            try await (service.usesSampleData ? sample : network).send(request)
        }
    }

    // MARK: Failover

    /// Thrown inside the service when a request found TVmaze unreachable and the service switched to the sample week:
    /// the caller asks again (choosing its dates again from the sample's today).
    private struct SwitchedToSample: Error {}

    /// Switches to the sample week if `error` says TVmaze is unreachable, a sample was given, and neither memory nor
    /// the persistent cache holds the real today (which, served stale, beats the sample week). Returns whether it did.
    private func fallBack(after error: any Error) async -> Bool {
        guard let sample, (error as? TVMazeError)?.kind == .unreachable else { return false }
        if usesSampleData { return true }  // another request switched while this one was on its way
        let realToday = CalendarDate(wallClock.now(), in: displayZone)
        // The keys of what listings take now: the country's networks, streaming, or both (`set sources`).
        let kept =
            (sources.includes(.tv) ? [country] : []) + (sources.includes(.streaming) ? [DayKey.streamingKey] : [])
        for key in kept {
            if days[DayKey(country: key, date: realToday)] != nil { return false }
            if let cache, !(await cache.scheduleDays(country: key, dates: [realToday])).isEmpty { return false }
        }
        guard !usesSampleData else { return true }  // another request switched while this one waited on the cache
        shared.withLock { $0.onSample = true }
        // The sample is another world: nothing TVmaze answered before is mixed into it.
        days = [:]
        shows = [:]
        showParts = [:]
        searches = [:]
        let reason = (error as? TVMazeError)?.message ?? String(describing: error)
        events.publish(.usingSample(message: "\(reason); showing \(sample.name) week of \(sample.dates.lowerBound)"))
        return true
    }

    /// Whether `error` may yet switch to the sample week (so whether TVmaze is "offline" is not said yet).
    private func awaitsFallBack(_ error: any Error) -> Bool {
        sample != nil && !usesSampleData && (error as? TVMazeError)?.kind == .unreachable
    }

    /// Runs `body` with today's date; when it is what finds TVmaze unreachable and the service falls back to the
    /// sample week, runs it again with the sample's today, so that dates are chosen once it is settled which data is shown.
    private func settling<T>(_ body: (CalendarDate) async throws -> T) async throws -> T {
        do {
            return try await body(today)
        } catch is SwitchedToSample {
            return try await body(today)
        }
    }

    /// The persistent cache while TVmaze's answers are shown; the sample week's never land in it.
    var liveCache: (any ServiceCache)? { usesSampleData ? nil : cache }

    // MARK: Schedule

    /// The listed days of `dates` (each within one window), fetching the TVmaze days they need concurrently.
    ///
    /// Days come from memory or the persistent cache while fresh (``freshness``); an older day is served at once
    /// while a background refresh runs (``ServiceEvent/scheduleUpdated(dates:)`` follows when it brings new data),
    /// except before any request of this process reached TVmaze: then it is refetched first. When TVmaze cannot be
    /// reached, stale days are served with ``DaySchedule/staleSince`` set.
    package func schedule(
        for dates: [CalendarDate], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> [DaySchedule] {
        try await settling { _ in
            try await listing(dates, progress: progress, force: false, sources: sources).complete()
        }
    }

    /// The listed day `choose` picks from today (`day tue`): chosen again from the sample's today when this fetch
    /// is what falls back to the sample week. `only` lists one kind whatever ``sources`` says (`day tue --tv`).
    package func day(
        choosing choose: @Sendable (CalendarDate) throws -> CalendarDate, only kind: ScheduleKind? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> DaySchedule {
        let sources = kind.map(ScheduleSources.only) ?? self.sources
        return try await settling { today in
            try await listing([try choose(today)], progress: progress, force: false, sources: sources).complete()[0]
        }
    }

    /// The week `choose` picks from the current week (`week`, `week next`): chosen again from the sample's week when
    /// this fetch is what falls back to it. `only` lists one kind whatever ``sources`` says (`week --streaming`).
    ///
    /// The days that arrived are returned even when others could not be fetched (``WeekSchedule/missing``); it
    /// throws only when none did.
    package func week(
        choosing choose: @Sendable (ScheduleWindow) throws -> ScheduleWindow, only kind: ScheduleKind? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> WeekSchedule {
        let sources = kind.map(ScheduleSources.only) ?? self.sources
        return try await settling { _ in
            let window = try choose(currentWindow)
            let listed = try await listing(window.days, progress: progress, force: false, sources: sources)
            return WeekSchedule(window: window, days: listed.days, missing: listed.missing)
        }
    }

    /// Fetches the TVmaze days behind `dates` again whatever their age, replacing them in memory and in the
    /// persistent cache, and returns the listed days (what `refresh` shows). Throws when TVmaze cannot be reached.
    package func refetch(
        dates: [CalendarDate], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> [DaySchedule] {
        try await settling { _ in
            try await listing(dates, progress: progress, force: true, sources: sources).complete()
        }
    }

    /// Drops what is kept of one show (details, seasons, episodes, cast): the next questions go to TVmaze.
    package func forgetShow(id: Int) {
        shows[id] = nil
        forgottenShows.insert(id)
        let requests: [APIRequest] = [
            .show(id: id), .show(id: id, embed: [.seasons]), .seasons(showID: id),
            .episodes(showID: id, specials: true), .cast(showID: id),
            .crew(showID: id),
        ]
        for request in requests { showParts[request.key] = nil }
        bypassCache.formUnion(requests.map(\.key))
    }

    /// Drops a kept search: asking again goes to TVmaze.
    package func forgetSearch(_ query: String) {
        searches[query.lowercased()] = nil
        bypassCache.insert(APIRequest.searchShows(query).key)
    }

    /// The days of a listing that arrived, and those that could not be fetched.
    private struct Listing {
        var days: [DaySchedule]
        var missing: [MissingDay]

        /// Every day, or the first missing day's failure.
        func complete() throws -> [DaySchedule] {
            if let first = missing.first { throw first.error }
            return days
        }
    }

    /// The listed days of `dates`; a day whose TVmaze days could not all be fetched is missing (throws when all are).
    private func listing(
        _ dates: [CalendarDate], progress: (@Sendable (Int, Int) -> Void)?, force: Bool, sources kinds: ScheduleSources
    ) async throws -> Listing {
        guard let first = dates.first else { return Listing(days: [], missing: []) }
        let window = ScheduleWindow(containing: first, displayZone: displayZone, country: country)
        let sources = window.sourceDays(for: dates)
        // One rule at both edges: the dates asked, not the TVmaze days behind them (east of the country, its evening is
        // the next day), must meet the sample's; else the week after it listed a few carried-over rows, with exit 0.
        if usesSampleData, let sample, !dates.contains(where: sample.dates.contains) {
            let last = dates.max()!
            let asked = last == first ? "\(first) is" : "\(dates.min()!) – \(last) are"
            throw OutsideSampleError(description: "\(asked) outside the sample week: \(sample.coverage)")
        }
        let country = window.country
        // Streaming days first: an episode both endpoints list is kept as the streaming row. A release day is listed
        // on its airdate in any zone, so the streaming days include the asked dates themselves.
        let streamingDays = kinds.includes(.streaming) ? Array(Set(sources + dates)).sorted() : []
        let networkDays = kinds.includes(.tv) ? sources : []
        let keys = streamingDays.map(DayKey.streaming) + networkDays.map { DayKey(country: country, date: $0) }
        let (fetched, staleSince, failed) = try await fetchDays(keys, progress: progress, force: force)
        var seen = Set<Int>(minimumCapacity: fetched.reduce(0) { $0 + $1.count })  // no growth: each one re-hashes
        var grouped = [[ScheduleEvent]](repeating: [], count: dates.count)  // by place in `dates`: a week has seven
        var days = ListingDays(zone: window.displayZone)
        for (key, events) in zip(keys, fetched) {
            for var event in events
            where (!key.isStreaming || Self.isListed(event, in: country)) && seen.insert(event.episode.id).inserted {
                // read in place
                if let day = event.withEpisode({ days.day(of: $0) }), let index = dates.firstIndex(of: day) {
                    if key.isStreaming { event.kind = .streaming }
                    grouped[index].append(event)
                }
            }
        }
        var listing = Listing(days: [], missing: [])
        for date in dates {
            // A date is missing when a TVmaze day it is made of could not be fetched.
            let madeOf = { (key: DayKey) in
                window.sourceDays(for: [date]).contains(key.date) || (key.isStreaming && key.date == date)
            }
            if !failed.isEmpty, let error = keys.lazy.filter(madeOf).compactMap({ failed[$0] }).first {
                listing.missing.append(MissingDay(date: date, error: error))
                continue
            }
            // a date's events are at its first place in `dates`
            listing.days.append(
                DaySchedule(
                    date: date, events: Drops.collapsed(AiringOrder.day(grouped[dates.firstIndex(of: date)!])),
                    staleSince: staleSince))
        }
        if listing.days.isEmpty, let first = listing.missing.first { throw first.error }
        return listing
    }

    /// Whether a `/schedule/web` row belongs in `country`'s listing: its service is global (no country) or the
    /// country's own; another country's local service (BBC iPlayer for a US viewer) is left out.
    static func isListed(_ event: ScheduleEvent, in country: String) -> Bool {
        event.withShow { show in
            guard let code = show.channel(streaming: true)?.country?.code else { return true }
            return code.uppercased() == country
        }
    }

    /// The whole Monday–Sunday week of a window.
    package func week(
        _ window: ScheduleWindow, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> WeekSchedule {
        WeekSchedule(window: window, days: try await schedule(for: window.days, progress: progress))
    }

    /// What is on at this moment: events that started and have not ended, with their end.
    package func airingNow() async throws -> [(event: ScheduleEvent, ends: Date)] {
        let days = try await settling { today in
            try await listing([today.adding(days: -1), today], progress: nil, force: false, sources: sources).complete()
        }
        let now = clock.now()
        return days.flatMap(\.events).compactMap { event in
            guard event.episode.hasAirtime, let start = event.episode.airstamp else { return nil }
            let minutes = event.episode.runtime ?? event.show.typicalRuntime ?? 30
            let end = start.addingTimeInterval(Double(minutes) * 60)
            return start <= now && now < end ? (event, end) : nil
        }
    }

    /// The events of `dates` (one array per date, as kept), when some had to be served stale because TVmaze could
    /// not be reached the oldest fetch time, and the days that could not be fetched (which then have no events).
    /// Throws when every day failed, or with `force` when any did.
    private func fetchDays(
        _ keys: [DayKey], progress: (@Sendable (Int, Int) -> Void)?,
        force: Bool = false
    ) async throws -> (events: [[ScheduleEvent]], staleSince: Date?, failed: [DayKey: any Error]) {
        await loadFromCache(keys.filter { days[$0] == nil })
        let now = clock.now()
        let stale = keys.filter { key in days[key].map { !Self.isFresh($0.fetchedAt, at: now) } ?? false }
        var fetch = keys.filter { days[$0] == nil }
        // Before TVmaze has answered once, a stale day is refetched first, unless it is known not to answer.
        if force || (!reachedNetwork && !connectivity.isOffline) {
            fetch += force ? keys.filter { days[$0] != nil } : stale
        } else {
            for key in stale { refreshInBackground(key) }
        }
        var staleSince: Date?
        var failed: [DayKey: any Error] = [:]
        if !fetch.isEmpty {
            // The days that did arrive are kept as they arrive, even when another fails, so the next command does
            // not fetch them again (and each is stored while the others are still on their way).
            let failures = try await fetchFromNetwork(fetch, progress: progress)
            // Offline (no day of this fetch came), a streaming day never fetched (a cache of networks only) is left
            // out rather than losing the network days kept beside it. Once TVmaze answered, its failure is said.
            let offline = failures.count == fetch.count
            let keptNetwork = keys.contains { !$0.isStreaming && days[$0] != nil }
            var failure: (any Error)?
            for (key, error) in failures {
                if !force, offline, key.isStreaming, keptNetwork, days[key] == nil, Self.isUnreachable(error) {
                    continue
                }
                guard !force, let kept = days[key], Self.isUnreachable(error) else {
                    failure = failure ?? error
                    failed[key] = error
                    continue
                }
                staleSince = min(staleSince ?? kept.fetchedAt, kept.fetchedAt)
            }
            if let failure, await fallBack(after: failure) { throw SwitchedToSample() }
            if let deferred = failures.first(where: { awaitsFallBack($0.1) }) { noteOutcome(.failure(deferred.1)) }
            // A day that arrived is shown though another failed; the failed ones are asked for again next time.
            if let failure, force || failed.count == keys.count { throw failure }
        }
        return (keys.map { failed[$0] == nil ? days[$0]?.value ?? [] : [] }, staleSince, failed)
    }

    /// Fetches days concurrently and keeps each as it arrives; returns the failures, each day's own, so that one
    /// unreachable day can fall back to its stale copy.
    private func fetchFromNetwork(
        _ keys: [DayKey], progress: (@Sendable (Int, Int) -> Void)?
    )
        async throws -> [(DayKey, any Error)]
    {
        let api = self.api
        return try await withThrowingTaskGroup(of: (DayKey, Result<[ScheduleEvent], any Error>).self) { group in
            for key in keys {
                group.addTask {
                    do {
                        return (key, .success(try await Self.events(of: key, from: api)))
                    } catch is CancellationError {
                        throw CancellationError()
                    } catch {
                        return (key, .failure(error))
                    }
                }
            }
            var failures: [(DayKey, any Error)] = []
            var arrived = 0
            for try await (key, result) in group {
                if case .failure(let error) = result, awaitsFallBack(error) {
                    // said by fetchDays once it is decided whether the sample week is shown instead
                } else {
                    noteOutcome(result.map { _ in })
                }
                switch result {
                case .success(let events): keep(events, for: key)
                case .failure(let error): failures.append((key, error))
                }
                arrived += 1
                progress?(arrived, keys.count)
            }
            return failures
        }
    }

    /// One TVmaze day: the country's `/schedule`, or `/schedule/web` without a country (every country's services,
    /// one request for any schedule country).
    private static func events(of key: DayKey, from api: TVMazeAPI) async throws -> [ScheduleEvent] {
        key.isStreaming
            ? try await api.webSchedule(country: nil, date: key.date).events
            : try await api.schedule(country: key.country, date: key.date).events
    }

    /// Adopts persisted days that memory does not hold.
    private func loadFromCache(_ keys: [DayKey]) async {
        guard let cache = liveCache else { return }
        for country in Set(keys.map(\.country)).sorted() {
            let stored = await cache.scheduleDays(
                country: country, dates: keys.filter { $0.country == country }.map(\.date))
            for (date, day) in stored where days[DayKey(country: country, date: date)] == nil {
                days[DayKey(country: country, date: date)] = day
            }
        }
    }

    /// Keeps a freshly fetched day in memory, and in the persistent cache in the background (after the writes
    /// before it): the answer is shown while it is stored. ``finishWrites()`` waits for it.
    private func keep(_ events: [ScheduleEvent], for key: DayKey) {
        reachedNetwork = true
        let fetchedAt = clock.now()
        days[key] = CachedScheduleDay(events, fetchedAt: fetchedAt)
        for event in events where shows[event.show.id] != nil || forgottenShows.contains(event.show.id) {
            shows[event.show.id] = event.show  // the newest copy wins, as it would from the days
            forgottenShows.remove(event.show.id)
        }
        guard let cache = liveCache else { return }
        let previous = storing
        storing = Task {
            await previous?.value
            await cache.storeScheduleDay(country: key.country, date: key.date, events: events, fetchedAt: fetchedAt)
        }
    }

    /// Waits until fetched days are in the persistent cache (a process does before it exits).
    package func finishWrites() async {
        while let task = storing {
            await task.value
            if storing == task { storing = nil }
        }
    }

    /// Refetches a stale day without making anyone wait; publishes `.scheduleUpdated` when it brings new data.
    private func refreshInBackground(_ key: DayKey) {
        guard refreshing[key] == nil else { return }
        refreshing[key] = Task { [api] in
            do {
                await self.finishRefresh(key, .success(try await Self.events(of: key, from: api)))
            } catch {
                await self.finishRefresh(key, .failure(error))
            }
        }
    }

    private func finishRefresh(_ key: DayKey, _ result: Result<[ScheduleEvent], any Error>) async {
        refreshing[key] = nil
        noteOutcome(result.map { _ in }, background: true)
        switch result {
        case .success(let events):
            let old = days[key]?.value ?? []
            keep(events, for: key)
            guard EventSignature.differ(old, events) else { return }
            let window = ScheduleWindow(containing: key.date, displayZone: displayZone, country: country)
            let listed = Set((old + events).compactMap { window.listingDay(of: $0) })
            self.events.publish(.scheduleUpdated(dates: listed.isEmpty ? [key.date] : listed.sorted()))
        case .failure: break
        }
    }

    /// Waits for the background refreshes running now and for their cache writes (tests).
    package func waitForRefreshes() async {
        while let task = refreshing.values.first {
            await task.value
        }
        await finishWrites()
    }

    /// A failure of the connection rather than an answer: the case where a stale copy is better than nothing.
    static func isUnreachable(_ error: any Error) -> Bool {
        guard let error = error as? TVMazeError else { return false }
        return Connectivity.meansOffline(error.kind)
    }

    // MARK: Shows

    /// Show search (cached per query).
    package func search(_ query: String) async throws -> [SearchResult] {
        let key = query.lowercased()
        if let cached = searches[key] { return cached }
        let results = try await response([SearchResult].self, .searchShows(query))
        searches[key] = results
        for result in results { shows[result.show.id] = result.show }
        return results
    }

    /// A show by id. `withSeasons` (a followed show) asks for its season records in the same request
    /// (`embed=seasons`), kept where ``seasons(showID:)`` and ``keptFinales(showIDs:stored:)`` find them.
    package func show(id: Int, withSeasons: Bool = false) async throws -> Show {
        if let show = shows[id] ?? scheduledShow(id: id), show.updated != nil || show.summary != nil { return show }
        do {
            let show = keepingSeasons(
                try await response(Show.self, .show(id: id, embed: withSeasons ? [.seasons] : [])))
            forgottenShows.remove(id)
            return show
        } catch  where Self.isUnreachable(error) {
            // Offline, a show that this week's stored days list is still there to show, as the week is.
            let sources = currentWindow.sourceDays(for: currentWindow.days)
            await loadFromCache(
                (sources.map { DayKey(country: country, date: $0) } + sources.map(DayKey.streaming))
                    .filter { days[$0] == nil })
            guard let show = scheduledShow(id: id) else { throw error }
            return show
        }
    }

    /// A show as a kept schedule day embeds it, found when asked for: a week holds about a thousand shows, and
    /// copying each into ``shows`` cost every start from the cache a millisecond.
    private func scheduledShow(id: Int) -> Show? {
        guard !forgottenShows.contains(id) else { return nil }
        for day in days.values {
            if let event = day.value.first(where: { $0.show.id == id }) { return event.show }
        }
        return nil
    }

    /// The best match for a name; `withSeasons` as for ``show(id:withSeasons:)``.
    package func show(named name: String, withSeasons: Bool = false) async throws -> Show {
        keepingSeasons(try await response(Show.self, .singleSearch(name, embed: withSeasons ? [.seasons] : [])))
    }

    /// Keeps a fetched show, and the season records it embeds as `seasons` would have fetched them; returns the show
    /// without its embeds.
    private func keepingSeasons(_ fetched: Show) -> Show {
        var show = fetched
        if let seasons = show.embedded?.seasons { showParts[APIRequest.seasons(showID: show.id).key] = seasons }
        show.embedded = nil
        shows[show.id] = show
        return show
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

    /// A part of a show kept from its first answer in this process (until ``forgetShow(id:)``).
    func showPart<T: JSONReadable & Sendable>(_ type: T.Type, _ request: APIRequest) async throws -> T {
        if let kept = showParts[request.key] as? T { return kept }
        let answer = try await response(type, request)
        showParts[request.key] = answer
        return answer
    }

    /// A part of a show as already answered, from memory or (`stored`) the persistent cache whatever its age; nil
    /// when it was never fetched. Never a request.
    func keptPart<T: JSONReadable & Sendable>(_ type: T.Type, _ request: APIRequest, stored: Bool) async -> T? {
        if let kept = showParts[request.key] as? T { return kept }
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
            if text == "null", Self.isFresh(stored.fetchedAt, at: clock.now()) { return nil }
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
        if bypassCache.remove(request.key) == nil, let stored, Self.isFresh(stored.fetchedAt, at: clock.now()),
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
