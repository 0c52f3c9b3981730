import Foundation
package import TVMaze

/// Downloads the TVmaze show index (`/shows?page=N` until a 404) and keeps it fresh with `/updates/shows`.
///
/// Resumable: the store is saved every few pages with the last page done, and a new run starts after it.
/// Requests go through the API's client, so they are paced and retried like every other.
package struct ShowIndexUpdater: Sendable {
    let api: TVMazeAPI
    let store: any ShowIndexStore
    let clock: any WallClock
    /// Pages between saves while downloading.
    let saveEvery = 10

    package init(api: TVMazeAPI, store: any ShowIndexStore, clock: any WallClock) {
        self.api = api
        self.store = store
        self.clock = clock
    }

    /// The pages an index can have: 4,000 pages of 250 is a million shows, fifteen times TVmaze's count today.
    static let pageRange = 0...4_000

    /// Planned pages that may be missing (404) in a row before the rest of the plan is dropped: TVmaze's empty pages
    /// are few and apart, and a long run of them means `/updates/shows` named an id past every page.
    static let missingPagesInARow = 20

    /// What one run did.
    package struct Outcome: Sendable {
        package var snapshot: ShowIndexSnapshot
        package var pagesFetched: Int
    }

    /// Downloads what is missing, or refreshes a complete index; `progress(done, total)` counts pages.
    ///
    /// `/updates/shows` comes first: for a download its highest id says how many pages to expect (TVmaze skips
    /// empty pages, so a 404 ends the download only past that page); for a refresh it names the changed shows,
    /// whose pages are fetched again.
    package func update(progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }) async throws -> Outcome {
        // The index is disposable cache data: a file that cannot be read is downloaded again.
        var snapshot = (try? store.load()) ?? ShowIndexSnapshot()
        var byID = Dictionary(snapshot.entries.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let pages: [Int]
        if snapshot.complete, let updatedAt = snapshot.updatedAt {
            let age = clock.now().timeIntervalSince(updatedAt)
            let period: UpdatePeriod = age < 86_400 ? .day : age < 7 * 86_400 ? .week : .month
            pages = Set(try await api.showUpdates(since: period).updated.keys.map { $0 / 250 }).filter(
                Self.pageRange.contains
            ).sorted()
        } else {
            // Ids are the server's word: a wild one must not make a billion-page plan.
            let lastPage = min((try await api.showUpdates().updated.keys.max() ?? 0) / 250, Self.pageRange.upperBound)
            pages = snapshot.lastPage < lastPage ? Array((snapshot.lastPage + 1)...lastPage) : []
        }
        var fetched = 0
        func keep(_ shows: [Show], page: Int) throws {
            for id in (page * 250)..<(page * 250 + 250) { byID[id] = nil }
            for show in shows { byID[show.id] = ShowIndexEntry(id: show.id, name: show.name, weight: show.weight ?? 0) }
            snapshot.lastPage = max(snapshot.lastPage, page)
            fetched += 1
            if fetched % saveEvery == 0 {
                snapshot.entries = byID.values.sorted { $0.id < $1.id }
                try self.store.save(snapshot)
            }
        }
        var missing = 0
        for (done, page) in pages.enumerated() where missing < Self.missingPagesInARow {
            progress(done, pages.count + 1)
            if let shows = try await api.showIndexPage(page) {
                try keep(shows, page: page)
                missing = 0
            } else {
                missing += 1
            }
        }
        // Shows newer than the updates list: the pages after the last one stored, up to a 404.
        while snapshot.lastPage < Self.pageRange.upperBound,
            let shows = try await api.showIndexPage(snapshot.lastPage + 1)
        {
            progress(pages.count, pages.count + 1)
            try keep(shows, page: snapshot.lastPage + 1)
        }
        snapshot.entries = byID.values.sorted { $0.id < $1.id }
        snapshot.complete = true
        snapshot.updatedAt = clock.now()
        try self.store.save(snapshot)
        return Outcome(snapshot: snapshot, pagesFetched: fetched)
    }
}
