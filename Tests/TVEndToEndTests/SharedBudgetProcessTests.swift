import Foundation
import TVTestSupport
import Testing

/// Two real tv processes against a server that enforces TVmaze's 20-in-10-s limit strictly (counting arrivals).
@Suite struct SharedBudgetProcessTests {
    static let searches = ["girls", "law", "news", "dome", "house", "doctor", "star", "night", "game", "love"]

    /// Each process fetches a cold week and ten searches (17 requests, 34 together): sharing one budget through the
    /// runtime directory they draw no 429 and both succeed, while each alone would have sent its 17 at once.
    @Test func twoProcessesShareOneBudget() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures, rateLimit: (20, .seconds(10)))
        let runtime = try TemporaryFolder.make("tv-runtime")
        defer { try? FileManager.default.removeItem(at: runtime) }
        func run(_ name: String) async throws -> TVRun {
            let home = try TemporaryFolder.make("tv-home-\(name)")
            defer { try? FileManager.default.removeItem(at: home) }
            var environment = TVProcess.hermeticEnvironment(home: home)
            environment["XDG_RUNTIME_DIR"] = runtime.path
            var arguments = [
                "--api-url", server.baseURL.absoluteString, "--now", "2026-11-18T20:30:00-05:00", "--tz",
                "America/New_York", "-X", "-c", "week",
            ]
            for query in Self.searches { arguments += ["-c", "search \(query)"] }
            return try await TVProcess.execute(arguments, environment: environment, timeout: .seconds(120))
        }
        async let first = run("a")
        async let second = run("b")
        let runs = try await [first, second]
        let statuses = server.requests.map(\.status)
        let peak = server.maxRequests(inAnyWindow: .seconds(10))
        await server.shutdown()
        for run in runs {
            #expect(run.status == 0 && run.errorLines.isEmpty, "\(run.errors)")
        }
        #expect(statuses.count >= 34)
        #expect(!statuses.contains(429), "\(statuses.filter { $0 == 429 }.count) answers of 429")
        #expect(peak <= 20)
        #expect(
            FileManager.default.fileExists(atPath: runtime.path + "/tv/requests-127.0.0.1_\(server.baseURL.port ?? 0)"))
    }
}
