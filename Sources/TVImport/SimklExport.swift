import Foundation

/// Simkl's `SimklBackup.json` (`shows` and `anime`, with seasons and episodes) or its CSV (one row per title with
/// the last episode watched).
package enum SimklExport {
    package static func read(bytes: [UInt8], file: String) throws -> ImportedHistory {
        let first = bytes.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x0D, 0x09].contains($0) }.first
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
            ? try json(bytes, file: file) : try csv(bytes, file: file)
    }

    private static func json(_ bytes: [UInt8], file: String) throws -> ImportedHistory {
        guard let backup = try JSONFile.value(bytes, label: file) as? [String: Any],
            backup["shows"] != nil || backup["anime"] != nil || backup["movies"] != nil
        else { throw ImportError("\(file): not a Simkl backup (expected an object with shows, anime, movies)") }
        var builder = HistoryBuilder()
        for _ in (backup["movies"] as? [Any]) ?? [] {
            builder.rowsRead += 1
            builder.skip("movies")
        }
        for list in ["shows", "anime"] {
            guard let entries = backup[list] as? [Any] else { continue }
            for (index, item) in entries.enumerated() {
                let location = "\(file) \(list) entry \(index + 1)"
                guard let entry = item as? [String: Any], let show = entry["show"] as? [String: Any] else {
                    throw ImportError("\(location): expected an object with a show")
                }
                let ids = show["ids"] as? [String: Any]
                let key = ShowKey(thetvdb: JSONFile.int(ids?["tvdb"]), imdb: JSONFile.string(ids?["imdb"]))
                let title = JSONFile.string(show["title"]) ?? ""
                // The entry is a row (a follow, or skipped), and so is each episode it lists.
                builder.rowsRead += 1
                if JSONFile.string(entry["status"]) == "watching" {
                    builder.follow(key, title: title, at: nil, location: location)
                } else {
                    builder.skip("shows not being watched")
                }
                let last = JSONFile.string(entry["last_watched_at"]).flatMap(ImportDates.iso)
                for case let season as [String: Any] in entry["seasons"] as? [Any] ?? [] {
                    for case let episode as [String: Any] in season["episodes"] as? [Any] ?? [] {
                        builder.rowsRead += 1
                        builder.watch(
                            key, title: title,
                            ImportedWatch(
                                season: JSONFile.int(season["number"]), number: JSONFile.int(episode["number"]),
                                watchedAt: JSONFile.string(episode["watched_at"]).flatMap(ImportDates.iso) ?? last,
                                location: location))
                    }
                }
            }
        }
        return builder.history(format: "Simkl backup")
    }

    private static func csv(_ bytes: [UInt8], file: String) throws -> ImportedHistory {
        let table = try CSVTable(bytes: bytes, file: file)
        var builder = HistoryBuilder()
        let rows = builder.open(table)
        let columns = try table.require(["Type", "Title", "LastEpWatched"])
        let (tvdb, imdb, date, watchlist) = (
            table.column("TVDB_ID", "TVDB"), table.column("IMDB_ID", "IMDB"), table.column("WatchedDate"),
            table.column("Watchlist")
        )
        for (line, fields) in rows {
            let location = "\(file):\(line)"
            let type = fields[field: columns[0]]?.lowercased() ?? ""
            guard ["tv", "show", "shows", "anime"].contains(type) else {
                builder.skip(type.hasPrefix("movie") ? "movies" : "titles of type \(type.isEmpty ? "(none)" : type)")
                continue
            }
            let key = ShowKey(thetvdb: fields[field: tvdb].flatMap { Int($0) }, imdb: fields[field: imdb])
            let title = fields[field: columns[1]] ?? ""
            let watching = fields[field: watchlist]?.lowercased() == "watching"
            // A row is its last episode's watch; a row with no episode watched is a follow, or skipped.
            guard let code = fields[field: columns[2]] else {
                if watching {
                    builder.follow(key, title: title, at: nil, location: location)
                } else {
                    builder.skip("shows with no episode watched")
                }
                continue
            }
            if watching { builder.follow(key, title: title, at: nil, location: nil) }
            let parts = code.lowercased().dropFirst().split(separator: "e").map { Int($0) }
            guard code.lowercased().hasPrefix("s"), parts.count == 2, let season = parts[0], let number = parts[1]
            else {
                builder.unplaced.append(
                    UnplacedRow(
                        show: title, season: nil, number: nil, reason: "LastEpWatched ‘\(code)’ is not like s1e2",
                        location: location))
                continue
            }
            builder.watch(
                key, title: title,
                ImportedWatch(
                    season: season, number: number, watchedAt: fields[field: date].flatMap(ImportDates.monthDayYear),
                    location: location))
        }
        return builder.history(format: "Simkl CSV")
    }
}
