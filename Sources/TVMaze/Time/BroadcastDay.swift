package import Foundation

/// TVmaze's programming-day convention: `airdate` + `airtime` label a broadcaster's day that ends at 05:00.
///
/// An airtime from 00:00 to 04:59 belongs to the programming day before the calendar day it airs on,
/// so its instant is one calendar day after `airdate` (API.md §5). `airstamp` stays the authority;
/// these functions compose and check the labels.
package enum BroadcastDay {
    /// Airtimes before this hour belong to the previous programming day.
    package static let cutoffHour = 5

    /// The instant that `airdate` + `airtime` ("HH:MM") denote in `zone`, or nil when `airtime` is not a clock time.
    package static func instant(airdate: CalendarDate, airtime: String, in zone: TimeZone) -> Date? {
        guard let time = ClockTime(airtime) else { return nil }
        let day = time.hour < cutoffHour ? airdate.adding(days: 1) : airdate
        return day.instant(hour: time.hour, minute: time.minute, in: zone)
    }

    /// The programming day an instant belongs to in `zone`.
    package static func programmingDay(of instant: Date, in zone: TimeZone) -> CalendarDate {
        // The local date of the instant moved back by the cutoff: 04:59 falls on the day before, 05:00 on its own.
        let local = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant) - cutoffHour * 3600)
        return CalendarDate(daysSinceEpoch: Int((local / 86_400).rounded(.down)))
    }
}

/// A wall-clock time of day, as in `airtime` ("21:30").
package struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let hour: Int
    package let minute: Int

    /// Parses "H:MM" or "HH:MM" (ASCII digits); "" and anything else is nil.
    package init?(_ text: some StringProtocol) {
        // Bytes, not `split`: every listed row asks (through `Episode.hasAirtime`), several times.
        var parts = (0, 0)  // hour, minute
        var lengths = (0, 0)
        var afterColon = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":"), !afterColon {
                afterColon = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), (afterColon ? lengths.1 : lengths.0) < 2 {
                let digit = Int(byte - UInt8(ascii: "0"))
                if afterColon {
                    (parts.1, lengths.1) = (parts.1 * 10 + digit, lengths.1 + 1)
                } else {
                    (parts.0, lengths.0) = (parts.0 * 10 + digit, lengths.0 + 1)
                }
            } else {
                return nil
            }
        }
        guard afterColon, lengths.0 >= 1, lengths.1 == 2, parts.0 < 24, parts.1 < 60 else { return nil }
        hour = parts.0
        minute = parts.1
    }

    /// The wall-clock time of an instant in `zone`.
    package init(_ instant: Date, in zone: TimeZone) {
        let local = Int((instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))).rounded(.down))
        let secondOfDay = ((local % 86_400) + 86_400) % 86_400
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
    }

    package var description: String { Self.twoDigits(hour) + ":" + Self.twoDigits(minute) }

    /// "07", "20": what `%02d` gives for 0–99, without Foundation's formatter (one call per listed row).
    private static func twoDigits(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : String(value) }

    package static func < (lhs: Self, rhs: Self) -> Bool { (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute) }
}
