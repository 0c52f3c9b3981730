/// A person: actor, host, crew member.
public struct Person: Sendable, Identifiable {
    public var id: Int
    public var url: String?
    public var name: String
    public var country: Country?
    public var birthday: CalendarDate?
    public var deathday: CalendarDate?
    public var gender: String?
    public var image: ImageLinks?
}

/// A role in a show.
public struct Character: Sendable {
    public var id: Int?
    public var url: String?
    public var name: String
    public var image: ImageLinks?
}

/// One row of a show's cast: who plays whom, and whether as themselves or by voice.
public struct CastCredit: Sendable {
    public var person: Person
    public var character: Character?
    /// The person appears as themselves (hosts, panelists).
    public var isSelf: Bool
    /// A voice role (animation).
    public var isVoice: Bool
}

/// One row of a show's crew.
public struct CrewCredit: Sendable {
    /// "Creator", "Executive Producer", …
    public var type: String?
    public var person: Person
}

/// A person's credit in a show (`/people/:id/castcredits`): links, and the show when embedded.
public struct PersonCastCredit: Sendable {
    public var isSelf: Bool?
    public var isVoice: Bool?
    public var showLink: String?
    public var characterLink: String?
    public var show: Show?
}

/// `_links` of a cast credit.
struct CreditLinks {
    var show: String?
    var character: String?
}

/// Another name a show is known by, and where.
public struct Aka: Sendable {
    public var name: String
    /// nil: the show's own country.
    public var country: Country?
}
