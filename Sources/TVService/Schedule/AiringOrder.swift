import Foundation
package import TVMaze

/// Airing order, the one order of rows by time: by airstamp, then show name (as listings order names, ``NameOrder``),
/// then episode id; within one day's listing the rows without a clock time come first, having no slot.
package enum AiringOrder {
    /// Rows of any span (`upcoming`, `digest`) in airing order.
    package static func sorted(_ events: [ScheduleEvent]) -> [ScheduleEvent] { sorted(events, untimedFirst: false) }

    /// One day's rows in airing order, those without a clock time (time TBA, a release day) first.
    package static func day(_ events: [ScheduleEvent]) -> [ScheduleEvent] { sorted(events, untimedFirst: true) }

    /// One show's episodes in airing order (the show's name being the same, by airstamp, then episode id).
    package static func sorted(_ episodes: [Episode]) -> [Episode] {
        episodes.sorted { ($0.airstamp ?? .distantPast, $0.id) < ($1.airstamp ?? .distantPast, $1.id) }
    }

    private static func sorted(_ events: [ScheduleEvent], untimedFirst: Bool) -> [ScheduleEvent] {
        // Keys once per row and a sort of indices: the airtime check parses text.
        let keys = events.map { (untimedFirst && !$0.episode.hasAirtime ? 0 : 1, $0.episode.airstamp ?? .distantPast) }
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
