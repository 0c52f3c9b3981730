import TVMaze

/// Telling whether a refresh brought new data: what a schedule row shows, compared row by row.
enum EventSignature {
    /// Whether two fetches of a day differ in anything a listing shows.
    static func differ(_ old: [ScheduleEvent], _ new: [ScheduleEvent]) -> Bool {
        old.count != new.count || zip(old, new).contains { !showAlike($0, $1) }
    }

    /// The ids, names, numbers, times, runtime, channel and summary of the two rows are the same.
    private static func showAlike(_ a: ScheduleEvent, _ b: ScheduleEvent) -> Bool {
        let (x, y) = (a.episode, b.episode)
        return x.id == y.id && x.name == y.name && x.season == y.season && x.number == y.number
            && x.airdate == y.airdate && x.airtime == y.airtime && x.airstamp == y.airstamp && x.runtime == y.runtime
            && x.summary == y.summary && a.show.id == b.show.id && a.show.name == b.show.name
            && a.show.channel()?.name == b.show.channel()?.name
    }
}
