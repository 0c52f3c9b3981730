import Foundation
import TVMaze

/// One day of the week as the views show it: each episode once, in airing order.
public struct DaySchedule: Sendable {
    public let date: CalendarDate
    public let events: [ScheduleEvent]
    /// Set when TVmaze could not be reached and this day comes from a copy fetched at that time.
    public let staleSince: Date?

    public init(date: CalendarDate, events: [ScheduleEvent], staleSince: Date? = nil) {
        self.date = date
        self.events = events
        self.staleSince = staleSince
    }

    /// Sorts by start: time-TBA rows first (they have no slot), then by airstamp, then by show name.
    public static func ordered(_ events: [ScheduleEvent]) -> [ScheduleEvent] {
        events.sorted { a, b in
            let keyA = (a.episode.hasAirtime ? 1 : 0, a.episode.airstamp ?? .distantPast)
            let keyB = (b.episode.hasAirtime ? 1 : 0, b.episode.airstamp ?? .distantPast)
            if keyA != keyB { return keyA < keyB }
            if a.show.name != b.show.name { return a.show.name.localizedStandardCompare(b.show.name) == .orderedAscending }
            return a.episode.id < b.episode.id
        }
    }
}

/// A week of days, Monday first.
public struct WeekSchedule: Sendable {
    public let window: ScheduleWindow
    public let days: [DaySchedule]

    /// The oldest fetch time of days served stale because TVmaze could not be reached; nil when all are current.
    public var staleSince: Date? { days.compactMap(\.staleSince).min() }
}
