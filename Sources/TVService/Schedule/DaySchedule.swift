package import Foundation
package import TVMaze

/// One day of the week as the views show it: each episode once, in airing order.
package struct DaySchedule: Sendable {
    package let date: CalendarDate
    package let events: [ScheduleEvent]
    /// Set when TVmaze could not be reached and this day comes from a copy fetched at that time.
    package let staleSince: Date?

    package init(date: CalendarDate, events: [ScheduleEvent], staleSince: Date? = nil) {
        self.date = date
        self.events = events
        self.staleSince = staleSince
    }

    /// The episodes the day lists: a drop's row counts each of its episodes.
    package var episodeCount: Int { events.reduce(0) { $0 + max(1, $1.released.count) } }

    /// Sorts by start: time-TBA rows first (they have no slot), then by airstamp, then by show name.
    package static func ordered(_ events: [ScheduleEvent]) -> [ScheduleEvent] {
        // Keys once per row and a sort of indices: the airtime check parses text, and a name is read through a box.
        let keys = events.map { ($0.episode.hasAirtime ? 1 : 0, $0.episode.airstamp ?? .distantPast) }
        let names = events.map(\.show.name)
        let ids = events.map(\.id)
        let order = events.indices.sorted { i, j in
            if keys[i] != keys[j] { return keys[i] < keys[j] }
            if names[i] != names[j] { return NameOrder.ascending(names[i], names[j]) }
            return ids[i] < ids[j]
        }
        return order.map { events[$0] }
    }
}

/// A day of a listing that could not be fetched, and why.
package struct MissingDay: Sendable {
    package let date: CalendarDate
    /// The failure of (one of) the TVmaze days its rows come from.
    package let error: any Error

    package init(date: CalendarDate, error: any Error) {
        self.date = date
        self.error = error
    }
}

/// A week of days, Monday first.
package struct WeekSchedule: Sendable {
    package let window: ScheduleWindow
    /// The days that arrived (all seven unless some are ``missing``).
    package let days: [DaySchedule]
    /// The days that could not be fetched, in order; the next request for them asks TVmaze again.
    package let missing: [MissingDay]

    package init(window: ScheduleWindow, days: [DaySchedule], missing: [MissingDay] = []) {
        self.window = window
        self.days = days
        self.missing = missing
    }

    /// The oldest fetch time of days served stale because TVmaze could not be reached; nil when all are current.
    package var staleSince: Date? { days.compactMap(\.staleSince).min() }
}
