package import Foundation
package import TVMaze

/// The Monday–Sunday week shown to the user, and which TVmaze programming days it needs.
///
/// A day of the week is a programming day in the display zone: an airstamp belongs to the local
/// date, or to the date before when it is earlier than 05:00 (TV guides list a 00:35 show under the
/// night before, and TVmaze's `airdate` does the same). For a display zone equal to the country's,
/// the week needs exactly its seven TVmaze days.
package struct ScheduleWindow: Sendable, Hashable {
    /// The Monday.
    package let start: CalendarDate
    package let displayZone: TimeZone
    package let country: String

    package init(containing date: CalendarDate, displayZone: TimeZone, country: String) {
        start = date.mondayOfWeek
        self.displayZone = displayZone
        self.country = country
    }

    /// Monday to Sunday.
    package var days: [CalendarDate] { (0..<7).map { start.adding(days: $0) } }

    /// The Sunday.
    package var end: CalendarDate { start.adding(days: 6) }

    /// The week containing `date`, in this week's zone and country.
    package func week(containing date: CalendarDate) -> ScheduleWindow {
        ScheduleWindow(containing: date, displayZone: displayZone, country: country)
    }

    /// The next or previous week.
    package func moved(byWeeks weeks: Int) -> ScheduleWindow { week(containing: start.adding(days: 7 * weeks)) }

    /// The instants a programming day covers in a zone: [D 05:00, D+1 05:00).
    package static func span(of day: CalendarDate, in zone: TimeZone) -> Range<Date> {
        day.instant(
            hour: BroadcastDay.cutoffHour, in: zone)..<day.adding(days: 1).instant(
                hour: BroadcastDay.cutoffHour, in: zone)
    }

    /// The TVmaze days (programming days of the country) whose rows can fall on `days` in the display zone.
    package func sourceDays(for days: [CalendarDate]) -> [CalendarDate] {
        let countryZone = CountryZones.zone(for: country)
        var result: [CalendarDate] = []
        for day in days {
            let wanted = Self.span(of: day, in: displayZone)
            var candidate = BroadcastDay.programmingDay(of: wanted.lowerBound, in: countryZone)
            while Self.span(of: candidate, in: countryZone).lowerBound < wanted.upperBound {
                if Self.span(of: candidate, in: countryZone).overlaps(wanted), !result.contains(candidate) {
                    result.append(candidate)
                }
                candidate = candidate.adding(days: 1)
            }
        }
        return result.sorted()
    }

    /// The day of the week an event is listed under in the display zone.
    package func listingDay(of event: ScheduleEvent) -> CalendarDate? {
        Self.listingDay(of: event.episode, in: displayZone)
    }

    /// The programming day an episode is listed under in `zone`; its airdate when no clock time is known; nil when undated.
    package static func listingDay(of episode: Episode, in zone: TimeZone) -> CalendarDate? {
        if episode.hasAirtime, let instant = episode.airstamp {
            return BroadcastDay.programmingDay(of: instant, in: zone)
        }
        return episode.airdate ?? episode.airstamp.map { CalendarDate($0, in: zone) }
    }
}

/// ``ScheduleWindow/listingDay(of:in:)`` for rows in airing order: a row at the instant of the row before is listed on
/// that row's day, without a zone lookup.
struct ListingDays {
    let zone: TimeZone
    private var last: (instant: Date, day: CalendarDate)?

    init(zone: TimeZone) { self.zone = zone }

    mutating func day(of episode: Episode) -> CalendarDate? {
        guard episode.hasAirtime, let instant = episode.airstamp else {
            return ScheduleWindow.listingDay(of: episode, in: zone)
        }
        if let last, last.instant == instant { return last.day }
        let day = BroadcastDay.programmingDay(of: instant, in: zone)
        last = (instant, day)
        return day
    }
}
