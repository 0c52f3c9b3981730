import Foundation

/// A TV show. Everything but `id` and `name` may be missing: nil means "not available".
package struct Show: Sendable, Decodable, Identifiable {
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

    /// The network, else the web channel: where the show airs.
    package var channel: Channel? { network ?? webChannel }

    /// `runtime`, else `averageRuntime`.
    package var typicalRuntime: Int? { runtime ?? averageRuntime }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id()
        name = try c.name()
        url = c.link("url")
        type = c.text("type")
        language = c.text("language")
        genres = c.list("genres", of: String.self).filter { !$0.isEmpty }
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

/// The regular slot: days and local time in the network's zone.
package struct ShowSchedule: Sendable, Hashable, Decodable {
    /// "HH:MM", nil when there is no fixed slot.
    package var time: String?
    /// "Monday", "Tuesday", …
    package var days: [String]

    package init(time: String?, days: [String]) {
        self.time = time
        self.days = days
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        time = c.text("time")
        days = c.list("days")
    }
}

/// Ids of the show on other services.
package struct Externals: Sendable, Hashable, Decodable {
    package var tvrage: Int?
    package var thetvdb: Int?
    package var imdb: String?

    package init(tvrage: Int?, thetvdb: Int?, imdb: String?) {
        self.tvrage = tvrage
        self.thetvdb = thetvdb
        self.imdb = imdb
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        tvrage = c.int("tvrage")
        thetvdb = c.int("thetvdb")
        imdb = c.text("imdb")
    }
}

/// The embedded resources of a show (`?embed=…`); each is nil when not asked for or not resolved.
package struct ShowEmbeds: Sendable, Decodable {
    package var episodes: [Episode]?
    package var seasons: [Season]?
    package var cast: [CastCredit]?
    package var crew: [CrewCredit]?
    package var nextEpisode: Episode?
    package var previousEpisode: Episode?

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        episodes = c.contains(AnyKey("episodes")) ? c.list("episodes") : nil
        seasons = c.contains(AnyKey("seasons")) ? c.list("seasons") : nil
        cast = c.contains(AnyKey("cast")) ? c.list("cast") : nil
        crew = c.contains(AnyKey("crew")) ? c.list("crew") : nil
        nextEpisode = c.object("nextepisode")
        previousEpisode = c.object("previousepisode")
    }
}

/// `{"average": 8.1}`: TVmaze nests the rating.
struct Rating: Decodable {
    var average: Double?

    init(from decoder: any Decoder) throws {
        average = try decoder.container(keyedBy: AnyKey.self).double("average")
    }
}

/// `_links`: only the episode links matter to tv.
struct Links: Decodable {
    var previousEpisode: String?
    var nextEpisode: String?
    var show: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        previousEpisode = c.object("previousepisode", as: Href.self)?.href
        nextEpisode = c.object("nextepisode", as: Href.self)?.href
        show = c.object("show", as: Href.self)?.href
    }
}

/// `{"href": "…", "name"?: "…"}`.
struct Href: Decodable {
    var href: String?

    init(from decoder: any Decoder) throws {
        href = try decoder.container(keyedBy: AnyKey.self).link("href")
    }
}
