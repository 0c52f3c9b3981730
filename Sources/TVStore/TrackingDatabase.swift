package import Foundation
import GRDB
import Synchronization
package import TVService

/// The user's watched marks and followed shows in `tracking.sqlite` under `$XDG_DATA_HOME/tv`: user data, never disposable.
///
/// WAL mode with a busy timeout, so several tv processes can write at once; each call is one transaction, so a
/// process killed at any moment loses nothing it committed. The file opens on first use. A file tv cannot open
/// or read is never moved nor deleted: every call fails with a ``TrackingStoreError`` naming it.
package final class TrackingDatabase: TrackingStore {
    /// The file name inside the data directory.
    package static let fileName = "tracking.sqlite"

    /// The database file.
    package let file: URL
    private let pool = Mutex<DatabasePool?>(nil)

    package init(directory: URL) {
        file = directory.appendingPathComponent(Self.fileName)
    }

    package func watchedEpisodeIDs(showID: Int) async throws -> Set<Int> {
        try await read { db in
            Set(try Int.fetchAll(db, sql: "SELECT episode_id FROM watched WHERE show_id = ?", arguments: [showID]))
        }
    }

    package func markWatched(_ marks: [WatchMark]) async throws {
        guard !marks.isEmpty else { return }
        try await write { db in
            let insert = try db.cachedStatement(
                sql: """
                    INSERT OR IGNORE INTO watched (episode_id, show_id, season, number, watched_at) VALUES (?, ?, ?, ?, ?)
                    """)
            for mark in marks {
                try insert.execute(arguments: [
                    mark.episodeID, mark.showID, mark.season, mark.number,
                    mark.watchedAt.timeIntervalSince1970,
                ])
            }
        }
    }

    @discardableResult
    package func unmarkWatched(episodeIDs: [Int]) async throws -> Int {
        guard !episodeIDs.isEmpty else { return 0 }
        return try await write { db in
            let marks = Array(repeating: "?", count: episodeIDs.count).joined(separator: ", ")
            try db.execute(
                sql: "DELETE FROM watched WHERE episode_id IN (\(marks))", arguments: StatementArguments(episodeIDs))
            return db.changesCount
        }
    }

    package func follow(_ show: FollowedShow) async throws {
        try await write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO followed (show_id, name, followed_at) VALUES (?, ?, ?)",
                arguments: [show.showID, show.name, show.followedAt.timeIntervalSince1970])
        }
    }

    @discardableResult
    package func unfollow(showID: Int) async throws -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM followed WHERE show_id = ?", arguments: [showID])
            return db.changesCount > 0
        }
    }

    package func followedShows() async throws -> [FollowedShow] {
        let shows = try await read { db in
            try Row.fetchAll(db, sql: "SELECT show_id, name, followed_at FROM followed").map { row in
                FollowedShow(
                    showID: try row.checked(0), name: try row.checked(1),
                    followedAt: Date(timeIntervalSince1970: try row.checked(2)))
            }
        }
        return shows.sorted { ($0.name.lowercased(), $0.showID) < ($1.name.lowercased(), $1.showID) }
    }

    package func importShow(
        showID: Int, marks: [WatchMark], follow: FollowedShow?, externals: ShowExternalIDs?
    ) async throws {
        try await write { db in
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO watched (episode_id, show_id, season, number, watched_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (episode_id) DO UPDATE SET watched_at = excluded.watched_at
                    WHERE excluded.watched_at < watched.watched_at
                    """)
            for mark in marks {
                try insert.execute(arguments: [
                    mark.episodeID, mark.showID, mark.season, mark.number, mark.watchedAt.timeIntervalSince1970,
                ])
            }
            if let follow {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO followed (show_id, name, followed_at) VALUES (?, ?, ?)",
                    arguments: [follow.showID, follow.name, follow.followedAt.timeIntervalSince1970])
            }
            if let externals {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO show_externals (show_id, thetvdb, imdb) VALUES (?, ?, ?)",
                    arguments: [showID, externals.thetvdb, externals.imdb])
            }
        }
    }

    package func showExternalIDs() async throws -> [Int: ShowExternalIDs] {
        try await read { db in
            var ids: [Int: ShowExternalIDs] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT show_id, thetvdb, imdb FROM show_externals") {
                ids[try row.checked(0)] = ShowExternalIDs(
                    thetvdb: try row.checkedOptional(1), imdb: try row.checkedOptional(2))
            }
            return ids
        }
    }

    /// Every watched mark, by episode id (for tools and tests that check what survived).
    package func allMarks() async throws -> [WatchMark] {
        try await read { db in
            try Row.fetchAll(
                db, sql: "SELECT episode_id, show_id, season, number, watched_at FROM watched ORDER BY episode_id"
            ).map { row in
                WatchMark(
                    episodeID: try row.checked(0), showID: try row.checked(1), season: try row.checkedOptional(2),
                    number: try row.checkedOptional(3), watchedAt: Date(timeIntervalSince1970: try row.checked(4)))
            }
        }
    }

    package func lastDigest() async throws -> Date? {
        try await read { db in
            try Double.fetchOne(db, sql: "SELECT at FROM runs WHERE name = 'digest'").map(
                Date.init(timeIntervalSince1970:))
        }
    }

    package func recordDigest(at time: Date) async throws {
        try await write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO runs (name, at) VALUES ('digest', ?)",
                arguments: [time.timeIntervalSince1970])
        }
    }

    // MARK: Opening

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let pool = try open()
        do { return try await pool.read(body) } catch { throw failure(error) }
    }

    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let pool = try open()
        do { return try await pool.write(body) } catch { throw failure(error) }
    }

    /// The writer's `PRAGMA synchronous` (2 is FULL), for tests.
    func synchronousLevel() async throws -> Int {
        try await write { try Int.fetchOne($0, sql: "PRAGMA synchronous") ?? -1 }
    }

    /// Closes the file, which folds the WAL back into it (so `tracking.sqlite` alone holds every mark); a later call
    /// opens it again.
    package func close() {
        pool.withLock { pool in
            try? pool?.close()
            pool = nil
        }
    }

    /// The open pool; the first call creates the directory and file and runs the migrations.
    private func open() throws -> DatabasePool {
        try pool.withLock { pool in
            if let pool { return pool }
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                var configuration = Configuration()
                configuration.busyMode = .timeout(TimeInterval(Self.busyTimeout.components.seconds))
                configuration.label = "tv.tracking"
                let opened = try Self.pool(at: file.path, configuration: configuration)
                // User data: every commit reaches the disk before tv says it is done (GRDB's WAL default, NORMAL,
                // keeps commits through a crash of tv but not through a power loss).
                try opened.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
                do {
                    try Self.migrator.migrate(opened)
                } catch {
                    // Two processes opening a new file at once can both find it unmigrated (GRDB reads the applied
                    // migrations before it takes the write lock): the one that waited then finds the tables there.
                    // A second pass sees the migration applied.
                    try Self.migrator.migrate(opened)
                }
                pool = opened
                return opened
            } catch {
                throw failure(error)
            }
        }
    }

    /// A pool on the file, tried again while it is busy, for as long as the busy timeout waits for a write. Two
    /// processes opening a new file at once both switch it to WAL, and SQLite answers the `PRAGMA journal_mode` of the
    /// one that finds the other's lock with `SQLITE_BUSY` at once, without waiting through the busy timeout.
    private static func pool(at path: String, configuration: Configuration) throws -> DatabasePool {
        let deadline = ContinuousClock.now + busyTimeout
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                guard ContinuousClock.now < deadline else { throw error }
                usleep(5_000)  // the other process's switch is one short write (a busy machine runs it late)
            }
        }
    }

    /// How long a write waits for another process's.
    private static let busyTimeout = Duration.seconds(10)

    private func failure(_ error: any Error) -> TrackingStoreError {
        let reason =
            (error as? DatabaseError).map { $0.message ?? "SQLite error \($0.resultCode.rawValue)" }
            ?? (error as NSError).localizedDescription
        let condition = diskCondition().map { " (\($0))" } ?? ""
        return TrackingStoreError(message: "cannot use the tracking database \(file.path): \(reason)\(condition)")
    }

    /// What is wrong with the file system holding the database, when it is full or read-only: SQLite itself says
    /// only "disk I/O error" or "unable to open database file".
    private func diskCondition() -> String? {
        var stats = statvfs()
        guard statvfs(file.deletingLastPathComponent().path, &stats) == 0 else { return nil }
        if stats.f_flag & UInt(ST_RDONLY) != 0 { return "the file system is read-only" }
        if stats.f_bavail == 0 { return "the disk is full" }
        return nil
    }

    /// The migrations, oldest first: each earlier tv's schema is the file after a prefix of them.
    static var migrations: [String] { migrator.migrations }

    /// Brings a file to the schema an earlier tv made: the migrations up to and including `last`, by their own SQL.
    static func migrate(_ writer: some DatabaseWriter, upTo last: String) throws {
        try migrator.migrate(writer, upTo: last)
    }

    private static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 watched and followed") { db in
            try db.execute(
                sql: """
                    CREATE TABLE watched (episode_id INTEGER PRIMARY KEY, show_id INTEGER NOT NULL, season INTEGER,
                                          number INTEGER, watched_at REAL NOT NULL);
                    CREATE INDEX watched_by_show ON watched (show_id);
                    CREATE TABLE followed (show_id INTEGER PRIMARY KEY, name TEXT NOT NULL, followed_at REAL NOT NULL);
                    """)
        }
        registerSyncMigration(in: &migrator)
        migrator.registerMigration("v2 import: show external ids") { db in
            // The TheTVDB and IMDb ids an import found a show by, so that `export history` can carry them.
            try db.execute(
                sql: "CREATE TABLE show_externals (show_id INTEGER PRIMARY KEY, thetvdb INTEGER, imdb TEXT)")
        }
        migrator.registerMigration("v2 digest runs") { db in
            // When a command that reports "what is new" last ran, by its name ("digest").
            try db.execute(sql: "CREATE TABLE runs (name TEXT PRIMARY KEY, at REAL NOT NULL)")
        }
        return migrator
    }()
}

/// Why the tracking database cannot be used, in one line; the file itself is left as it is.
package struct TrackingStoreError: Error, LocalizedError, CustomStringConvertible {
    package let message: String

    package var description: String { message }
    package var errorDescription: String? { message }
}
