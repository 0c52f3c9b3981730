package import TVMaze

/// People: a person's details and cast credits, and the people search (kept as a show's parts are).
extension TVService {
    /// A person by id.
    package func person(id: Int) async throws -> Person {
        try await showPart(Person.self, .person(id: id))
    }

    /// A person's cast credits, each with its show.
    package func castCredits(personID: Int) async throws -> [PersonCastCredit] {
        try await showPart([PersonCastCredit].self, .castCredits(personID: personID))
    }

    /// TVmaze's people search.
    package func searchPeople(_ query: String) async throws -> [PersonSearchResult] {
        try await showPart([PersonSearchResult].self, .searchPeople(query.lowercased()))
    }
}
