import Foundation
import TVImages
import TVMaze
import TVService
import TVText

/// The week and day in the layouts that fit the terminal: a compact list (phone) and shelves of cells (tablet).
///
/// Both number the events in order across the days, as the table does, so a bare number selects the same row.
struct WeekLayouts {
    let format: Formatting
    let settings: Settings
    /// What a row adds after its episode (`--premieres`): after the code in the list, the title in a shelf cell.
    var marks = EpisodeMarks()

    /// Width of one shelf cell's text, the gap included (a thumbnail box adds to it).
    static let cellWidth = 26

    private func heading(_ day: DaySchedule, filtered: Bool) -> String {
        let title = "\(Formatting.weekdays[day.date.weekday - 1]) \(day.date)"
        let styled = settings.color ? Style.bold(title) : title
        guard !day.events.isEmpty else {
            return "\n" + styled + "\n  " + (filtered ? "no episodes match" : "no episodes listed") + "\n"
        }
        return "\n" + styled + "  ·  \(day.episodeCount) episode\(day.episodeCount == 1 ? "" : "s")\n"
    }

    /// The episode code; from 80 columns a drop's range and size (`4x01–4x06 (6 episodes)`), below only its range:
    /// the list has no room for the size at 40 columns. The row's marks follow it.
    private func code(_ event: ScheduleEvent) -> String {
        marks.name(settings.width >= 80 ? EpisodeCode.text(event) : EpisodeCode.range(event), of: event)
    }

    /// One line per episode: number, time, show, code, channel; one aligned table for the listing (every day's
    /// columns as wide as the widest day's), fitted to the width: the show and channel share what the other columns
    /// leave, the channel giving way first on a narrow terminal.
    func list(_ days: [DaySchedule], title: String?, filtered: Bool, rows: inout [ListingRow]) -> String {
        var text =
            title.map { TextWrap.wrap($0, width: max(20, settings.width - 1)).joined(separator: "\n") + "\n" } ?? ""
        let channelWidth = settings.width < 100 ? 12 : 20
        var times = Formatting.RowTimes(zone: format.zone)
        var table = settings.table([
            .init(title: "#", alignRight: true), .init(title: "time"), .init(title: "show"),
            .init(title: "ep"), .init(title: "channel"),
        ])
        let dayRows = days.map { day in
            day.events.map { event in
                rows.append(.event(event))
                return [
                    String(rows.count), times.text(event), format.safe(event.show.name), code(event),
                    format.channel(event),
                ]
            }
        }
        let widths = (0..<table.columns.count).map { column in
            dayRows.joined().map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        // The last terminal column stays free, as in the title.
        let room =
            settings.width - 1 - table.indent.count - 2 * (table.columns.count - 1) - widths[0] - widths[1] - widths[3]
        let channel = min(widths[4], channelWidth, max(4, room - 10))
        table.columns[4].maxWidth = channel
        table.columns[2].maxWidth = max(4, room - channel)
        table.minimumWidths = [widths[0], widths[1], min(widths[2], max(4, room - channel)), widths[3], channel]
        for (day, cells) in zip(days, dayRows) {
            text += heading(day, filtered: filtered)
            guard !cells.isEmpty else { continue }
            table.rows = cells
            text += table.render(header: false)
        }
        return text
    }

    /// A poster thumbnail's place in shelf text: the line of the cell's top (0-based) and the column.
    struct Thumbnail: Sendable {
        var url: URL
        var line: Int
        var column: Int
    }

    /// Thumbnail width in cells when pictures are on.
    static let thumbnailColumns = 6

    /// Each day a shelf: cells side by side (number and show, time and channel, episode code and title), as many
    /// as the width holds, continuing on following lines. With pictures on, each cell keeps a box at its left for
    /// the show's poster, listed in `thumbnails`.
    func shelves(
        _ days: [DaySchedule], title: String?, filtered: Bool, rows: inout [ListingRow],
        thumbnails: inout [Thumbnail]
    ) -> String {
        var text = ""
        var lineCount = 0
        func append(_ chunk: String) {
            text += chunk
            lineCount += chunk.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        }
        if let title { append(title + "\n") }
        let box = settings.pictures.graphics == nil ? 0 : Self.thumbnailColumns + 1
        let cellWidth = Self.cellWidth + box
        let cellLines = box == 0 ? 4 : 5
        let perLine = max(1, (settings.width - 2) / cellWidth)
        let inner = Self.cellWidth - 2
        var times = Formatting.RowTimes(zone: format.zone)
        for day in days {
            append(heading(day, filtered: filtered))
            var cells: [(lines: [String], poster: URL?)] = []
            for event in day.events {
                rows.append(.event(event))
                let number = String(rows.count)
                let indent = String(repeating: " ", count: number.count + 1)
                let runtime = event.episode.runtime.map { " · \($0) min" } ?? ""
                let time = times.text(event)
                let lines = [
                    format.safe(event.show.name), (time.isEmpty ? "" : time + " · ") + format.channel(event),
                    // A drop: its range, then its size where one episode's title would be.
                    EpisodeCode.range(event) + runtime,
                    marks.name(EpisodeCode.dropSize(event) ?? format.safe(event.episode.name), of: event),
                ]
                let text = lines.enumerated().map { index, line in
                    String(repeating: " ", count: box) + (index == 0 ? number + " " : indent)
                        + DisplayWidth.truncate(line, to: inner - indent.count)
                }
                cells.append((text, event.show.image?.medium.flatMap(URL.init(string:))))
            }
            var start = 0
            while start < cells.count {
                let line = cells[start..<min(start + perLine, cells.count)]
                append("\n")
                for (slot, cell) in line.enumerated() where box > 0 {
                    if let poster = cell.poster {
                        thumbnails.append(Thumbnail(url: poster, line: lineCount, column: 2 + slot * cellWidth))
                    }
                }
                for row in 0..<cellLines {
                    var out =
                        "  "
                        + line.map { DisplayWidth.pad(row < $0.lines.count ? $0.lines[row] : "", to: cellWidth) }
                        .joined()
                    while out.hasSuffix(" ") { out.removeLast() }
                    append(out + "\n")
                }
                start += perLine
            }
        }
        return text
    }
}
