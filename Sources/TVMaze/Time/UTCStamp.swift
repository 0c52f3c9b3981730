package import Foundation

/// How tv writes an instant: ISO 8601 in UTC, `2026-11-17T01:00:00Z` (JSON output), with milliseconds in its backup
/// files, or in the basic form iCalendar and file names take, `20261117T010000Z`. The one writer; ``Airstamp`` reads.
package enum UTCStamp {
    /// `2026-11-17T01:00:00Z`: the second the instant falls in (a fraction is dropped).
    package static func seconds(_ instant: Date) -> String {
        let (day, time) = parts(Int(instant.timeIntervalSince1970.rounded(.down)) * 1000)
        return "\(day)T\(two(time.hour)):\(two(time.minute)):\(two(time.second))Z"
    }

    /// `2026-11-17T01:00:00.250Z`: milliseconds rounded (tv's backup, which other programs read back).
    package static func milliseconds(_ instant: Date) -> String {
        let (day, time) = parts(Int((instant.timeIntervalSince1970 * 1000).rounded()))
        let millisecond = String(time.millisecond)
        return "\(day)T\(two(time.hour)):\(two(time.minute)):\(two(time.second))."
            + String(repeating: "0", count: 3 - millisecond.count) + millisecond + "Z"
    }

    /// `20261117T010000Z`: the basic form, without separators (iCalendar's DATE-TIME, a file name's stamp).
    package static func basic(_ instant: Date) -> String {
        let (day, time) = parts(Int(instant.timeIntervalSince1970.rounded(.down)) * 1000)
        return day.description.replacingOccurrences(of: "-", with: "")
            + "T\(two(time.hour))\(two(time.minute))\(two(time.second))Z"
    }

    /// The UTC date and wall time of an instant given in milliseconds since 1970 (negative before).
    private static func parts(
        _ milliseconds: Int
    ) -> (CalendarDate, (hour: Int, minute: Int, second: Int, millisecond: Int)) {
        let perDay = 86_400_000
        let days = milliseconds >= 0 ? milliseconds / perDay : -((-milliseconds + perDay - 1) / perDay)
        let rest = milliseconds - days * perDay
        return (
            CalendarDate(daysSinceEpoch: days),
            (rest / 3_600_000, rest / 60_000 % 60, rest / 1000 % 60, rest % 1000)
        )
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
