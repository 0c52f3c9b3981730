import Foundation
import Synchronization
import TVMaze
import TVTestSupport

/// A fresh temporary directory per test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tv-store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Collects warning lines.
final class Warnings: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func record(_ line: String) { lines.withLock { $0.append(line) } }
}

/// The sample week's schedule days, decoded from the bundled fixtures the way a fetch decodes them.
func sampleWeek() async throws -> [(CalendarDate, [ScheduleEvent])] {
    let manifest = try FixtureManifest.load(from: RepositoryPaths.fixtures)
    let client = TVMazeClient(transport: FixtureTransport(router: FixtureRouter(directory: RepositoryPaths.fixtures)))
    let api = TVMazeAPI(client: client)
    var days: [(CalendarDate, [ScheduleEvent])] = []
    for offset in 0..<7 {
        let date = manifest.week.adding(days: offset)
        days.append((date, try await api.schedule(country: manifest.country, date: date).events))
    }
    return days
}

/// Everything a value holds, private fields included, as text: equal texts mean equal values.
func dumped(_ value: some Any) -> String {
    var text = ""
    dump(value, to: &text)
    return text
}

/// Rows compared by value, each episode and show dumped on its own: rows read from the cache share one value per
/// show, which a single dump of the list would print as back references.
func dumped(_ events: [ScheduleEvent]) -> String {
    events.map { dumped($0.episode) + dumped($0.show) }.joined()
}

/// Runs the `tv-mark-writer` helper built beside the tests.
enum MarkWriter {
    static var binary: URL {
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleDir.appendingPathComponent("tv-mark-writer"),
            bundleDir.deletingLastPathComponent().appendingPathComponent("tv-mark-writer"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Writes marks `first..<first+count` and returns the ids it reported committed and its exit status.
    static func run(directory: URL, first: Int, count: Int) async throws -> (ids: [Int], status: Int32) {
        try await onOwnThread { try blocking(directory: directory, first: first, count: count, killAfter: nil) }
    }

    /// Writes marks from `first` on until it has reported `killAfter` of them, then SIGKILLs it mid-loop;
    /// returns every id it reported committed (those already in the pipe included).
    static func runAndKill(directory: URL, first: Int, killAfter: Int) async throws -> [Int] {
        try await onOwnThread { try blocking(directory: directory, first: first, count: 0, killAfter: killAfter) }.ids
    }

    private static func blocking(
        directory: URL, first: Int, count: Int, killAfter: Int?
    ) throws -> (ids: [Int], status: Int32) {
        let process = Process()
        process.executableURL = binary
        process.arguments = [directory.path, String(first), String(count)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.standardError
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var data = Data()
        let reader = pipe.fileHandleForReading
        if let killAfter {
            while data.reduce(0, { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }) < killAfter {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                data += chunk
            }
            kill(process.processIdentifier, SIGKILL)
        }
        data += reader.readDataToEndOfFile()
        process.waitUntilExit()
        // Only whole lines count: a line cut off by the kill was not reported.
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.hasSuffix("\n") ? text.split(separator: "\n") : text.split(separator: "\n").dropLast()
        return (lines.compactMap { Int($0) }, process.terminationStatus)
    }
}

/// Another process holding the write lock on a new SQLite file for a moment, as a second tv does while it creates it
/// (python3's sqlite3 module: locks behave between processes as they do for two tv processes, not as they do between
/// two connections of one process, which share theirs).
struct LockHolder {
    private let process: Process
    private let ended: AsyncStream<Int32>

    /// Starts the holder on `path` and returns once it holds the lock; it commits `seconds` later, waiting up to 10 s
    /// for a lock it meets then.
    static func start(path: String, seconds: Double) async throws -> LockHolder {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], timeout=10, isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            db.execute("CREATE TABLE other (x)")
            print("locked", flush=True)
            time.sleep(float(sys.argv[2]))
            db.execute("COMMIT")
            """, path, String(seconds),
        ]
        let said = Pipe()
        process.standardOutput = said
        let (ended, end) = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = {
            end.yield($0.terminationStatus)
            end.finish()
        }
        try process.run()
        let line = await onOwnThread {  // up to its newline: an unbuffered python writes "locked" and "\n" apart
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let more = said.fileHandleForReading.availableData
                if more.isEmpty { break }
                line += more
            }
            return line
        }
        guard String(decoding: line, as: UTF8.self) == "locked\n" else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the lock holder did not start"])
        }
        return LockHolder(process: process, ended: ended)
    }

    /// Waits for the holder to end; true when its COMMIT went through.
    func committed() async -> Bool {
        var statuses = ended.makeAsyncIterator()
        return await statuses.next() == 0
    }
}
