import Foundation

/// A show held once for the rows that list it: the rows made with it share one value.
package struct SharedShow: Sendable {
    let box: Box<Show>

    package init(_ show: consuming Show) {
        box = Box(show)
    }
}

/// One schedule row: an episode and its show (TVmaze's `show` or `_embedded.show`).
///
/// Both are held in boxes that copies of the row share: the values are large, and a week's rows are copied by the
/// thousand (grouped, ordered, listed), so a copy costs two retains rather than one per string of the row.
package struct ScheduleEvent: Sendable, Identifiable {
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

    /// Which endpoint listed the row; set by whoever merges `/schedule` and `/schedule/web` (TVmaze's answer has none).
    package var kind: ScheduleKind = .tv

    /// The episodes of a drop (several of one season released together by one service), in order, the first being
    /// ``episode``; empty for a row of one episode.
    package var released: [Episode] = []

    /// Whether the row is a drop: several episodes of one season released together, in ``released``.
    package var isDrop: Bool { released.count > 1 }

    /// Whether the row is a streaming release day: a date, not a time (no airtime; TVmaze's airstamp is a placeholder).
    package var isReleaseDay: Bool { kind == .streaming && !episode.hasAirtime }

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
}

/// Where a schedule row comes from: a broadcaster's schedule (`/schedule`) or a streaming service's (`/schedule/web`).
package enum ScheduleKind: String, Sendable, Hashable {
    case tv
    case streaming
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
package struct ShowUpdates: Sendable {
    package var updated: [Int: Int]
}

// MARK: Reading

extension ScheduleEvent: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var shows = ShowReader()
        try self.init(json: json, shows: &shows)
    }

    init(json: JSONObject, shows: inout ShowReader) throws(JSONReadError) {
        guard let row = ScheduleEvent(splitting: try Episode(json: json, shows: &shows)) else {
            throw JSONReadError(.missing("show"))
        }
        self = row
    }

    /// Reads a schedule's rows, each show once (a schedule repeats the whole show with each of its episodes).
    package static func readList(_ value: JSONValue) throws(JSONReadError) -> [ScheduleEvent] {
        var shows = ShowReader()
        return try readEach(value) { element throws(JSONReadError) in
            guard let object = element.object else { throw JSONReadError(.expected("an object", found: element.kind)) }
            return try ScheduleEvent(json: object, shows: &shows)
        }
    }
}

/// Reads the shows an answer's rows embed, each once: a row whose show is written exactly as an earlier row's
/// (``JSONValue/isWritten(as:)``) shares that value; any other is read.
struct ShowReader {
    private var seen: [Int: (value: JSONValue, show: Box<Show>?)] = [:]

    /// The show `value` holds, read leniently as ``JSONObject/object(_:as:)`` reads one: nil for a missing, null or
    /// unreadable show.
    mutating func show(_ value: JSONValue?) -> Box<Show>? {
        guard let value, var object = value.object, let id = object.int("id") else { return nil }
        if let earlier = seen[id], earlier.value.isWritten(as: value) { return earlier.show }
        let show = (try? Show(json: object)).map(Box.init)
        seen[id] = (value, show)
        return show
    }
}

extension ShowUpdates: JSONReadable {
    /// Reads `{"id": seconds, …}` strictly: every value must be an integer; non-numeric keys are skipped.
    package static func read(_ value: JSONValue) throws(JSONReadError) -> ShowUpdates {
        guard let object = value.object else { throw JSONReadError(.expected("an object", found: value.kind)) }
        var updated: [Int: Int] = [:]
        for (key, member) in object.members {
            guard let seconds = member.integer else {
                throw JSONReadError(.expected("int", found: member.kind)).inside(.key(key))
            }
            if let id = Int(key) { updated[id] = seconds }
        }
        return ShowUpdates(updated: updated)
    }
}
