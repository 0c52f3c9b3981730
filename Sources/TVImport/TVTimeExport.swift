import Foundation

/// TV Time's GDPR export (2023+ `tracking-prod-records-v2.csv`, or the legacy `seen_episode.csv`,
/// `followed_tv_show.csv`, `user_tv_show_data.csv`), or a TV Time Liberator folder (`shows.json`,
/// `activity_history.csv`). Show ids are TheTVDB's; dates without a zone are UTC.
package enum TVTimeExport {
    package static func read(_ files: ExportFiles) throws -> ImportedHistory {
        if let shows = files.find("shows.json").first {
            return try liberatorShows(files, shows)
        }
        if let activity = files.find("activity_history.csv").first {
            return try liberatorActivity(files, activity)
        }
        let v2 = files.find("tracking-prod-records-v2.csv")
        let legacy =
            files.find("seen_episode.csv") + files.find("followed_tv_show.csv")
            + files.find("user_tv_show_data.csv")
        guard !v2.isEmpty || !legacy.isEmpty else {
            throw ImportError(
                "\(files.path): not a TV Time export (no tracking-prod-records-v2.csv, seen_episode.csv, shows.json or activity_history.csv)"
            )
        }
        var builder = HistoryBuilder()
        var names: [String: ShowKey] = [:]  // normalised show name → ids, for legacy tables that have only the name
        var v2Follows = false
        for file in v2 {
            v2Follows = try readV2(files, file, into: &builder, names: &names) || v2Follows
        }
        // Follows: v2's `user-series-…` rows first, then followed_tv_show.csv, then user_tv_show_data.csv.
        var followSources = v2Follows ? 1 : 0
        for file in files.find("followed_tv_show.csv") {
            try readFollowedShows(files, file, into: &builder, names: &names, follow: followSources == 0)
            followSources += 1
        }
        for file in files.find("user_tv_show_data.csv") {
            try readShowData(files, file, into: &builder, names: &names, follow: followSources == 0)
        }
        for file in files.find("seen_episode.csv") {
            try readSeenEpisodes(files, file, into: &builder, names: names)
        }
        return builder.history(format: v2.isEmpty ? "TV Time (legacy export)" : "TV Time")
    }

    // MARK: 2023+

    /// Reads `tracking-prod-records-v2.csv`; returns whether it had follow rows.
    private static func readV2(
        _ files: ExportFiles, _ file: String, into builder: inout HistoryBuilder, names: inout [String: ShowKey]
    ) throws -> Bool {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        note(table, &builder)
        let key = try table.require(["key"])[0]
        let series = table.column("s_id", "series_id")
        guard let series else { throw ImportError("\(table.file): missing column s_id in the header line") }
        let name = table.column("series_name")
        let season = (table.column("season_number"), table.column("s_no"))
        let number = (table.column("episode_number"), table.column("ep_no"))
        let (created, updated) = (table.column("created_at"), table.column("updated_at"))
        let special = table.column("is_special")
        let (followed, followedAt) = (table.column("is_followed"), table.column("followed_at"))
        var sawFollows = false
        for (line, fields) in table.rows {
            let kind = fields[field: key] ?? ""
            let ids = ShowKey(thetvdb: fields[field: series].flatMap { Int($0) })
            let title = fields[field: name] ?? ""
            if !title.isEmpty, !ids.isEmpty { names[CSVTable.normalise(title)] = ids }
            let location = "\(table.file):\(line)"
            if kind.hasPrefix("watch-episode") || kind.hasPrefix("rewatch-episode") {
                let date =
                    (fields[field: created]).flatMap(ImportDates.iso)
                    ?? (fields[field: updated]).flatMap(ImportDates.iso)
                builder.watch(
                    ids, title: title,
                    ImportedWatch(
                        season: (fields[field: season.0] ?? fields[field: season.1]).flatMap { Int($0) },
                        number: (fields[field: number.0] ?? fields[field: number.1]).flatMap { Int($0) },
                        watchedAt: date, isSpecial: fields[field: special] == "true", location: location))
            } else if kind.hasPrefix("user-series") {
                sawFollows = true
                if fields[field: followed] == "true" {
                    builder.follow(
                        ids, title: title,
                        at: fields[field: followedAt].flatMap(ImportDates.iso)
                            ?? fields[field: created].flatMap(ImportDates.iso), location: location)
                }
            } else {
                builder.skipped += 1
            }
        }
        return sawFollows
    }

    // MARK: Legacy (to 2022)

    private static func readFollowedShows(
        _ files: ExportFiles, _ file: String, into builder: inout HistoryBuilder, names: inout [String: ShowKey],
        follow: Bool
    ) throws {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        note(table, &builder)
        let columns = try table.require(["tv_show_id"])
        let (name, active, created) = (table.column("tv_show_name"), table.column("active"), table.column("created_at"))
        let archived = table.column("archived")
        for (line, fields) in table.rows {
            let ids = ShowKey(thetvdb: fields[field: columns[0]].flatMap { Int($0) })
            let title = fields[field: name] ?? ""
            if !title.isEmpty, !ids.isEmpty { names[CSVTable.normalise(title)] = ids }
            let isActive = (fields[field: active] ?? "1") == "1" && (fields[field: archived] ?? "0") != "1"
            if follow, isActive {
                builder.follow(
                    ids, title: title, at: fields[field: created].flatMap(ImportDates.iso),
                    location: "\(table.file):\(line)")
            }
        }
    }

    private static func readShowData(
        _ files: ExportFiles, _ file: String, into builder: inout HistoryBuilder, names: inout [String: ShowKey],
        follow: Bool
    ) throws {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        note(table, &builder)
        let columns = try table.require(["tv_show_id"])
        let (name, followed) = (table.column("tv_show_name"), table.column("is_followed"))
        for (line, fields) in table.rows {
            let ids = ShowKey(thetvdb: fields[field: columns[0]].flatMap { Int($0) })
            let title = fields[field: name] ?? ""
            if !title.isEmpty, !ids.isEmpty, names[CSVTable.normalise(title)] == nil {
                names[CSVTable.normalise(title)] = ids
            }
            if follow, ["1", "true"].contains(fields[field: followed] ?? "") {
                builder.follow(ids, title: title, at: nil, location: "\(table.file):\(line)")
            }
        }
    }

    /// `seen_episode.csv`: a show id when the file has one, else the show joined by its normalised name.
    private static func readSeenEpisodes(
        _ files: ExportFiles, _ file: String, into builder: inout HistoryBuilder, names: [String: ShowKey]
    ) throws {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        note(table, &builder)
        guard let name = table.column("tv_show_name") ?? table.column("tv_show_id") else {
            throw ImportError("\(table.file): missing column tv_show_name in the header line")
        }
        let columns = try table.require(["episode_season_number", "episode_number"])
        let (showID, updated, created) = (
            table.column("tv_show_id"), table.column("updated_at"), table.column("created_at")
        )
        for (line, fields) in table.rows {
            let title = fields[field: name] ?? ""
            let ids =
                fields[field: showID].flatMap { Int($0) }.map { ShowKey(thetvdb: $0) }
                ?? names[CSVTable.normalise(title)] ?? ShowKey()
            let date =
                fields[field: updated].flatMap(ImportDates.iso) ?? fields[field: created].flatMap(ImportDates.iso)
            builder.watch(
                ids, title: title,
                ImportedWatch(
                    season: fields[field: columns[0]].flatMap { Int($0) },
                    number: fields[field: columns[1]].flatMap { Int($0) }, watchedAt: date,
                    location: "\(table.file):\(line)"))
        }
    }

    // MARK: TV Time Liberator

    private static func liberatorShows(_ files: ExportFiles, _ file: String) throws -> ImportedHistory {
        let label = files.label(file)
        guard let shows = try JSONFile.value(files.read(file), label: label) as? [Any] else {
            throw ImportError("\(label): expected a list of shows")
        }
        var builder = HistoryBuilder()
        for (index, item) in shows.enumerated() {
            let location = "\(label) entry \(index + 1)"
            guard let show = item as? [String: Any] else { throw ImportError("\(location): expected a show object") }
            let ids = show["id"] as? [String: Any]
            let key = ShowKey(thetvdb: JSONFile.int(ids?["tvdb"]), imdb: JSONFile.string(ids?["imdb"]))
            let title = JSONFile.string(show["title"]) ?? ""
            if ["continuing", "up_to_date", "not_started_yet"].contains(JSONFile.string(show["status"]) ?? "") {
                builder.follow(
                    key, title: title, at: JSONFile.string(show["created_at"]).flatMap(ImportDates.iso),
                    location: location)
            }
            for case let season as [String: Any] in show["seasons"] as? [Any] ?? [] {
                for case let episode as [String: Any] in season["episodes"] as? [Any] ?? []
                where episode["is_watched"] as? Bool == true {
                    builder.watch(
                        key, title: title,
                        ImportedWatch(
                            season: JSONFile.int(season["number"]), number: JSONFile.int(episode["number"]),
                            watchedAt: JSONFile.string(episode["watched_at"]).flatMap(ImportDates.iso),
                            isSpecial: episode["special"] as? Bool == true, location: location))
                }
            }
        }
        return builder.history(format: "TV Time Liberator")
    }

    private static func liberatorActivity(_ files: ExportFiles, _ file: String) throws -> ImportedHistory {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        var builder = HistoryBuilder()
        note(table, &builder)
        let columns = try table.require(["type"])
        let (tvdb, imdb, title) = (table.column("tvdb_id"), table.column("imdb_id"), table.column("title"))
        let (season, episode, special) = (table.column("season"), table.column("episode"), table.column("is_special"))
        let (watchedAt, status) = (table.column("watched_at"), table.column("status"))
        for (line, fields) in table.rows {
            let key = ShowKey(thetvdb: fields[field: tvdb].flatMap { Int($0) }, imdb: fields[field: imdb])
            let name = fields[field: title] ?? ""
            let location = "\(table.file):\(line)"
            switch fields[field: columns[0]]?.lowercased() {
            case "episode":
                builder.watch(
                    key, title: name,
                    ImportedWatch(
                        season: fields[field: season].flatMap { Int($0) },
                        number: fields[field: episode].flatMap { Int($0) },
                        watchedAt: fields[field: watchedAt].flatMap(ImportDates.iso),
                        isSpecial: ["true", "1"].contains(fields[field: special]?.lowercased() ?? ""),
                        location: location))
            case "show":
                if ["continuing", "up_to_date", "not_started_yet"].contains(fields[field: status] ?? "") {
                    builder.follow(key, title: name, at: nil, location: location)
                }
            default:
                builder.skipped += 1
            }
        }
        return builder.history(format: "TV Time Liberator")
    }

    static func note(_ table: CSVTable, _ builder: inout HistoryBuilder) {
        if table.decodedLatin1 { builder.notes.append("\(table.file) is not UTF-8: read as Latin-1") }
    }
}
