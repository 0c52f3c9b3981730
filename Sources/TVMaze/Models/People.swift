/// A person: actor, host, crew member.
package struct Person: Sendable, Identifiable {
    package var id: Int
    package var url: String?
    package var name: String
    package var country: Country?
    package var birthday: CalendarDate?
    package var deathday: CalendarDate?
    package var gender: String?
    package var image: ImageLinks?
}

/// A role in a show.
package struct Character: Sendable {
    package var id: Int?
    package var url: String?
    package var name: String
    package var image: ImageLinks?
}

/// One row of a show's cast: who plays whom, and whether as themselves or by voice.
package struct CastCredit: Sendable {
    package var person: Person
    package var character: Character?
    /// The person appears as themselves (hosts, panelists).
    package var isSelf: Bool
    /// A voice role (animation).
    package var isVoice: Bool
}

/// One row of a show's crew.
package struct CrewCredit: Sendable {
    /// "Creator", "Executive Producer", …
    package var type: String?
    package var person: Person
}

/// An episode with its guests (`/episodes/:id?embed[]=guestcast&embed[]=guestcrew`): guest cast rows read as
/// ``CastCredit`` (`{person, character, self, voice}`), guest crew rows as ``CrewCredit`` (`guestCrewType`).
package struct EpisodeGuests: Sendable {
    package var episode: Episode
    package var cast: [CastCredit]
    package var crew: [CrewCredit]

    package init(episode: Episode, cast: [CastCredit] = [], crew: [CrewCredit] = []) {
        self.episode = episode
        self.cast = cast
        self.crew = crew
    }
}

/// `_embedded` of an episode asked with its guests.
struct EmbeddedGuests {
    var cast: [CastCredit]
    var crew: [CrewCredit]
}

/// A person's credit in a show (`/people/:id/castcredits`): links, and the show when embedded.
package struct PersonCastCredit: Sendable {
    package var isSelf: Bool?
    package var isVoice: Bool?
    package var showLink: String?
    package var characterLink: String?
    /// The character's name, which newer link objects carry (nil in older answers).
    package var characterName: String?
    package var show: Show?
}

/// `_links` of a cast credit.
struct CreditLinks {
    var show: String?
    var character: String?
    var characterName: String?
}

/// Another name a show is known by, and where.
package struct Aka: Sendable {
    package var name: String
    /// nil: the show's own country.
    package var country: Country?
}

// MARK: Reading

extension Person: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
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

extension Character: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        id = c.int("id")
        name = try c.name()
        url = c.link("url")
        image = c.object("image")
    }
}

extension CastCredit: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        guard let person: Person = c.object("person") else { throw JSONReadError(.missing("person")) }
        self.person = person
        character = c.object("character")
        isSelf = c.bool("self") ?? false
        isVoice = c.bool("voice") ?? false
    }
}

extension CrewCredit: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        guard let person: Person = c.object("person") else { throw JSONReadError(.missing("person")) }
        self.person = person
        type = c.text("type") ?? c.text("guestCrewType")
    }
}

extension EpisodeGuests: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        episode = try Episode(json: json)
        var c = json
        let guests = c.object("_embedded", as: EmbeddedGuests.self)
        cast = guests?.cast ?? []
        crew = guests?.crew ?? []
    }
}

extension EmbeddedGuests: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    init(json: JSONObject) {
        var c = json
        cast = c.list("guestcast")
        crew = c.list("guestcrew")
    }
}

extension PersonCastCredit: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        isSelf = c.bool("self")
        isVoice = c.bool("voice")
        let links = c.object("_links", as: CreditLinks.self)
        showLink = links?.show
        characterLink = links?.character
        characterName = links?.characterName
        show = c.object("_embedded", as: EmbeddedShow.self)?.show
    }
}

extension CreditLinks: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) {
        var c = json
        show = c.object("show", as: Href.self)?.href
        let character = c.object("character", as: Href.self)
        self.character = character?.href
        characterName = character?.name
    }
}

extension Aka: JSONObjectReadable {
    /// Reads the model from a TVmaze object with the lenient rules of ``JSONObject``.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        name = try c.name()
        country = c.object("country")
    }
}
