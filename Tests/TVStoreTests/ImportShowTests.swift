import Foundation
import TVService
import Testing

@testable import TVStore

/// What an import records for one show: marks keeping the earlier time, the follow, the external ids, in one
/// transaction that survives reopening.
@Suite struct ImportShowTests {
    private func mark(_ episode: Int, at seconds: Double) -> WatchMark {
        WatchMark(
            episodeID: episode, showID: 169, season: 1, number: episode, watchedAt: Date(timeIntervalSince1970: seconds)
        )
    }

    @Test func anImportKeepsTheEarlierTimeAndRecordsTheFollowAndExternalIDs() async throws {
        let directory = try temporaryDirectory()
        do {
            let store = TrackingDatabase(directory: directory)
            try await store.markWatched([mark(1, at: 5_000), mark(2, at: 1_000)])
            try await store.importShow(
                showID: 169, marks: [mark(1, at: 2_000), mark(2, at: 3_000), mark(3, at: 4_000)],
                follow: FollowedShow(showID: 169, name: "Breaking Bad", followedAt: Date(timeIntervalSince1970: 10)),
                externals: ShowExternalIDs(thetvdb: 81189, imdb: "tt0903747"))
            store.close()
        }
        let store = TrackingDatabase(directory: directory)
        #expect(try await store.allMarks().map(\.watchedAt.timeIntervalSince1970) == [2_000, 1_000, 4_000])
        #expect(try await store.followedShows().map(\.name) == ["Breaking Bad"])
        #expect(try await store.showExternalIDs() == [169: ShowExternalIDs(thetvdb: 81189, imdb: "tt0903747")])
    }
}
