package import Foundation

/// An episode. A special has `number == nil`; a daily show may number its seasons by year.
package struct Episode: Sendable, Identifiable {
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
}

/// `_embedded` on a web-schedule row or `/episodes/:id?embed=show`.
struct EmbeddedShow {
    var show: Show?
}

// MARK: Reading

extension Episode: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var shows = ShowReader()
        try self.init(json: json, shows: &shows)
    }

    /// Reads the model, its embedded show through `shows` (which serves the rows that repeat a show).
    init(json: JSONObject, shows: inout ShowReader) throws(JSONReadError) {
        var c = json
        id = try c.id()
        url = c.link("url")
        name = try c.name()
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
        if let show = shows.show(c.member("show")) {
            showBox = show
        } else if var embedded = c.member("_embedded")?.object {
            showBox = shows.show(embedded.member("show"))
        }
    }
}

extension EmbeddedShow: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        show = c.object("show")
    }
}
