package import Foundation
import GRDB
package import TVService

/// The account sync's state in the tracking database: the base (the account's marks and follows at the last sync),
/// tombstones (local unmarks and unfollows since then, written by triggers, so every writer of tracking data records
/// them without knowing about sync), refused pushes, and which account last synced when.
extension TrackingDatabase: SyncStateStore {
    static func registerSyncMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2 account sync") { db in
            try db.execute(
                sql: """
                    CREATE TABLE sync_base (kind TEXT NOT NULL, id INTEGER NOT NULL, show_id INTEGER NOT NULL,
                                            PRIMARY KEY (kind, id));
                    CREATE INDEX sync_base_by_show ON sync_base (kind, show_id);
                    CREATE TABLE sync_tombstone (kind TEXT NOT NULL, id INTEGER NOT NULL, show_id INTEGER NOT NULL,
                                                 PRIMARY KEY (kind, id));
                    CREATE TABLE sync_refused (episode_id INTEGER PRIMARY KEY, message TEXT NOT NULL);
                    CREATE TABLE sync_account (id INTEGER PRIMARY KEY CHECK (id = 1), username TEXT NOT NULL,
                                               last_sync REAL);
                    CREATE TRIGGER sync_unmarked AFTER DELETE ON watched BEGIN
                        INSERT OR REPLACE INTO sync_tombstone (kind, id, show_id)
                            VALUES ('mark', OLD.episode_id, OLD.show_id);
                    END;
                    CREATE TRIGGER sync_marked AFTER INSERT ON watched BEGIN
                        DELETE FROM sync_tombstone WHERE kind = 'mark' AND id = NEW.episode_id;
                    END;
                    CREATE TRIGGER sync_unfollowed AFTER DELETE ON followed BEGIN
                        INSERT OR REPLACE INTO sync_tombstone (kind, id, show_id)
                            VALUES ('follow', OLD.show_id, OLD.show_id);
                    END;
                    CREATE TRIGGER sync_followed AFTER INSERT ON followed BEGIN
                        DELETE FROM sync_tombstone WHERE kind = 'follow' AND id = NEW.show_id;
                    END;
                    """)
        }
    }

    package func syncAccount() async throws -> (username: String, lastSync: Date)? {
        try await read { db -> (username: String, lastSync: Date)? in
            guard let row = try Row.fetchOne(db, sql: "SELECT username, last_sync FROM sync_account"),
                let seconds: Double = row[1]
            else { return nil }
            return (row[0], Date(timeIntervalSince1970: seconds))
        }
    }

    package func resetSync(username: String) async throws {
        try await write { db in
            try db.execute(
                sql: """
                    DELETE FROM sync_base; DELETE FROM sync_tombstone; DELETE FROM sync_refused;
                    INSERT OR REPLACE INTO sync_account (id, username, last_sync) VALUES (1, ?, NULL);
                    """, arguments: [username])
        }
    }

    package func finishSync(username: String, at date: Date) async throws {
        try await write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO sync_account (id, username, last_sync) VALUES (1, ?, ?)",
                arguments: [username, date.timeIntervalSince1970])
        }
    }

    package func syncShowIDs() async throws -> Set<Int> {
        try await read { db in
            Set(
                try Int.fetchAll(
                    db,
                    sql: """
                        SELECT show_id FROM watched UNION SELECT show_id FROM followed
                        UNION SELECT show_id FROM sync_base WHERE kind = 'mark'
                        UNION SELECT show_id FROM sync_tombstone WHERE kind = 'mark'
                        """))
        }
    }

    package func markSyncState(showID: Int) async throws -> MarkSyncState {
        try await read { db in
            var local: [Int: WatchMark] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT episode_id, season, number, watched_at FROM watched WHERE show_id = ?",
                arguments: [showID])
            {
                let id: Int = try row.checked(0)
                local[id] = WatchMark(
                    episodeID: id, showID: showID, season: try row.checkedOptional(1),
                    number: try row.checkedOptional(2), watchedAt: Date(timeIntervalSince1970: try row.checked(3)))
            }
            return MarkSyncState(
                local: local,
                base: Set(try Self.ids(db, "sync_base", kind: "mark", showID: showID)),
                tombstones: Set(try Self.ids(db, "sync_tombstone", kind: "mark", showID: showID)))
        }
    }

    package func applyMarkSync(
        showID: Int, pulled: [WatchMark], removed: [Int], settled: [Int], base: Set<Int>
    ) async throws {
        try await write { db in
            for mark in pulled {
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO watched (episode_id, show_id, season, number, watched_at)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        mark.episodeID, mark.showID, mark.season, mark.number, mark.watchedAt.timeIntervalSince1970,
                    ])
            }
            for id in removed {
                try db.execute(sql: "DELETE FROM watched WHERE episode_id = ?", arguments: [id])
            }
            // The account's unmark reached tv: no tombstone for it (that would send it back as tv's own).
            for id in removed + settled {
                try db.execute(sql: "DELETE FROM sync_tombstone WHERE kind = 'mark' AND id = ?", arguments: [id])
            }
            try db.execute(sql: "DELETE FROM sync_base WHERE kind = 'mark' AND show_id = ?", arguments: [showID])
            for id in base {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO sync_base (kind, id, show_id) VALUES ('mark', ?, ?)",
                    arguments: [id, showID])
            }
        }
    }

    package func recordPushed(showIDs: [Int: Int], succeeded: [Int], failed: [Int: String]) async throws {
        try await write { db in
            for id in succeeded {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO sync_base (kind, id, show_id) VALUES ('mark', ?, ?)",
                    arguments: [id, showIDs[id] ?? 0])
                try db.execute(sql: "DELETE FROM sync_refused WHERE episode_id = ?", arguments: [id])
            }
            for (id, message) in failed {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO sync_refused (episode_id, message) VALUES (?, ?)",
                    arguments: [id, message])
            }
        }
    }

    package func pushFailures() async throws -> [Int: String] {
        try await read { db in
            var failures: [Int: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT episode_id, message FROM sync_refused") {
                failures[try row.checked(0)] = try row.checked(1)
            }
            return failures
        }
    }

    package func followSyncState() async throws -> FollowSyncState {
        let followed = try await followedShows()
        return try await read { db in
            FollowSyncState(
                local: Dictionary(followed.map { ($0.showID, $0) }, uniquingKeysWith: { first, _ in first }),
                base: Set(try Int.fetchAll(db, sql: "SELECT id FROM sync_base WHERE kind = 'follow'")),
                tombstones: Set(try Int.fetchAll(db, sql: "SELECT id FROM sync_tombstone WHERE kind = 'follow'")))
        }
    }

    package func applyFollowSync(added: [FollowedShow], removed: [Int], settled: [Int], base: Set<Int>) async throws {
        try await write { db in
            for show in added {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO followed (show_id, name, followed_at) VALUES (?, ?, ?)",
                    arguments: [show.showID, show.name, show.followedAt.timeIntervalSince1970])
            }
            for id in removed {
                try db.execute(sql: "DELETE FROM followed WHERE show_id = ?", arguments: [id])
            }
            for id in removed + settled {
                try db.execute(sql: "DELETE FROM sync_tombstone WHERE kind = 'follow' AND id = ?", arguments: [id])
            }
            try db.execute(sql: "DELETE FROM sync_base WHERE kind = 'follow'")
            for id in base {
                try db.execute(
                    sql: "INSERT INTO sync_base (kind, id, show_id) VALUES ('follow', ?, ?)", arguments: [id, id])
            }
        }
    }

    private static func ids(_ db: Database, _ table: String, kind: String, showID: Int) throws -> [Int] {
        try Int.fetchAll(
            db, sql: "SELECT id FROM \(table) WHERE kind = ? AND show_id = ?", arguments: [kind, showID])
    }
}
