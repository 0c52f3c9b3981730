import Foundation
import Testing
@testable import TVMaze
import TVTestSupport
@testable import TVService

/// `show(id:)` serves a show a kept schedule day embeds without a request, until `forgetShow` sends it to TVmaze.
@Suite struct ShowLookupTests {
    /// The sample data, each day's answer 100 ms after the one before: days read side by side may each read a show
    /// both list before either has kept it, and apart they do not.
    static func staggered() -> MockTransport {
        MockTransport.fixtures { request in .milliseconds(100 * max(0, (request.query("date").flatMap { Int($0.suffix(2)) } ?? 0) - 16)) }
    }

    @Test func theDaysOfOneFetchShareTheShowsTheyListAlike() async throws {
        let service = TVService(api: TVMazeAPI(client: TVMazeClient(transport: Self.staggered(), clock: TestClock())),
                                clock: FixedWallClock(Airstamp.parse("2026-11-18T20:30:00-05:00")!),
                                displayZone: TimeZone(identifier: "America/New_York")!)
        let dates = (16...22).map { CalendarDate("2026-11-\($0)")! }
        let rows = try await service.schedule(for: dates).flatMap(\.events)
        // A show listed on several days, as the sample data writes it alike each day, is one value.
        let acrossDays = Dictionary(grouping: rows, by: \.show.id).values.filter { Set($0.map(\.episode.airdate)).count > 1 }
        let shared = acrossDays.filter { rows in Set(rows.map { ObjectIdentifier($0.showBox) }).count == 1 }
        #expect(acrossDays.count > 5)
        #expect(shared.count * 2 > acrossDays.count, "\(shared.count) of \(acrossDays.count) shows shared")   // all, unless a machine stalls
    }

    @Test func aShowInAKeptDayNeedsNoRequestUntilForgotten() async throws {
        let transport = MockTransport.fixtures()
        let service = TVService(api: TVMazeAPI(client: TVMazeClient(transport: transport, clock: TestClock())),
                                clock: FixedWallClock(Airstamp.parse("2026-11-18T20:30:00-05:00")!),
                                displayZone: TimeZone(identifier: "America/New_York")!)
        let days = try await service.schedule(for: [CalendarDate("2026-11-18")!])
        let withDetails = RepositoryPaths.fixtures.appendingPathComponent("shows")
        let embedded = try #require(days.flatMap(\.events).map(\.show).first { show in
            show.summary != nil && FileManager.default.fileExists(atPath: withDetails.appendingPathComponent("\(show.id).json").path)
        })
        let path = "/shows/\(embedded.id)"

        #expect(try await service.show(id: embedded.id).name == embedded.name)
        #expect(transport.count(path: path) == 0)
        await service.forgetShow(id: embedded.id)
        #expect(try await service.show(id: embedded.id).id == embedded.id)
        #expect(transport.count(path: path) == 1)
        _ = try await service.show(id: embedded.id)   // now kept from that answer
        #expect(transport.count(path: path) == 1)
    }
}
