import Foundation

/// The date spellings exports use, read without a formatter: all are taken as UTC unless they carry an offset.
enum ImportDates {
    /// `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS`, `YYYY-MM-DDTHH:MM:SS[.fff][Z|±HH:MM]`; nil for `0001-01-01` ("no date")
    /// and anything else.
    static func iso(_ text: String) -> Date? {
        let bytes = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), year > 1900,
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = 0
        var (fraction, scale) = (0, 1)  // the digits after the point, and 10 to their count
        var index = 10
        if bytes.count >= 19, bytes[10] == UInt8(ascii: " ") || bytes[10] == UInt8(ascii: "T") {
            guard let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19) else {
                return nil
            }
            seconds = hour * 3600 + minute * 60 + second
            index = 19
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < bytes.count, (48...57).contains(bytes[index]) {
                    if scale < 1_000_000_000 {
                        fraction = fraction * 10 + Int(bytes[index] - 48)
                        scale *= 10
                    }
                    index += 1
                }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                let compact = index + 5 == bytes.count
                guard let hours = number(index + 1..<index + 3),
                    let minutes = compact ? number(index + 3..<index + 5) : number(index + 4..<index + 6)
                else { return nil }
                seconds -= sign * (hours * 3600 + minutes * 60)
            }
        }
        // One division, so that `…29.147` is the Double nearest to it, as the literal would be.
        let whole = daysFromCivil(year, month, day) * 86_400 + seconds
        return Date(timeIntervalSince1970: (Double(whole) * Double(scale) + Double(fraction)) / Double(scale))
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ` in UTC, milliseconds rounded.
    static func format(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
        let days = Int((Double(milliseconds) / 86_400_000).rounded(.down))
        let rest = milliseconds - days * 86_400_000
        let (year, month, day) = civil(fromDays: days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let ms = rest % 1000
        let msText = ms < 10 ? "00\(ms)" : ms < 100 ? "0\(ms)" : "\(ms)"
        return "\(year)-\(two(month))-\(two(day))T\(two(rest / 3_600_000)):\(two(rest / 60_000 % 60)):"
            + "\(two(rest / 1000 % 60)).\(msText)Z"
    }

    /// The date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `M/D/YYYY` (Simkl's CSV).
    static func monthDayYear(_ text: String) -> Date? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/").map { Int($0) }
        guard parts.count == 3, let month = parts[0], let day = parts[1], let year = parts[2], year > 1900,
            (1...12).contains(month), (1...31).contains(day)
        else { return iso(text) }
        return Date(timeIntervalSince1970: Double(daysFromCivil(year, month, day) * 86_400))
    }

    /// Midnight UTC of a calendar date (Netflix's `Date` column once its order is known); nil when no such date.
    static func day(year: Int, month: Int, day: Int) -> Date? {
        guard (1901...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
            civil(fromDays: daysFromCivil(year, month, day)) == (year, month, day)
        else { return nil }
        return Date(timeIntervalSince1970: Double(daysFromCivil(year, month, day) * 86_400))
    }

    /// `YYYY-MM-DD HH:MM:SS` read as a wall-clock time in `zone` (Kodi's `lastPlayed`).
    static func local(_ text: String, in zone: TimeZone) -> Date? {
        guard let wall = iso(text) else { return nil }
        let first = wall.addingTimeInterval(-Double(zone.secondsFromGMT(for: wall)))
        return wall.addingTimeInterval(-Double(zone.secondsFromGMT(for: first)))
    }

    /// Milliseconds since 1970 (SeriesGuide); nil for zero or less.
    static func milliseconds(_ value: Int?) -> Date? {
        guard let value, value > 0, value < 253_402_300_800_000 else { return nil }
        return Date(timeIntervalSince1970: Double(value) / 1000)
    }

    /// Unix seconds, or an ISO date.
    static func unixOrISO(_ text: String) -> Date? {
        if let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds > 0 {
            return Date(timeIntervalSince1970: seconds)
        }
        return iso(text)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
