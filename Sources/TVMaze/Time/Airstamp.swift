package import Foundation

/// Parses TVmaze `airstamp` values: ISO 8601 instants with a UTC or local offset.
///
/// Accepts `2017-09-22T07:00:00+00:00`, `2015-06-24T22:00:00-04:00`, `…Z`, `+0000`, and fractional seconds.
package enum Airstamp {
    /// The instant, or nil when the text is not such a timestamp.
    package static func parse(_ text: some StringProtocol) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let date = CalendarDate(String(decoding: bytes[0..<10], as: UTF8.self)),
            let hour = CalendarDate.number(bytes[11..<13]), let minute = CalendarDate.number(bytes[14..<16]),
            let second = CalendarDate.number(bytes[17..<19]), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var (fraction, scale) = (0, 1)  // the digits after the point, and 10 to their count (at most 9 kept)
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                if scale < 1_000_000_000 {
                    fraction = fraction * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    scale *= 10
                }
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index < bytes.count else { return nil }  // an instant needs its offset
        var offset = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard index + 1 == bytes.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            let rest = Array(bytes[(index + 1)...].filter { $0 != UInt8(ascii: ":") })
            guard rest.count == 4, let hours = CalendarDate.number(rest[0..<2]),
                let minutes = CalendarDate.number(rest[2..<4]), hours < 24, minutes < 60
            else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        default:
            return nil
        }
        let seconds = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
        // One division, so that `…29.147` is the Double nearest to it, as the literal would be.
        return Date(timeIntervalSince1970: (Double(seconds) * Double(scale) + Double(fraction)) / Double(scale))
    }
}
