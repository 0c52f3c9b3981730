package import Foundation

/// How a show is known to the export: TheTVDB and IMDb ids, TVmaze's own (tv's backup, Kodi), or, when the export
/// gives no id of the show (Netflix, TV Time Liberator's episode rows), its name, which TVmaze's search must find
/// exactly.
package struct ShowKey: Hashable, Sendable {
    package var tvmaze: Int?
    package var thetvdb: Int?
    package var imdb: String?
    /// The show's name, used only without ids: searched for, and taken only when exactly one result bears it as
    /// ``TitleMatch`` compares names.
    package var name: String?

    package init(tvmaze: Int? = nil, thetvdb: Int? = nil, imdb: String? = nil, name: String? = nil) {
        self.tvmaze = tvmaze.flatMap { $0 > 0 ? $0 : nil }
        self.name = name.flatMap { TitleMatch.normalized($0).isEmpty ? nil : $0 }
        self.thetvdb = thetvdb.flatMap { $0 > 0 ? $0 : nil }
        // `tt` then digits; Liberator writes "-1" for unknown.
        self.imdb = imdb.flatMap { id in
            let id = id.trimmingCharacters(in: .whitespaces).lowercased()
            return id.hasPrefix("tt") && id.count > 2 && id.dropFirst(2).allSatisfy(\.isNumber) ? id : nil
        }
    }

    /// Whether nothing can place the show.
    package var isEmpty: Bool { tvmaze == nil && thetvdb == nil && imdb == nil && name == nil }

    /// Whether `other` is the key's name, as ``TitleMatch`` compares names.
    package func isNamed(_ other: String) -> Bool {
        name.map { TitleMatch.normalized($0) == TitleMatch.normalized(other) } ?? false
    }

    /// The one id a show is grouped by: TVmaze's, else TheTVDB's, else IMDb's, else its name as compared.
    var grouping: String {
        if let tvmaze { return "tvmaze:\(tvmaze)" }
        if let thetvdb { return "thetvdb:\(thetvdb)" }
        if let imdb { return "imdb:\(imdb)" }
        return "name:\(TitleMatch.normalized(name ?? ""))"
    }
}

/// One watched episode as the export numbers it.
package struct ImportedWatch: Sendable, Hashable {
    package var season: Int?
    package var number: Int?
    /// When it was watched (nil: the export does not say).
    package var watchedAt: Date?
    /// TVmaze's episode id, when the export has it (tv's backup): no numbering to match.
    package var episodeID: Int?
    /// The export marks it as a special.
    package var isSpecial: Bool
    /// Where it came from: `FILE:LINE` or `FILE entry N`.
    package var location: String
    /// The episode's name, when the export has no number for it (Netflix): matched by name within the season.
    package var episodeTitle: String?

    package init(
        season: Int?, number: Int?, watchedAt: Date?, episodeID: Int? = nil, isSpecial: Bool = false,
        location: String, episodeTitle: String? = nil
    ) {
        self.season = season
        self.number = number
        self.episodeTitle = episodeTitle
        self.watchedAt = watchedAt
        self.episodeID = episodeID
        self.isSpecial = isSpecial
        self.location = location
    }
}

/// One show of an export: its ids, its title as the export spells it (untrusted text), its watches and follow.
package struct ImportedShow: Sendable {
    package var key: ShowKey
    package var title: String
    package var watches: [ImportedWatch] = []
    /// Followed in the export (or watchlisted, when asked).
    package var follows = false
    package var followedAt: Date?
    /// Where each row that follows the show is (`FILE:LINE`); empty when the follow comes from a show's status.
    package var followLocations: [String] = []
    /// How many episodes the export says were seen, without naming them (TV Time's `nb_episodes_seen`).
    package var episodesSeen: Int?

    package init(key: ShowKey, title: String) {
        self.key = key
        self.title = title
    }
}

/// A row no TVmaze episode can be found for: the show, season and number as the export has them, and why.
package struct UnplacedRow: Sendable, Hashable {
    package var show: String
    package var season: Int?
    package var number: Int?
    package var reason: String
    package var location: String

    package init(show: String, season: Int?, number: Int?, reason: String, location: String) {
        self.show = show
        self.season = season
        self.number = number
        self.reason = reason
        self.location = location
    }
}

/// What an export holds that tv can use: shows with watches and follows, rows that cannot be placed, and how many
/// rows were left aside (movies, counters), by kind.
///
/// Every row of every file opened is one of: a watch, a follow, an unplaced row, a watch naming only the export's
/// episode id, or a skipped row; ``rowsRead`` is their sum.
package struct ImportedHistory: Sendable {
    /// "TV Time", "Trakt", …: the summary's heading says "`format` export".
    package var format: String
    package var shows: [ImportedShow]
    package var unplaced: [UnplacedRow]
    /// Rows tv has no use for (movies, counters, ratings).
    package var skipped: Int
    /// Of ``skipped``, how many of each kind ("movies", "counters", …); the rest are of no named kind.
    package var skippedKinds: [String: Int] = [:]
    /// Watches that name only the export's own episode id (TheTVDB's, which TVmaze cannot look up), one row each.
    package var episodeIDOnly: [UnplacedRow] = []
    /// The rows of every file opened (CSV lines after the header, JSON entries).
    package var rowsRead = 0
    /// One-line remarks on how the export was read (e.g. decoded as Latin-1).
    package var notes: [String]

    package init(
        format: String, shows: [ImportedShow], unplaced: [UnplacedRow] = [], skipped: Int = 0, notes: [String] = []
    ) {
        self.format = format
        self.shows = shows
        self.unplaced = unplaced
        self.skipped = skipped
        self.notes = notes
    }

    /// Number of watch rows over all shows.
    package var watchCount: Int { shows.reduce(0) { $0 + $1.watches.count } }
}

/// Gathers rows into shows, in the order shows first appear.
struct HistoryBuilder {
    private var shows: [ImportedShow] = []
    private var places: [String: Int] = [:]
    var unplaced: [UnplacedRow] = []
    var skipped = 0
    var skippedKinds: [String: Int] = [:]
    var episodeIDOnly: [UnplacedRow] = []
    var rowsRead = 0
    var notes: [String] = []

    /// A row left aside, counted under `kind` ("movies", "counters", …).
    mutating func skip(_ kind: String) {
        skipped += 1
        skippedKinds[kind, default: 0] += 1
    }

    /// Counts a table's rows and notes how it was read: decoded as Latin-1, or cut short in its last row (that row
    /// is reported, not imported).
    mutating func open(_ table: CSVTable) -> [(line: Int, fields: [String])] {
        rowsRead += table.rows.count
        if table.decodedLatin1 { notes.append("\(table.file) is not UTF-8: read as Latin-1") }
        guard let last = table.rows.last, table.endsMidRow, last.fields.count < table.header.count else {
            return table.rows
        }
        notes.append("\(table.file) ends in the middle of line \(last.line): the file may be cut short")
        unplaced.append(
            UnplacedRow(
                show: "", season: nil, number: nil,
                reason: "the row is cut short (\(last.fields.count) of \(table.header.count) fields)",
                location: "\(table.file):\(last.line)"))
        return Array(table.rows.dropLast())
    }

    /// The show for `key`, made on first use. A key without ids is nil.
    private mutating func index(_ key: ShowKey, title: String) -> Int? {
        guard !key.isEmpty else { return nil }
        if let index = places[key.grouping] {
            if shows[index].title.isEmpty { shows[index].title = title }
            return index
        }
        places[key.grouping] = shows.count
        shows.append(ImportedShow(key: key, title: title))
        return shows.count - 1
    }

    mutating func watch(_ key: ShowKey, title: String, _ watch: ImportedWatch) {
        guard let index = index(key, title: title) else {
            unplaced.append(
                UnplacedRow(
                    show: title, season: watch.season, number: watch.number, reason: "no TheTVDB or IMDb id",
                    location: watch.location))
            return
        }
        shows[index].watches.append(watch)
    }

    /// A row that follows the show (`location` nil: the follow comes from a show's status, not a row of its own).
    mutating func follow(_ key: ShowKey, title: String, at date: Date?, location: String?) {
        guard let index = index(key, title: title) else {
            if let location {
                unplaced.append(
                    UnplacedRow(
                        show: title, season: nil, number: nil, reason: "no TheTVDB or IMDb id (a follow)",
                        location: location))
            }
            return
        }
        shows[index].follows = true
        if let location { shows[index].followLocations.append(location) }
        if let date { shows[index].followedAt = min(shows[index].followedAt ?? date, date) }
    }

    /// How many episodes of the show the export says were seen (only kept for a show of the export).
    mutating func episodesSeen(_ key: ShowKey, title: String, _ count: Int) {
        guard let index = index(key, title: title) else { return }
        shows[index].episodesSeen = count
    }

    func history(format: String) -> ImportedHistory {
        var history = ImportedHistory(format: format, shows: shows, unplaced: unplaced, skipped: skipped, notes: notes)
        history.skippedKinds = skippedKinds
        history.episodeIDOnly = episodeIDOnly
        history.rowsRead = rowsRead
        return history
    }
}
