/// A show search hit; scores only compare within one answer.
public struct SearchResult: Sendable, Decodable {
    public var score: Double?
    public var show: Show

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        score = c.double("score")
        show = try c.decode(Show.self, forKey: AnyKey("show"))
    }
}

/// A person search hit.
public struct PersonSearchResult: Sendable, Decodable {
    public var score: Double?
    public var person: Person

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        score = c.double("score")
        person = try c.decode(Person.self, forKey: AnyKey("person"))
    }
}
