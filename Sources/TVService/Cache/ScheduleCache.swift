import Foundation
import TVMaze

/// One stored TVmaze schedule day and when it was fetched.
package struct CachedScheduleDay: Sendable {
    package let events: [ScheduleEvent]
    package let fetchedAt: Date

    package init(events: [ScheduleEvent], fetchedAt: Date) {
        self.events = events
        self.fetchedAt = fetchedAt
    }
}

/// Where ``TVService`` keeps fetched schedule days between processes (the SQLite cache of `TVStore`).
///
/// A cache is disposable: its methods never throw; an implementation that cannot read or write
/// reports it once in its own way and then answers as an empty cache.
package protocol ScheduleCache: Sendable {
    /// The stored days among `dates` for `country` (an ISO code, upper case).
    func scheduleDays(country: String, dates: [CalendarDate]) async -> [CalendarDate: CachedScheduleDay]
    /// Stores a day as fetched at `fetchedAt`, replacing what was stored for it.
    func storeScheduleDay(country: String, date: CalendarDate, events: [ScheduleEvent], fetchedAt: Date) async
}

/// A cache held in memory, for tests.
package actor InMemoryScheduleCache: ServiceCache {
    private var stored: [String: CachedScheduleDay] = [:]
    private var responses: [String: CachedResponse] = [:]

    package init() {}

    package func scheduleDays(country: String, dates: [CalendarDate]) -> [CalendarDate: CachedScheduleDay] {
        var found: [CalendarDate: CachedScheduleDay] = [:]
        for date in dates { found[date] = stored["\(country) \(date)"] }
        return found
    }

    package func storeScheduleDay(country: String, date: CalendarDate, events: [ScheduleEvent], fetchedAt: Date) {
        stored["\(country) \(date)"] = CachedScheduleDay(events: events, fetchedAt: fetchedAt)
    }

    package func response(for key: String) -> CachedResponse? { responses[key] }

    package func storeResponse(_ body: [UInt8], for key: String, fetchedAt: Date) {
        responses[key] = CachedResponse(body: body, fetchedAt: fetchedAt)
    }
}

/// A cache that stores only while `allowsWrites` says so: the launcher closes it once the
/// transport has failed over to the bundled sample week, so sample data never lands in the cache.
package struct GatedCache: ServiceCache {
    private let base: any ServiceCache
    private let allowsWrites: @Sendable () -> Bool

    package init(_ base: any ServiceCache, allowsWrites: @escaping @Sendable () -> Bool) {
        self.base = base
        self.allowsWrites = allowsWrites
    }

    package func scheduleDays(country: String, dates: [CalendarDate]) async -> [CalendarDate: CachedScheduleDay] {
        await base.scheduleDays(country: country, dates: dates)
    }

    package func storeScheduleDay(country: String, date: CalendarDate, events: [ScheduleEvent], fetchedAt: Date) async {
        guard allowsWrites() else { return }
        await base.storeScheduleDay(country: country, date: date, events: events, fetchedAt: fetchedAt)
    }

    package func response(for key: String) async -> CachedResponse? { await base.response(for: key) }

    package func storeResponse(_ body: [UInt8], for key: String, fetchedAt: Date) async {
        guard allowsWrites() else { return }
        await base.storeResponse(body, for: key, fetchedAt: fetchedAt)
    }
}
