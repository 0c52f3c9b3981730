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

    /// A person's cast credits when already fetched (in this process, or kept in the persistent cache); nil, and no
    /// request, otherwise.
    package func keptCastCredits(personID: Int) async -> [PersonCastCredit]? {
        await keptPart([PersonCastCredit].self, .castCredits(personID: personID), stored: true)
    }

    /// The crew of a show (kept as its cast is).
    package func crew(showID: Int) async throws -> [CrewCredit] {
        try await showPart([CrewCredit].self, .crew(showID: showID))
    }

    /// An episode with its guest cast and crew: one request, kept as a show's episodes are.
    package func episodeGuests(episodeID: Int) async throws -> EpisodeGuests {
        try await showPart(EpisodeGuests.self, .episodeGuests(episodeID: episodeID))
    }

    /// TVmaze's people search.
    package func searchPeople(_ query: String) async throws -> [PersonSearchResult] {
        try await showPart([PersonSearchResult].self, .searchPeople(query.lowercased()))
    }
}
