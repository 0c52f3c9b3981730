import Foundation
import TVMaze
import TVService
import TVText

/// The week and day in the layouts that fit the terminal: a compact list (phone) and shelves of cells (tablet).
///
/// Both number the events in order across the days, as the table does, so a bare number selects the same row.
struct WeekLayouts {
    let format: Formatting
    let settings: Settings

    /// Width of one shelf cell, the gap included.
    static let cellWidth = 26

    /// Cells per shelf line at `width` columns (at least one).
    static func cellsPerLine(width: Int) -> Int { max(1, (width - 2) / cellWidth) }

    private func heading(_ day: DaySchedule, filtered: Bool) -> String {
        let title = "\(Formatting.weekdays[day.date.weekday - 1]) \(day.date)"
        let styled = settings.color ? Style.bold(title) : title
        guard !day.events.isEmpty else { return "\n" + styled + "\n  " + (filtered ? "no episodes match" : "no episodes listed") + "\n" }
        return "\n" + styled + "  ·  \(day.events.count) episodes\n"
    }

    private func code(_ event: ScheduleEvent) -> String {
        EpisodeCode.text(season: event.episode.season, number: event.episode.number)
    }

    /// One line per episode: number, time, show, code, channel; fitted to the width (under 80 columns).
    func list(_ days: [DaySchedule], title: String?, filtered: Bool, rows: inout [ListingRow]) -> String {
        var text = title.map { TextWrap.wrap($0, width: max(20, settings.width - 1)).joined(separator: "\n") + "\n" } ?? ""
        let channelWidth = 12
        let showWidth = max(10, settings.width - 2 - 4 - 2 - 5 - 2 - 6 - 2 - channelWidth - 2)
        for day in days {
            text += heading(day, filtered: filtered)
            guard !day.events.isEmpty else { continue }
            var table = Table(columns: [.init(title: "#", alignRight: true), .init(title: "time"),
                                        .init(title: "show", maxWidth: showWidth), .init(title: "ep"),
                                        .init(title: "channel", maxWidth: channelWidth)], color: settings.color)
            for event in day.events {
                rows.append(.event(event))
                table.rows.append([String(rows.count), format.time(event.episode), format.safe(event.show.name),
                                   code(event), format.channel(event.show)])
            }
            text += table.render(header: false)
        }
        return text
    }

    /// Each day a shelf: cells side by side (number and show, time and channel, episode code and title), as many
    /// as the width holds, continuing on following lines.
    func shelves(_ days: [DaySchedule], title: String?, filtered: Bool, rows: inout [ListingRow]) -> String {
        var text = title.map { $0 + "\n" } ?? ""
        let perLine = Self.cellsPerLine(width: settings.width)
        let inner = Self.cellWidth - 2
        for day in days {
            text += heading(day, filtered: filtered)
            var cells: [[String]] = []
            for event in day.events {
                rows.append(.event(event))
                let number = String(rows.count)
                let indent = String(repeating: " ", count: number.count + 1)
                let runtime = event.episode.runtime.map { " · \($0) min" } ?? ""
                let lines = [format.safe(event.show.name), "\(format.time(event.episode)) · \(format.channel(event.show))",
                             code(event) + runtime, format.safe(event.episode.name)]
                cells.append(lines.enumerated().map { index, line in
                    (index == 0 ? number + " " : indent) + DisplayWidth.truncate(line, to: inner - indent.count)
                })
            }
            var start = 0
            while start < cells.count {
                let line = cells[start..<min(start + perLine, cells.count)]
                text += "\n"
                for row in 0..<4 {
                    var out = "  " + line.map { DisplayWidth.pad($0[row], to: Self.cellWidth) }.joined()
                    while out.hasSuffix(" ") { out.removeLast() }
                    text += out + "\n"
                }
                start += perLine
            }
        }
        return text
    }
}
