import Foundation
import GRDB
import TVMaze
import TVService
import Testing

@testable import TVStore

/// A user who installed an earlier tv keeps everything: a tracking database of every earlier schema (built by the
/// migrations' own SQL up to that step, and filled as that tv would have) opens with this tv with every mark, follow,
/// sync state, external id and digest time there; an older cache is rebuilt without a word.
@Suite struct UpgradeTests {
    /// Every schema tv has had: the file after the first 1, 2, … migrations.
    static let schemas = TrackingDatabase.migrations

    /// Fills every table the file has, in the SQL the tv of that schema wrote.
    static func fill(_ db: Database) throws {
        let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        try db.execute(
            sql: """
                INSERT INTO watched (episode_id, show_id, season, number, watched_at) VALUES
                    (11, 1, 1, 1, 1000.5), (12, 1, 1, 2, 2000), (13, 2, NULL, NULL, 3000), (14, 2, 2, 1, 3500);
                INSERT INTO followed (show_id, name, followed_at) VALUES (1, 'Alpha', 500), (2, 'Beta ☃', 600),
                    (3, 'Gone', 700);
                """)
        if tables.contains("sync_account") {
            try db.execute(
                sql: """
                    INSERT INTO sync_account (id, username, last_sync) VALUES (1, 'viewer', 4000);
                    INSERT INTO sync_base (kind, id, show_id) VALUES ('mark', 11, 1), ('mark', 99, 1),
                        ('follow', 1, 1);
                    INSERT INTO sync_refused (episode_id, message) VALUES (12, 'refused by TVmaze');
                    """)
            // A local unfollow after the last sync: the trigger writes its tombstone.
            try db.execute(sql: "DELETE FROM followed WHERE show_id = 3")
        }
        if tables.contains("show_externals") {
            try db.execute(sql: "INSERT INTO show_externals (show_id, thetvdb, imdb) VALUES (1, 81189, 'tt0903747')")
        }
        if tables.contains("runs") {
            try db.execute(sql: "INSERT INTO runs (name, at) VALUES ('digest', 4500)")
        }
    }

    @Test(arguments: schemas.indices)
    func anEarlierSchemaOpensWithEverythingThere(step: Int) async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent(TrackingDatabase.fileName)
        do {
            let queue = try DatabaseQueue(path: file.path)
            try TrackingDatabase.migrate(queue, upTo: Self.schemas[step])
            try await queue.write { try Self.fill($0) }
            try queue.close()
        }
        let applied = Set(Self.schemas.prefix(step + 1))
        let store = TrackingDatabase(directory: directory)
        let marks = try await store.allMarks()
        #expect(marks.map(\.episodeID) == [11, 12, 13, 14])
        #expect(marks[0].watchedAt == Date(timeIntervalSince1970: 1000.5))
        #expect(marks[2].season == nil && marks[3].season == 2)
        let follows = try await store.followedShows().map(\.name)
        let synced = applied.contains("v2 account sync")
        #expect(follows.sorted() == (synced ? ["Alpha", "Beta ☃"] : ["Alpha", "Beta ☃", "Gone"]))
        if synced {
            let account = try await store.syncAccount()
            #expect(account?.username == "viewer" && account?.lastSync == Date(timeIntervalSince1970: 4000))
            let state = try await store.markSyncState(showID: 1)
            #expect(state.base == [11, 99] && state.tombstones.isEmpty)
            #expect(try await store.pushFailures() == [12: "refused by TVmaze"])
            let followState = try await store.followSyncState()
            #expect(followState.base == [1] && followState.tombstones == [3])
        } else {
            #expect(try await store.syncAccount() == nil)
        }
        let externals = try await store.showExternalIDs()
        #expect(externals[1]?.thetvdb == (applied.contains("v2 import: show external ids") ? 81189 : nil))
        let digest = try await store.lastDigest()
        #expect(digest == (applied.contains("v2 digest runs") ? Date(timeIntervalSince1970: 4500) : nil))

        // What this tv added works on the upgraded file, and an unmark still leaves its tombstone.
        try await store.recordDigest(at: Date(timeIntervalSince1970: 9000))
        #expect(try await store.lastDigest() == Date(timeIntervalSince1970: 9000))
        #expect(try await store.unmarkWatched(episodeIDs: [11]) == 1)
        #expect(try await store.markSyncState(showID: 1).tombstones == [11])
        store.close()
    }

    /// The first cache (schema 1: a schedule day's shows and events in columns) is rebuilt silently as today's.
    @Test func theFirstCacheSchemaIsRebuiltQuietly() async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent(CacheDatabase.fileName)
        do {
            let queue = try DatabaseQueue(path: file.path)
            try await queue.write { db in
                // The tables of schema 1 (d25b491), the show and episode columns cut to their keys.
                try db.execute(
                    sql: """
                        CREATE TABLE schedule_day (country TEXT NOT NULL, date TEXT NOT NULL, fetched_at REAL NOT NULL,
                                                   PRIMARY KEY (country, date)) WITHOUT ROWID;
                        CREATE TABLE day_show (country TEXT NOT NULL, date TEXT NOT NULL, id INTEGER NOT NULL,
                                               PRIMARY KEY (country, date, id));
                        CREATE TABLE day_event (country TEXT NOT NULL, date TEXT NOT NULL, position INTEGER NOT NULL,
                                                PRIMARY KEY (country, date, position));
                        CREATE TABLE response (key TEXT PRIMARY KEY NOT NULL, body BLOB NOT NULL, fetched_at REAL NOT NULL) WITHOUT ROWID;
                        INSERT INTO schedule_day VALUES ('US', '2026-11-18', 800000000);
                        INSERT INTO response VALUES ('/shows/1', x'7b7d', 800000000);
                        PRAGMA user_version = 1;
                        """)
            }
            try queue.close()
        }
        let cache = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        let day = CalendarDate("2026-11-18")!
        #expect(await cache.scheduleDays(country: "US", dates: [day]).isEmpty)
        #expect(await cache.response(for: "/shows/1") == nil)
        await cache.storeScheduleDay(country: "US", date: day, events: [], fetchedAt: Date())
        #expect(await cache.scheduleDays(country: "US", dates: [day])[day] != nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains("corrupt") })
        cache.close()
    }
}
