import Foundation
import TVTestSupport
import Testing

@testable import TVMaze
@testable import TVService

/// `show(id:)` serves a show a kept schedule day embeds without a request, until `forgetShow` sends it to TVmaze.
@Suite struct ShowLookupTests {
    @Test func aShowInAKeptDayNeedsNoRequestUntilForgotten() async throws {
        let transport = MockTransport.fixtures()
        let service = TVService(
            api: TVMazeAPI(client: TVMazeClient(transport: transport, clock: TestClock())),
            clock: FixedWallClock(Airstamp.parse("2026-11-18T20:30:00-05:00")!),
            displayZone: TimeZone(identifier: "America/New_York")!)
        let days = try await service.schedule(for: [CalendarDate("2026-11-18")!])
        let withDetails = RepositoryPaths.fixtures.appendingPathComponent("shows")
        let embedded = try #require(
            days.flatMap(\.events).map(\.show).first { show in
                show.summary != nil
                    && FileManager.default.fileExists(
                        atPath: withDetails.appendingPathComponent("\(show.id).json").path)
            })
        let path = "/shows/\(embedded.id)"

        #expect(try await service.show(id: embedded.id).name == embedded.name)
        #expect(transport.count(path: path) == 0)
        await service.forgetShow(id: embedded.id)
        #expect(try await service.show(id: embedded.id).id == embedded.id)
        #expect(transport.count(path: path) == 1)
        _ = try await service.show(id: embedded.id)  // now kept from that answer
        #expect(transport.count(path: path) == 1)
    }
}
