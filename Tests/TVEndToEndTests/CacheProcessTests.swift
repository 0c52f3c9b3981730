import Foundation
import TVTestSupport
import Testing

/// The persistent cache seen from outside: separate `tv` processes against the loopback fixture server.
@Suite(.serialized) struct CacheProcessTests {
    static let pinned = ["--now", "2026-11-18T20:30:00-05:00", "--tz", "America/New_York", "-X"]

    /// Runs `tv` with its XDG directories in `home`.
    func tv(_ arguments: [String], home: URL) async throws -> (output: String, status: Int32) {
        try await TVProcess.run(arguments, environment: TVProcess.hermeticEnvironment(home: home))
    }

    func lines(_ text: String, starting prefix: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.hasPrefix(prefix) }
    }

    @Test(arguments: ["table", "json"])
    func aSecondProcessShowsTheSameWeekWithoutARequest(_ format: String) async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        let arguments =
            ["--api-url", server.baseURL.absoluteString, "--format", format] + Self.pinned + ["-c", "week"]
        let first = try await tv(arguments, home: home)
        let afterFirst = server.requests.count
        #expect(first.status == 0, "\(first.output)")
        #expect(afterFirst >= 7)
        let second = try await tv(arguments, home: home)
        #expect(server.requests.count == afterFirst, "the warm run made requests")
        #expect(second.status == 0, "\(second.output)")
        #expect(second.output == first.output)
        let uncached = try await tv(arguments + ["--no-cache"], home: try TemporaryFolder.make())
        #expect(second.output == uncached.output)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("cache/tv/cache.sqlite").path))
    }

    /// Issue 29: a day after the followed shows were fetched, one `/updates/shows` stands for all the unchanged ones.
    @Test func aDayLaterTheFollowedShowsCostOneUpdatesRequest() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        let url = server.baseURL.absoluteString
        let follows = ["#139", "#83", "#169"].flatMap { ["-c", "follow \($0)"] }
        let first = try await tv(["--api-url", url] + Self.pinned + follows + ["-c", "upcoming"], home: home)
        #expect(first.status == 0, "\(first.output)")
        let afterFirst = server.requests.count
        #expect(afterFirst == 6)  // each show and its episodes
        let later = ["--now", "2026-11-19T16:30:00-05:00", "--tz", "America/New_York", "-X"]
        for command in ["upcoming", "next", "following", "calendar"] {
            let run = try await tv(["--api-url", url] + later + ["-c", command], home: home)
            #expect(run.status == 0, "\(command): \(run.output)")
        }
        let again = server.requests.dropFirst(afterFirst).map(\.target)
        #expect(again.count == 1 && again.first?.hasSuffix("/updates/shows?since=day") == true, "\(again)")
    }

    @Test func whenTVmazeIsUnreachableTheCachedWeekIsShownWithOneOfflineLine() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        let home = try TemporaryFolder.make()
        let url = server.baseURL.absoluteString
        let first = try await tv(["--api-url", url] + Self.pinned + ["-c", "week"], home: home)
        await server.shutdown()  // the port now refuses connections
        let later = ["--now", "2026-11-18T22:45:00-05:00", "--tz", "America/New_York", "-X"]
        let offline = try await tv(["--api-url", url] + later + ["-c", "week"], home: home)
        #expect(offline.status == 0, "\(offline.output)")
        #expect(lines(offline.output, starting: "offline:") == ["offline: showing data from 2026-11-18 20:30"])
        let listing = offline.output.split(separator: "\n").filter { !$0.hasPrefix("offline:") }
        #expect(listing == first.output.split(separator: "\n"))
    }

    @Test(arguments: ["garbage", "truncated"])
    func aDamagedCacheIsRebuiltWithOneWarningAndTrackingIsUntouched(_ damage: String) async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        let arguments = ["--api-url", server.baseURL.absoluteString] + Self.pinned + ["-c", "week"]
        let tracking = home.appendingPathComponent("data/tv/tracking.sqlite")
        let healthy = try await tv(arguments, home: home)
        try FileManager.default.createDirectory(
            at: tracking.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("user data stand-in".utf8).write(to: tracking)  // tv -c week must not touch it

        let cache = home.appendingPathComponent("cache/tv/cache.sqlite")
        if damage == "garbage" {
            try Data(repeating: 0xA5, count: 50_000).write(to: cache)
        } else {
            let handle = try FileHandle(forWritingTo: cache)
            try handle.truncate(atOffset: try handle.seekToEnd() / 4)
            try handle.close()
        }
        let recovered = try await tv(arguments, home: home)
        #expect(recovered.status == 0, "\(recovered.output)")
        #expect(lines(recovered.output, starting: "warning:").count == 1, "\(recovered.output.prefix(400))")
        #expect(
            recovered.output.split(separator: "\n").filter { !$0.hasPrefix("warning:") }
                == healthy.output.split(separator: "\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.deletingLastPathComponent().path)
        #expect(names.contains { $0.hasPrefix("cache.sqlite.corrupt-") })
        #expect(try Data(contentsOf: tracking) == Data("user data stand-in".utf8))

        let requests = server.requests.count
        let again = try await tv(arguments, home: home)
        #expect(again.output == healthy.output)
        #expect(server.requests.count == requests, "the rebuilt cache did not serve the week")
    }

    @Test func anUnwritableCacheDirectoryGivesOneWarningAndTheWeekStill() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        let blocker = home.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let arguments =
            ["--api-url", server.baseURL.absoluteString, "--cache-dir", blocker.appendingPathComponent("tv").path]
            + Self.pinned + ["-c", "week", "-c", "day thu"]
        let result = try await tv(arguments, home: home)
        #expect(result.status == 0, "\(result.output)")
        #expect(lines(result.output, starting: "warning:").count == 1, "\(result.output.prefix(400))")
        #expect(result.output.contains("Week of 2026-11-16"))
    }

    @Test func helpOpensNoDatabase() async throws {
        let home = try TemporaryFolder.make()
        let result = try await tv(["--api-url", "http://127.0.0.1:9"] + Self.pinned + ["-c", "help"], home: home)
        #expect(result.status == 0, "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("cache").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data").path))
    }

    @Test func offlineSampleDataNeverEntersTheCache() async throws {
        let home = try TemporaryFolder.make()
        let result = try await tv(["--offline"] + Self.pinned + ["-c", "week"], home: home)
        #expect(result.status == 0, "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("cache").path))
    }
}
