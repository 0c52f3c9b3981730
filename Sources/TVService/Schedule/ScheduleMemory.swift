import Foundation
import TVMaze

/// A TVmaze day as fetched and kept: a country's `/schedule` day, or the `/schedule/web` day of every country.
struct DayKey: Hashable {
    /// The ISO code, or ``streamingKey`` for the streaming day (fetched once for every country, filtered locally).
    let country: String
    let date: CalendarDate

    /// The cache's key of streaming days: lower case, so never an ISO code.
    static let streamingKey = "web"

    static func streaming(_ date: CalendarDate) -> DayKey { DayKey(country: streamingKey, date: date) }

    var isStreaming: Bool { country == Self.streamingKey }
}

/// The schedule's state in a process: the TVmaze days kept, their background refreshes, and the latest write to the
/// persistent cache. ``TVService`` owns it; it decides nothing about the network.
struct ScheduleMemory {
    /// The days kept, each with its fetch time.
    private(set) var days: [DayKey: CachedScheduleDay] = [:]
    /// Days whose background refresh is running.
    private var refreshes: [DayKey: Task<Void, Never>] = [:]
    /// The latest background write of fetched days to the persistent cache (each waits for the one before).
    private(set) var storing: Task<Void, Never>?

    subscript(key: DayKey) -> CachedScheduleDay? { days[key] }

    /// The keys among `keys` that no kept day answers.
    func absent(_ keys: [DayKey]) -> [DayKey] { keys.filter { days[$0] == nil } }

    /// The keys among `keys` whose kept day is no longer fresh at `now` (``Freshness``).
    func stale(_ keys: [DayKey], at now: Date) -> [DayKey] {
        keys.filter { key in days[key].map { !Freshness.isFresh($0.fetchedAt, at: now) } ?? false }
    }

    /// Keeps a day as fetched at `fetchedAt`, replacing the copy before it.
    mutating func keep(_ events: [ScheduleEvent], for key: DayKey, fetchedAt: Date) {
        days[key] = CachedScheduleDay(events, fetchedAt: fetchedAt)
    }

    /// Adopts days read from the persistent cache where none is kept.
    mutating func adopt(_ stored: [CalendarDate: CachedScheduleDay], country: String) {
        for (date, day) in stored where days[DayKey(country: country, date: date)] == nil {
            days[DayKey(country: country, date: date)] = day
        }
    }

    /// A show as a kept day embeds it, found when asked for: a week holds about a thousand shows, and copying each
    /// into the catalogue cost every start from the cache a millisecond.
    func show(id: Int) -> Show? {
        for day in days.values {
            if let event = day.value.first(where: { $0.show.id == id }) { return event.show }
        }
        return nil
    }

    /// Whether `key`'s background refresh is running.
    func isRefreshing(_ key: DayKey) -> Bool { refreshes[key] != nil }

    /// A background refresh running now, if any.
    var anyRefresh: Task<Void, Never>? { refreshes.values.first }

    /// Records `refresh` as `key`'s running background refresh.
    mutating func refreshing(_ key: DayKey, by refresh: Task<Void, Never>) { refreshes[key] = refresh }

    /// `key`'s background refresh has ended.
    mutating func refreshEnded(_ key: DayKey) { refreshes[key] = nil }

    /// Starts `write` once the writes before it have ended.
    mutating func store(_ write: @escaping @Sendable () async -> Void) {
        let previous = storing
        storing = Task {
            await previous?.value
            await write()
        }
    }

    /// `write`, awaited, has ended: it is forgotten unless another write was chained after it.
    mutating func stored(_ write: Task<Void, Never>) {
        if storing == write { storing = nil }
    }

    /// Forgets every kept day (the sample week is another world).
    mutating func clear() { days = [:] }
}
