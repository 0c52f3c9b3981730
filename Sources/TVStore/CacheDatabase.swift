package import Foundation
import GRDB
import Synchronization
package import TVMaze
package import TVService

/// The disposable SQLite cache, `cache.sqlite` in `$XDG_CACHE_HOME/tv` (or `--cache-dir`): schedule days as
/// compact blobs (``ScheduleDayCodec``: rebuilt into events without parsing JSON) and other answers as their raw bodies.
///
/// It opens on first use. A file that is not a readable cache of this schema is moved aside
/// (`cache.sqlite.corrupt-<timestamp>`) and rebuilt with one warning; a directory tv cannot write means
/// no cache and one warning; another ``schemaVersion`` is rebuilt silently. No method ever fails.
package final class CacheDatabase: ServiceCache {
    /// Bumped whenever the tables change; a cache of another version is rebuilt.
    package static let schemaVersion = 2
    /// The file name inside the cache directory.
    package static let fileName = "cache.sqlite"
    /// Entries fetched longer ago than this are dropped as new schedule days are stored (``sweepInterval``).
    package static let retention: TimeInterval = 30 * 24 * 60 * 60
    /// A process drops expired entries when it stores a day fetched at least this long after its last sweep (or
    /// before it): a sweep reads every stored row, answer bodies included, and a week stores seven days at once.
    static let sweepInterval: TimeInterval = 60 * 60
    /// The page size of a new cache file (SQLite's default is 4 KB). A stored day is a blob of about 120 KB that
    /// SQLite keeps in a chain of overflow pages, read and written one system call a page: with 16 KB pages a cold
    /// week makes a quarter of the writes and a warm week of the reads (cold week -0.2 ms, warm week -0.16 ms;
    /// 64 KB pages made the cold week 0.7 ms slower). A file made before keeps its own size and works as before.
    static let pageSize = 16_384

    /// The cache file.
    package let file: URL
    private let warn: @Sendable (String) -> Void
    private let state = Mutex(State.closed)
    /// The fetch time of the stored day that last dropped expired entries.
    private let lastSweep = Mutex<Date?>(nil)

    private enum State {
        case closed
        case open(DatabaseQueue)
        /// Unusable for the rest of the process (already reported).
        case off
    }

    /// - Parameter warn: receives each warning as one line without a newline.
    package init(directory: URL, warn: @escaping @Sendable (String) -> Void) {
        file = directory.appendingPathComponent(Self.fileName)
        self.warn = warn
    }

    // MARK: ScheduleCache

    package func scheduleDays(country: String, dates: [CalendarDate]) async -> [CalendarDate: CachedScheduleDay] {
        guard !dates.isEmpty else { return [:] }
        let keys = dates.map(\.description)
        return await use([:], creating: false) { pool in
            let stored = try await pool.read { db in try Self.read(db, country: country, dates: keys) }
            return try await Self.decoded(stored)
        }
    }

    package func storeScheduleDay(country: String, date: CalendarDate, events: [ScheduleEvent], fetchedAt: Date) async {
        let sweeps = lastSweep.withLock { last in
            guard last.map({ abs(fetchedAt.timeIntervalSince($0)) >= Self.sweepInterval }) ?? true else { return false }
            last = fetchedAt
            return true
        }
        await use(()) { pool in
            try await writing(pool) { db in
                if sweeps {
                    try Self.dropExpired(db, before: fetchedAt.timeIntervalSinceReferenceDate - Self.retention)
                }
                try Self.write(db, country: country, date: date.description, events: events, fetchedAt: fetchedAt)
            }
        }
    }

    // MARK: ResponseCache

    package func response(for key: String) async -> CachedResponse? {
        await use(nil, creating: false) { pool in
            try await pool.read { db in
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT body, fetched_at FROM response WHERE key = ?", arguments: [key])
                else {
                    return nil
                }
                return CachedResponse(
                    Array(try row.checked(0) as Data),
                    fetchedAt: Date(timeIntervalSinceReferenceDate: try row.checked(1)))
            }
        }
    }

    package func storeResponse(_ body: [UInt8], for key: String, fetchedAt: Date) async {
        await use(()) { pool in
            try await writing(pool) { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO response (key, body, fetched_at) VALUES (?, ?, ?)",
                    arguments: [key, Data(body), fetchedAt.timeIntervalSinceReferenceDate])
            }
        }
    }

    /// Runs a write transaction.
    private func writing(_ pool: DatabaseQueue, _ updates: @escaping @Sendable (Database) throws -> Void) async throws {
        try await pool.write(updates)
    }

    // MARK: Opening and recovery

    /// Runs `body` on the open cache; a damaged file is moved aside and the cache rebuilt once, any other failure but
    /// the caller's cancellation turns the cache off. Either way the caller gets `fallback`.
    ///
    /// - Parameter creating: false for a read, which has nothing to find in a file that does not exist yet and leaves
    ///   creating it to the first write (in the background, while a cold week is shown).
    private func use<T: Sendable>(
        _ fallback: T, creating: Bool = true,
        _ body: (DatabaseQueue) async throws -> T
    ) async -> T {
        guard let pool = pool(creating: creating) else { return fallback }
        do {
            return try await body(pool)
        } catch let error as DatabaseError where Self.isDamage(error) {
            state.withLock { state in
                guard case .open(let current) = state, current === pool else { return }  // another caller rebuilt it
                try? pool.close()
                _ = reopenAside(&state, because: error)
            }
        } catch is CancellationError {
            // The caller gave up (a command ended while its fetch was still storing): nothing wrong with the cache.
        } catch {
            turnOff("cannot use the cache \(file.path): \(Self.describe(error))")
        }
        return fallback
    }

    /// The connection's value of `PRAGMA name` (`synchronous`, `journal_mode`), for tests; nil while no file exists.
    func pragma(_ name: String) async -> String? {
        await use(nil, creating: false) { pool in
            try await pool.read { db in try String.fetchOne(db, sql: "PRAGMA \(name)") }
        }
    }

    /// Closes the file; a later use opens it again.
    package func close() {
        state.withLock { state in
            guard case .open(let pool) = state else { return }
            try? pool.close()
            state = .closed
        }
    }

    /// The open pool, opening (and if need be rebuilding) it on first use; nil when the cache is off, or when the
    /// file does not exist and `creating` is false.
    private func pool(creating: Bool) -> DatabaseQueue? {
        state.withLock { state in
            switch state {
            case .open(let pool): return pool
            case .off: return nil
            case .closed: break
            }
            guard creating || access(file.path, F_OK) == 0 else { return nil }
            do {
                let pool = try open()
                state = .open(pool)
                return pool
            } catch let error as DatabaseError where Self.isDamage(error) {
                return reopenAside(&state, because: error)
            } catch {
                state = .off
                warn(
                    "warning: cache off: cannot write \(file.deletingLastPathComponent().path) (\(Self.describe(error)))"
                )
                return nil
            }
        }
    }

    /// Moves the damaged file aside, opens a new cache, and says so in one line.
    private func reopenAside(_ state: inout State, because error: DatabaseError) -> DatabaseQueue? {
        let aside = file.appendingPathExtension("corrupt-\(UTCStamp.basic(Date()))")
        let manager = FileManager.default
        try? manager.moveItem(at: file, to: aside)
        for suffix in ["-wal", "-shm"] { try? manager.removeItem(atPath: file.path + suffix) }
        do {
            let pool = try open()
            state = .open(pool)
            warn(
                "warning: the cache \(file.path) was unreadable (\(Self.describe(error))); moved it to \(aside.lastPathComponent) and started a new one"
            )
            return pool
        } catch {
            state = .off
            warn("warning: cache off: \(file.path) is unreadable and cannot be rebuilt (\(Self.describe(error)))")
            return nil
        }
    }

    private func turnOff(_ message: String) {
        let wasOn = state.withLock { state in
            defer { state = .off }
            if case .off = state { return false }
            return true
        }
        if wasOn { warn("warning: cache off: \(message)") }
    }

    /// Opens the file (creating its directory), and creates the tables unless it holds this schema version.
    private func open() throws -> DatabaseQueue {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = "tv.cache"
        // No fsync, set first so that a new file's first transaction skips them too (six in a cold week, 6 ms). The
        // data is disposable: a process that crashes loses nothing committed, and what a power loss could damage is
        // caught as it is read (SQLite's checks, the day blobs' own), moved aside and fetched again.
        // A small page cache: tv reads a week once per process, and SQLite's default (2 MB) would stay resident.
        // Larger pages (``pageSize``), which a file takes when it is created and keeps.
        // A rollback journal rather than a WAL: a cold week's days then go into the file once, not into the WAL and
        // again into the file at the checkpoint (2.5 ms less for a cold week), and the process has nothing to fold
        // back as it ends. The journal is kept between commits, its header zeroed (PERSIST): truncating it at each of
        // a cold week's seven commits changed the file's size in the file system's own journal each time (a cold week
        // 0.7 ms slower); past 1 MB it is cut back after a commit. A reader now waits while another process commits
        // (a day's write: milliseconds), and gives the cache up for the process after the busy timeout, with one warning.
        // Leaving the WAL of a file an earlier tv made needs every other connection closed: until then (BUSY, at
        // once) this connection keeps the WAL, which serves as well, and a later process switches.
        configuration.prepareDatabase { db in
            try db.execute(
                sql: "PRAGMA page_size = \(Self.pageSize); PRAGMA synchronous = OFF; PRAGMA cache_size = -256")
            do {
                try db.execute(sql: "PRAGMA journal_mode = PERSIST; PRAGMA journal_size_limit = \(1 << 20)")
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {}
        }
        let pool = try DatabaseQueue(path: file.path, configuration: configuration)
        do {
            let version = try pool.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
            guard version != Self.schemaVersion else { return pool }
            try pool.write { db in
                for table in try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                {
                    try db.execute(sql: "DROP TABLE \(table.quotedDatabaseIdentifier)")
                }
                try Self.createTables(db)
                try db.execute(sql: "PRAGMA user_version = \(Self.schemaVersion)")
            }
        } catch {
            try? pool.close()
            throw error
        }
        return pool
    }

    /// Errors that mean the file is not a usable cache (rather than that tv cannot write there).
    private static func isDamage(_ error: DatabaseError) -> Bool {
        switch error.resultCode.primaryResultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT, .SQLITE_ERROR, .SQLITE_MISMATCH, .SQLITE_RANGE:
            return true
        case .SQLITE_IOERR: return error.extendedResultCode == .SQLITE_IOERR_SHORT_READ
        default: return false
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
        return (error as NSError).localizedDescription
    }

    // MARK: Tables

    private static func createTables(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE schedule_day (country TEXT NOT NULL, date TEXT NOT NULL, fetched_at REAL NOT NULL, events BLOB NOT NULL,
                                           PRIMARY KEY (country, date));
                CREATE TABLE response (key TEXT PRIMARY KEY NOT NULL, body BLOB NOT NULL, fetched_at REAL NOT NULL) WITHOUT ROWID;
                """)
    }

    /// The stored days, read synchronously on the calling thread (the caller's or the decoding helper's): GRDB's async
    /// read hops to the queue's own thread and back, which cost a warm `tv -c week` more than the read itself.
    /// GRDB disfavours its synchronous `read`, so in an async closure `pool.read` resolves to the async one, whatever
    /// the `await`s say; only a synchronous function gets the other. It blocks its thread while a write of this
    /// process holds the connection, so ``scheduleDays`` calls it only when none is under way (another process's
    /// commit holds it up as long as the commit lasts, up to the busy timeout).
    /// The stored days among `dates`, not yet decoded.
    private static func read(_ db: Database, country: String, dates: [String]) throws -> [StoredDay] {
        let marks = Array(repeating: "?", count: dates.count).joined(separator: ", ")
        let rows = try Row.fetchCursor(
            db, sql: "SELECT date, fetched_at, events FROM schedule_day WHERE country = ? AND date IN (\(marks))",
            arguments: StatementArguments([country] + dates))
        var days: [StoredDay] = []
        while let row = try rows.next() {
            guard let date = CalendarDate(try row.checked(0) as String) else { continue }
            let fetchedAt = Date(timeIntervalSinceReferenceDate: try row.checked(1))
            let blob = try row.withUnsafeData(atIndex: 2) { data in data.map { [UInt8]($0) } ?? [] }
            days.append(StoredDay(date: date, fetchedAt: fetchedAt, blob: blob))
        }
        return days
    }

    /// The days of `stored`, decoded side by side; a blob the codec cannot read is damage.
    static func decoded(_ stored: [StoredDay]) async throws -> [CalendarDate: CachedScheduleDay] {
        try await withThrowingTaskGroup(of: (CalendarDate, CachedScheduleDay).self) { group in
            for day in stored {
                group.addTask {
                    guard let events = day.blob.withUnsafeBytes({ try? ScheduleDayCodec.decode($0) }) else {
                        throw DatabaseError(
                            resultCode: .SQLITE_CORRUPT, message: "the stored schedule of \(day.date) is damaged")
                    }
                    return (day.date, CachedScheduleDay(events, fetchedAt: day.fetchedAt))
                }
            }
            var days: [CalendarDate: CachedScheduleDay] = [:]
            for try await (date, day) in group { days[date] = day }
            return days
        }
    }

    /// Drops every entry fetched before `cutoff` (seconds since the reference date).
    private static func dropExpired(_ db: Database, before cutoff: Double) throws {
        try db.execute(sql: "DELETE FROM schedule_day WHERE fetched_at < ?", arguments: [cutoff])
        try db.execute(sql: "DELETE FROM response WHERE fetched_at < ?", arguments: [cutoff])
    }

    /// Replaces one day.
    private static func write(
        _ db: Database, country: String, date: String, events: [ScheduleEvent], fetchedAt: Date
    ) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO schedule_day (country, date, fetched_at, events) VALUES (?, ?, ?, ?)",
            arguments: [country, date, fetchedAt.timeIntervalSinceReferenceDate, Data(ScheduleDayCodec.encode(events))])
    }
}

/// A stored schedule day as read from the cache, not yet decoded.
struct StoredDay: Sendable {
    var date: CalendarDate
    var fetchedAt: Date
    var blob: [UInt8]
}
