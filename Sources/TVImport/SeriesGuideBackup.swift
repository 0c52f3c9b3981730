import Foundation

/// SeriesGuide's JSON backup of shows (`seriesguide-shows-backup.json`): a list of shows with TheTVDB, IMDb and
/// TMDB ids, each with seasons of episodes flagged `watched`. Episodes carry no watch time: the show's
/// `last_watched_ms` stands in for them (a note says so). Shows not hidden are followed. Each show and each of its
/// episodes is a row read: a show a follow (or skipped, hidden), an episode a watch (or skipped, not watched).
package enum SeriesGuideBackup {
    package static func read(bytes: [UInt8], file: String) throws -> ImportedHistory {
        guard let shows = try JSONFile.value(bytes, label: file) as? [Any] else {
            throw ImportError("\(file): not a SeriesGuide shows backup (expected a list of shows)")
        }
        var builder = HistoryBuilder()
        var undated = false
        for (index, item) in shows.enumerated() {
            let location = "\(file) entry \(index + 1)"
            guard let show = item as? [String: Any] else { throw ImportError("\(location): expected a show object") }
            guard show["seasons"] != nil || show["tvdb_id"] != nil else {
                throw ImportError("\(location): not a show (a movies or lists backup?)")
            }
            let key = ShowKey(thetvdb: JSONFile.int(show["tvdb_id"]), imdb: JSONFile.string(show["imdb_id"]))
            let title = JSONFile.string(show["title"]) ?? ""
            let last = ImportDates.milliseconds(JSONFile.int(show["last_watched_ms"]))
            let follows = show["hidden"] as? Bool != true
            builder.rowsRead += 1
            if !follows { builder.skip("hidden shows") }
            var watches: [ImportedWatch] = []
            for case let season as [String: Any] in show["seasons"] as? [Any] ?? [] {
                let number = JSONFile.int(season["season"])
                for case let episode as [String: Any] in season["episodes"] as? [Any] ?? [] {
                    builder.rowsRead += 1
                    guard episode["watched"] as? Bool == true || (JSONFile.int(episode["plays"]) ?? 0) > 0 else {
                        builder.skip("episodes not watched")
                        continue
                    }
                    watches.append(
                        ImportedWatch(
                            season: number, number: JSONFile.int(episode["episode"]), watchedAt: last,
                            isSpecial: number == 0, location: location))
                }
            }
            guard !key.isEmpty else {
                let reason =
                    JSONFile.int(show["tmdb_id"]) != nil
                    ? "only a TMDB id, which TVmaze cannot look up" : "no TheTVDB or IMDb id"
                if follows {
                    builder.unplaced.append(
                        UnplacedRow(
                            show: title, season: nil, number: nil, reason: reason + " (a follow)", location: location))
                }
                builder.unplaced += watches.map {
                    UnplacedRow(show: title, season: $0.season, number: $0.number, reason: reason, location: location)
                }
                continue
            }
            if !watches.isEmpty { undated = true }
            for watch in watches { builder.watch(key, title: title, watch) }
            if follows { builder.follow(key, title: title, at: nil, location: location) }
        }
        if undated {
            builder.notes.append("SeriesGuide keeps no time per episode: each show's last-watched time is used")
        }
        return builder.history(format: "SeriesGuide backup")
    }
}
