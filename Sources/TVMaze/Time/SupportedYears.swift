/// The years tv works in: what it lists, pins its clock to and records. TVmaze's schedules cover the television era;
/// a year outside 1900–2100 is a typo or a placeholder (`0001-01-01`, `9999-12-31`).
extension CalendarDate {
    /// 1900...2100.
    package static let supportedYears = 1900...2100

    /// "1900–2100", as error lines name the years.
    package static let supportedYearsText = "\(supportedYears.lowerBound)–\(supportedYears.upperBound)"

    /// Whether the date falls in ``supportedYears``.
    package var isInSupportedYears: Bool { Self.supportedYears.contains(year) }

    /// Whether a date another program's export records (a watch, a follow) is a real one: in ``supportedYears`` but
    /// not 1900, whose 1900-01-01 spreadsheets and databases write for "no date".
    package var isRecordable: Bool { isInSupportedYears && year > Self.supportedYears.lowerBound }
}
