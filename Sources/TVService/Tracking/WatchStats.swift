package import Foundation
package import TVMaze

/// What `stats` counts: watched episodes and their minutes (from runtimes), per show and per year or month.
package struct WatchStats: Sendable, Equatable {
    /// One show's or one period's total.
    package struct Total: Sendable, Equatable {
        package let key: String
        package let name: String
        package var episodes = 0
        package var minutes = 0
    }

    package var episodes = 0
    package var minutes = 0
    /// Keyed by show id; most minutes first, then by name.
    package var shows: [Total] = []
    /// Keyed "2026" (every year) or "2026-11" (the months of the year asked for); in time order.
    package var periods: [Total] = []

    /// Counts `marks` (only those made in `year` when given, in `zone`), each episode for its runtime, else its
    /// show's typical runtime, else 0 minutes.
    package static func compute(
        marks: [WatchMark], shows: [Int: Show], episodes: [Int: [Episode]], year: Int?, zone: TimeZone
    ) -> WatchStats {
        var runtimes: [Int: Int] = [:]
        for (showID, list) in episodes {
            let fallback = shows[showID]?.typicalRuntime ?? 0
            for episode in list { runtimes[episode.id] = episode.runtime ?? fallback }
        }
        var stats = WatchStats()
        var byShow: [Int: Total] = [:]
        var byPeriod: [String: Total] = [:]
        for mark in marks {
            let day = CalendarDate(mark.watchedAt, in: zone)
            if let year, day.year != year { continue }
            let minutes = runtimes[mark.episodeID] ?? shows[mark.showID]?.typicalRuntime ?? 0
            let period = year == nil ? String(day.year) : String(format: "%04d-%02d", day.year, day.month)
            stats.episodes += 1
            stats.minutes += minutes
            byShow[
                mark.showID,
                default: Total(key: String(mark.showID), name: shows[mark.showID]?.name ?? "#\(mark.showID)")
            ]
            .add(minutes)
            byPeriod[period, default: Total(key: period, name: period)].add(minutes)
        }
        stats.shows = byShow.values.sorted {
            ($1.minutes, $0.name.lowercased(), $0.key) < ($0.minutes, $1.name.lowercased(), $1.key)
        }
        stats.periods = byPeriod.values.sorted { $0.key < $1.key }
        return stats
    }
}

extension WatchStats.Total {
    mutating func add(_ minutes: Int) {
        episodes += 1
        self.minutes += minutes
    }
}
