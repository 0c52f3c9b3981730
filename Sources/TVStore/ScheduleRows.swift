import Foundation
import GRDB
import TVMaze

/// How a schedule row's show and episode map to columns of the cache, so a stored day is rebuilt into the
/// same ``ScheduleEvent`` values without parsing JSON (everything the decoders keep but a show's `_embedded`,
/// which schedule rows do not carry).
enum ScheduleRows {
    /// The columns of `day_show`, after `country, date`.
    static let showColumns = [
        "id", "url", "name", "type", "language", "genres", "status", "runtime", "average_runtime", "premiered", "ended",
        "official_site", "has_schedule", "schedule_time", "schedule_days", "rating", "weight",
    ] + channelColumns("network") + channelColumns("web_channel") + [
        "has_externals", "tvrage", "thetvdb", "imdb", "has_image", "image_medium", "image_original", "summary", "updated",
        "previous_episode", "next_episode",
    ]

    /// The columns of `day_event`, after `country, date, position`.
    static let episodeColumns = [
        "id", "show_id", "url", "name", "season", "number", "type", "airdate", "airtime", "airstamp", "runtime", "rating",
        "has_image", "image_medium", "image_original", "summary",
    ]

    private static func channelColumns(_ prefix: String) -> [String] {
        ["id", "name", "has_country", "country_name", "country_code", "country_timezone", "official_site"].map { "\(prefix)_\($0)" }
    }

    /// Joins list values (genres, schedule days) with the unit separator, which TVmaze text does not contain.
    private static let separator = "\u{1F}"

    // MARK: Show

    static func values(_ show: Show) -> [DatabaseValue] {
        var values: [DatabaseValue] = [
            value(show.id), value(show.url), value(show.name), value(show.type), value(show.language),
            value(show.genres.joined(separator: separator)), value(show.status), value(show.runtime), value(show.averageRuntime),
            value(show.premiered?.description), value(show.ended?.description), value(show.officialSite),
            value(show.schedule != nil), value(show.schedule?.time), value(show.schedule?.days.joined(separator: separator)),
            value(show.rating), value(show.weight),
        ]
        values += channelValues(show.network) + channelValues(show.webChannel)
        values += [value(show.externals != nil), value(show.externals?.tvrage), value(show.externals?.thetvdb),
                   value(show.externals?.imdb), value(show.image != nil), value(show.image?.medium), value(show.image?.original),
                   value(show.summary), value(show.updated), value(show.previousEpisodeLink), value(show.nextEpisodeLink)]
        return values
    }

    private static func channelValues(_ channel: Channel?) -> [DatabaseValue] {
        [value(channel?.id), value(channel?.name), value(channel?.country != nil), value(channel?.country?.name),
         value(channel?.country?.code), value(channel?.country?.timezone), value(channel?.officialSite)]
    }

    /// A column value, NULL for nil (typed, so no existential boxing per value).
    private static func value<Value: DatabaseValueConvertible>(_ value: Value?) -> DatabaseValue {
        value?.databaseValue ?? .null
    }

    /// The show stored in `row` from column `start` on (in ``showColumns`` order).
    static func show(_ row: Row, from start: Int) -> Show {
        var column = start
        func next<Value: DatabaseValueConvertible & StatementColumnConvertible>() -> Value? {
            defer { column += 1 }
            return row[column]
        }
        var show = Show(id: next() ?? 0, name: "")
        show.url = next()
        show.name = next() ?? ""
        show.type = next()
        show.language = next()
        show.genres = list(next())
        show.status = next()
        show.runtime = next()
        show.averageRuntime = next()
        show.premiered = (next() as String?).flatMap { CalendarDate($0) }
        show.ended = (next() as String?).flatMap { CalendarDate($0) }
        show.officialSite = next()
        let hasSchedule: Bool = next() ?? false
        let time: String? = next()
        let days = list(next())
        show.schedule = hasSchedule ? ShowSchedule(time: time, days: days) : nil
        show.rating = next()
        show.weight = next()
        func channel() -> Channel? {
            let id: Int? = next()
            let name: String? = next()
            let hasCountry: Bool = next() ?? false
            let country = Country(name: next(), code: next(), timezone: next())
            let site: String? = next()
            return name.map { Channel(id: id, name: $0, country: hasCountry ? country : nil, officialSite: site) }
        }
        show.network = channel()
        show.webChannel = channel()
        let hasExternals: Bool = next() ?? false
        let externals = Externals(tvrage: next(), thetvdb: next(), imdb: next())
        show.externals = hasExternals ? externals : nil
        let hasImage: Bool = next() ?? false
        let image = ImageLinks(medium: next(), original: next())
        show.image = hasImage ? image : nil
        show.summary = next()
        show.updated = next()
        show.previousEpisodeLink = next()
        show.nextEpisodeLink = next()
        return show
    }

    // MARK: Episode

    static func values(_ episode: Episode, showID: Int) -> [DatabaseValue] {
        [value(episode.id), value(showID), value(episode.url), value(episode.name), value(episode.season), value(episode.number),
         value(episode.type), value(episode.airdate?.description), value(episode.airtime),
         value(episode.airstamp?.timeIntervalSinceReferenceDate), value(episode.runtime), value(episode.rating),
         value(episode.image != nil), value(episode.image?.medium), value(episode.image?.original), value(episode.summary)]
    }

    /// The episode stored in `row` from column `start` on (in ``episodeColumns`` order) and its show's id.
    static func episode(_ row: Row, from start: Int) -> (episode: Episode, showID: Int) {
        var column = start
        func next<Value: DatabaseValueConvertible & StatementColumnConvertible>() -> Value? {
            defer { column += 1 }
            return row[column]
        }
        var episode = Episode(id: next() ?? 0, name: "", season: nil, number: nil)
        let showID: Int = next() ?? 0
        episode.url = next()
        episode.name = next() ?? ""
        episode.season = next()
        episode.number = next()
        episode.type = next()
        episode.airdate = (next() as String?).flatMap { CalendarDate($0) }
        episode.airtime = next()
        episode.airstamp = (next() as Double?).map { Date(timeIntervalSinceReferenceDate: $0) }
        episode.runtime = next()
        episode.rating = next()
        let hasImage: Bool = next() ?? false
        let image = ImageLinks(medium: next(), original: next())
        episode.image = hasImage ? image : nil
        episode.summary = next()
        return (episode, showID)
    }

    private static func list(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return text.split(separator: Swift.Character(separator), omittingEmptySubsequences: false).map { String($0) }
    }
}
