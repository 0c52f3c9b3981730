import Foundation

/// A TV show. Everything but `id` and `name` may be missing: nil means "not available".
public struct Show: Sendable, Identifiable {
    public var id: Int
    /// The TVmaze web page (the CC BY-SA attribution link).
    public var url: String?
    public var name: String
    /// "Scripted", "Reality", "Animation", "Talk Show", …
    public var type: String?
    public var language: String?
    public var genres: [String]
    /// "Running", "Ended", "To Be Determined", "In Development".
    public var status: String?
    /// Minutes; nil for variable-length shows, which often have `averageRuntime`.
    public var runtime: Int?
    public var averageRuntime: Int?
    public var premiered: CalendarDate?
    public var ended: CalendarDate?
    public var officialSite: String?
    public var schedule: ShowSchedule?
    /// The average rating (0–10), nil when too few votes.
    public var rating: Double?
    /// Popularity, 0–100.
    public var weight: Int?
    public var network: Channel?
    public var webChannel: Channel?
    public var externals: Externals?
    public var image: ImageLinks?
    /// HTML.
    public var summary: String?
    /// Unix seconds of the last change.
    public var updated: Int?
    /// Present when the show has aired an episode.
    public var previousEpisodeLink: String?
    /// Present when an episode is announced.
    public var nextEpisodeLink: String?
    /// What `embed` asked for and TVmaze resolved.
    public var embedded: ShowEmbeds? {
        get { embeddedBox?.value }
        set { embeddedBox = newValue.map(Box.init) }
    }
    /// Boxed: the embeds (two whole episodes among them) would otherwise double the size of every show value,
    /// and schedule rows, which never carry them, copy shows around by the thousand.
    private var embeddedBox: Box<ShowEmbeds>?

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
        genres = []
    }

    /// The network, else the web channel: where the show airs.
    public var channel: Channel? { network ?? webChannel }

    /// `runtime`, else `averageRuntime`.
    public var typicalRuntime: Int? { runtime ?? averageRuntime }
}

/// The regular slot: days and local time in the network's zone.
public struct ShowSchedule: Sendable, Hashable {
    /// "HH:MM", nil when there is no fixed slot.
    public var time: String?
    /// "Monday", "Tuesday", …
    public var days: [String]

    public init(time: String?, days: [String]) {
        self.time = time
        self.days = days
    }
}

/// Ids of the show on other services.
public struct Externals: Sendable, Hashable {
    public var tvrage: Int?
    public var thetvdb: Int?
    public var imdb: String?

    public init(tvrage: Int?, thetvdb: Int?, imdb: String?) {
        self.tvrage = tvrage
        self.thetvdb = thetvdb
        self.imdb = imdb
    }
}

/// The embedded resources of a show (`?embed=…`); each is nil when not asked for or not resolved.
public struct ShowEmbeds: Sendable {
    public var episodes: [Episode]?
    public var seasons: [Season]?
    public var cast: [CastCredit]?
    public var crew: [CrewCredit]?
    public var nextEpisode: Episode?
    public var previousEpisode: Episode?
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
}
