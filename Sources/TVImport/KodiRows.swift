import Foundation

/// What tv reads of Kodi's video library: shows, their ids, and the episodes played, as the database has them
/// (`episode.c12`/`c13` are text; `files.lastPlayed` is local time).
struct KodiRows: Sendable {
    struct Show: Sendable {
        var id: Int64
        var title: String
    }

    /// A `uniqueid` row of a show: `type` tvmaze, tvdb, imdb, tmdb, ….
    struct UniqueID: Sendable {
        var show: Int64
        var type: String
        var value: String
    }

    struct Episode: Sendable {
        var id: Int64
        var show: Int64
        var season: String?
        var number: String?
        var playCount: Int64?
        var lastPlayed: String?
    }

    var shows: [Show] = []
    var ids: [UniqueID] = []
    var episodes: [Episode] = []

    /// The episodes played (`playCount` over 0), by the show's TVmaze, TheTVDB or IMDb id in that order; a show with
    /// only a TMDB id (which TVmaze cannot look up) or none is reported. Each episode row is a row read; one not
    /// played is skipped.
    func history(file: String, zone: TimeZone) -> ImportedHistory {
        var titles: [Int64: String] = [:]
        for show in shows { titles[show.id] = show.title }
        var keys: [Int64: ShowKey] = [:]
        var tmdb: Set<Int64> = []
        for id in ids {
            let value = id.value.trimmingCharacters(in: .whitespaces)
            var key = keys[id.show] ?? ShowKey()
            switch id.type.lowercased() {
            case "tvmaze": key.tvmaze = key.tvmaze ?? Int(value).flatMap { $0 > 0 ? $0 : nil }
            case "tvdb": key.thetvdb = key.thetvdb ?? ShowKey(thetvdb: Int(value)).thetvdb
            case "imdb": key.imdb = key.imdb ?? ShowKey(imdb: value).imdb
            case "tmdb": tmdb.insert(id.show)
            default: break
            }
            keys[id.show] = key
        }
        var builder = HistoryBuilder()
        builder.rowsRead = episodes.count
        for episode in episodes {
            guard (episode.playCount ?? 0) > 0 else {
                builder.skip("episodes not played")
                continue
            }
            let title = titles[episode.show] ?? ""
            let (season, number) = (episode.season.flatMap(Self.int), episode.number.flatMap(Self.int))
            let location = "\(file) episode \(episode.id)"
            let key = keys[episode.show] ?? ShowKey()
            guard !key.isEmpty else {
                let reason =
                    tmdb.contains(episode.show)
                    ? "only a TMDB id, which TVmaze cannot look up" : "no TVmaze, TheTVDB or IMDb id"
                builder.unplaced.append(
                    UnplacedRow(show: title, season: season, number: number, reason: reason, location: location))
                continue
            }
            builder.watch(
                key, title: title,
                ImportedWatch(
                    season: season, number: number,
                    watchedAt: episode.lastPlayed.flatMap { ImportDates.local($0, in: zone) },
                    isSpecial: season == 0, location: location))
        }
        return builder.history(format: "Kodi")
    }

    /// Kodi writes -1 for a season or number it does not know.
    private static func int(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 && $0 < 100_000 ? $0 : nil }
    }
}
