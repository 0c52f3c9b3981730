import Foundation

/// An episode. A special has `number == nil`; a daily show may number its seasons by year.
package struct Episode: Sendable, Decodable, Identifiable {
    package var id: Int
    package var url: String?
    package var name: String
    package var season: Int?
    /// nil for a special.
    package var number: Int?
    /// "regular", "significant_special", "insignificant_special" (missing in old payloads).
    package var type: String?
    /// The broadcaster's programming day (see ``BroadcastDay``); nil when undated.
    package var airdate: CalendarDate?
    /// "HH:MM" in the network's zone; nil when no clock time was announced.
    package var airtime: String?
    /// The instant it airs: the authority for time. nil means "date TBA".
    package var airstamp: Date?
    package var runtime: Int?
    package var rating: Double?
    package var image: ImageLinks?
    /// HTML.
    package var summary: String?
    var showBox: Box<Show>?

    package init(id: Int, name: String, season: Int?, number: Int?) {
        self.id = id
        self.name = name
        self.season = season
        self.number = number
    }

    /// The show, on schedule rows (`show`) and web-schedule or embedded rows (`_embedded.show`).
    package var show: Show? {
        get { showBox?.value }
        set { showBox = newValue.map(Box.init) }
    }

    /// A special has no number.
    package var isSpecial: Bool { number == nil }

    /// Whether a clock time is known; without one the airstamp is a placeholder and only the date counts.
    package var hasAirtime: Bool { airtime.flatMap(ClockTime.init) != nil }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id()
        name = try c.name()
        url = c.link("url")
        season = c.int("season")
        number = c.int("number")
        type = c.text("type")
        airdate = c.date("airdate")
        airtime = c.text("airtime")
        airstamp = c.text("airstamp").flatMap { Airstamp.parse($0) }
        runtime = c.minutes("runtime")
        rating = c.object("rating", as: Rating.self)?.average
        image = c.object("image")
        summary = c.text("summary")
        let show: Show? = c.object("show") ?? c.object("_embedded", as: EmbeddedShow.self)?.show
        showBox = show.map(Box.init)
    }
}

/// `_embedded` on a web-schedule row or `/episodes/:id?embed=show`.
struct EmbeddedShow: Decodable {
    var show: Show?

    init(from decoder: any Decoder) throws {
        show = try decoder.container(keyedBy: AnyKey.self).object("show")
    }
}
