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
