import Foundation

/// The order of day, month and year in Netflix's `Date` column (it follows the account's locale).
package enum DateOrder: String, Sendable, CaseIterable {
    case dmy, mdy, ymd
}

/// Netflix's viewing history: `NetflixViewingHistory.csv` (`Title,Date`, the episode known by its name only) or the
/// data request's `ViewingActivity.csv` (one row per viewing, the episode numbered, `Start Time` in UTC).
///
/// Shows have no ids here: each is known by its name (the title's part before the season token), which TVmaze's
/// search must find exactly. Films, rows whose show Netflix removed and undated rows are reported with their line.
package enum NetflixExport {
    /// Reads either file, told apart by its header.
    ///
    /// - Parameters:
    ///   - profile: the profile whose rows `ViewingActivity.csv` gives (required when it has several).
    ///   - dateOrder: how `Title,Date` writes its dates, when the column itself cannot tell.
    package static func read(
        bytes: [UInt8], file: String, profile: String? = nil, dateOrder: DateOrder? = nil
    ) throws -> ImportedHistory {
        let table = try CSVTable(bytes: bytes, file: file)
        var builder = HistoryBuilder()
        if table.column("Profile Name") != nil {
            try activity(table, profile: profile, into: &builder)
            return builder.history(format: "Netflix viewing activity")
        }
        guard table.column("Title") != nil, table.column("Date") != nil else {
            throw ImportError(
                "\(file): not a Netflix viewing history (expected the columns Title,Date, or ViewingActivity.csv's)")
        }
        try history(table, dateOrder: dateOrder, into: &builder)
        return builder.history(format: "Netflix viewing history")
    }

    /// `Title,Date`: the episode by its name within the season.
    private static func history(_ table: CSVTable, dateOrder: DateOrder?, into builder: inout HistoryBuilder) throws {
        let columns = try table.require(["Title", "Date"])
        let order = try dateOrder ?? decideOrder(table.rows.compactMap { $0.fields[field: columns[1]] }, table.file)
        for (line, fields) in builder.open(table) {
            let location = "\(table.file):\(line)"
            let text = fields[field: columns[1]] ?? ""
            guard let date = day(text, order) else {
                builder.unplaced.append(
                    UnplacedRow(
                        show: fields[field: columns[0]] ?? "", season: nil, number: nil,
                        reason: "its date ‘\(text)’ does not read as \(order.rawValue.uppercased())",
                        location: location))
                continue
            }
            add(fields[field: columns[0]] ?? "", numbered: false, at: date, location: location, into: &builder)
        }
    }

    /// `ViewingActivity.csv`: one profile's rows; trailers and other supplemental videos skipped and counted.
    private static func activity(_ table: CSVTable, profile: String?, into builder: inout HistoryBuilder) throws {
        let columns = try table.require(["Profile Name", "Start Time", "Title"])
        let supplemental = table.column("Supplemental Video Type")
        var profiles: [String] = []
        for (_, fields) in table.rows {
            if let name = fields[field: columns[0]], !profiles.contains(name) { profiles.append(name) }
        }
        let listed = profiles.prefix(10).map { "‘\($0)’" }.joined(separator: ", ") + (profiles.count > 10 ? ", …" : "")
        if let profile, !profiles.contains(profile) {
            throw ImportError(.usage, "\(table.file): no profile ‘\(profile)’; its profiles are \(listed)")
        }
        if profile == nil, profiles.count > 1 {
            throw ImportError(.usage, "\(table.file) holds the profiles \(listed): choose one with --profile NAME")
        }
        for (line, fields) in builder.open(table) {
            if let profile, fields[field: columns[0]] != profile {
                builder.skip("rows of other profiles")
                continue
            }
            if fields[field: supplemental] != nil {
                builder.skip("trailers and other supplemental videos")
                continue
            }
            let location = "\(table.file):\(line)"
            let text = fields[field: columns[1]] ?? ""
            guard let date = ImportDates.iso(text) else {
                builder.unplaced.append(
                    UnplacedRow(
                        show: fields[field: columns[2]] ?? "", season: nil, number: nil,
                        reason: "its Start Time ‘\(text)’ is not a date", location: location))
                continue
            }
            add(fields[field: columns[2]] ?? "", numbered: true, at: date, location: location, into: &builder)
        }
    }

    /// One viewing: a watch of the show it names, or an unplaced row saying why not.
    private static func add(
        _ title: String, numbered: Bool, at date: Date, location: String, into builder: inout HistoryBuilder
    ) {
        switch NetflixTitle(title, numbered: numbered) {
        case .episode(let show, let season, let name, let number):
            builder.watch(
                ShowKey(name: show), title: show,
                ImportedWatch(
                    season: season, number: number, watchedAt: date, location: location,
                    episodeTitle: number == nil ? name : nil))
        case .film:
            builder.unplaced.append(
                UnplacedRow(
                    show: title, season: nil, number: nil,
                    reason: "no season in the title: a film, or a show Netflix titles without one", location: location))
        case .removed:
            builder.unplaced.append(
                UnplacedRow(
                    show: title, season: nil, number: nil, reason: "Netflix no longer names the show",
                    location: location))
        }
    }

    // MARK: Dates

    /// The order the whole column is written in: a first number over 12 settles day-first, a second one over 12
    /// month-first; a column where neither happens, or both do, is refused rather than guessed.
    static func decideOrder(_ dates: [String], _ file: String) throws -> DateOrder {
        var (dayFirst, monthFirst, yearFirst, other) = (false, false, false, false)
        for text in dates {
            guard let parts = parts(text) else { continue }
            if parts.first.count == 4 {
                yearFirst = true
            } else {
                other = true
                if let first = Int(parts.first), first > 12 { dayFirst = true }
                if let second = Int(parts.second), second > 12 { monthFirst = true }
            }
        }
        let mixed = ImportError(
            "\(file): the Date column mixes date orders; say which with --date-order dmy, mdy or ymd")
        if yearFirst || !other {
            if other { throw mixed }
            return .ymd
        }
        switch (dayFirst, monthFirst) {
        case (true, false): return .dmy
        case (false, true): return .mdy
        case (true, true): throw mixed
        case (false, false):
            throw ImportError(
                "\(file): every date reads both day-first and month-first (no day after the 12th); "
                    + "say which with --date-order dmy or mdy")
        }
    }

    /// A date of the column in `order`: two- or four-digit years, `/`, `.` or `-` between the parts.
    static func day(_ text: String, _ order: DateOrder) -> Date? {
        guard let parts = parts(text), let a = Int(parts.first), let b = Int(parts.second), let c = Int(parts.third)
        else { return nil }
        func year(_ value: Int, _ digits: Int) -> Int { digits == 2 ? 2000 + value : value }
        switch order {
        case .ymd: return ImportDates.day(year: year(a, parts.first.count), month: b, day: c)
        case .dmy: return ImportDates.day(year: year(c, parts.third.count), month: b, day: a)
        case .mdy: return ImportDates.day(year: year(c, parts.third.count), month: a, day: b)
        }
    }

    /// Three runs of digits with one separator between them, the last of two or four digits (the first, for YMD).
    private static func parts(_ text: String) -> (first: Substring, second: Substring, third: Substring)? {
        let pieces = text.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "." || $0 == "-" }
        guard pieces.count == 3, pieces.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
            pieces.allSatisfy({ $0.allSatisfy(\.isNumber) }),
            [2, 4].contains(pieces[2].count) || pieces[0].count == 4
        else { return nil }
        return (pieces[0], pieces[1], pieces[2])
    }
}

/// A Netflix title taken apart: `Show: Season 2: Episode name`, with the data request's ` (Episode 3)` after it.
enum NetflixTitle: Equatable {
    /// An episode of `show` in `season`, known by `name` and (the data request) `number`.
    case episode(show: String, season: Int, name: String, number: Int?)
    /// No season token: a film (or a show Netflix titles without one).
    case film
    /// `: Episode 7`: the show's name is gone.
    case removed

    /// Splits at ": " around the season token: the last one with something after it, so the show's name is the longest
    /// prefix before a token (`Criminal: UK: Season 2: …` is the show `Criminal: UK`).
    init(_ title: String, numbered: Bool) {
        var title = title.trimmingCharacters(in: .whitespaces)
        var number: Int?
        if numbered, let (rest, value) = Self.episodeNumber(title) { (title, number) = (rest, value) }
        let pieces = title.components(separatedBy: ": ").map { $0.trimmingCharacters(in: .whitespaces) }
        if title.hasPrefix(":") {
            self = .removed
            return
        }
        for index in stride(from: pieces.count - 2, through: 1, by: -1) {
            let show = pieces[..<index].joined(separator: ": ")
            guard let season = Self.season(pieces[index], show: show) else { continue }
            self = .episode(
                show: show, season: season, name: pieces[(index + 1)...].joined(separator: ": "), number: number)
            return
        }
        self = .film
    }

    /// ` (Episode 3)` (any word before the number) cut from the end, and its number.
    private static func episodeNumber(_ title: String) -> (String, Int)? {
        guard title.hasSuffix(")"), let open = title.lastIndex(of: "(") else { return nil }
        let inner = title[title.index(after: open)..<title.index(before: title.endIndex)]
        guard let last = inner.split(separator: " ").last, let value = Int(last), value >= 0, value < 100_000 else {
            return nil
        }
        return (String(title[..<open]).trimmingCharacters(in: .whitespaces), value)
    }

    /// The season a token names: `Season 2` and its translations, `Part 3`, `Volume 4`, `Part II`, `Book Two`, `2. évad`,
    /// `Limited Series` (1), or the show's own name and a number (`Stranger Things 4`).
    static func season(_ token: String, show: String) -> Int? {
        let words = token.lowercased().split(separator: " ").map(String.init)
        if limited.contains(words.joined(separator: " ")) { return 1 }
        guard words.count >= 2 else { return nil }
        func value(_ word: String) -> Int? {
            guard let number = TitleMatch.number(word) ?? TitleMatch.roman(word), number > 0, number < 1000 else {
                return nil
            }
            return number
        }
        if words.count == 2, seasonWords.contains(words[0]), let number = value(words[1]) { return number }
        if words.count == 2, words[0].hasSuffix("."), seasonWords.contains(words[1]),
            let number = Int(words[0].dropLast()), number > 0, number < 1000
        {
            return number
        }
        let name = words.dropLast().joined(separator: " ")
        if let number = value(words[words.count - 1]), TitleMatch.normalized(name) == TitleMatch.normalized(show) {
            return number
        }
        return nil
    }

    /// "Season" in the languages Netflix titles are seen in, and the words it uses for parts and volumes.
    private static let seasonWords: Set<String> = [
        "season", "series", "staffel", "temporada", "saison", "stagione", "seizoen", "sezon", "säsong", "sæson",
        "sesong", "kausi", "sezóna", "série", "évad", "sezonul", "sezona", "сезон", "part", "teil", "parte", "partie",
        "deel", "część", "volume", "vol.", "vol", "collection", "book",
    ]

    /// A limited series: season 1.
    private static let limited: Set<String> = [
        "limited series", "miniseries", "mini-series", "miniserie", "mini-serie", "serie limitada", "série limitée",
        "miniserie limitada", "serie limitata", "limitierte serie",
    ]
}
