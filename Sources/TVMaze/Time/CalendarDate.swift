package import Foundation

/// A date without a time or zone, as TVmaze writes `airdate`, `premiered` and schedule days ("2026-11-16").
package struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    package let year: Int
    package let month: Int
    package let day: Int

    /// A valid date, or nil (months 1–12, days within the month, leap years counted).
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly "YYYY-MM-DD"; anything else (including "") is nil.
    package init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date of an instant on the wall clock of `zone`.
    package init(_ instant: Date, in zone: TimeZone) {
        let shifted = Int((instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))).rounded(.down))
        self.init(daysSinceEpoch: Int((Double(shifted) / 86_400).rounded(.down)))
    }

    /// The date `days` after 1970-01-01.
    package init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (negative before).
    package var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    package var weekday: Int {
        let d = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday
        return (d < 0 ? d + 7 : d) + 1
    }

    /// The Monday of this date's Monday–Sunday week.
    package var mondayOfWeek: CalendarDate { adding(days: 1 - weekday) }

    /// The date `days` later (earlier when negative).
    package func adding(days: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// The instant this date's `hour:minute` denotes on the wall clock of `zone`.
    ///
    /// A time skipped by a DST change resolves to the instant after the gap; a repeated time to its first occurrence.
    package func instant(hour: Int = 0, minute: Int = 0, in zone: TimeZone) -> Date {
        let naive = Double(daysSinceEpoch * 86_400 + hour * 3600 + minute * 60)
        // Away from an offset change the wall time has one instant, found from the zone's offset alone (a Calendar
        // costs a lookup per call, and ICU's calendar data on the first); near one, Calendar decides.
        func offset(_ seconds: Double) -> Double {
            Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
        }
        let guess = naive - offset(naive)
        let before = offset(guess - 86_400)
        if before == offset(guess), before == offset(guess + 86_400) {
            return Date(timeIntervalSince1970: naive - before)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        if let date = calendar.date(from: components) { return date }
        return Date(timeIntervalSince1970: naive - Double(zone.secondsFromGMT()))
    }

    /// "YYYY-MM-DD", as `%04d-%02d-%02d` gives it, without `String(format:)`, whose first use costs a search of the
    /// binary's conformance records (CVarArg) that the warm week's path would otherwise pay.
    package var description: String { Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - (value < 0 ? 1 : 0) - digits.utf8.count))
        return (value < 0 ? "-" : "") + zeros + digits
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    package init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
