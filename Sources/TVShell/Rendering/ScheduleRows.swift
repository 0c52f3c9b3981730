import TVMaze
import TVService
import TVText

/// A day's listing as ``Table`` cells (number, time, show, episode code, episode, channel, minutes), each made safe
/// and measured once as the events are read, and kept as bytes: a week lays out thousands of them, and Strings of
/// them cost more in retains than the text itself.
struct ScheduleRows: TableRows {
    /// A cell's text: where its bytes are in ``text``, and its width in columns.
    private struct Span {
        let start: Int
        let end: Int
        let width: Int
    }

    private struct Row {
        let number: Int
        let time: Span
        let show: Span
        let code: Span
        let episode: Span
        let channel: Span
        let runtime: Int?
    }

    private var rows: [Row] = []
    /// The text cells' bytes, one after another.
    private var text: [UInt8] = []

    /// The rows of `events`, numbered from `firstRow`; an episode cell ends in the row's `marks`.
    init(_ events: [ScheduleEvent], firstRow: Int, format: Formatting, marks: EpisodeMarks = EpisodeMarks()) {
        rows.reserveCapacity(events.count)
        text.reserveCapacity(80 * events.count)
        var times = Formatting.RowTimes(zone: format.zone)
        for (offset, event) in events.enumerated() {
            rows.append(
                Row(
                    number: firstRow + offset, time: keep(times.text(event)), show: keep(event.show.name),
                    code: keep(EpisodeCode.text(event)), episode: keep(marks.name(event.episode.name, of: event)),
                    channel: keep(Formatting.channelName(of: event)), runtime: event.episode.runtime))
        }
    }

    /// Keeps a cell's text, made safe (API text; tv's own times and codes pass as they are).
    private mutating func keep(_ cell: String) -> Span {
        let start = text.count
        let width = TerminalSafe.append(cell, to: &text)
        return Span(start: start, end: text.count, width: width)
    }

    var count: Int { rows.count }

    func cellCount(_ row: Int) -> Int { 7 }

    func width(_ row: Int, _ column: Int) -> Int {
        switch column {
        case 0: Self.decimalWidth(rows[row].number)
        case 6: rows[row].runtime.map(Self.decimalWidth) ?? 1
        default: span(row, column).width
        }
    }

    func text(_ row: Int, _ column: Int) -> String {
        switch column {
        case 0: return String(rows[row].number)
        case 6: return rows[row].runtime.map(String.init) ?? Self.noRuntime
        default:
            let span = span(row, column)
            return String(decoding: text[span.start..<span.end], as: UTF8.self)
        }
    }

    func write(_ row: Int, _ column: Int, into bytes: inout [UInt8]) {
        switch column {
        case 0: Self.appendDecimal(rows[row].number, to: &bytes)
        case 6:
            guard let runtime = rows[row].runtime else { return bytes.append(contentsOf: Self.noRuntime.utf8) }
            Self.appendDecimal(runtime, to: &bytes)
        default:
            let span = span(row, column)
            text.withUnsafeBufferPointer { bytes.append(contentsOf: $0[span.start..<span.end]) }
        }
    }

    /// The text cell in `column` (1–5).
    private func span(_ row: Int, _ column: Int) -> Span {
        switch column {
        case 1: rows[row].time
        case 2: rows[row].show
        case 3: rows[row].code
        case 4: rows[row].episode
        default: rows[row].channel
        }
    }

    /// The minutes of an episode without a runtime.
    private static let noRuntime = "—"

    /// The length of `String(value)`.
    private static func decimalWidth(_ value: Int) -> Int {
        var rest = value.magnitude
        var width = value < 0 ? 2 : 1
        while rest >= 10 {
            rest /= 10
            width += 1
        }
        return width
    }

    /// Appends the bytes of `String(value)`.
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var divisor: UInt = 1
        while divisor <= value.magnitude / 10 { divisor *= 10 }
        var rest = value.magnitude
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
