import Foundation
import TVMaze

/// The long-lived model of the seed design: owns the time window, fetches through the paced client, caches.
///
/// Views ask it for days, weeks, shows, seasons and cast; it decides which TVmaze requests that
/// takes, runs them concurrently within the pacing rules, and keeps the answers for the session.
public actor TVService {
    public let api: TVMazeAPI
    public let clock: any WallClock
    /// Where observers subscribe to schedule updates, window moves, failures and recovery.
    public nonisolated let events = EventBroadcaster()
    /// Whether the last fetch reached TVmaze, so failures and recovery are announced once each.
    nonisolated let connectivity = Connectivity()
    /// The user's watched marks and followed shows.
    public let tracking: any TrackingStore
    public private(set) var displayZone: TimeZone
    public private(set) var country: String

    private var days: [DayKey: [ScheduleEvent]] = [:]
    private var shows: [Int: Show] = [:]
    private var seasons: [Int: [Season]] = [:]
    private var episodes: [Int: [Episode]] = [:]
    private var casts: [Int: [CastCredit]] = [:]
    private var searches: [String: [SearchResult]] = [:]
    /// Whether the first question about "today" fetches today first, so a failover can move "now" before dates are chosen.
    private var settlesConnectivity: Bool

    private struct DayKey: Hashable {
        let country: String
        let date: CalendarDate
    }

    /// - Parameter settlesConnectivity: set when the transport may fail over to sample data and the clock with it.
    public init(api: TVMazeAPI, clock: any WallClock = SystemWallClock(), displayZone: TimeZone = .current,
                country: String = "US", settlesConnectivity: Bool = false,
                tracking: any TrackingStore = InMemoryTrackingStore()) {
        self.api = api
        self.tracking = tracking
        self.clock = clock
        self.displayZone = displayZone
        self.country = country.uppercased()
        self.settlesConnectivity = settlesConnectivity
    }

    // MARK: Time

    /// Today's date in the display zone; it changes at local midnight, and the window with it on Mondays.
    public var today: CalendarDate { CalendarDate(clock.now(), in: displayZone) }

    /// The Monday–Sunday week containing today.
    public var currentWindow: ScheduleWindow { ScheduleWindow(containing: today, displayZone: displayZone, country: country) }

    /// Today, once it is settled whether TVmaze answers: the first call fetches today's schedule (needed anyway),
    /// and a failover to the sample week moves "now" into that week before any dates are chosen.
    public func currentDay() async -> CalendarDate {
        if settlesConnectivity {
            settlesConnectivity = false
            _ = try? await fetchDays([today], progress: nil)
        }
        return today
    }

    /// Changes the display zone (`set tz`).
    public func setDisplayZone(_ zone: TimeZone) { displayZone = zone }

    /// Changes the schedule country (`set country`).
    public func setCountry(_ code: String) { country = code.uppercased() }

    // MARK: Schedule

    /// The listed days of `dates` (each within one window), fetching the TVmaze days they need concurrently.
    public func schedule(for dates: [CalendarDate], progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> [DaySchedule] {
        guard let first = dates.first else { return [] }
        let window = ScheduleWindow(containing: first, displayZone: displayZone, country: country)
        let sources = window.sourceDays(for: dates)
        let rows = try await observed { try await fetchDays(sources, progress: progress) }
        var seen = Set<Int>()
        var grouped: [CalendarDate: [ScheduleEvent]] = [:]
        for event in rows where seen.insert(event.episode.id).inserted {
            if let day = window.listingDay(of: event), dates.contains(day) {
                grouped[day, default: []].append(event)
            }
        }
        return dates.map { DaySchedule(date: $0, events: DaySchedule.ordered(grouped[$0] ?? [])) }
    }

    /// The whole Monday–Sunday week of a window.
    public func week(_ window: ScheduleWindow, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> WeekSchedule {
        WeekSchedule(window: window, days: try await schedule(for: window.days, progress: progress))
    }

    /// What is on at this moment: events that started and have not ended, with their end.
    public func airingNow() async throws -> [(event: ScheduleEvent, ends: Date)] {
        let today = await currentDay()
        let now = clock.now()
        let days = try await schedule(for: [today.adding(days: -1), today])
        return days.flatMap(\.events).compactMap { event in
            guard event.episode.hasAirtime, let start = event.episode.airstamp else { return nil }
            let minutes = event.episode.runtime ?? event.show.typicalRuntime ?? 30
            let end = start.addingTimeInterval(Double(minutes) * 60)
            return start <= now && now < end ? (event, end) : nil
        }
    }

    /// Fetches the listed days of `dates` again, whatever is cached, and tells observers.
    public func refetch(dates: [CalendarDate]) async throws -> [DaySchedule] {
        guard let first = dates.first else { return [] }
        let window = ScheduleWindow(containing: first, displayZone: displayZone, country: country)
        for source in window.sourceDays(for: dates) { days[DayKey(country: country, date: source)] = nil }
        let result = try await schedule(for: dates)
        events.publish(.scheduleUpdated(dates: dates))
        return result
    }

    /// Drops what is kept of one show (details, seasons, episodes, cast), so the next question refetches it.
    public func forgetShow(id: Int) {
        shows[id] = nil
        seasons[id] = nil
        episodes[id] = nil
        casts[id] = nil
    }

    /// Drops a kept search, so asking again refetches it.
    public func forgetSearch(_ query: String) { searches[query.lowercased()] = nil }

    private func fetchDays(_ dates: [CalendarDate], progress: (@Sendable (Int, Int) -> Void)?) async throws -> [ScheduleEvent] {
        let country = self.country
        let missing = dates.filter { days[DayKey(country: country, date: $0)] == nil }
        if !missing.isEmpty {
            let api = self.api
            let fetched = try await withThrowingTaskGroup(of: (CalendarDate, [ScheduleEvent]).self) { group in
                for date in missing {
                    group.addTask { (date, try await api.schedule(country: country, date: date).events) }
                }
                var results: [(CalendarDate, [ScheduleEvent])] = []
                for try await result in group {
                    results.append(result)
                    progress?(results.count, missing.count)
                }
                return results
            }
            for (date, events) in fetched {
                days[DayKey(country: country, date: date)] = events
                for event in events where shows[event.show.id] == nil { shows[event.show.id] = event.show }
            }
        }
        return dates.flatMap { days[DayKey(country: country, date: $0)] ?? [] }
    }

    // MARK: Shows

    /// Show search (cached per query).
    public func search(_ query: String) async throws -> [SearchResult] {
        let key = query.lowercased()
        if let cached = searches[key] { return cached }
        let results = try await observed { try await api.searchShows(query) }
        searches[key] = results
        for result in results { shows[result.show.id] = result.show }
        return results
    }

    /// A show by id.
    public func show(id: Int) async throws -> Show {
        if let show = shows[id], show.updated != nil || show.summary != nil { return show }
        let show = try await observed { try await api.show(id: id) }
        shows[id] = show
        return show
    }

    /// The best match for a name.
    public func show(named name: String) async throws -> Show {
        let show = try await observed { try await api.singleSearch(name) }
        shows[show.id] = show
        return show
    }

    /// Seasons of a show.
    public func seasons(showID: Int) async throws -> [Season] {
        if let cached = seasons[showID] { return cached }
        let result = try await observed { try await api.seasons(showID: showID) }
        seasons[showID] = result
        return result
    }

    /// Every episode of a show, specials included.
    public func episodes(showID: Int) async throws -> [Episode] {
        if let cached = episodes[showID] { return cached }
        let result = try await observed { try await api.episodes(showID: showID, specials: true) }
        episodes[showID] = result
        return result
    }

    /// The cast of a show.
    public func cast(showID: Int) async throws -> [CastCredit] {
        if let cached = casts[showID] { return cached }
        let result = try await observed { try await api.cast(showID: showID) }
        casts[showID] = result
        return result
    }
}
