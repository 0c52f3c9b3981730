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
        // Each row's start key is computed once, not at every comparison (parsing the airtime is not free).
        let keyed = events.map { (event: $0, start: ($0.episode.hasAirtime ? 1 : 0, $0.episode.airstamp ?? .distantPast)) }
        return keyed.sorted { a, b in
            if a.start != b.start { return a.start < b.start }
            if a.event.show.name != b.event.show.name {
                return a.event.show.name.localizedStandardCompare(b.event.show.name) == .orderedAscending
            }
            return a.event.episode.id < b.event.episode.id
        }.map(\.event)
    }
}

/// A week of days, Monday first.
public struct WeekSchedule: Sendable {
    public let window: ScheduleWindow
    public let days: [DaySchedule]

    /// The oldest fetch time of days served stale because TVmaze could not be reached; nil when all are current.
    public var staleSince: Date? { days.compactMap(\.staleSince).min() }
}
