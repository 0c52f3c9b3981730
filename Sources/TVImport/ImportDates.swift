import Foundation
import TVMaze

/// The date spellings exports use, read by TVmaze's time types (``CalendarDate``, ``Airstamp``): one owner for dates.
/// A time without an offset is UTC; an offset (`+02:00`, `+0200`, `+0200 CEST`, `+0000 UTC`, `Z`) is honoured and a
/// zone name after it is ignored.
enum ImportDates {
    /// `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS[.fff][ ][Z|±HH:MM|±HHMM][ NAME]` (a shorter time: the day); nil for a day
    /// that is no date (``CalendarDate/isRecordable``: `0001-01-01`, `9999-12-31`) and anything else.
    static func iso(_ text: String) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard let day = CalendarDate(text.prefix(10)), day.isRecordable else { return nil }
        // The day alone, or with a time shorter than HH:MM:SS (`2021-03-04 21:15`), is its day: as it was read before.
        let bytes = Array(text.utf8)
        guard bytes.count >= 19 else { return Date(timeIntervalSince1970: Double(day.daysSinceEpoch * 86_400)) }
        // The time and its fraction, then what follows: an offset, a zone name, both, or nothing (UTC).
        var end = 19
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            end += 1
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        }
        let stamp = String(decoding: bytes[..<end], as: UTF8.self)
        var rest = String(decoding: bytes[end...], as: UTF8.self).split(separator: " ")
        var offset = "Z"
        if let first = rest.first, first.first == "+" || first.first == "-" || first == "Z" {
            offset = String(first)
            rest.removeFirst()
        }
        // A zone name after the offset (`CEST`, `UTC`) is a name only; without an offset, only UTC's names.
        guard rest.count <= 1, rest.allSatisfy({ $0.allSatisfy(\.isLetter) }),
            offset != "Z" || rest.allSatisfy({ ["utc", "gmt"].contains($0.lowercased()) })
        else { return nil }
        return Airstamp.parse(stamp + offset)
    }

    /// `M/D/YYYY` (Simkl's CSV).
    static func monthDayYear(_ text: String) -> Date? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/").map { Int($0) }
        guard parts.count == 3, let month = parts[0], let day = parts[1], let year = parts[2] else { return iso(text) }
        return Self.day(year: year, month: month, day: day)
    }

    /// Midnight UTC of a calendar date (Netflix's `Date` column once its order is known); nil when no such date or
    /// no date to record (``CalendarDate/isRecordable``).
    static func day(year: Int, month: Int, day: Int) -> Date? {
        guard let date = CalendarDate(year: year, month: month, day: day), date.isRecordable else { return nil }
        return Date(timeIntervalSince1970: Double(date.daysSinceEpoch * 86_400))
    }

    /// `YYYY-MM-DD HH:MM:SS` read as a wall-clock time in `zone` (Kodi's `lastPlayed`): a time a DST change skips is
    /// the instant after the gap, a repeated one its first occurrence (``CalendarDate/instant(hour:minute:in:)``); nil
    /// for a day that is no date (``CalendarDate/isRecordable``).
    static func local(_ text: String, in zone: TimeZone) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard let date = CalendarDate(text.prefix(10)), date.isRecordable, let wall = Airstamp.parse(text + "Z") else {
            return nil
        }
        let seconds = wall.timeIntervalSince1970 - Double(date.daysSinceEpoch * 86_400)
        let minutes = Int(seconds / 60)
        return date.instant(hour: minutes / 60, minute: minutes % 60, in: zone)
            .addingTimeInterval(seconds - Double(minutes * 60))
    }

    /// Milliseconds since 1970 (SeriesGuide); nil for zero or less, or a day that is no date
    /// (``CalendarDate/isRecordable``).
    static func milliseconds(_ value: Int?) -> Date? {
        guard let value, value > 0 else { return nil }
        return recordable(Date(timeIntervalSince1970: Double(value) / 1000))
    }

    /// Unix seconds (after 1970, fewer than 10^11: a longer number is no count of seconds), or an ISO date.
    static func unixOrISO(_ text: String) -> Date? {
        if let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds > 0, seconds < 1e11 {
            return recordable(Date(timeIntervalSince1970: seconds))
        }
        return iso(text)
    }

    /// `instant` when its UTC day is one to record (``CalendarDate/isRecordable``), else nil.
    private static func recordable(_ instant: Date) -> Date? {
        CalendarDate(instant, in: TimeZone(identifier: "UTC")!).isRecordable ? instant : nil
    }
}
