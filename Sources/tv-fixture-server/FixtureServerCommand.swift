import ArgumentParser
import Foundation
import TVMaze
import TVTestSupport

/// Serves a fixture directory on 127.0.0.1 for pty tests and benchmarks; prints the base URL, then runs until killed.
@main
struct FixtureServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tv-fixture-server",
        abstract: "Serve a Fixtures/-layout directory over HTTP on 127.0.0.1, with optional faults.")

    @Option(help: "The fixture directory.")
    var fixtures: String

    @Option(help: "Delay every answer by this many seconds.")
    var slow: Double?

    @Option(help: "Answer every request with this HTTP status (e.g. 503).")
    var status: Int?

    @Flag(help: "Enforce TVmaze's budget strictly: 429 beyond 20 requests in any 10 s.")
    var rateLimit = false

    @Flag(
        help:
            "Also serve a stand-in of TVmaze's user API (/v1/...) for viewer@example.com, user viewer, knowing the fixtures' episodes."
    )
    var userAPI = false

    @Option(help: "The stand-in account's API key.")
    var apiKey = "stand-in-key"

    @Option(help: "The stand-in account's premium level (0 free).")
    var premium = 0

    func run() async throws {
        let server = try await FixtureServer(
            directory: URL(fileURLWithPath: fixtures),
            rateLimit: rateLimit ? (20, .seconds(10)) : nil)
        if let slow { server.setStandingFault(.slow(.milliseconds(Int(slow * 1000)))) }
        if let status { server.setStandingFault(.status(status)) }
        if userAPI {
            let shows = UserAPIStandIn.episodeShows(fixtures: URL(fileURLWithPath: fixtures))
            server.serveUserAPI(
                UserAPIStandIn(account: .init(apiKey: apiKey, premium: premium), showOf: { shows[$0] }))
        }
        FileHandle.standardOutput.write(Data((server.baseURL.absoluteString + "\n").utf8))
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
