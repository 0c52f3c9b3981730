package import Foundation
import TVMaze

/// tv's own backup: `{"exported_at", "follows": [...], "marks": [...]}` with TVmaze ids, the shows' external ids
/// where known, and times in UTC (ISO 8601 with milliseconds). Lists are sorted, so two exports of the same data are
/// the same file but for `exported_at`.
package struct TVBackup: Sendable, Equatable {
    package struct Follow: Sendable, Equatable {
        package var showID: Int
        package var name: String
        package var followedAt: Date
        package var thetvdb: Int?
        package var imdb: String?

        package init(showID: Int, name: String, followedAt: Date, thetvdb: Int? = nil, imdb: String? = nil) {
            self.showID = showID
            self.name = name
            self.followedAt = followedAt
            self.thetvdb = thetvdb
            self.imdb = imdb
        }
    }

    package struct Mark: Sendable, Equatable {
        package var episodeID: Int
        package var showID: Int
        package var season: Int?
        package var number: Int?
        package var watchedAt: Date
        package var thetvdb: Int?
        package var imdb: String?

        package init(
            episodeID: Int, showID: Int, season: Int?, number: Int?, watchedAt: Date, thetvdb: Int? = nil,
            imdb: String? = nil
        ) {
            self.episodeID = episodeID
            self.showID = showID
            self.season = season
            self.number = number
            self.watchedAt = watchedAt
            self.thetvdb = thetvdb
            self.imdb = imdb
        }
    }

    package var exportedAt: Date
    package var follows: [Follow]
    package var marks: [Mark]

    package init(exportedAt: Date, follows: [Follow], marks: [Mark]) {
        self.exportedAt = exportedAt
        self.follows = follows.sorted { $0.showID < $1.showID }
        self.marks = marks.sorted { ($0.showID, $0.episodeID) < ($1.showID, $1.episodeID) }
    }

    /// The backup as JSON, one follow or mark a line (or all on one line with `compact`).
    package func rendered(compact: Bool = false) -> String {
        func line(_ object: [String: Any?]) -> String {
            let present = object.compactMapValues { $0 }
            let data = try! JSONSerialization.data(
                withJSONObject: present, options: [.sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self)
        }
        let follows = follows.map { follow in
            line([
                "show_id": follow.showID, "name": follow.name,
                "followed_at": UTCStamp.milliseconds(follow.followedAt), "thetvdb": follow.thetvdb, "imdb": follow.imdb,
            ])
        }
        let marks = marks.map { mark in
            line([
                "episode_id": mark.episodeID, "show_id": mark.showID, "season": mark.season, "number": mark.number,
                "watched_at": UTCStamp.milliseconds(mark.watchedAt), "thetvdb": mark.thetvdb, "imdb": mark.imdb,
            ])
        }
        func list(_ lines: [String]) -> String {
            if compact { return "[" + lines.joined(separator: ",") + "]" }
            return lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        }
        if compact {
            return "{\"exported_at\":\"\(UTCStamp.milliseconds(exportedAt))\",\"follows\":\(list(follows)),"
                + "\"marks\":\(list(marks))}\n"
        }
        return "{\n  \"exported_at\": \"\(UTCStamp.milliseconds(exportedAt))\",\n  \"follows\": \(list(follows)),\n"
            + "  \"marks\": \(list(marks))\n}\n"
    }

    /// Reads a backup file.
    package static func read(bytes: [UInt8], file: String) throws -> TVBackup {
        guard let object = try JSONFile.value(bytes, label: file) as? [String: Any],
            let follows = object["follows"] as? [Any], let marks = object["marks"] as? [Any]
        else { throw ImportError("\(file): not a tv backup (expected an object with follows and marks)") }
        var backup = TVBackup(
            exportedAt: JSONFile.string(object["exported_at"]).flatMap(ImportDates.iso) ?? Date(), follows: [],
            marks: [])
        for (index, item) in follows.enumerated() {
            guard let follow = item as? [String: Any], let showID = JSONFile.int(follow["show_id"]),
                let followedAt = JSONFile.string(follow["followed_at"]).flatMap(ImportDates.iso)
            else { throw ImportError("\(file): follows entry \(index + 1) lacks show_id or followed_at") }
            backup.follows.append(
                Follow(
                    showID: showID, name: JSONFile.string(follow["name"]) ?? "#\(showID)", followedAt: followedAt,
                    thetvdb: JSONFile.int(follow["thetvdb"]), imdb: JSONFile.string(follow["imdb"])))
        }
        for (index, item) in marks.enumerated() {
            guard let mark = item as? [String: Any], let episodeID = JSONFile.int(mark["episode_id"]),
                let showID = JSONFile.int(mark["show_id"]),
                let watchedAt = JSONFile.string(mark["watched_at"]).flatMap(ImportDates.iso)
            else { throw ImportError("\(file): marks entry \(index + 1) lacks episode_id, show_id or watched_at") }
            backup.marks.append(
                Mark(
                    episodeID: episodeID, showID: showID, season: JSONFile.int(mark["season"]),
                    number: JSONFile.int(mark["number"]), watchedAt: watchedAt,
                    thetvdb: JSONFile.int(mark["thetvdb"]), imdb: JSONFile.string(mark["imdb"])))
        }
        return backup
    }

    /// The backup as an import: shows by TVmaze id, marks by TVmaze episode id.
    package var history: ImportedHistory {
        var builder = HistoryBuilder()
        builder.rowsRead = marks.count + follows.count
        for mark in marks {
            builder.watch(
                ShowKey(tvmaze: mark.showID, thetvdb: mark.thetvdb, imdb: mark.imdb), title: "",
                ImportedWatch(
                    season: mark.season, number: mark.number, watchedAt: mark.watchedAt, episodeID: mark.episodeID,
                    location: "mark of episode \(mark.episodeID)"))
        }
        for follow in follows {
            builder.follow(
                ShowKey(tvmaze: follow.showID, thetvdb: follow.thetvdb, imdb: follow.imdb), title: follow.name,
                at: follow.followedAt, location: "follow of show \(follow.showID)")
        }
        return builder.history(format: "tv backup")
    }
}
