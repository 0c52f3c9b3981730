import Foundation
import TVMaze
import TVService
import TVText

/// The week and day listings: grouped by day, sorted by start, numbered for selection.
struct ScheduleView {
    let format: Formatting
    let settings: Settings
    /// The schedule's country, for JSON.
    let country: String
    /// What the table's episode cells add after the name (`--premieres`).
    var marks = EpisodeMarks()

    /// Renders `days`; rows are numbered from 1 in order. Returns the text, the rows and, for shelves with
    /// pictures on, where the poster thumbnails go. JSON names the `missing` days (the others say so on stderr).
    func render(
        _ days: [DaySchedule], title: String?, filtered: Bool = false, missing: [MissingDay] = []
    )
        -> (text: String, rows: [ListingRow], thumbnails: [WeekLayouts.Thumbnail])
    {
        var rows: [ListingRow] = []
        let rowCount = days.reduce(0) { $0 + $1.events.count }
        rows.reserveCapacity(rowCount)
        var thumbnails: [WeekLayouts.Thumbnail] = []
        switch settings.format {
        case .json:
            let json = days.map { day -> [String: Any] in
                [
                    "date": day.date.description, "weekday": Formatting.weekdays[day.date.weekday - 1],
                    "events": day.events.map { event -> [String: Any] in
                        rows.append(.event(event))
                        return JSONModels.event(event, number: rows.count, format: format, finales: marks.finales)
                    },
                ]
            }
            var document: [String: Any] = ["timezone": format.zone.identifier, "country": country, "days": json]
            if !missing.isEmpty {
                document["missing"] = missing.map { day -> [String: Any] in
                    [
                        "date": day.date.description, "weekday": Formatting.weekdays[day.date.weekday - 1],
                        "error": ShellSession.errorLine(for: day.error),
                    ]
                }
            }
            return (JSONModels.serialize(document), rows, [])
        case .plain:
            var lines: [[String]] = []
            var times = Formatting.RowTimes(zone: format.zone)
            for day in days {
                for event in day.events {
                    rows.append(.event(event))
                    // The date of the time beside it (as JSON's "date"), not the listing day: a 00:30 row listed
                    // under Monday airs on Tuesday.
                    lines.append([
                        String(rows.count), format.date(event.episode), times.text(event),
                        format.safe(event.show.name), EpisodeCode.text(event),
                        format.safe(event.episode.name), format.channel(event),
                        event.episode.runtime.map(String.init) ?? "",
                    ])
                }
            }
            return (PlainRows.render(lines), rows, [])
        case .table where settings.weekLayout == .list:
            return (
                WeekLayouts(format: format, settings: settings, marks: marks).list(
                    days, title: title, filtered: filtered, rows: &rows), rows, []
            )
        case .table where settings.weekLayout == .shelves:
            let text = WeekLayouts(format: format, settings: settings, marks: marks)
                .shelves(days, title: title, filtered: filtered, rows: &rows, thumbnails: &thumbnails)
            return (text, rows, thumbnails)
        case .table:
            let dayRows = days.map { day in
                defer { for event in day.events { rows.append(.event(event)) } }
                return ScheduleRows(day.events, firstRow: rows.count + 1, format: format, marks: marks)
            }
            // One aligned table for the listing (psql): every day's columns as wide as the week's widest.
            var table = settings.table(Self.dayColumns(width: settings.width))
            table.minimumWidths = dayRows.reduce(into: Array(repeating: 0, count: table.columns.count)) {
                widths, rows in
                guard rows.count > 0 else { return }
                widths = zip(widths, table.widths(of: rows)).map { max($0, $1) }
            }
            let tables = days.indices.map { index in
                dayTable(days[index], rows: dayRows[index], table: table, filtered: filtered)
            }
            var bytes = Array((title.map { $0 + "\n" } ?? "").utf8)
            bytes.reserveCapacity(bytes.count + tables.reduce(0) { $0 + $1.count })
            for table in tables { bytes += table }
            return (String(decoding: bytes, as: UTF8.self), rows, [])
        }
    }

    /// The columns of a day's table for a terminal `width` columns wide.
    static func dayColumns(width: Int) -> [Table.Column] {
        let showWidth = max(16, min(34, (width - 40) / 2))
        return [
            .init(title: "#", alignRight: true), .init(title: "time"), .init(title: "show", maxWidth: showWidth),
            .init(title: "ep"), .init(title: "episode", maxWidth: showWidth), .init(title: "channel", maxWidth: 18),
            .init(title: "min", alignRight: true),
        ]
    }

    /// One day of the table layout, as UTF-8: its heading, then its `rows` laid out by `table`.
    private func dayTable(_ day: DaySchedule, rows: ScheduleRows, table: Table, filtered: Bool) -> [UInt8] {
        let heading = "\(Formatting.weekdays[day.date.weekday - 1]) \(day.date)"
        var text = "\n" + (settings.color ? Style.bold(heading) : heading)
        let empty = filtered ? "no episodes match" : "no episodes listed"
        text +=
            day.events.isEmpty
            ? "\n  \(empty)\n" : "  ·  \(day.episodeCount) episode\(day.episodeCount == 1 ? "" : "s")\n"
        guard !day.events.isEmpty else { return Array(text.utf8) }
        var bytes = Array(text.utf8)
        // A week's 1,750 rows laid out from bytes: the table of Strings cost 2–3 ms more (BENCHMARKS.md).
        table.render(rows, into: &bytes)
        return bytes
    }
}
