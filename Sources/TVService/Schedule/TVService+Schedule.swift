package import Foundation
package import TVMaze

/// The schedule: listed days and weeks, made of the TVmaze days behind them (``TVService/fetchDays(_:progress:force:)``).
extension TVService {
    /// The listed days of `dates` (each within one window), fetching the TVmaze days they need concurrently.
    ///
    /// Days come from memory or the persistent cache while fresh (``Freshness``); an older day is
    /// served at once while a background refresh runs (``ServiceEvent/scheduleUpdated(dates:)`` follows when it
    /// brings new data), except before any request of this process reached TVmaze: then it is refetched first. When
    /// TVmaze cannot be reached, stale days are served with ``DaySchedule/staleSince`` set.
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

    /// The whole Monday–Sunday week of a window.
    package func week(
        _ window: ScheduleWindow, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> WeekSchedule {
        WeekSchedule(window: window, days: try await schedule(for: window.days, progress: progress))
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

    /// Whether a `/schedule/web` row belongs in `country`'s listing: its service is global (no country) or the
    /// country's own; another country's local service (BBC iPlayer for a US viewer) is left out.
    static func isListed(_ event: ScheduleEvent, in country: String) -> Bool {
        guard let code = event.show.channel(streaming: true)?.country?.code else { return true }
        return code.uppercased() == country
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
        try checkSampleCovers(dates)
        let keys = dayKeys(of: dates, in: window, kinds: kinds)
        let fetched = try await fetchDays(keys, progress: progress, force: force)
        let grouped = Self.grouped(fetched.events, of: keys, onto: dates, in: window)
        var listing = Listing(days: [], missing: [])
        for date in dates {
            // A date is missing when a TVmaze day it is made of could not be fetched.
            let madeOf = { (key: DayKey) in
                window.sourceDays(for: [date]).contains(key.date) || (key.isStreaming && key.date == date)
            }
            if !fetched.failed.isEmpty, let error = keys.lazy.filter(madeOf).compactMap({ fetched.failed[$0] }).first {
                listing.missing.append(MissingDay(date: date, error: error))
                continue
            }
            // a date's events are at its first place in `dates`
            listing.days.append(
                DaySchedule(
                    date: date, events: Drops.collapsed(AiringOrder.day(grouped[dates.firstIndex(of: date)!])),
                    staleSince: fetched.staleSince))
        }
        if listing.days.isEmpty, let first = listing.missing.first { throw first.error }
        return listing
    }

    /// One rule at both edges: the dates asked, not the TVmaze days behind them (east of the country, its evening is
    /// the next day), must meet the sample's; else the week after it listed a few carried-over rows, with exit 0.
    private func checkSampleCovers(_ dates: [CalendarDate]) throws {
        guard usesSampleData, let sample, let first = dates.min(), let last = dates.max(),
            !dates.contains(where: sample.dates.contains)
        else { return }
        let asked = last == first ? "\(first) is" : "\(first) – \(last) are"
        throw OutsideSampleError(description: "\(asked) outside the sample week: \(sample.coverage)")
    }

    /// The TVmaze days behind `dates`: streaming days first, so that an episode both endpoints list is kept as the
    /// streaming row. A release day is listed on its airdate in any zone, so the streaming days include the asked
    /// dates themselves.
    private func dayKeys(of dates: [CalendarDate], in window: ScheduleWindow, kinds: ScheduleSources) -> [DayKey] {
        let sources = window.sourceDays(for: dates)
        let streamingDays = kinds.includes(.streaming) ? Array(Set(sources + dates)).sorted() : []
        let networkDays = kinds.includes(.tv) ? sources : []
        return streamingDays.map(DayKey.streaming) + networkDays.map { DayKey(country: window.country, date: $0) }
    }

    /// The fetched events placed on the listing day of each (by place in `dates`), each episode once, streaming rows
    /// of another country's local service left out.
    private static func grouped(
        _ fetched: [[ScheduleEvent]], of keys: [DayKey], onto dates: [CalendarDate], in window: ScheduleWindow
    ) -> [[ScheduleEvent]] {
        var seen = Set<Int>(minimumCapacity: fetched.reduce(0) { $0 + $1.count })  // no growth: each one re-hashes
        var grouped = [[ScheduleEvent]](repeating: [], count: dates.count)  // by place in `dates`: a week has seven
        var days = ListingDays(zone: window.displayZone)
        for (key, events) in zip(keys, fetched) {
            for var event in events
            where (!key.isStreaming || isListed(event, in: window.country)) && seen.insert(event.episode.id).inserted {
                if let day = days.day(of: event.episode), let index = dates.firstIndex(of: day) {
                    if key.isStreaming { event.kind = .streaming }
                    grouped[index].append(event)
                }
            }
        }
        return grouped
    }
}
