package import Foundation
package import TVMaze

/// One stored TVmaze schedule day and when it was fetched.
package typealias CachedScheduleDay = Fetched<[ScheduleEvent]>

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
        stored["\(country) \(date)"] = CachedScheduleDay(events, fetchedAt: fetchedAt)
    }

    package func response(for key: String) -> CachedResponse? { responses[key] }

    package func storeResponse(_ body: [UInt8], for key: String, fetchedAt: Date) {
        responses[key] = CachedResponse(body, fetchedAt: fetchedAt)
    }
}
