package import Foundation

/// An episode. A special has `number == nil`; a daily show may number its seasons by year.
package struct Episode: Sendable, Identifiable {
    package var id: Int {
        get { shared.storage.fields.id }
        set { shared.change { $0.id = newValue } }
    }
    package var url: String? {
        get { shared.storage.fields.url }
        set { shared.change { $0.url = newValue } }
    }
    package var name: String {
        get { shared.storage.fields.name }
        set { shared.change { $0.name = newValue } }
    }
    package var season: Int? {
        get { shared.storage.fields.season }
        set { shared.change { $0.season = newValue } }
    }
    /// nil for a special.
    package var number: Int? {
        get { shared.storage.fields.number }
        set { shared.change { $0.number = newValue } }
    }
    /// "regular", "significant_special", "insignificant_special" (missing in old payloads).
    package var type: String? {
        get { shared.storage.fields.type }
        set { shared.change { $0.type = newValue } }
    }
    /// The broadcaster's programming day (see ``BroadcastDay``); nil when undated.
    package var airdate: CalendarDate? {
        get { shared.storage.fields.airdate }
        set { shared.change { $0.airdate = newValue } }
    }
    /// "HH:MM" in the network's zone; nil when no clock time was announced.
    package var airtime: String? {
        get { shared.storage.fields.airtime }
        set { shared.change { $0.airtime = newValue } }
    }
    /// The instant it airs: the authority for time. nil means "date TBA".
    package var airstamp: Date? {
        get { shared.storage.fields.airstamp }
        set { shared.change { $0.airstamp = newValue } }
    }
    package var runtime: Int? {
        get { shared.storage.fields.runtime }
        set { shared.change { $0.runtime = newValue } }
    }
    package var rating: Double? {
        get { shared.storage.fields.rating }
        set { shared.change { $0.rating = newValue } }
    }
    package var image: ImageLinks? {
        get { shared.storage.fields.image }
        set { shared.change { $0.image = newValue } }
    }
    /// HTML.
    package var summary: String? {
        get { shared.storage.fields.summary }
        set { shared.change { $0.summary = newValue } }
    }
    /// The show, on schedule rows (`show`) and web-schedule or embedded rows (`_embedded.show`).
    package var show: Show? {
        get { shared.storage.fields.show }
        set { shared.change { $0.show = newValue } }
    }

    /// The fields, shared by copies of the episode until one of them changes.
    private var shared: SharedFields<Fields>

    private struct Fields: Sendable {
        var id: Int
        var url: String? = nil
        var name: String
        var season: Int? = nil
        var number: Int? = nil
        var type: String? = nil
        var airdate: CalendarDate? = nil
        var airtime: String? = nil
        var airstamp: Date? = nil
        var runtime: Int? = nil
        var rating: Double? = nil
        var image: ImageLinks? = nil
        var summary: String? = nil
        var show: Show? = nil
    }

    package init(id: Int, name: String, season: Int?, number: Int?) {
        shared = SharedFields(Fields(id: id, name: name, season: season, number: number))
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
        self.init(id: try c.id(), name: "", season: nil, number: nil)
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
            self.show = show
        } else if var embedded = c.member("_embedded")?.object {
            self.show = shows.show(embedded.member("show"))
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
