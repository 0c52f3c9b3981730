/// A person: actor, host, crew member.
public struct Person: Sendable, Decodable, Identifiable {
    public var id: Int
    public var url: String?
    public var name: String
    public var country: Country?
    public var birthday: CalendarDate?
    public var deathday: CalendarDate?
    public var gender: String?
    public var image: ImageLinks?

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id()
        name = try c.name()
        url = c.link("url")
        country = c.object("country")
        birthday = c.date("birthday")
        deathday = c.date("deathday")
        gender = c.text("gender")
        image = c.object("image")
    }
}

/// A role in a show.
public struct Character: Sendable, Decodable {
    public var id: Int?
    public var url: String?
    public var name: String
    public var image: ImageLinks?

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = c.int("id")
        name = try c.name()
        url = c.link("url")
        image = c.object("image")
    }
}

/// One row of a show's cast: who plays whom, and whether as themselves or by voice.
public struct CastCredit: Sendable, Decodable {
    public var person: Person
    public var character: Character?
    /// The person appears as themselves (hosts, panelists).
    public var isSelf: Bool
    /// A voice role (animation).
    public var isVoice: Bool

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        guard let person: Person = c.object("person") else {
            throw DecodingError.keyNotFound(AnyKey("person"), .init(codingPath: c.codingPath, debugDescription: "cast row without a person"))
        }
        self.person = person
        character = c.object("character")
        isSelf = c.bool("self") ?? false
        isVoice = c.bool("voice") ?? false
    }
}

/// One row of a show's crew.
public struct CrewCredit: Sendable, Decodable {
    /// "Creator", "Executive Producer", …
    public var type: String?
    public var person: Person

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        guard let person: Person = c.object("person") else {
            throw DecodingError.keyNotFound(AnyKey("person"), .init(codingPath: c.codingPath, debugDescription: "crew row without a person"))
        }
        self.person = person
        type = c.text("type") ?? c.text("guestCrewType")
    }
}

/// A person's credit in a show (`/people/:id/castcredits`): links, and the show when embedded.
public struct PersonCastCredit: Sendable, Decodable {
    public var isSelf: Bool?
    public var isVoice: Bool?
    public var showLink: String?
    public var characterLink: String?
    public var show: Show?

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        isSelf = c.bool("self")
        isVoice = c.bool("voice")
        let links = c.object("_links", as: CreditLinks.self)
        showLink = links?.show
        characterLink = links?.character
        show = c.object("_embedded", as: EmbeddedShow.self)?.show
    }
}

/// `_links` of a cast credit.
struct CreditLinks: Decodable {
    var show: String?
    var character: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        show = c.object("show", as: Href.self)?.href
        character = c.object("character", as: Href.self)?.href
    }
}

/// Another name a show is known by, and where.
public struct Aka: Sendable, Decodable {
    public var name: String
    /// nil: the show's own country.
    public var country: Country?

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        name = try c.name()
        country = c.object("country")
    }
}
