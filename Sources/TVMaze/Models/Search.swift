/// A show search hit; scores only compare within one answer.
package struct SearchResult: Sendable, Decodable {
    package var score: Double?
    package var show: Show

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        score = c.double("score")
        show = try c.decode(Show.self, forKey: AnyKey("show"))
    }
}

/// A person search hit.
package struct PersonSearchResult: Sendable, Decodable {
    package var score: Double?
    package var person: Person

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        score = c.double("score")
        person = try c.decode(Person.self, forKey: AnyKey("person"))
    }
}
