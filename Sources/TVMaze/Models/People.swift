/// A person: actor, host, crew member.
package struct Person: Sendable, Decodable, Identifiable {
    package var id: Int
    package var url: String?
    package var name: String
    package var country: Country?
    package var birthday: CalendarDate?
    package var deathday: CalendarDate?
    package var gender: String?
    package var image: ImageLinks?

    package init(from decoder: any Decoder) throws {
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
package struct Character: Sendable, Decodable {
    package var id: Int?
    package var url: String?
    package var name: String
    package var image: ImageLinks?

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = c.int("id")
        name = try c.name()
        url = c.link("url")
        image = c.object("image")
    }
}

/// One row of a show's cast: who plays whom, and whether as themselves or by voice.
package struct CastCredit: Sendable, Decodable {
    package var person: Person
    package var character: Character?
    /// The person appears as themselves (hosts, panelists).
    package var isSelf: Bool
    /// A voice role (animation).
    package var isVoice: Bool

    package init(from decoder: any Decoder) throws {
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
package struct CrewCredit: Sendable, Decodable {
    /// "Creator", "Executive Producer", …
    package var type: String?
    package var person: Person

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        guard let person: Person = c.object("person") else {
            throw DecodingError.keyNotFound(AnyKey("person"), .init(codingPath: c.codingPath, debugDescription: "crew row without a person"))
        }
        self.person = person
        type = c.text("type") ?? c.text("guestCrewType")
    }
}

/// A person's credit in a show (`/people/:id/castcredits`): links, and the show when embedded.
package struct PersonCastCredit: Sendable, Decodable {
    package var isSelf: Bool?
    package var isVoice: Bool?
    package var showLink: String?
    package var characterLink: String?
    package var show: Show?

    package init(from decoder: any Decoder) throws {
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
package struct Aka: Sendable, Decodable {
    package var name: String
    /// nil: the show's own country.
    package var country: Country?

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        name = try c.name()
        country = c.object("country")
    }
}
