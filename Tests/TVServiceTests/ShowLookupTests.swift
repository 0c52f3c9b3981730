import Foundation
import Synchronization
import Testing
@testable import TVMaze
import TVTestSupport
@testable import TVService

/// `show(id:)` serves a show a kept schedule day embeds without a request, until `forgetShow` sends it to TVmaze.
@Suite struct ShowLookupTests {
    /// The sample data, counting the requests per path.
    final class CountingTransport: HTTPTransport {
        private let fixtures = FixtureTransport(router: FixtureRouter(directory: RepositoryPaths.fixtures))
        private let paths = Mutex<[String]>([])
        func send(_ request: TransportRequest) async throws -> TransportResponse {
            paths.withLock { $0.append(request.url.path) }
            return try await fixtures.send(request)
        }
        func count(_ path: String) -> Int { paths.withLock { $0.filter { $0 == path }.count } }
    }

    @Test func aShowInAKeptDayNeedsNoRequestUntilForgotten() async throws {
        let transport = CountingTransport()
        let service = TVService(api: TVMazeAPI(client: TVMazeClient(transport: transport, clock: VirtualClock())),
                                clock: FixedWallClock(Airstamp.parse("2026-11-18T20:30:00-05:00")!),
                                displayZone: TimeZone(identifier: "America/New_York")!)
        let days = try await service.schedule(for: [CalendarDate("2026-11-18")!])
        let withDetails = RepositoryPaths.fixtures.appendingPathComponent("shows")
        let embedded = try #require(days.flatMap(\.events).map(\.show).first { show in
            show.summary != nil && FileManager.default.fileExists(atPath: withDetails.appendingPathComponent("\(show.id).json").path)
        })
        let path = "/shows/\(embedded.id)"

        #expect(try await service.show(id: embedded.id).name == embedded.name)
        #expect(transport.count(path) == 0)
        await service.forgetShow(id: embedded.id)
        #expect(try await service.show(id: embedded.id).id == embedded.id)
        #expect(transport.count(path) == 1)
        _ = try await service.show(id: embedded.id)   // now kept from that answer
        #expect(transport.count(path) == 1)
    }
}
