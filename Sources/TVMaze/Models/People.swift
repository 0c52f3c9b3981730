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

/// A person's credit in a show (`/people/:id/castcredits`): links, and the show when embedded.
package struct PersonCastCredit: Sendable {
    package var isSelf: Bool?
    package var isVoice: Bool?
    package var showLink: String?
    package var characterLink: String?
    package var show: Show?
}

/// `_links` of a cast credit.
struct CreditLinks {
    var show: String?
    var character: String?
}

/// Another name a show is known by, and where.
package struct Aka: Sendable {
    package var name: String
    /// nil: the show's own country.
    package var country: Country?
}
