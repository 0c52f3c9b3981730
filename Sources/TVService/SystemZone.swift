package import Foundation

/// The system's display zone, read from `TZ` as the C library reads it.
package enum SystemZone {
    /// The zone `TZ` names, else the system's. Foundation reads `TZ` only as a zone name, so `TZ=:Asia/Tokyo` (POSIX's
    /// form for a zone file) and `TZ=JST-9` (an offset) became UTC; those get the name after the colon, or
    /// `localOffset` (the C library's offset from UTC now, in seconds).
    package static func from(
        environment: [String: String], localOffset: () -> Int? = SystemZone.localOffset
    ) -> TimeZone {
        guard var name = environment["TZ"], !name.isEmpty else { return .current }
        if name.hasPrefix(":") { name.removeFirst() }
        if let zone = TimeZone(identifier: name) { return zone }
        return localOffset().flatMap(TimeZone.init(secondsFromGMT:)) ?? .current
    }

    /// The C library's offset from UTC now, as this process's `TZ` sets it.
    package static func localOffset() -> Int? {
        tzset()
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return parts.tm_gmtoff
    }
}
