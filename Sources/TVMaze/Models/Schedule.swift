import Foundation

/// One schedule row: an episode and its show (TVmaze's `show` or `_embedded.show`).
public struct ScheduleEvent: Sendable, Decodable, Identifiable {
    public var episode: Episode
    public var show: Show

    public var id: Int { episode.id }

    public init(episode: Episode, show: Show) {
        self.episode = episode
        self.show = show
    }

    public init(from decoder: any Decoder) throws {
        var episode = try Episode(from: decoder)
        guard let show = episode.show else {
            throw DecodingError.keyNotFound(AnyKey("show"), .init(codingPath: decoder.codingPath,
                                                                 debugDescription: "schedule row without show or _embedded.show"))
        }
        episode.show = nil   // held once, here
        self.episode = episode
        self.show = show
    }
}

/// The episodes airing in one country on one programming day, as `/schedule` returns them.
public struct Schedule: Sendable {
    public var country: String
    public var date: CalendarDate
    public var events: [ScheduleEvent]

    public init(country: String, date: CalendarDate, events: [ScheduleEvent]) {
        self.country = country
        self.date = date
        self.events = events
    }
}

/// `/updates/shows`: show id → Unix seconds of its last change.
public struct ShowUpdates: Sendable, Decodable {
    public var updated: [Int: Int]

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: Int].self)
        updated = Dictionary(uniqueKeysWithValues: raw.compactMap { key, value in Int(key).map { ($0, value) } })
    }
}
