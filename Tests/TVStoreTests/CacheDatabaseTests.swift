import Foundation
import GRDB
import TVMaze
import TVService
import Testing

@testable import TVStore

@Suite struct CacheDatabaseTests {
    @Test func theSampleWeekComesBackIdenticalField_by_field() async throws {
        let directory = try temporaryDirectory()
        let week = try await sampleWeek()
        let fetchedAt = Date(timeIntervalSinceReferenceDate: 816_000_000.25)
        do {
            let cache = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
            for (date, events) in week {
                await cache.storeScheduleDay(country: "US", date: date, events: events, fetchedAt: fetchedAt)
            }
        }
        let reopened = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        let stored = await reopened.scheduleDays(country: "US", dates: week.map(\.0))
        #expect(stored.count == 7)
        for (date, events) in week {
            #expect(stored[date]?.fetchedAt == fetchedAt)
            #expect(stored[date]?.value.count == events.count)
            #expect(dumped(stored[date]?.value ?? []) == dumped(events), "day \(date) differs")
        }
        #expect(week.map(\.1.count).reduce(0, +) > 500)
    }

    /// A write goes into the file itself, its rollback journal made void at the commit (no WAL for a checkpoint to
    /// copy again, nothing to fold back as the process ends); a warm `tv -c week` only reads and writes nothing.
    @Test func writesGoIntoTheFileAndReadsWriteNothing() async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("cache.sqlite")
        let day = CalendarDate("2026-11-18")!
        let writer = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        await writer.storeScheduleDay(country: "US", date: day, events: try await sampleWeek()[2].1, fetchedAt: Date())
        func size(_ suffix: String) throws -> Int? {
            guard FileManager.default.fileExists(atPath: file.path + suffix) else { return nil }
            return try FileManager.default.attributesOfItem(atPath: file.path + suffix)[.size] as? Int
        }
        /// Whether the rollback journal is absent or void: SQLite zeroes its header (magic number first) at a commit.
        func journalIsVoid() throws -> Bool {
            guard try size("-journal") != nil else { return true }
            return try Data(contentsOf: URL(fileURLWithPath: file.path + "-journal")).prefix(8).allSatisfy { $0 == 0 }
        }
        #expect(try size("") ?? 0 > 50_000, "the day is not in the file while the writer is open")
        #expect(try size("-wal") == nil)
        #expect(try journalIsVoid())
        let before = try Data(contentsOf: file)
        let journal = try size("-journal")
        let reader = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        #expect(await reader.scheduleDays(country: "US", dates: [day])[day]?.value.isEmpty == false)
        #expect(try journalIsVoid() && size("-journal") == journal)
        #expect(await reader.pragma("journal_mode") == "persist")
        reader.close()
        writer.close()
        #expect(try Data(contentsOf: file) == before)
    }

    /// A cache left in WAL mode by an earlier tv keeps its entries and serves while an earlier tv still has it open
    /// (leaving WAL mode needs every other connection closed); once none has, it leaves WAL mode as it is opened.
    @Test func aCacheInWALModeIsTakenOverOnceNoOtherProcessHasItOpen() async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("cache.sqlite")
        let day = CalendarDate("2026-11-18")!
        let earlier = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        await earlier.storeResponse([1], for: "/shows/1", fetchedAt: Date())
        earlier.close()
        let other = try DatabaseQueue(path: file.path)  // an earlier tv, still running
        #expect(
            try await other.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
                == "wal")
        #expect(try await other.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM response") } == 1)
        let writer = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        await writer.storeScheduleDay(country: "US", date: day, events: try await sampleWeek()[2].1, fetchedAt: Date())
        #expect(await writer.pragma("journal_mode") == "wal")
        #expect(await writer.scheduleDays(country: "US", dates: [day])[day]?.value.isEmpty == false)
        writer.close()
        try other.close()
        let reader = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        #expect(await reader.scheduleDays(country: "US", dates: [day])[day]?.value.isEmpty == false)
        #expect(await reader.response(for: "/shows/1")?.value == [1])
        #expect(await reader.pragma("journal_mode") == "persist")
    }

    /// Reading a cache that does not exist yet finds nothing and creates nothing: the first write creates the file (in
    /// the background of a cold week), without an fsync, since the data is disposable.
    @Test func aReadLeavesAMissingFileToTheFirstWrite() async throws {
        let directory = try temporaryDirectory().appendingPathComponent("tv")
        let cache = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        let day = CalendarDate("2026-11-18")!
        #expect(await cache.scheduleDays(country: "US", dates: [day]).isEmpty)
        #expect(await cache.response(for: "shows/1") == nil)
        #expect(await cache.pragma("synchronous") == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path), "a read created the cache")
        await cache.storeScheduleDay(country: "US", date: day, events: try await sampleWeek()[2].1, fetchedAt: Date())
        #expect(FileManager.default.fileExists(atPath: cache.file.path))
        #expect(await cache.scheduleDays(country: "US", dates: [day])[day]?.value.isEmpty == false)
        #expect(await cache.pragma("synchronous") == "0")
    }

    @Test func aFileWithTheLargerPagesOfAnEarlierTVKeepsThem() async throws {
        let directory = try temporaryDirectory()
        let week = try await sampleWeek()
        let cache = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        await cache.storeScheduleDay(country: "US", date: week[2].0, events: week[2].1, fetchedAt: Date())
        #expect(await cache.pragma("page_size") == "4096")  // SQLite's default
        cache.close()
        // A file tv 0.3 made with 16 KB pages.
        let older = try DatabaseQueue(path: cache.file.path)
        try await older.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA page_size = 16384; VACUUM")
        }
        try older.close()
        let reopened = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        #expect(await reopened.pragma("page_size") == "16384")
        #expect(
            await reopened.scheduleDays(country: "US", dates: [week[2].0])[week[2].0]?.value.count == week[2].1.count)
        await reopened.storeScheduleDay(country: "US", date: week[3].0, events: week[3].1, fetchedAt: Date())
        #expect(
            await reopened.scheduleDays(country: "US", dates: [week[3].0])[week[3].0]?.value.count == week[3].1.count)
    }

    @Test func anotherCountryOrDayIsAMiss() async throws {
        let cache = CacheDatabase(directory: try temporaryDirectory()) { Issue.record("unexpected warning: \($0)") }
        let day = CalendarDate("2026-11-18")!
        await cache.storeScheduleDay(country: "US", date: day, events: [], fetchedAt: Date())
        #expect(await cache.scheduleDays(country: "GB", dates: [day]).isEmpty)
        #expect(await cache.scheduleDays(country: "US", dates: [day.adding(days: 1)]).isEmpty)
        #expect(await cache.scheduleDays(country: "US", dates: [day])[day]?.value.isEmpty == true)
    }

    @Test func aCancelledCallerLeavesTheCacheOn() async throws {
        let warnings = Warnings()
        let cache = CacheDatabase(directory: try temporaryDirectory(), warn: warnings.record)
        let day = CalendarDate("2026-11-18")!
        await cache.storeScheduleDay(country: "US", date: day, events: [], fetchedAt: Date())
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await cache.scheduleDays(country: "US", dates: [day])
        }
        _ = await cancelled.value
        #expect(warnings.all.isEmpty, "\(warnings.all)")
        #expect(await cache.scheduleDays(country: "US", dates: [day])[day] != nil)
    }

    /// Storing a day drops entries older than the retention, at most once an hour of fetch times (a sweep reads
    /// every row, answer bodies included), so the seven stores of a week sweep once.
    @Test func storingADayDropsEntriesOlderThanTheRetentionOnceAnHour() async throws {
        let cache = CacheDatabase(directory: try temporaryDirectory()) { Issue.record("unexpected warning: \($0)") }
        let week = try await sampleWeek()
        let now = Date(timeIntervalSinceReferenceDate: 816_000_000)
        let old = now.addingTimeInterval(-CacheDatabase.retention - 1)
        func store(_ index: Int, at time: Date) async {
            await cache.storeScheduleDay(country: "US", date: week[index].0, events: week[index].1, fetchedAt: time)
        }
        await store(0, at: old)
        await cache.storeResponse([1], for: "/shows/1", fetchedAt: old)
        await store(1, at: now)
        #expect(Set(await cache.scheduleDays(country: "US", dates: week.map(\.0)).keys) == [week[1].0])
        #expect(await cache.response(for: "/shows/1") == nil)
        await cache.storeResponse([2], for: "/shows/2", fetchedAt: old)
        await store(2, at: now.addingTimeInterval(60))
        #expect(await cache.response(for: "/shows/2")?.value == [2], "swept again within the hour")
        await store(3, at: now.addingTimeInterval(CacheDatabase.sweepInterval))
        #expect(await cache.response(for: "/shows/2") == nil)
        let kept = await cache.scheduleDays(country: "US", dates: week.map(\.0))
        #expect(Set(kept.keys) == [week[1].0, week[2].0, week[3].0])
        #expect(kept[week[1].0]?.value.count == week[1].1.count)
    }

    @Test func responseBodiesRoundTrip() async throws {
        let directory = try temporaryDirectory()
        let body = Array(#"{"id":1,"name":"Girls"}"#.utf8)
        let time = Date(timeIntervalSinceReferenceDate: 816_000_000)
        do {
            let cache = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
            await cache.storeResponse(Array("old".utf8), for: "/shows/1", fetchedAt: time)
            await cache.storeResponse(body, for: "/shows/1", fetchedAt: time)
        }
        let cache = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        #expect(await cache.response(for: "/shows/1")?.value == body)
        #expect(await cache.response(for: "/shows/1")?.fetchedAt == time)
        #expect(await cache.response(for: "/shows/2") == nil)
    }

    @Test(arguments: ["garbage", "truncated", "wrong schema"])
    func aDamagedFileIsMovedAsideAndRebuiltWithOneWarning(_ damage: String) async throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent(CacheDatabase.fileName)
        let week = try await sampleWeek()
        switch damage {
        case "garbage":
            try Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: file)
        case "truncated":
            do {
                let cache = CacheDatabase(directory: directory) { _ in }
                for (date, events) in week {
                    await cache.storeScheduleDay(country: "US", date: date, events: events, fetchedAt: Date())
                }
            }
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
            #expect(size > 100_000)
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(size / 3))
            try handle.close()
        default:
            let other = CacheDatabase(directory: directory) { _ in }
            await other.storeResponse([1], for: "/shows/1", fetchedAt: Date())  // creates this version's tables…
            try rewriteSchema(file)  // …then replaces them by others
        }
        let warnings = Warnings()
        let cache = CacheDatabase(directory: directory, warn: warnings.record)
        #expect(await cache.scheduleDays(country: "US", dates: week.map(\.0)).isEmpty)
        await cache.storeScheduleDay(country: "US", date: week[0].0, events: week[0].1, fetchedAt: Date())
        #expect(await cache.scheduleDays(country: "US", dates: [week[0].0])[week[0].0]?.value.count == week[0].1.count)
        #expect(warnings.all.count == 1, "\(warnings.all)")
        #expect(warnings.all.first?.hasPrefix("warning: the cache") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "\(names)")
    }

    /// Values SQLite accepts but the cache never writes: a cut blob, text where a time or a body goes.
    @Test(arguments: [
        "UPDATE schedule_day SET events = substr(events, 1, length(events) / 2)",
        "UPDATE schedule_day SET events = 'text'", "UPDATE schedule_day SET fetched_at = 'soon'",
        "UPDATE response SET fetched_at = 'soon'", "UPDATE response SET body = 42",
    ])
    func aDamagedStoredValueIsMovedAsideWithOneWarning(_ damage: String) async throws {
        let directory = try temporaryDirectory()
        let week = try await sampleWeek()
        do {
            let cache = CacheDatabase(directory: directory) { _ in }
            await cache.storeScheduleDay(country: "US", date: week[0].0, events: week[0].1, fetchedAt: Date())
            await cache.storeResponse(Array("[]".utf8), for: "answer", fetchedAt: Date())
            cache.close()
        }
        try await DatabaseQueue(path: directory.appendingPathComponent(CacheDatabase.fileName).path).write { db in
            try db.execute(sql: damage)
        }
        if damage.contains("response") {
            let warnings = Warnings()
            let cache = CacheDatabase(directory: directory, warn: warnings.record)
            #expect(await cache.response(for: "answer") == nil)
            #expect(warnings.all.count == 1 && warnings.all.first?.contains("damaged") == true, "\(warnings.all)")
            return
        }
        let warnings = Warnings()
        let cache = CacheDatabase(directory: directory, warn: warnings.record)
        #expect(await cache.scheduleDays(country: "US", dates: [week[0].0]).isEmpty)
        #expect(warnings.all.count == 1, "\(warnings.all)")
        #expect(warnings.all.first?.contains("damaged") == true, "\(warnings.all)")
        await cache.storeScheduleDay(country: "US", date: week[0].0, events: week[0].1, fetchedAt: Date())
        #expect(await cache.scheduleDays(country: "US", dates: [week[0].0])[week[0].0]?.value.count == week[0].1.count)
    }

    @Test func anotherSchemaVersionIsRebuiltSilently() async throws {
        let directory = try temporaryDirectory()
        let day = CalendarDate("2026-11-18")!
        do {
            let cache = CacheDatabase(directory: directory) { _ in }
            await cache.storeScheduleDay(country: "US", date: day, events: [], fetchedAt: Date())
        }
        try setUserVersion(directory.appendingPathComponent(CacheDatabase.fileName), 99)
        let cache = CacheDatabase(directory: directory) { Issue.record("unexpected warning: \($0)") }
        #expect(await cache.scheduleDays(country: "US", dates: [day]).isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains("corrupt") })
    }

    @Test func anUnwritableDirectoryMeansNoCacheAndOneWarning() async throws {
        let blocker = try temporaryDirectory().appendingPathComponent("a-file")
        try Data("not a directory".utf8).write(to: blocker)
        let warnings = Warnings()
        let cache = CacheDatabase(directory: blocker.appendingPathComponent("tv"), warn: warnings.record)
        let day = CalendarDate("2026-11-18")!
        await cache.storeScheduleDay(country: "US", date: day, events: [], fetchedAt: Date())
        #expect(await cache.scheduleDays(country: "US", dates: [day]).isEmpty)
        #expect(await cache.scheduleDays(country: "US", dates: [day]).isEmpty)
        #expect(warnings.all.count == 1, "\(warnings.all)")
        #expect(warnings.all.first?.hasPrefix("warning: cache off") == true)
    }
}

/// Keeps version 1 but swaps the tables for ones of another shape.
private func rewriteSchema(_ file: URL) throws {
    let queue = try DatabaseQueue(path: file.path)
    try queue.write { db in
        for table in ["schedule_day", "response"] { try db.execute(sql: "DROP TABLE \(table)") }
        try db.execute(sql: "CREATE TABLE schedule_day (something_else TEXT)")
    }
}

private func setUserVersion(_ file: URL, _ version: Int) throws {
    try DatabaseQueue(path: file.path).write { db in try db.execute(sql: "PRAGMA user_version = \(version)") }
}
