import Foundation

/// One schedule row: an episode and its show (TVmaze's `show` or `_embedded.show`).
///
/// A copy of a row costs two retains: ``Episode`` and ``Show`` keep their fields in storage that copies share, and a
/// week's rows are copied by the thousand (grouped, ordered, listed).
package struct ScheduleEvent: Sendable, Identifiable {
    /// The episode.
    package var episode: Episode
    /// The show; the rows read together that list one show share its storage (``ShowReader``).
    package var show: Show

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

    package init(episode: consuming Episode, show: consuming Show) {
        self.episode = episode
        self.show = show
    }

    /// The row of an episode read with its show embedded, the show then held once, by the row; nil without a show.
    init?(splitting episode: consuming Episode) {
        guard let show = episode.show else { return nil }
        episode.show = nil
        self.init(episode: episode, show: show)
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
    private var seen: [Int: (value: JSONValue, show: Show?)] = [:]

    /// The show `value` holds, read leniently as ``JSONObject/object(_:as:)`` reads one: nil for a missing, null or
    /// unreadable show.
    mutating func show(_ value: JSONValue?) -> Show? {
        guard let value, var object = value.object, let id = object.int("id") else { return nil }
        if let earlier = seen[id], earlier.value.isWritten(as: value) { return earlier.show }
        let show = try? Show(json: object)
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
