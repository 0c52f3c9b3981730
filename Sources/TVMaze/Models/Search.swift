/// A show search hit; scores only compare within one answer.
package struct SearchResult: Sendable {
    package var score: Double?
    package var show: Show
}

/// A person search hit.
package struct PersonSearchResult: Sendable {
    package var score: Double?
    package var person: Person
}
