import Foundation
import TVMaze
import TVTestSupport
import Testing

@testable import TVService

/// The cost target of issue 29: a day after a full refresh, the followed shows' views for 100 shows of which 5
/// changed cost one `/updates/shows` and two requests per changed show.
@Suite struct FollowedRevalidationTests {
    static let zone = TimeZone(identifier: "America/New_York")!

    /// A TVmaze of `count` shows (one aired and one coming episode each); shows 1–5 change `changedAfter` the start,
    /// shows 6–10 changed an hour before it (listed in the day's updates, but older than what was fetched).
    static func transport(count: Int, clock: TestClock, changedAfter: TimeInterval) -> MockTransport {
        let start = clock.now() as Date
        return MockTransport { request in
            let path = request.url.path
            let parts = path.split(separator: "/")
            if path == "/updates/shows" {
                var updated: [String] = []
                for id in 1...10 where id <= count {
                    let time = id <= 5 ? start.addingTimeInterval(changedAfter) : start.addingTimeInterval(-3_600)
                    updated.append("\"\(id)\":\(Int(time.timeIntervalSince1970))")
                }
                return TransportResponse(status: 200, body: Array("{\(updated.joined(separator: ","))}".utf8))
            }
            guard parts.count >= 2, parts[0] == "shows", let id = Int(parts[1]), (1...count).contains(id) else {
                return TransportResponse(status: 404, body: Array(#"{"status":404}"#.utf8))
            }
            let body =
                parts.count == 2
                ? #"{"id":\#(id),"name":"Show \#(id)","summary":"<p>s</p>","updated":1}"#
                : """
                [{"id":\(id * 10),"name":"Old","season":1,"number":1,"airdate":"2025-01-01","airtime":"20:00",
                  "airstamp":"2025-01-02T01:00:00+00:00","runtime":30},
                 {"id":\(id * 10 + 1),"name":"New","season":1,"number":2,"airdate":"2030-01-01","airtime":"20:00",
                  "airstamp":"2030-01-02T01:00:00+00:00","runtime":30}]
                """
            return TransportResponse(status: 200, body: Array(body.utf8))
        }
    }

    static func service(
        _ transport: MockTransport, _ clock: TestClock, _ tracking: any TrackingStore, _ cache: any ServiceCache
    ) -> TVService {
        TVService(
            api: TVMazeAPI(client: TVMazeClient(transport: transport, clock: clock)), clock: clock,
            displayZone: zone, tracking: tracking, cache: cache)
    }

    @Test func aDayAfterAFullRefreshOnlyChangedShowsAreFetchedAgain() async throws {
        let clock = TestClock()
        let transport = Self.transport(count: 100, clock: clock, changedAfter: 3_600)
        let cache = InMemoryScheduleCache()
        let tracking = InMemoryTrackingStore()
        for id in 1...100 {
            await tracking.follow(FollowedShow(showID: id, name: "Show \(id)", followedAt: clock.now()))
        }
        // The first run fetches every show and its episodes.
        let first = Self.service(transport, clock, tracking, cache)
        #expect(try await first.followedSchedule().shows.count == 100)
        #expect(transport.requests.count == 200)
        // 20 hours later, a new process: upcoming, next, following and calendar all load the followed shows.
        clock.advance(minutes: 20 * 60)
        let later = Self.service(transport, clock, tracking, cache)
        for _ in 0..<4 { #expect(try await later.followedSchedule().shows.count == 100) }
        let again = transport.requests.dropFirst(200)
        #expect(again.count == 1 + 2 * 5, "\(again.map(\.url.absoluteString))")
        #expect(again.first?.url.absoluteString.hasSuffix("/updates/shows?since=day") == true)
        #expect(Set(again.dropFirst().compactMap { Int($0.url.path.split(separator: "/")[1]) }) == Set(1...5))
        // Another process within the hour asks nothing: what was confirmed is stored as current.
        let after = transport.requests.count
        let next = Self.service(transport, clock, tracking, cache)
        #expect(try await next.followedSchedule().shows.count == 100)
        #expect(transport.requests.count == after)
    }

    @Test func olderThanADayAsksForTheWeekAndOlderThanAWeekRefetchesAll() async throws {
        for (hours, period) in [(3 * 24, "week"), (8 * 24, nil as String?)] {
            let clock = TestClock()
            let transport = Self.transport(count: 10, clock: clock, changedAfter: 3_600)
            let cache = InMemoryScheduleCache()
            let tracking = InMemoryTrackingStore()
            for id in 1...10 {
                await tracking.follow(FollowedShow(showID: id, name: "Show \(id)", followedAt: clock.now()))
            }
            let make = {
                Self.service(transport, clock, tracking, cache)
            }
            _ = try await make().followedSchedule()
            clock.advance(minutes: Double(hours) * 60)
            _ = try await make().followedSchedule()
            let again = transport.requests.dropFirst(20).map(\.url.absoluteString)
            if let period {
                #expect(again.count == 1 + 2 * 5 && again.first?.hasSuffix("since=\(period)") == true, "\(again)")
            } else {
                #expect(again.count == 20 && !again.contains { $0.contains("updates") }, "\(again)")
            }
        }
    }
}
