import Foundation

/// A TV show. Everything but `id` and `name` may be missing: nil means "not available".
package struct Show: Sendable, Identifiable {
    package var id: Int {
        get { storage.fields.id }
        set { change { $0.id = newValue } }
    }
    /// The TVmaze web page (the CC BY-SA attribution link).
    package var url: String? {
        get { storage.fields.url }
        set { change { $0.url = newValue } }
    }
    package var name: String {
        get { storage.fields.name }
        set { change { $0.name = newValue } }
    }
    /// "Scripted", "Reality", "Animation", "Talk Show", …
    package var type: String? {
        get { storage.fields.type }
        set { change { $0.type = newValue } }
    }
    package var language: String? {
        get { storage.fields.language }
        set { change { $0.language = newValue } }
    }
    package var genres: [String] {
        get { storage.fields.genres }
        set { change { $0.genres = newValue } }
    }
    /// "Running", "Ended", "To Be Determined", "In Development".
    package var status: String? {
        get { storage.fields.status }
        set { change { $0.status = newValue } }
    }
    /// Minutes; nil for variable-length shows, which often have `averageRuntime`.
    package var runtime: Int? {
        get { storage.fields.runtime }
        set { change { $0.runtime = newValue } }
    }
    package var averageRuntime: Int? {
        get { storage.fields.averageRuntime }
        set { change { $0.averageRuntime = newValue } }
    }
    package var premiered: CalendarDate? {
        get { storage.fields.premiered }
        set { change { $0.premiered = newValue } }
    }
    package var ended: CalendarDate? {
        get { storage.fields.ended }
        set { change { $0.ended = newValue } }
    }
    package var officialSite: String? {
        get { storage.fields.officialSite }
        set { change { $0.officialSite = newValue } }
    }
    package var schedule: ShowSchedule? {
        get { storage.fields.schedule }
        set { change { $0.schedule = newValue } }
    }
    /// The average rating (0–10), nil when too few votes.
    package var rating: Double? {
        get { storage.fields.rating }
        set { change { $0.rating = newValue } }
    }
    /// Popularity, 0–100.
    package var weight: Int? {
        get { storage.fields.weight }
        set { change { $0.weight = newValue } }
    }
    package var network: Channel? {
        get { storage.fields.network }
        set { change { $0.network = newValue } }
    }
    package var webChannel: Channel? {
        get { storage.fields.webChannel }
        set { change { $0.webChannel = newValue } }
    }
    package var externals: Externals? {
        get { storage.fields.externals }
        set { change { $0.externals = newValue } }
    }
    package var image: ImageLinks? {
        get { storage.fields.image }
        set { change { $0.image = newValue } }
    }
    /// HTML.
    package var summary: String? {
        get { storage.fields.summary }
        set { change { $0.summary = newValue } }
    }
    /// Unix seconds of the last change.
    package var updated: Int? {
        get { storage.fields.updated }
        set { change { $0.updated = newValue } }
    }
    /// Present when the show has aired an episode.
    package var previousEpisodeLink: String? {
        get { storage.fields.previousEpisodeLink }
        set { change { $0.previousEpisodeLink = newValue } }
    }
    /// Present when an episode is announced.
    package var nextEpisodeLink: String? {
        get { storage.fields.nextEpisodeLink }
        set { change { $0.nextEpisodeLink = newValue } }
    }
    /// What `embed` asked for and TVmaze resolved.
    package var embedded: ShowEmbeds? {
        get { storage.fields.embedded }
        set { change { $0.embedded = newValue } }
    }

    /// The fields, in one ``Storage`` that copies share until one of them changes: a copy of a show costs one retain,
    /// not one per string, and a week's rows copy shows by the thousand (BENCHMARKS.md). Internal for the tests that
    /// check which rows share a show.
    var storage: Storage

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

    /// Changed only through a show that holds the one reference to it (``change(_:)``), hence `Sendable`.
    final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Changes the fields, copying the storage first when another show shares it.
    private mutating func change(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        body(&storage.fields)
    }

    package init(id: Int, name: String) {
        storage = Storage(Fields(id: id, name: name))
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
