import Foundation

/// Trakt's export zip (or folder): `watched-history.json` or its pages `watched-history-N.json`, and with
/// `watchlist` the shows of `lists-watchlist.json` as follows. `user-settings.json` is never opened.
package enum TraktExport {
    package static func read(_ files: ExportFiles, watchlist: Bool) throws -> ImportedHistory {
        // Names may be prefixed (`trakt-watched-history.json`), as TV Time's are: one rule, ExportFiles.find's.
        let pages = files.find { $0.contains("watchedhistory") && $0.hasSuffix("json") }
            .sorted { page($0) < page($1) }
        guard !pages.isEmpty else {
            throw ImportError("\(files.path): not a Trakt export (no watched-history.json)")
        }
        var builder = HistoryBuilder()
        for file in pages {
            let label = files.label(file)
            guard let events = try JSONFile.value(files.read(file), label: label) as? [Any] else {
                throw ImportError("\(label): expected a list of watch events")
            }
            builder.rowsRead += events.count
            for (index, item) in events.enumerated() {
                let location = "\(label) entry \(index + 1)"
                guard let event = item as? [String: Any] else {
                    throw ImportError("\(location): expected an event object")
                }
                guard JSONFile.string(event["type"]) == "episode" else {
                    builder.skip(TVTimeExport.skippedKind(JSONFile.string(event["type"]) ?? ""))
                    continue
                }
                guard let show = event["show"] as? [String: Any], let episode = event["episode"] as? [String: Any]
                else { throw ImportError("\(location): an episode event without its show and episode") }
                builder.watch(
                    key(show), title: JSONFile.string(show["title"]) ?? "",
                    ImportedWatch(
                        season: JSONFile.int(episode["season"]), number: JSONFile.int(episode["number"]),
                        watchedAt: JSONFile.string(event["watched_at"]).flatMap(ImportDates.iso), location: location))
            }
        }
        if watchlist {
            for file in files.find("lists-watchlist.json") {
                let label = files.label(file)
                guard let items = try JSONFile.value(files.read(file), label: label) as? [Any] else {
                    throw ImportError("\(label): expected a list")
                }
                builder.rowsRead += items.count
                for (index, item) in items.enumerated() {
                    guard let item = item as? [String: Any], JSONFile.string(item["type"]) == "show",
                        let show = item["show"] as? [String: Any]
                    else {
                        builder.skip("watchlist entries not shows")
                        continue
                    }
                    builder.follow(
                        key(show), title: JSONFile.string(show["title"]) ?? "",
                        at: JSONFile.string(item["listed_at"]).flatMap(ImportDates.iso),
                        location: "\(label) entry \(index + 1)")
                }
            }
        }
        return builder.history(format: "Trakt")
    }

    private static func key(_ show: [String: Any]) -> ShowKey {
        let ids = show["ids"] as? [String: Any]
        return ShowKey(thetvdb: JSONFile.int(ids?["tvdb"]), imdb: JSONFile.string(ids?["imdb"]))
    }

    /// The page number of `…watchedhistory3json` (normalised), 0 for the unpaged file.
    private static func page(_ name: String) -> Int {
        let normalised = CSVTable.normalise(ExportFiles.baseName(name))
        guard let range = normalised.range(of: "watchedhistory") else { return 0 }
        return Int(normalised[range.upperBound...].dropLast(4)) ?? 0
    }
}
