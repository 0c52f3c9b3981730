import Foundation
import GRDB
import TVTestSupport
import Testing

/// The tracking database on a full disk and on a read-only file system: through the real `tv` binary with
/// `XDG_DATA_HOME` on a small tmpfs. Each tracking command that cannot write says so in one `error:` line, the other
/// commands work, and afterwards the database passes SQLite's integrity check and holds exactly the marks and follows
/// committed before (nothing half-written). Mounting needs root: elsewhere the suite is skipped, saying so.
@Suite(
    .serialized,
    .enabled(
        if: ScratchMount.available,
        "needs root, to mount small tmpfs disks that fill up or are read-only (CI runs as root)"))
struct DataSafetyTests {
    static let base = ["--offline", "--now", "2026-11-18T20:30:00-05:00", "--tz", "America/New_York", "-X"]
    /// Commands that write tracking data, none of which can succeed on the broken mount.
    static let writes = ["watch season 2", "follow #82", "unwatch 1x1", "unfollow #139"]

    /// What the database holds: the integrity check's answer, the watched episode ids and the followed show ids.
    struct Contents: Equatable {
        var integrity: String
        var marks: [Int]
        var follows: [Int]
    }

    /// Reads them and closes the file before returning (an error if SQLite would keep it open), so that nothing of
    /// this connection (its `-shm` and `-wal` files) is still on the disk, or released, while a test fills the disk.
    static func contents(of data: URL) throws -> Contents {
        let queue = try DatabaseQueue(path: data.appendingPathComponent("tv/tracking.sqlite").path)
        let contents = try queue.read { db in
            Contents(
                integrity: try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; "),
                marks: try Int.fetchAll(db, sql: "SELECT episode_id FROM watched ORDER BY episode_id"),
                follows: try Int.fetchAll(db, sql: "SELECT show_id FROM followed ORDER BY show_id"))
        }
        try queue.close()
        return contents
    }

    /// A home whose `data` folder is a fresh tmpfs of `size`, with season 1 of Girls watched and two shows followed.
    static func homeWithMarks(
        size: String
    ) async throws -> (home: URL, data: URL, mount: ScratchMount, before: Contents) {
        let home = try TemporaryFolder.make()
        let data = home.appendingPathComponent("data")
        let mount = try ScratchMount(at: data, size: size)
        let lines = ["show #139", "watch season 1", "follow", "follow #83"]
        let run = try await TVProcess.execute(
            base + lines.flatMap { ["-c", $0] }, environment: TVProcess.hermeticEnvironment(home: home))
        #expect(run.status == 0, "\(run.errors)")
        let before = try contents(of: data)
        #expect(before.integrity == "ok" && !before.marks.isEmpty && before.follows == [83, 139], "\(before)")
        return (home, data, mount, before)
    }

    /// Waits until no deleted file holds blocks on `mount` (``ScratchMount/settle(within:)``), or fails saying so.
    static func settle(_ mount: ScratchMount) async throws {
        let unaccounted = try await mount.settle()
        try #require(
            unaccounted <= 0,
            "\(unaccounted) blocks of deleted files were still held open after 10 s: \(mount.listing())")
    }

    /// Runs `tv` with the writes and, between them, commands that need no tracking data.
    static func runWrites(home: URL) async throws -> TVRun {
        let lines = ["show #139"] + writes.flatMap { [$0, "help \($0.split(separator: " ")[0])"] } + ["day thu /girls"]
        return try await TVProcess.execute(
            base + lines.flatMap { ["-c", $0] },
            environment: TVProcess.hermeticEnvironment(home: home), timeout: .seconds(60))
    }

    /// The run failed each write with one `error:` line naming the database and `reason`, and did everything else.
    static func expectOneErrorPerWrite(_ run: TVRun, reason: String) {
        #expect(run.exitedNormally && run.status == 1, "status \(run.status): \(run.errors)")
        let errors = run.errorLines.filter { !$0.hasPrefix("offline: showing the bundled sample week") }
        #expect(errors.count == writes.count, "\(run.errors)")
        #expect(
            errors.allSatisfy {
                $0.hasPrefix("error: ") && $0.contains("tracking.sqlite") && $0.hasSuffix("(\(reason))")
            },
            "\(run.errors)")
        #expect(
            run.output.contains("Mark the selected episode") && run.output.contains("Thursday 2026-11-19"),
            "\(run.output)")
    }

    @Test func aFullDiskFailsEachWriteWithOneLineAndKeepsEveryMark() async throws {
        let (home, data, mount, before) = try await Self.homeWithMarks(size: "1m")
        defer {
            mount.remove()
            try? FileManager.default.removeItem(at: home)
        }
        let filler = data.appendingPathComponent("filler")
        try await Self.settle(mount)
        try ScratchMount.fill(with: filler)
        let files = mount.listing()
        try #require(mount.freeBlocks() == 0, "the disk had \(mount.freeBlocks()) free blocks once filled: \(files)")
        let run = try await Self.runWrites(home: home)
        // Room that came back during the run would let the writes succeed: say so rather than blame tv.
        let freeAfter = mount.freeBlocks()
        try FileManager.default.removeItem(at: filler)
        #expect(freeAfter == 0, "the full disk had \(freeAfter) free blocks after the run; before it: \(files)")
        Self.expectOneErrorPerWrite(run, reason: "the disk is full")
        #expect(try Self.contents(of: data) == before)
        // With room again, the same writes succeed.
        let again = try await Self.runWrites(home: home)
        #expect(again.status == 0, "\(again.errors)")
        #expect(try Self.contents(of: data).integrity == "ok")
    }

    @Test func aReadOnlyDataDirectoryFailsEachWriteWithOneLineAndKeepsEveryMark() async throws {
        let (home, data, mount, before) = try await Self.homeWithMarks(size: "4m")
        defer {
            mount.remove()
            try? FileManager.default.removeItem(at: home)
        }
        try await Self.settle(mount)
        try mount.remount(readOnly: true)
        let run = try await Self.runWrites(home: home)
        try mount.remount(readOnly: false)
        Self.expectOneErrorPerWrite(run, reason: "the file system is read-only")
        #expect(try Self.contents(of: data) == before)
    }

    @Test func settlingWaitsForADeletedFileThatIsStillOpen() async throws {
        let home = try TemporaryFolder.make()
        let mount = try ScratchMount(at: home.appendingPathComponent("data"), size: "64k")
        defer {
            mount.remove()
            try? FileManager.default.removeItem(at: home)
        }
        let file = mount.path.appendingPathComponent("held").path
        let descriptor = open(file, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        #expect(write(descriptor, [UInt8](repeating: 1, count: 8192), 8192) == 8192)
        unlink(file)
        #expect(try await mount.settle(within: .milliseconds(100)) == 2)
        close(descriptor)
        #expect(try await mount.settle() == 0)
    }
}
