import Foundation
import Testing

@testable import TVMaze
@testable import TVTestSupport

/// TVmaze's rule of at most one idle connection, and the connection the shell opens before its first command: a real
/// transport against the loopback server, which counts the connections it accepts and those still open.
@Suite struct KeptConnectionTests {
    /// A server and a client with a real transport pointed at it (the pacer's waits on a virtual clock). Its limits
    /// are far beyond an answer's time on a busy machine: a request that met one would be retried on a new connection.
    struct Rig {
        let server: FixtureServer
        let client: TVMazeClient

        init() async throws {
            server = try await FixtureServer(directory: try MiniFixtures.make())
            client = TVMazeClient(
                configuration: TVMazeClient.Configuration(
                    baseURL: server.baseURL, timeout: .seconds(120), firstByteTimeout: .seconds(60)),
                transport: AsyncHTTPClientTransport(proxies: ProxySettings()), clock: TestClock())
        }

        func finish() async {
            await client.shutdown()
            await server.shutdown()
        }
    }

    @Test(.timeLimit(.minutes(5))) func warmingUpOpensTheConnectionTheFirstRequestUses() async throws {
        let rig = try await Rig()
        #expect(rig.server.connectionsAccepted == 0)
        await rig.client.warmUp()
        #expect(rig.server.connectionsAccepted == 1)
        #expect(rig.server.requests.map(\.target) == ["/"])
        _ = try await rig.client.get("/shows/1", resource: "show with id 1")
        #expect(rig.server.requests.map(\.target) == ["/", "/shows/1"])
        #expect(rig.server.connectionsAccepted == 1)  // the first request paid no handshake
        await rig.finish()
    }

    @Test(.timeLimit(.minutes(5))) func aBurstUsesFourConnectionsAndKeepsOneOpen() async throws {
        let rig = try await Rig()
        // Four answers that overlap, as a cold week's first four days do.
        rig.server.inject(Array(repeating: .afterArrivals(4), count: 4))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { _ = try await rig.client.get("/shows/1", resource: "show with id 1") }
            }
            try await group.waitForAll()
        }
        #expect(rig.server.connectionsAccepted == 4)
        // The three burst connections close soon after they fall idle; the kept one stays.
        let deadline = ContinuousClock.now + .seconds(120)
        while rig.server.connectionsOpen > 1, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(rig.server.connectionsOpen == 1)
        _ = try await rig.client.get("/shows/1", resource: "show with id 1")
        #expect(rig.server.connectionsAccepted == 4)  // answered on the kept connection
        await rig.finish()
    }
}
