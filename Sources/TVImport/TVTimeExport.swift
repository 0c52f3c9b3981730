import Foundation

/// TV Time's GDPR export (2023+ `tracking-prod-records-v2.csv` and the older `tracking-prod-records.csv`, or the
/// legacy `seen_episode.csv`, `watched_on_episode.csv`, `rewatched_episode.csv`, `followed_tv_show.csv`,
/// `user_tv_show_data.csv`), or a TV Time Liberator folder (`shows.json`, `activity_history.csv`). Show ids are
/// TheTVDB's; dates without a zone are UTC.
package enum TVTimeExport {
    package static func read(_ files: ExportFiles) throws -> ImportedHistory {
        if let shows = files.find("shows.json").first {
            return try liberatorShows(files, shows)
        }
        if let activity = files.find("activity_history.csv").first {
            return try liberatorActivity(files, activity)
        }
        let v2 = files.find("tracking-prod-records-v2.csv")
        let v1 = files.find("tracking-prod-records.csv")
        let seen = files.find("seen_episode.csv") + files.find("watched_on_episode.csv")
        let rewatched = files.find("rewatched_episode.csv")
        let (followedShows, showData) = (files.find("followed_tv_show.csv"), files.find("user_tv_show_data.csv"))
        guard !(v2 + v1 + seen + rewatched + followedShows + showData).isEmpty else {
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
        for file in v1 {
            try readV1(files, file, into: &builder)
        }
        // Follows: v2's `user-series-…` rows first, then followed_tv_show.csv, then user_tv_show_data.csv.
        var followSources = v2Follows ? 1 : 0
        for file in followedShows {
            try readShows(files, file, .followedShows, into: &builder, names: &names, follow: followSources == 0)
            followSources += 1
        }
        for file in showData {
            try readShows(files, file, .showData, into: &builder, names: &names, follow: followSources == 0)
        }
        for file in seen {
            try readSeenEpisodes(files, file, into: &builder, names: names, rewatch: false)
        }
        for file in rewatched {
            try readSeenEpisodes(files, file, into: &builder, names: names, rewatch: true)
        }
        return builder.history(format: v2.isEmpty && v1.isEmpty ? "TV Time (legacy)" : "TV Time")
    }

    // MARK: 2023+

    /// Reads `tracking-prod-records-v2.csv`; returns whether it says which shows are followed (follow rows with an
    /// `is_followed` column): only then are the legacy follow files not needed.
    private static func readV2(
        _ files: ExportFiles, _ file: String, into builder: inout HistoryBuilder, names: inout [String: ShowKey]
    ) throws -> Bool {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        let rows = builder.open(table)
        // The row's kind is its `key`'s prefix; some exports keep it in `gsi` instead (and a short key in `key`).
        let kinds = [table.column("key"), table.column("gsi")].compactMap { $0 }
        guard !kinds.isEmpty else { throw ImportError("\(table.file): missing column key in the header line") }
        let series = table.column("s_id", "series_id")
        guard let series else { throw ImportError("\(table.file): missing column s_id in the header line") }
        let name = table.column("series_name")
        let season = (table.column("season_number"), table.column("s_no"))
        let number = (table.column("episode_number"), table.column("ep_no"))
        let (created, updated) = (table.column("created_at"), table.column("updated_at"))
        let special = table.column("is_special")
        let (followed, followedAt) = (table.column("is_followed"), table.column("followed_at"))
        var sawFollows = false
        for (line, fields) in rows {
            let named = kinds.compactMap { fields[field: $0] }
            let kind =
                named.first { name in ["watch-", "rewatch-", "user-series"].contains { name.hasPrefix($0) } }
                ?? named.first ?? ""
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
            } else if kind.hasPrefix("user-series"), followed != nil {
                sawFollows = true
                if fields[field: followed] == "true" {
                    builder.follow(
                        ids, title: title,
                        at: fields[field: followedAt].flatMap(ImportDates.iso)
                            ?? fields[field: created].flatMap(ImportDates.iso), location: location)
                } else {
                    builder.skip("shows not followed")
                }
            } else {
                builder.skip(skippedKind(kind))
            }
        }
        return sawFollows
    }

    /// What a skipped row of a tracking table is, from its `key` or `type`: `watch-movie-…` → movies, `count-…` →
    /// counters, `user-series-…` (without a follow state) → show rows without a follow state.
    static func skippedKind(_ kind: String) -> String {
        let kind = kind.lowercased()
        if kind.contains("movie") { return "movies" }
        if kind.hasPrefix("count") { return "counters" }
        if kind.hasPrefix("user-series") { return "show rows without a follow state" }
        let name = kind.split(separator: "-").prefix { $0.allSatisfy(\.isLetter) }.prefix(2).joined(separator: "-")
        return name.isEmpty ? "rows of no known kind" : "\(name) rows"
    }

    /// Reads the older `tracking-prod-records.csv`: `type` (`watch`, `rewatch`, `follow`, `towatch`, `count-…`) of an
    /// `entity_type` (`episode`, `show`/`series`, `movie`). An episode watch is placed by its show and numbers when
    /// the row has them, else it names only the episode's TheTVDB id.
    private static func readV1(_ files: ExportFiles, _ file: String, into builder: inout HistoryBuilder) throws {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        let rows = builder.open(table)
        let type = try table.require(["type"])[0]
        let entity = table.column("entity_type")
        let series = table.column("s_id", "series_id", "tv_show_id", "show_id")
        let (name, entityID) = (table.column("series_name", "tv_show_name"), table.column("entity_id"))
        let episodeID = table.column("episode_id", "ep_id")
        let season = table.column("season_number", "s_no", "episode_season_number")
        let number = table.column("episode_number", "ep_no")
        let date = (table.column("watch_date"), table.column("created_at"), table.column("updated_at"))
        for (line, fields) in rows {
            let kind = (fields[field: type] ?? "").lowercased()
            let what = (fields[field: entity] ?? "").lowercased()
            let location = "\(table.file):\(line)"
            let title = fields[field: name] ?? ""
            if ["watch", "rewatch"].contains(kind), what == "episode" {
                let watchedAt =
                    fields[field: date.0].flatMap(ImportDates.unixOrISO)
                    ?? fields[field: date.1].flatMap(ImportDates.iso) ?? fields[field: date.2].flatMap(ImportDates.iso)
                let ids = ShowKey(thetvdb: fields[field: series].flatMap { Int($0) })
                if !ids.isEmpty, season != nil, number != nil {
                    builder.watch(
                        ids, title: title,
                        ImportedWatch(
                            season: fields[field: season].flatMap { Int($0) },
                            number: fields[field: number].flatMap { Int($0) }, watchedAt: watchedAt,
                            location: location))
                } else {
                    builder.episodeIDOnly.append(
                        episodeIDOnlyRow(fields[field: episodeID] ?? fields[field: entityID], location: location))
                }
            } else if kind == "follow", ["show", "series"].contains(what) {
                builder.follow(
                    ShowKey(thetvdb: (fields[field: series] ?? fields[field: entityID]).flatMap { Int($0) }),
                    title: title, at: fields[field: date.1].flatMap(ImportDates.iso), location: location)
            } else {
                builder.skip(what == "movie" ? "movies" : skippedKind(kind))
            }
        }
    }

    /// A watch that names only TheTVDB's episode id: TVmaze cannot look an episode up by it.
    private static func episodeIDOnlyRow(_ id: String?, rewatch: Bool = false, location: String) -> UnplacedRow {
        UnplacedRow(
            show: "", season: nil, number: nil,
            reason: "\(rewatch ? "a rewatch" : "a watch") of TheTVDB episode \(id ?? "(no id)"): the row names no "
                + "show or number, and TVmaze cannot look an episode up by TheTVDB's id",
            location: location)
    }

    // MARK: Legacy (to 2022)

    /// The legacy tables of shows, read by ``readShows(_:_:_:into:names:follow:)``.
    private enum ShowTable {
        /// `followed_tv_show.csv`: a follow unless `active` is 0 or `archived` 1, since `created_at`; its names replace
        /// those read before.
        case followedShows
        /// `user_tv_show_data.csv`: a follow when `is_followed`, and how many episodes of the show were seen
        /// (`nb_episodes_seen`); it adds only names not read before.
        case showData
    }

    /// Reads a legacy table of shows: its follows (unless `follow` is false: another file gives them), and each show's
    /// ids by its normalised name, for the tables of episodes that name only the show.
    private static func readShows(
        _ files: ExportFiles, _ file: String, _ kind: ShowTable, into builder: inout HistoryBuilder,
        names: inout [String: ShowKey], follow: Bool
    ) throws {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        let rows = builder.open(table)
        let columns = try table.require(["tv_show_id"])
        let (name, active, created) = (table.column("tv_show_name"), table.column("active"), table.column("created_at"))
        let (archived, followed, seen) = (
            table.column("archived"), table.column("is_followed"), table.column("nb_episodes_seen")
        )
        for (line, fields) in rows {
            let ids = ShowKey(thetvdb: fields[field: columns[0]].flatMap { Int($0) })
            let title = fields[field: name] ?? ""
            if !title.isEmpty, !ids.isEmpty, kind == .followedShows || names[CSVTable.normalise(title)] == nil {
                names[CSVTable.normalise(title)] = ids
            }
            let isFollowed: Bool
            var since: Date?
            switch kind {
            case .followedShows:
                isFollowed = (fields[field: active] ?? "1") == "1" && (fields[field: archived] ?? "0") != "1"
                since = fields[field: created].flatMap(ImportDates.iso)
            case .showData:
                if let count = fields[field: seen].flatMap({ Int($0) }), count > 0 {
                    builder.episodesSeen(ids, title: title, count)
                }
                isFollowed = ["1", "true"].contains(fields[field: followed] ?? "")
            }
            if !isFollowed {
                builder.skip("shows not followed")
            } else if !follow {
                builder.skip("follows another file gives")
            } else {
                builder.follow(ids, title: title, at: since, location: "\(table.file):\(line)")
            }
        }
    }

    /// `seen_episode.csv`, `watched_on_episode.csv` (or `rewatched_episode.csv`): a show id when the file has one, else
    /// the show joined by its normalised name; a file with neither (2020's exports: `episode_id` only) gives watches
    /// naming only TheTVDB's episode id.
    private static func readSeenEpisodes(
        _ files: ExportFiles, _ file: String, into builder: inout HistoryBuilder, names: [String: ShowKey],
        rewatch: Bool
    ) throws {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        let rows = builder.open(table)
        let (showID, updated, created) = (
            table.column("tv_show_id"), table.column("updated_at"), table.column("created_at")
        )
        let (season, number) = (table.column("episode_season_number"), table.column("episode_number"))
        let name = table.column("tv_show_name")
        let episodeID = table.column("episode_id")
        guard (name != nil || showID != nil) && season != nil && number != nil else {
            guard episodeID != nil else {
                throw ImportError("\(table.file): missing column tv_show_name (or episode_id) in the header line")
            }
            for (line, fields) in rows {
                builder.episodeIDOnly.append(
                    episodeIDOnlyRow(fields[field: episodeID], rewatch: rewatch, location: "\(table.file):\(line)"))
            }
            return
        }
        for (line, fields) in rows {
            let title = fields[field: name] ?? ""
            let ids =
                fields[field: showID].flatMap { Int($0) }.map { ShowKey(thetvdb: $0) }
                ?? names[CSVTable.normalise(title)] ?? ShowKey()
            let date =
                fields[field: updated].flatMap(ImportDates.iso) ?? fields[field: created].flatMap(ImportDates.iso)
            builder.watch(
                ids, title: title,
                ImportedWatch(
                    season: fields[field: season].flatMap { Int($0) },
                    number: fields[field: number].flatMap { Int($0) }, watchedAt: date,
                    location: "\(table.file):\(line)"))
        }
    }

    // MARK: TV Time Liberator

    /// Statuses of a show the user follows.
    private static let followingStatuses: Set<String> = ["continuing", "up_to_date", "not_started_yet"]

    /// `shows.json`: each show entry is a follow (by its status) or skipped, each episode a watch or skipped.
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
            builder.rowsRead += 1
            if followingStatuses.contains(JSONFile.string(show["status"]) ?? "") {
                builder.follow(
                    key, title: title, at: JSONFile.string(show["created_at"]).flatMap(ImportDates.iso),
                    location: location)
            } else {
                builder.skip("shows not followed")
            }
            for case let season as [String: Any] in show["seasons"] as? [Any] ?? [] {
                for case let episode as [String: Any] in season["episodes"] as? [Any] ?? [] {
                    builder.rowsRead += 1
                    guard episode["is_watched"] as? Bool == true else {
                        builder.skip("episodes not watched")
                        continue
                    }
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

    /// `activity_history.csv`: a row with a season or episode number is an episode of the show its `title` names
    /// (its `imdb_id`/`tvdb_id` are the episode's own, whatever its `type`), found by the ids of that show's own row
    /// (`type` show, no numbers) or else by its name; a show row is a follow by its status; movies are skipped.
    private static func liberatorActivity(_ files: ExportFiles, _ file: String) throws -> ImportedHistory {
        let table = try CSVTable(bytes: files.read(file), file: files.label(file))
        var builder = HistoryBuilder()
        let rows = builder.open(table)
        let columns = try table.require(["type"])
        let (tvdb, imdb, title) = (table.column("tvdb_id"), table.column("imdb_id"), table.column("title"))
        let (season, episode, special) = (table.column("season"), table.column("episode"), table.column("is_special"))
        let (watchedAt, status, watched) = (
            table.column("watched_at"), table.column("status"), table.column("is_watched")
        )
        func isEpisode(_ fields: [String]) -> Bool { fields[field: season] != nil || fields[field: episode] != nil }
        // The shows' own ids, from their rows.
        var shows: [String: ShowKey] = [:]
        for (_, fields) in rows where fields[field: columns[0]]?.lowercased() == "show" && !isEpisode(fields) {
            let key = ShowKey(thetvdb: fields[field: tvdb].flatMap { Int($0) }, imdb: fields[field: imdb])
            if !key.isEmpty { shows[CSVTable.normalise(fields[field: title] ?? "")] = key }
        }
        for (line, fields) in rows {
            let name = fields[field: title] ?? ""
            let location = "\(table.file):\(line)"
            let type = fields[field: columns[0]]?.lowercased()
            let following = followingStatuses.contains(fields[field: status] ?? "")
            switch type {
            case "episode",
                "show" where isEpisode(fields):
                let key = shows[CSVTable.normalise(name)] ?? ShowKey(name: name)
                // Each episode row carries its show's status: the show is followed, by no row of its own.
                if following { builder.follow(key, title: name, at: nil, location: nil) }
                guard ["true", "1", nil].contains(fields[field: watched]?.lowercased()) else {
                    builder.skip("episodes not watched")
                    continue
                }
                builder.watch(
                    key, title: name,
                    ImportedWatch(
                        season: fields[field: season].flatMap { Int($0) },
                        number: fields[field: episode].flatMap { Int($0) },
                        watchedAt: fields[field: watchedAt].flatMap(ImportDates.iso),
                        isSpecial: ["true", "1"].contains(fields[field: special]?.lowercased() ?? ""),
                        location: location))
            case "show":
                let key =
                    shows[CSVTable.normalise(name)]
                    ?? ShowKey(thetvdb: fields[field: tvdb].flatMap { Int($0) }, imdb: fields[field: imdb])
                if following {
                    builder.follow(key, title: name, at: nil, location: location)
                } else {
                    builder.skip("shows not followed")
                }
            case "movie":
                builder.skip("movies")
            default:
                builder.skip("rows of no known kind")
            }
        }
        return builder.history(format: "TV Time Liberator")
    }

}
