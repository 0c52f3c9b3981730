import Foundation
import GRDB
import TVService
import Testing

@testable import TVStore

@Suite struct TrackingDatabaseTests {
    private func mark(_ episode: Int, show: Int = 7, at seconds: Double = 1_000) -> WatchMark {
        WatchMark(
            episodeID: episode, showID: show, season: 1, number: episode,
            watchedAt: Date(timeIntervalSince1970: seconds))
    }

    @Test func marksAndFollowsPersistAcrossOpenings() async throws {
        let directory = try temporaryDirectory()
        do {
            let store = TrackingDatabase(directory: directory)
            try await store.markWatched([mark(1), mark(2), mark(3, show: 8)])
            try await store.markWatched([mark(1, at: 5_000)])  // the first time stays
            #expect(try await store.unmarkWatched(episodeIDs: [2, 99]) == 1)
            try await store.follow(FollowedShow(showID: 8, name: "zeta", followedAt: Date(timeIntervalSince1970: 1)))
            try await store.follow(FollowedShow(showID: 7, name: "Alpha", followedAt: Date(timeIntervalSince1970: 2)))
            try await store.follow(FollowedShow(showID: 9, name: "Beta", followedAt: Date(timeIntervalSince1970: 3)))
            #expect(try await store.unfollow(showID: 9))
            #expect(try await !store.unfollow(showID: 9))
        }
        let store = TrackingDatabase(directory: directory)
        #expect(try await store.watchedEpisodeIDs(showID: 7) == [1])
        #expect(try await store.watchedEpisodeIDs(showID: 8) == [3])
        #expect(try await store.allMarks().first { $0.episodeID == 1 }?.watchedAt == Date(timeIntervalSince1970: 1_000))
        #expect(try await store.followedShows().map(\.name) == ["Alpha", "zeta"])
    }

    @Test func theLastDigestRunPersists() async throws {
        let directory = try temporaryDirectory()
        do {
            let store = TrackingDatabase(directory: directory)
            #expect(try await store.lastDigest() == nil)
            try await store.recordDigest(at: Date(timeIntervalSince1970: 1_000))
            try await store.recordDigest(at: Date(timeIntervalSince1970: 2_000))  // the latest run counts
        }
        #expect(try await TrackingDatabase(directory: directory).lastDigest() == Date(timeIntervalSince1970: 2_000))
    }

    /// Another program (or damage) can put any value in any column: reading it is an error, never a crash, and the
    /// file is left as it is.
    @Test(arguments: [
        "UPDATE followed SET followed_at = 'soon'", "UPDATE followed SET name = x'00ff'",
        "UPDATE watched SET show_id = 'seven'", "UPDATE watched SET number = 'two'",
    ])
    func aValueOfTheWrongTypeIsAnErrorNotACrash(_ damage: String) async throws {
        let directory = try temporaryDirectory()
        do {
            let store = TrackingDatabase(directory: directory)
            try await store.markWatched([mark(1)])
            try await store.follow(FollowedShow(showID: 7, name: "Alpha", followedAt: Date(timeIntervalSince1970: 2)))
            store.close()
        }
        let file = directory.appendingPathComponent(TrackingDatabase.fileName)
        try await DatabaseQueue(path: file.path).write { db in try db.execute(sql: damage) }
        let before = try Data(contentsOf: file)
        let store = TrackingDatabase(directory: directory)
        let error = await #expect(throws: TrackingStoreError.self) {
            if damage.contains("followed") {
                _ = try await store.followedShows()
            } else {
                _ = try await store.allMarks()
            }
        }
        #expect(error?.message.contains("a stored row is damaged (") == true, "\(String(describing: error))")
        // never the value
        #expect(error?.message.contains("seven") == false && error?.message.contains("soon") == false)
        store.close()
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aBatchOfMarksIsOneTransaction() async throws {
        let directory = try temporaryDirectory()
        let store = TrackingDatabase(directory: directory)
        try await store.markWatched([mark(100)])
        // A trigger makes the second mark of the batch fail: the first must not stay.
        try await DatabaseQueue(path: store.file.path).write { db in
            try db.execute(
                sql:
                    "CREATE TRIGGER refuse BEFORE INSERT ON watched WHEN NEW.episode_id = 2 BEGIN SELECT RAISE(ABORT, 'refused'); END"
            )
        }
        await #expect(throws: TrackingStoreError.self) { try await store.markWatched([mark(1), mark(2), mark(3)]) }
        let left = try await store.allMarks().map(\.episodeID)
        #expect(left == [100])
    }

    @Test func anUnreadableFileIsAnErrorAndIsLeftAlone() async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent(TrackingDatabase.fileName)
        let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: file)
        let store = TrackingDatabase(directory: directory)
        do {
            _ = try await store.followedShows()
            Issue.record("reading a garbage file succeeded")
        } catch let error as TrackingStoreError {
            #expect(error.message.contains(file.path))
            #expect(!error.message.contains("\n"))
        }
        await #expect(throws: TrackingStoreError.self) { try await store.markWatched([mark(1)]) }
        #expect(try Data(contentsOf: file) == garbage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [TrackingDatabase.fileName])
    }

    @Test func aDirectoryThatCannotBeCreatedIsAnError() async throws {
        let blocker = try temporaryDirectory().appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let store = TrackingDatabase(directory: blocker.appendingPathComponent("tv"))
        await #expect(throws: TrackingStoreError.self) { try await store.markWatched([mark(1)]) }
    }

    @Test func commitsReachTheDisk() async throws {
        let store = TrackingDatabase(directory: try temporaryDirectory())
        #expect(try await store.synchronousLevel() == 2)  // FULL, not GRDB's WAL default NORMAL (1)
    }

    /// What the loser of two processes opening a new file meets: the other holds a lock while tv switches the file to
    /// WAL, which SQLite refuses at once rather than after the busy timeout.
    @Test func aFileLockedWhileItIsFirstOpenedIsWaitedFor() async throws {
        let directory = try temporaryDirectory()
        let holder = try await LockHolder.start(
            path: directory.appendingPathComponent(TrackingDatabase.fileName).path,
            seconds: 0.3)
        let store = TrackingDatabase(directory: directory)
        var failure: (any Error)?
        do { try await store.markWatched([mark(1)]) } catch { failure = error }
        #expect(await holder.committed())
        #expect(failure == nil, "\(String(describing: failure))")
        #expect(try await store.allMarks().map(\.episodeID) == [1])
    }

    /// Both start on a new file (the race on creating its tables is narrow: four fresh files, to meet it more often).
    @Test(arguments: 1...4)
    func twoProcessesWritingAtOnceLoseNothing(_ attempt: Int) async throws {
        let directory = try temporaryDirectory()
        let count = 150
        async let a = MarkWriter.run(directory: directory, first: 1, count: count)
        async let b = MarkWriter.run(directory: directory, first: 100_001, count: count)
        let (first, second) = try await (a, b)
        #expect(first.status == 0 && second.status == 0)
        #expect(first.ids.count == count && second.ids.count == count)
        let stored = Set(try await TrackingDatabase(directory: directory).allMarks().map(\.episodeID))
        #expect(stored == Set(first.ids + second.ids))
        #expect(stored.count == 2 * count)
    }

    @Test(arguments: [5, 40, 120])
    func aProcessKilledWhileWritingLosesNothingItCommitted(_ killAfter: Int) async throws {
        let directory = try temporaryDirectory()
        let reported = try await MarkWriter.runAndKill(directory: directory, first: 1, killAfter: killAfter)
        #expect(reported.count >= killAfter)
        let stored = Set(try await TrackingDatabase(directory: directory).allMarks().map(\.episodeID))
        #expect(Set(reported).isSubset(of: stored))
    }
}
