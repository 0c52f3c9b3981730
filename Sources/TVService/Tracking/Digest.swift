package import Foundation
package import TVMaze

/// What `digest` reports: the followed shows' episodes that aired in a span.
package enum Digest {
    /// The episodes of `shows` whose airstamp is after `since` and not after `until`, in airing order.
    package static func episodes(_ shows: [FollowedShowEpisodes], since: Date, until: Date) -> [ScheduleEvent] {
        var events: [ScheduleEvent] = []
        for item in shows {
            for episode in item.episodes {
                guard let aired = episode.airstamp, aired > since, aired <= until else { continue }
                events.append(item.event(episode))
            }
        }
        return AiringOrder.sorted(events)
    }

    /// The span a digest covers when `--since` is not given: from its last run, else the last 7 days.
    package static func start(lastRun: Date?, now: Date) -> Date {
        lastRun ?? now.addingTimeInterval(-7 * 86_400)
    }
}
