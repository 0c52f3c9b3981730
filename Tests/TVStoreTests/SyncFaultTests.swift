import Foundation
import TVService
import TVStore
import TVTestSupport
import Testing

@testable import TVMaze

/// `sync` over real sockets against the user-API stand-in behind the loopback server, through the fault matrix (429,
/// 500 on every try, a reset, a cut body, a server that hangs) met mid-pull or mid-push: the sync either finishes or
/// stops with one plain line, nothing is lost on either side, and the next sync finishes the job.
@Suite struct SyncFaultTests {
    /// Where in the sync the fault is met.
    enum Moment: String, CaseIterable, Sendable {
        /// Pulling the second show's marks (the first show pulled and one batch pushed).
        case midPull
        /// Pushing the third batch (two batches taken).
        case midPush
    }

    /// Each fault, and whether the sync that meets it still finishes (a retry absorbs it) or stops (the tries are
    /// used up).
    static let faults: [(name: String, faults: [Fault], finishes: Bool)] = [
        ("429", [.status(429, retryAfter: "0")], true),
        ("500 on every try", Array(repeating: .status(500), count: 3), false),
        ("reset", [.reset], true),
        ("cut body", [.truncated], true),
        ("hanging server", Array(repeating: .slow(.seconds(60)), count: 3), false),
    ]

    static let cases: [(String, Moment)] = faults.flatMap { fault in Moment.allCases.map { (fault.name, $0) } }

    @Test(arguments: cases)
    func aFaultMidSyncLosesNothingAndTheNextSyncFinishes(fault name: String, at moment: Moment) async throws {
        let (_, faults, finishes) = try #require(Self.faults.first { $0.name == name })
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        // Episodes 1xx belong to show 1, 2xx to show 2, 3xx to show 3.
        let standIn = UserAPIStandIn(account: .init(apiKey: AccountSyncTests.key), showOf: { $0 / 100 })
        server.serveUserAPI(standIn)
        let clock = TestClock()  // the waits between tries are recorded, not slept; sockets and timeouts are real
        let client = TVMazeClient(
            configuration: TVMazeClient.Configuration(
                baseURL: server.baseURL, timeout: .seconds(5), firstByteTimeout: .seconds(2),
                retry: RetryPolicy(transientAttempts: 3, jitter: { 1.0 })),
            transport: AsyncHTTPClientTransport(proxies: ProxySettings(environment: [:])), clock: clock)
        let tracking = TrackingDatabase(directory: try temporaryDirectory())
        let account = AccountService(
            api: TVMazeUserAPI(client: client),
            keys: InMemoryAccountKeyStore(AccountCredentials(username: "viewer", apiKey: AccountSyncTests.key)),
            store: tracking, clock: clock, wallClock: clock, batchSize: 2)

        let local = [101, 102, 103, 201, 202, 301, 302]
        try await tracking.markWatched(
            local.map {
                WatchMark(
                    episodeID: $0, showID: $0 / 100, season: 1, number: $0 % 100,
                    watchedAt: Date(timeIntervalSince1970: 1_750_000_000))
            })
        let remote = [150, 250, 350]
        standIn.mark(remote)
        let everything = Set(local + remote)

        let task: Task<AccountService.SyncReport, any Error>
        switch moment {
        case .midPull:
            server.inject(faults, matching: "/v1/scrobble/shows/2")
            task = Task { try await account.sync(dryRun: false) }
        case .midPush:
            // The second batch is held at the stand-in until the fault waits for the third.
            standIn.holdScrobbles(after: 1)
            task = Task { try await account.sync(dryRun: false) }
            while standIn.scrobbleBatches < 2 { try await Task.sleep(for: .milliseconds(5)) }
            server.inject(faults, matching: "/v1/scrobble/episodes")
            standIn.holdScrobbles(after: nil)
        }
        do {
            _ = try await task.value
            #expect(finishes)
        } catch {
            // What the shell prints: one plain line.
            let line = (error as? TVMazeError)?.message ?? "\(type(of: error)): \(error)"
            #expect(!finishes && error is TVMazeError, "\(line)")
            #expect(!line.isEmpty && line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        }
        // The fault was met (a request that gives up stops asking: what it left queued is dropped).
        #expect(server.clearQueuedFaults() < faults.count)
        // Nothing lost on either side.
        #expect(Set(try await tracking.allMarks().map(\.episodeID)).isSuperset(of: local))
        #expect(Set(standIn.marks.keys).isSuperset(of: remote))

        let report = try await account.sync(dryRun: false)
        #expect(report.refused.isEmpty)
        #expect(Set(try await tracking.allMarks().map(\.episodeID)) == everything)
        #expect(Set(standIn.marks.keys) == everything)
        await client.shutdown()
        await server.shutdown()
    }
}
