import Foundation
import TVMaze

/// What a schedule row shows, for telling whether a refresh brought new data.
struct EventSignature: Hashable {
    let episodeID: Int
    let showID: Int
    let episodeName: String
    let showName: String
    let season: Int?
    let number: Int?
    let airdate: CalendarDate?
    let airtime: String?
    let airstamp: Date?
    let runtime: Int?
    let channel: String?
    let summary: String?

    init(_ event: ScheduleEvent) {
        episodeID = event.episode.id
        showID = event.show.id
        episodeName = event.episode.name
        showName = event.show.name
        season = event.episode.season
        number = event.episode.number
        airdate = event.episode.airdate
        airtime = event.episode.airtime
        airstamp = event.episode.airstamp
        runtime = event.episode.runtime
        channel = event.show.channel?.name
        summary = event.episode.summary
    }

    /// Whether two fetches of a day differ in anything a listing shows.
    static func differ(_ old: [ScheduleEvent], _ new: [ScheduleEvent]) -> Bool {
        old.map(EventSignature.init) != new.map(EventSignature.init)
    }
}
