import Foundation

/// One show in the local index: enough to complete and rank its name.
package struct ShowIndexEntry: Sendable, Hashable {
    package var id: Int
    package var name: String
    /// TVmaze's popularity, 0–100.
    package var weight: Int

    package init(id: Int, name: String, weight: Int) {
        self.id = id
        self.name = name
        self.weight = weight
    }
}

/// The show index as stored: the shows, how far the download got, and when it was last brought up to date.
package struct ShowIndexSnapshot: Sendable {
    package var entries: [ShowIndexEntry]
    /// The last `/shows?page=N` stored; -1 before the first.
    package var lastPage: Int
    /// Whether the download reached the end (a 404 page).
    package var complete: Bool
    /// When the index was last complete and current.
    package var updatedAt: Date?

    package init(entries: [ShowIndexEntry] = [], lastPage: Int = -1, complete: Bool = false, updatedAt: Date? = nil) {
        self.entries = entries
        self.lastPage = lastPage
        self.complete = complete
        self.updatedAt = updatedAt
    }
}

/// Where the show index lives; a file today, possibly a table of the cache database later.
package protocol ShowIndexStore: Sendable {
    /// The stored index, or nil when there is none.
    func load() throws -> ShowIndexSnapshot?
    /// Replaces the stored index.
    func save(_ snapshot: ShowIndexSnapshot) throws
    /// Hands each stored show to `body` and returns the state without entries (a large index is never held twice).
    func loadEach(_ body: (ShowIndexEntry) -> Void) throws -> ShowIndexSnapshot?
}

extension ShowIndexStore {
    package func loadEach(_ body: (ShowIndexEntry) -> Void) throws -> ShowIndexSnapshot? {
        guard var snapshot = try load() else { return nil }
        snapshot.entries.forEach(body)
        snapshot.entries = []
        return snapshot
    }
}
