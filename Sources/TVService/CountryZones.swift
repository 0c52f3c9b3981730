import Foundation

/// The reference zone TVmaze uses for a country's `airtime` (one zone per country, API.md §4.1).
package enum CountryZones {
    private static let zones = [
        "US": "America/New_York", "CA": "America/Toronto", "GB": "Europe/London", "IE": "Europe/Dublin",
        "AU": "Australia/Sydney", "NZ": "Pacific/Auckland", "DE": "Europe/Berlin", "FR": "Europe/Paris",
        "NL": "Europe/Amsterdam", "NO": "Europe/Oslo", "SE": "Europe/Stockholm", "DK": "Europe/Copenhagen",
        "FI": "Europe/Helsinki", "ES": "Europe/Madrid", "IT": "Europe/Rome", "JP": "Asia/Tokyo",
        "KR": "Asia/Seoul", "BR": "America/Sao_Paulo", "MX": "America/Mexico_City", "IN": "Asia/Kolkata",
    ]

    /// The zone for an ISO country code; UTC for codes tv does not know.
    package static func zone(for country: String) -> TimeZone {
        zones[country.uppercased()].flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
    }
}
