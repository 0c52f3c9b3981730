/// A show search hit; scores only compare within one answer.
public struct SearchResult: Sendable {
    public var score: Double?
    public var show: Show
}

/// A person search hit.
public struct PersonSearchResult: Sendable {
    public var score: Double?
    public var person: Person
}
