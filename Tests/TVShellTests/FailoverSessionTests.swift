import Foundation
import TVMaze
import TVService
import TVTestSupport
import Testing

@testable import TVShell

/// A session whose TVmaze cannot be reached, falling back to the bundled sample week as `tv` does without `--offline`.
@Suite struct FailoverSessionTests {
    /// A Thursday two weeks after the sample week.
    let realNow = Airstamp.parse("2026-12-03T10:00:00-05:00")!

    func session(index: ShowIndexFile) throws -> (ShellSession, CapturedOutput) {
        let client = TVMazeClient(transport: MockTransport.unreachable, clock: TestClock())
        let service = TVService(
            api: TVMazeAPI(client: client), clock: FixedWallClock(realNow),
            fallback: try SampleWeek(directory: RepositoryPaths.fixtures),
            displayZone: TimeZone(identifier: "America/New_York")!)
        let output = CapturedOutput()
        let names = CompletionNames(index: ShowNameIndex(store: index))
        return (ShellSession(service: service, settings: Settings(), output: output, names: names), output)
    }

    /// The index's age is real time before and after the fallback, and the sample's edges are named.
    @Test func afterTheFallbackTheIndexAgeStaysRealAndOtherWeeksSayWhatTheSampleCovers() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tv-failover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = ShowIndexFile(url: folder.appendingPathComponent("show-index"))
        try index.save(
            ShowIndexSnapshot(
                entries: [ShowIndexEntry(id: 139, name: "Girls", weight: 1)], lastPage: 0,
                complete: true, updatedAt: realNow.addingTimeInterval(-7 * 86_400)))
        let (shell, output) = try session(index: index)
        #expect(await shell.run("index") == .succeeded)
        #expect(await shell.run("week") == .succeeded)
        #expect(await shell.run("index") == .succeeded)
        #expect(await shell.run("week next") == .failed)
        #expect(await shell.run("day 2026-12-03") == .failed)
        let lines = output.written.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("show index:") }
                == Array(repeating: "show index: 1 shows, updated 7 days ago", count: 2))
        #expect(
            lines.filter { $0.hasPrefix("offline:") }
                == [
                    "offline: cannot reach api.tvmaze.com: host not found; showing the bundled sample week of 2026-11-16"
                ])
        #expect(lines.contains { $0.hasPrefix("Week of 2026-11-16 – 2026-11-22 · US") })
        #expect(
            lines.filter { $0.hasPrefix("error:") } == [
                "error: 2026-11-23 – 2026-11-29 are outside the sample week: the bundled sample covers 2026-11-16 – 2026-11-22",
                "error: 2026-12-03 is outside the sample week: the bundled sample covers 2026-11-16 – 2026-11-22",
            ])
    }
}
