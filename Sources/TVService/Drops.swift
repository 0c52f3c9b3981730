import Foundation
package import TVMaze

/// Whole-season drops: several episodes of one season that one streaming service releases together become one row.
///
/// The one place that groups them, for every view of a day (week, day, calendar, upcoming, export, digest).
package enum Drops {
    /// `events` (one day's, in listing order) with each drop collapsed into its first row, whose
    /// ``ScheduleEvent/released`` lists the drop's episodes in order (``ScheduleEvent/episode`` becomes the first of
    /// them). A drop is streaming rows of one show, service, season and start (both time-less, or the same airstamp);
    /// it stays where its first row was. Rows of one episode are left as they are.
    package static func collapsed(_ events: [ScheduleEvent]) -> [ScheduleEvent] {
        var groups: [Key: Int] = [:]  // key → index in `result`
        var result: [ScheduleEvent] = []
        result.reserveCapacity(events.count)
        for event in events {
            guard event.kind == .streaming, let key = Key(event) else {
                result.append(event)
                continue
            }
            if let index = groups[key] {
                if result[index].released.isEmpty { result[index].released = [result[index].episode] }
                result[index].released.append(event.episode)
            } else {
                groups[key] = result.count
                result.append(event)
            }
        }
        for index in groups.values where !result[index].released.isEmpty {
            result[index].released.sort { ($0.number ?? .max, $0.id) < ($1.number ?? .max, $1.id) }
            result[index].episode = result[index].released[0]
        }
        return result
    }

    /// What the episodes of one drop share.
    private struct Key: Hashable {
        let show: Int
        let service: String
        let season: Int
        /// The airstamp of a timed release; nil for a release day.
        let start: Double?

        init?(_ event: ScheduleEvent) {
            guard let season = event.episode.season, event.episode.number != nil else { return nil }
            show = event.show.id
            service = event.channel?.name ?? ""
            self.season = season
            start = event.withEpisode { $0.hasAirtime ? $0.airstamp?.timeIntervalSince1970 : nil }
        }
    }
}
