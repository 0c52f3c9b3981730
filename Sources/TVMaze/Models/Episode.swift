import Foundation

/// An episode. A special has `number == nil`; a daily show may number its seasons by year.
public struct Episode: Sendable, Identifiable {
    public var id: Int
    public var url: String?
    public var name: String
    public var season: Int?
    /// nil for a special.
    public var number: Int?
    /// "regular", "significant_special", "insignificant_special" (missing in old payloads).
    public var type: String?
    /// The broadcaster's programming day (see ``BroadcastDay``); nil when undated.
    public var airdate: CalendarDate?
    /// "HH:MM" in the network's zone; nil when no clock time was announced.
    public var airtime: String?
    /// The instant it airs: the authority for time. nil means "date TBA".
    public var airstamp: Date?
    public var runtime: Int?
    public var rating: Double?
    public var image: ImageLinks?
    /// HTML.
    public var summary: String?
    var showBox: Box<Show>?

    public init(id: Int, name: String, season: Int?, number: Int?) {
        self.id = id
        self.name = name
        self.season = season
        self.number = number
    }

    /// The show, on schedule rows (`show`) and web-schedule or embedded rows (`_embedded.show`).
    public var show: Show? {
        get { showBox?.value }
        set { showBox = newValue.map(Box.init) }
    }

    /// A special has no number.
    public var isSpecial: Bool { number == nil }

    /// Whether a clock time is known; without one the airstamp is a placeholder and only the date counts.
    public var hasAirtime: Bool { airtime.flatMap(ClockTime.init) != nil }
}

/// `_embedded` on a web-schedule row or `/episodes/:id?embed=show`.
struct EmbeddedShow {
    var show: Show?
}
