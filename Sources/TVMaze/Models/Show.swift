import Foundation

/// A TV show. Everything but `id` and `name` may be missing: nil means "not available".
package struct Show: Sendable, Identifiable {
    package var id: Int {
        get { shared.storage.fields.id }
        set { shared.change { $0.id = newValue } }
    }
    /// The TVmaze web page (the CC BY-SA attribution link).
    package var url: String? {
        get { shared.storage.fields.url }
        set { shared.change { $0.url = newValue } }
    }
    package var name: String {
        get { shared.storage.fields.name }
        set { shared.change { $0.name = newValue } }
    }
    /// "Scripted", "Reality", "Animation", "Talk Show", …
    package var type: String? {
        get { shared.storage.fields.type }
        set { shared.change { $0.type = newValue } }
    }
    package var language: String? {
        get { shared.storage.fields.language }
        set { shared.change { $0.language = newValue } }
    }
    package var genres: [String] {
        get { shared.storage.fields.genres }
        set { shared.change { $0.genres = newValue } }
    }
    /// "Running", "Ended", "To Be Determined", "In Development".
    package var status: String? {
        get { shared.storage.fields.status }
        set { shared.change { $0.status = newValue } }
    }
    /// Minutes; nil for variable-length shows, which often have `averageRuntime`.
    package var runtime: Int? {
        get { shared.storage.fields.runtime }
        set { shared.change { $0.runtime = newValue } }
    }
    package var averageRuntime: Int? {
        get { shared.storage.fields.averageRuntime }
        set { shared.change { $0.averageRuntime = newValue } }
    }
    package var premiered: CalendarDate? {
        get { shared.storage.fields.premiered }
        set { shared.change { $0.premiered = newValue } }
    }
    package var ended: CalendarDate? {
        get { shared.storage.fields.ended }
        set { shared.change { $0.ended = newValue } }
    }
    package var officialSite: String? {
        get { shared.storage.fields.officialSite }
        set { shared.change { $0.officialSite = newValue } }
    }
    package var schedule: ShowSchedule? {
        get { shared.storage.fields.schedule }
        set { shared.change { $0.schedule = newValue } }
    }
    /// The average rating (0–10), nil when too few votes.
    package var rating: Double? {
        get { shared.storage.fields.rating }
        set { shared.change { $0.rating = newValue } }
    }
    /// Popularity, 0–100.
    package var weight: Int? {
        get { shared.storage.fields.weight }
        set { shared.change { $0.weight = newValue } }
    }
    package var network: Channel? {
        get { shared.storage.fields.network }
        set { shared.change { $0.network = newValue } }
    }
    package var webChannel: Channel? {
        get { shared.storage.fields.webChannel }
        set { shared.change { $0.webChannel = newValue } }
    }
    package var externals: Externals? {
        get { shared.storage.fields.externals }
        set { shared.change { $0.externals = newValue } }
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
    /// Unix seconds of the last change.
    package var updated: Int? {
        get { shared.storage.fields.updated }
        set { shared.change { $0.updated = newValue } }
    }
    /// Present when the show has aired an episode.
    package var previousEpisodeLink: String? {
        get { shared.storage.fields.previousEpisodeLink }
        set { shared.change { $0.previousEpisodeLink = newValue } }
    }
    /// Present when an episode is announced.
    package var nextEpisodeLink: String? {
        get { shared.storage.fields.nextEpisodeLink }
        set { shared.change { $0.nextEpisodeLink = newValue } }
    }
    /// What `embed` asked for and TVmaze resolved.
    package var embedded: ShowEmbeds? {
        get { shared.storage.fields.embedded }
        set { shared.change { $0.embedded = newValue } }
    }

    /// The fields, shared by copies of the show until one of them changes.
    var shared: SharedFields<Fields>

    struct Fields: Sendable {
        var id: Int
        var url: String? = nil
        var name: String
        var type: String? = nil
        var language: String? = nil
        var genres: [String] = []
        var status: String? = nil
        var runtime: Int? = nil
        var averageRuntime: Int? = nil
        var premiered: CalendarDate? = nil
        var ended: CalendarDate? = nil
        var officialSite: String? = nil
        var schedule: ShowSchedule? = nil
        var rating: Double? = nil
        var weight: Int? = nil
        var network: Channel? = nil
        var webChannel: Channel? = nil
        var externals: Externals? = nil
        var image: ImageLinks? = nil
        var summary: String? = nil
        var updated: Int? = nil
        var previousEpisodeLink: String? = nil
        var nextEpisodeLink: String? = nil
        var embedded: ShowEmbeds? = nil
    }

    package init(id: Int, name: String) {
        shared = SharedFields(Fields(id: id, name: name))
    }

    /// `runtime`, else `averageRuntime`.
    package var typicalRuntime: Int? { runtime ?? averageRuntime }
}

/// The regular slot: days and local time in the network's zone.
package struct ShowSchedule: Sendable, Hashable {
    /// "HH:MM", nil when there is no fixed slot.
    package var time: String?
    /// "Monday", "Tuesday", …
    package var days: [String]

    package init(time: String?, days: [String]) {
        self.time = time
        self.days = days
    }
}

/// Ids of the show on other services.
package struct Externals: Sendable, Hashable {
    package var tvrage: Int?
    package var thetvdb: Int?
    package var imdb: String?

    package init(tvrage: Int?, thetvdb: Int?, imdb: String?) {
        self.tvrage = tvrage
        self.thetvdb = thetvdb
        self.imdb = imdb
    }
}

/// The embedded resources of a show (`?embed=…`); each is nil when not asked for or not resolved.
package struct ShowEmbeds: Sendable {
    package var episodes: [Episode]?
    package var seasons: [Season]?
    package var cast: [CastCredit]?
    package var crew: [CrewCredit]?
    package var nextEpisode: Episode?
    package var previousEpisode: Episode?
}

/// `{"average": 8.1}`: TVmaze nests the rating.
struct Rating {
    var average: Double?
}

/// `_links`: only the episode links matter to tv.
struct Links {
    var previousEpisode: String?
    var nextEpisode: String?
    var show: String?
}

/// `{"href": "…", "name"?: "…"}`.
struct Href {
    var href: String?
    /// Newer link objects also carry the linked thing's name (a character's, a show's).
    var name: String?
}

// MARK: Reading

extension Show: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        self.init(id: try c.id(), name: "")
        url = c.link("url")
        name = try c.name()
        type = c.text("type")
        language = c.text("language")
        genres = c.strings("genres").filter { !$0.isEmpty }
        status = c.text("status")
        runtime = c.minutes("runtime")
        averageRuntime = c.minutes("averageRuntime")
        premiered = c.date("premiered")
        ended = c.date("ended")
        officialSite = c.link("officialSite")
        schedule = c.object("schedule")
        rating = c.object("rating", as: Rating.self)?.average
        weight = c.int("weight")
        network = c.object("network")
        webChannel = c.object("webChannel")
        externals = c.object("externals")
        image = c.object("image")
        summary = c.text("summary")
        updated = c.int("updated")
        let links = c.object("_links", as: Links.self)
        previousEpisodeLink = links?.previousEpisode
        nextEpisodeLink = links?.nextEpisode
        embedded = c.object("_embedded")
    }
}

extension ShowSchedule: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        time = c.text("time")
        days = c.strings("days")
    }
}

extension Externals: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        tvrage = c.int("tvrage")
        thetvdb = c.int("thetvdb")
        imdb = c.text("imdb")
    }
}

extension ShowEmbeds: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        episodes = c.contains("episodes") ? c.list("episodes") : nil
        seasons = c.contains("seasons") ? c.list("seasons") : nil
        cast = c.contains("cast") ? c.list("cast") : nil
        crew = c.contains("crew") ? c.list("crew") : nil
        nextEpisode = c.object("nextepisode")
        previousEpisode = c.object("previousepisode")
    }
}

extension Rating: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        average = c.double("average")
    }
}

extension Links: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        previousEpisode = c.object("previousepisode", as: Href.self)?.href
        nextEpisode = c.object("nextepisode", as: Href.self)?.href
        show = c.object("show", as: Href.self)?.href
    }
}

extension Href: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        href = c.link("href")
        name = c.text("name")
    }
}
