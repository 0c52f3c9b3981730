import Foundation
import TVMaze
import TVTestSupport
import Testing

@testable import TVService

/// `index update` over the bundled fixtures: a full download, then a refresh from `/updates/shows`.
@Suite struct ShowIndexUpdaterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tv-index-\(UUID().uuidString)")
    let api = TVMazeAPI(client: TVMazeClient(transport: MockTransport.fixtures(), clock: TestClock()))

    /// Every show on every page of `Fixtures/index`.
    func expectedIDs() throws -> Set<Int> {
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryPaths.fixtures.appendingPathComponent("index").path)
        var ids = Set<Int>()
        for page in pages {
            let data = try Data(contentsOf: RepositoryPaths.fixtures.appendingPathComponent("index/\(page)"))
            ids.formUnion(try TVMazeAPI.decode([Show].self, from: [UInt8](data), what: page).map(\.id))
        }
        return ids
    }

    @Test func downloadsEveryPageThenRefreshesOnlyChangedPages() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ShowIndexFile(url: folder.appendingPathComponent("show-index"))
        let clock = FixedWallClock(Date(timeIntervalSince1970: 1_790_000_000))
        let first = try await ShowIndexUpdater(api: api, store: store, clock: clock).update()
        #expect(Set(first.snapshot.entries.map(\.id)) == (try expectedIDs()))
        #expect(first.snapshot.complete)
        let stored = try #require(try store.load())
        #expect(stored.entries == first.snapshot.entries)
        #expect(stored.lastPage == first.snapshot.lastPage)
        #expect(stored.updatedAt == clock.now())

        let second = try await ShowIndexUpdater(api: api, store: store, clock: clock).update()
        #expect(second.snapshot.entries == first.snapshot.entries)
        #expect(second.pagesFetched <= first.pagesFetched)
    }

    @Test func aWildIDInTheUpdatesListEndsAfterARunOfMissingPages() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // The bundled fixtures, except that `/updates/shows` names an id four thousand pages past the last show.
        let fixtures = MockTransport.fixtures()
        let transport = MockTransport(answersLocally: true) { request in
            guard request.url.path.hasSuffix("/updates/shows") else { return try await fixtures.send(request) }
            return TransportResponse(status: 200, body: Array(#"{"1":1795030001,"2500000000":1795030001}"#.utf8))
        }
        let api = TVMazeAPI(client: TVMazeClient(transport: transport, clock: TestClock()))
        let store = ShowIndexFile(url: folder.appendingPathComponent("show-index"))
        let outcome = try await ShowIndexUpdater(
            api: api, store: store, clock: FixedWallClock(Date(timeIntervalSince1970: 1_790_000_000))
        ).update()
        #expect(Set(outcome.snapshot.entries.map(\.id)) == (try expectedIDs()))
        #expect(outcome.snapshot.complete)
        // The fixture pages, then the run of 404s that ends the plan, and one more page past the last stored.
        let lastPage = outcome.snapshot.lastPage
        let pagesAsked = transport.count(path: "/shows")
        #expect(pagesAsked <= lastPage + 1 + ShowIndexUpdater.missingPagesInARow + 1, "\(pagesAsked)")
    }

    @Test func anInterruptedDownloadResumesAfterItsLastPage() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ShowIndexFile(url: folder.appendingPathComponent("show-index"))
        try store.save(ShowIndexSnapshot(entries: [ShowIndexEntry(id: 1, name: "Kept", weight: 1)], lastPage: 0))
        let clock = FixedWallClock(Date(timeIntervalSince1970: 1_790_000_000))
        let outcome = try await ShowIndexUpdater(api: api, store: store, clock: clock).update()
        #expect(outcome.snapshot.entries.first { $0.id == 1 }?.name == "Kept")  // page 0 was not fetched again
        #expect(outcome.snapshot.complete)
    }
}
