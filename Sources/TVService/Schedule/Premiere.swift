package import TVMaze

/// Season and series premieres, read from a schedule row alone (no request): a series premiere is a show's first
/// episode (season 1, episode 1), a season premiere the first episode of a later season. A streaming drop is one by
/// its first episode (``Drops`` makes that the row's episode).
package enum Premiere: String, Sendable {
    case series
    case season

    /// The premiere an episode is, or nil (specials, later episodes, episodes without a number).
    package init?(_ episode: borrowing Episode) {
        guard episode.number == 1, let season = episode.season, season >= 1 else { return nil }
        self = season == 1 ? .series : .season
    }

    /// The premiere a row is, or nil.
    package init?(_ event: ScheduleEvent) {
        guard let premiere = Premiere(event.episode) else { return nil }
        self = premiere
    }

    /// How a listing marks it: `new series`, `season 3`.
    package static func label(_ event: ScheduleEvent) -> String? {
        switch Premiere(event) {
        case .series: "new series"
        case .season: "season \(event.episode.season ?? 0)"
        case nil: nil
        }
    }
}

/// Season finales: the episode whose number is the season's episode count, where TVmaze's season record gives one.
package struct Finales: Sendable {
    /// Episode counts by show id, then season number.
    private var counts: [Int: [Int: Int]] = [:]

    package init() {}

    /// Adds the season records of a show (those without an `episodeOrder` say nothing).
    package mutating func add(showID: Int, seasons: [Season]) {
        for season in seasons {
            if let number = season.number, let order = season.episodeOrder, order > 0 {
                counts[showID, default: [:]][number] = order
            }
        }
    }

    /// Whether the row's episode (a drop's last one) ends its season, as far as the records tell.
    package func isFinale(_ event: ScheduleEvent) -> Bool {
        let last = event.released.last ?? event.episode
        guard let season = last.season, let number = last.number, let count = counts[event.show.id]?[season] else {
            return false
        }
        return number == count
    }

    /// Whether nothing is known.
    package var isEmpty: Bool { counts.isEmpty }
}
