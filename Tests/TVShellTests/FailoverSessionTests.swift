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

    /// The bundled sample week, which a session falls back to or starts on.
    let sample: SampleWeek

    init() throws {
        sample = try SampleWeek(directory: RepositoryPaths.fixtures)
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
        let (shell, output) = testSession(
            .transport(.unreachable, fallback: sample), now: realNow,
            names: CompletionNames(index: ShowNameIndex(store: index)))
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

    /// After the fallback (the sample's "now" is 2026-11-19 01:30 UTC), a follow, a mark and an exported file carry
    /// the real time; a digest reads its span on the sample's clock alone (its last 7 days) and is not recorded as a
    /// run, so the real episodes since the last real digest are still to come.
    @Test func userDataCarriesTheRealTimeAfterTheFallback() async throws {
        let folder = try TemporaryFolder.make("tv-failover")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = ShowIndexFile(url: folder.appendingPathComponent("show-index"))
        let (shell, output) = testSession(
            .transport(.unreachable, fallback: sample), now: realNow,
            names: CompletionNames(index: ShowNameIndex(store: index)))
        #expect(await shell.run("week") == .succeeded)
        #expect(await shell.run("follow #52988") == .succeeded)  // Abbott Elementary
        #expect(await shell.run("show #52988") == .succeeded)
        #expect(await shell.run("watch 6x6") == .succeeded)  // aired 2026-11-12 02:00 UTC, on the sample's clock
        let digest = await output.printed(by: shell, running: "digest", expecting: .succeeded)
        let calendar = await output.printed(by: shell, running: "export ics following -", expecting: .succeeded)
        #expect(try await shell.service.followedShows().map(\.followedAt) == [realNow])
        #expect(try await shell.service.allMarks().map(\.watchedAt) == [realNow])
        #expect(try await shell.service.lastDigest() == nil)
        #expect(digest.contains("Abbott Elementary") && digest.contains("6x06"), "\(digest)")
        #expect(calendar.contains("DTSTAMP:20261203T150000Z") && !calendar.contains("DTSTAMP:2026111"))
    }

    /// A followed show TVmaze lists no episodes for (the sample has none for Gilmore Girls) is a warning in every
    /// command that lists the followed shows' episodes, as in `following` and `next`; the command goes on.
    @Test func aFollowedShowWithoutAnEpisodeListIsAWarning() async throws {
        let (shell, output) = testSession(.sample(sample), now: realNow)
        #expect(await shell.run("follow #525") == .succeeded)
        for line in ["upcoming", "calendar", "digest", "export ics following -", "following", "next"] {
            let written = await output.printed(by: shell, running: line, expecting: .succeeded)
            #expect(
                written.contains("warning: could not load Gilmore Girls (#525): no episode list for show 525\n"),
                "\(line): \(written.prefix(300))")
            #expect(!written.contains("error:"), "\(line): \(written.prefix(300))")
        }
    }

    /// Offline, what only TVmaze can answer is refused with its reason: the sample's few hundred shows never become
    /// the real show index, and an import that looks its shows up is not tried; tv's own backup, which names TVmaze's
    /// ids and needs no request, is restored.
    @Test func indexUpdateAndImportsSayTheyNeedTVmaze() async throws {
        let folder = try TemporaryFolder.make("tv-offline-index")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("show-index")
        let backup = folder.appendingPathComponent("tv-history.json")
        try Data(#"{"format":"tv-history","version":1,"follows":[],"marks":[]}"#.utf8).write(to: backup)
        let (shell, output) = testSession(
            .sample(sample), now: realNow, names: CompletionNames(index: ShowNameIndex(store: ShowIndexFile(url: file)))
        )
        #expect(await shell.run("index update") == .failed)
        #expect(await shell.run("import trakt \(backup.path)") == .failed)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(
            output.written.split(separator: "\n") == [
                "error: index update needs TVmaze, and tv is offline (showing the sample week)",
                "error: import needs TVmaze, and tv is offline (showing the sample week)",
            ])
        #expect(await shell.run("import tv \(backup.path)") == .succeeded)
    }

    /// One rule at both edges of the sample week, whatever the zone: a week it does not cover is refused, saying where
    /// the sample ends (in UTC, the week after it used to list a few carried-over rows of the sample's Sunday).
    @Test func theWeeksAroundTheSampleAreRefusedAlike() async throws {
        let (shell, output) = testSession(.sample(sample), now: realNow, zone: "UTC")
        #expect(await shell.run("week") == .succeeded)
        #expect(await shell.run("week next") == .failed)
        #expect(await shell.run("week prev") == .failed)  // from the sample week, as the last one shown
        let errors = output.written.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(
            errors == [
                "error: 2026-11-23 – 2026-11-29 are outside the sample week: the bundled sample covers 2026-11-16 – 2026-11-22",
                "error: 2026-11-09 – 2026-11-15 are outside the sample week: the bundled sample covers 2026-11-16 – 2026-11-22",
            ])
    }
}
