import Foundation

/// A show held once for the rows that list it: the rows made with it share one value.
package struct SharedShow: Sendable {
    let box: Box<Show>

    package init(_ show: consuming Show) {
        box = Box(show)
    }

    init(box: Box<Show>) {
        self.box = box
    }
}

/// One schedule row: an episode and its show (TVmaze's `show` or `_embedded.show`).
///
/// Both are held in boxes that copies of the row share: the values are large, and a week's rows are copied by the
/// thousand (grouped, ordered, listed), so a copy costs two retains rather than one per string of the row.
package struct ScheduleEvent: Sendable, Decodable, Identifiable {
    /// The episode, read in place from its box (`event.episode.name` copies only the name).
    @inlinable package var episode: Episode {
        _read { yield episodeBox.value }
        set { episodeBox = Box(newValue) }
    }
    @usableFromInline var episodeBox: Box<Episode>

    /// The show, read in place from its box (passing `event.show` whole to a function copies it out).
    @inlinable package var show: Show {
        _read { yield showBox.value }
        set { showBox = Box(newValue) }
    }
    @usableFromInline var showBox: Box<Show>

    package var id: Int { episode.id }

    /// Calls `body` with the show where its box holds it: passing `event.show` to a function copies the whole value
    /// out first (each of its strings retained, then released).
    @inlinable package func withShow<Result>(_ body: (borrowing Show) throws -> Result) rethrows -> Result {
        try body(showBox.value)
    }

    /// Calls `body` with the episode where its box holds it (as ``withShow(_:)``).
    @inlinable package func withEpisode<Result>(_ body: (borrowing Episode) throws -> Result) rethrows -> Result {
        try body(episodeBox.value)
    }

    package init(episode: consuming Episode, show: consuming Show) {
        self.init(episode: episode, showBox: Box(show))
    }

    /// A row whose show value is `shared`, as every row made with it (rows read together hold each show once).
    package init(episode: consuming Episode, show shared: SharedShow) {
        self.init(episode: episode, showBox: shared.box)
    }

    init(episode: consuming Episode, showBox: Box<Show>) {
        episodeBox = Box(episode)
        self.showBox = showBox
    }

    /// The row of an episode read with its show embedded, the show then held once, by the row; nil without a show.
    init?(splitting episode: consuming Episode) {
        guard let show = episode.showBox else { return nil }
        episode.showBox = nil
        self.init(episode: episode, showBox: show)
    }

    package init(from decoder: any Decoder) throws {
        guard let row = ScheduleEvent(splitting: try Episode(from: decoder)) else {
            throw DecodingError.keyNotFound(AnyKey("show"), .init(codingPath: decoder.codingPath,
                                                                 debugDescription: "schedule row without show or _embedded.show"))
        }
        self = row
    }
}

/// The episodes airing in one country on one programming day, as `/schedule` returns them.
package struct Schedule: Sendable {
    package var country: String
    package var date: CalendarDate
    package var events: [ScheduleEvent]

    package init(country: String, date: CalendarDate, events: [ScheduleEvent]) {
        self.country = country
        self.date = date
        self.events = events
    }
}

/// `/updates/shows`: show id → Unix seconds of its last change.
package struct ShowUpdates: Sendable, Decodable {
    package var updated: [Int: Int]

    package init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: Int].self)
        updated = Dictionary(uniqueKeysWithValues: raw.compactMap { key, value in Int(key).map { ($0, value) } })
    }
}
