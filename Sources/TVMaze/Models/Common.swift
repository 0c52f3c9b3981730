/// Links to the medium and original sizes of a poster or still.
public struct ImageLinks: Sendable, Hashable {
    public var medium: String?
    public var original: String?

    public init(medium: String?, original: String?) {
        self.medium = medium
        self.original = original
    }
}

/// A country as TVmaze describes it: name, ISO code and one representative IANA zone.
public struct Country: Sendable, Hashable {
    public var name: String?
    public var code: String?
    /// The reference zone for `airtime` and `schedule.time` (America/New_York for the US).
    public var timezone: String?

    public init(name: String?, code: String?, timezone: String?) {
        self.name = name
        self.code = code
        self.timezone = timezone
    }
}

/// A broadcast network or a web channel (streaming service); both have the same shape.
public struct Channel: Sendable, Hashable {
    public var id: Int?
    public var name: String
    /// nil for global streamers such as Netflix.
    public var country: Country?
    public var officialSite: String?

    public init(id: Int?, name: String, country: Country?, officialSite: String? = nil) {
        self.id = id
        self.name = name
        self.country = country
        self.officialSite = officialSite
    }
}

/// The error body TVmaze sends with 4xx answers: `{"name","message","code","status"}`.
public struct ErrorEnvelope: Sendable, Hashable {
    public var name: String?
    public var message: String?
    public var code: Int?
    public var status: Int?
}
