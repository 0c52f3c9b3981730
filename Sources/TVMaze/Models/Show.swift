import Foundation

/// A TV show. Everything but `id` and `name` may be missing: nil means "not available".
package struct Show: Sendable, Identifiable {
    package var id: Int
    /// The TVmaze web page (the CC BY-SA attribution link).
    package var url: String?
    package var name: String
    /// "Scripted", "Reality", "Animation", "Talk Show", …
    package var type: String?
    package var language: String?
    package var genres: [String]
    /// "Running", "Ended", "To Be Determined", "In Development".
    package var status: String?
    /// Minutes; nil for variable-length shows, which often have `averageRuntime`.
    package var runtime: Int?
    package var averageRuntime: Int?
    package var premiered: CalendarDate?
    package var ended: CalendarDate?
    package var officialSite: String?
    package var schedule: ShowSchedule?
    /// The average rating (0–10), nil when too few votes.
    package var rating: Double?
    /// Popularity, 0–100.
    package var weight: Int?
    package var network: Channel?
    package var webChannel: Channel?
    package var externals: Externals?
    package var image: ImageLinks?
    /// HTML.
    package var summary: String?
    /// Unix seconds of the last change.
    package var updated: Int?
    /// Present when the show has aired an episode.
    package var previousEpisodeLink: String?
    /// Present when an episode is announced.
    package var nextEpisodeLink: String?
    /// What `embed` asked for and TVmaze resolved.
    package var embedded: ShowEmbeds? {
        get { embeddedBox?.value }
        set { embeddedBox = newValue.map(Box.init) }
    }
    /// Boxed: the embeds (two whole episodes among them) would otherwise double the size of every show value,
    /// and schedule rows, which never carry them, copy shows around by the thousand.
    private var embeddedBox: Box<ShowEmbeds>?

    package init(id: Int, name: String) {
        self.id = id
        self.name = name
        genres = []
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
        id = try c.id()
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
