import Foundation
import GRDB
import Synchronization
import TVService
import Testing

@testable import TVMaze
@testable import TVStore

@Suite struct StoredDayDecodingTests {
    /// The sample week as the cache stores it.
    func storedWeek() async throws -> [(StoredDay, [ScheduleEvent])] {
        try await sampleWeek().map { date, events in
            (
                StoredDay(
                    date: date, fetchedAt: Date(timeIntervalSinceReferenceDate: 1000),
                    blob: ScheduleDayCodec.encode(events)), events
            )
        }
    }

    @Test func theDaysComeBackAsEachDecodesAlone() async throws {
        let week = try await storedWeek()
        let stored = week.map(\.0)
        let days = try StoredDayDecoding.days { deliver in stored.forEach(deliver) }
        #expect(days.count == week.count)
        for (day, events) in week {
            let decoded = try #require(days[day.date], "\(day.date) missing")
            #expect(decoded.fetchedAt == day.fetchedAt)
            #expect(dumped(decoded.events) == dumped(events), "\(day.date) differs")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "needs a machine with two or more CPU cores"))
    func aDayIsDecodedWhileTheNextIsStillBeingRead() async throws {
        let week = try await storedWeek()
        let first = week[0].0
        let second = week[1].0
        let decoded = Mutex(0)
        let sawFirstDecoded = Mutex(false)
        let decode: @Sendable ([UInt8]) -> [ScheduleEvent]? = { blob in
            defer { decoded.withLock { $0 += 1 } }
            return StoredDayDecoding.decode(blob)
        }
        let days = try StoredDayDecoding.days(decode: decode) { deliver in
            usleep(50_000)  // the other thread is there first, with nothing to decode yet: it must wait, not leave
            deliver(first)
            // The reader holds on to the second day until the other thread has decoded the first, or gives up after
            // five seconds.
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, decoded.withLock({ $0 }) == 0 { usleep(1000) }
            sawFirstDecoded.withLock { $0 = decoded.withLock { $0 } == 1 }
            deliver(second)
        }
        #expect(sawFirstDecoded.withLock { $0 })
        #expect(days.keys.sorted() == [first.date, second.date])
    }

    @Test func aBlobThatDoesNotDecodeIsDamageNamingItsDay() async throws {
        var week = try await storedWeek().map(\.0)
        week[3].blob.removeLast(week[3].blob.count / 2)
        let stored = week
        #expect {
            try StoredDayDecoding.days { deliver in stored.forEach(deliver) }
        } throws: { error in
            let error = error as? DatabaseError
            return error?.resultCode == .SQLITE_CORRUPT && error?.message?.contains("\(stored[3].date)") == true
        }
    }

    @Test func aFailedReadFailsOnceTheDaysItHandedOverAreDone() async throws {
        struct ReadFailed: Error {}
        let stored = try await storedWeek().map(\.0)
        let delivered = Mutex(0)
        #expect(throws: ReadFailed.self) {
            try StoredDayDecoding.days { deliver in
                for day in stored.prefix(3) {
                    deliver(day)
                    delivered.withLock { $0 += 1 }
                }
                throw ReadFailed()
            }
        }
        #expect(delivered.withLock { $0 } == 3)
        #expect(try StoredDayDecoding.days { _ in }.isEmpty)
    }
}
