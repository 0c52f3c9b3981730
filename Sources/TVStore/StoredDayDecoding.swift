import Dispatch
import Foundation
import GRDB
import Synchronization
import TVMaze
import TVService

/// A stored schedule day as read from the cache, not yet decoded.
struct StoredDay: Sendable {
    var date: CalendarDate
    var fetchedAt: Date
    var blob: [UInt8]

    /// This day, leaving an empty blob in its place.
    mutating func take() -> StoredDay {
        defer { blob = [] }
        return self
    }
}

/// The stored days of one cache read, decoded while they are read: two threads take part, one of them reading first,
/// and the reader joins in when it is done.
///
/// Not Swift tasks: with the reader blocking its thread of the cooperative pool, the pool on Linux often started no
/// other thread until the reading was done, and a week's seven decodes ran one after another (phase stamps of a warm
/// `tv -c week`). Blocks queued on a global queue, each day's own, made the warm week slower still.
enum StoredDayDecoding {
    /// Runs `read`, which hands each day it reads to `deliver`, on one thread while another decodes what it has
    /// handed over; the reader joins in when it is done. A blob that `decode` cannot read (nil) is damage.
    static func days(
        decode: @Sendable ([UInt8]) -> [ScheduleEvent]? = Self.decode,
        reading read: @Sendable (_ deliver: (StoredDay) -> Void) throws -> Void
    ) throws -> [CalendarDate: CachedScheduleDay] {
        let state = Mutex(State())
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            // Whichever thread comes first reads: a thread that waits below waits only for a reader running elsewhere.
            if state.withLock({ $0.takeReading() }) {
                do {
                    try read { day in state.withLock { $0.read.append(day) } }
                } catch {
                    state.withLock { $0.failure = error }
                }
                state.withLock { $0.readingDone = true }
            }
            var waits = 0
            while true {
                switch state.withLock({ $0.next() }) {
                case .decode(let day):
                    let events = decode(day.blob)
                    state.withLock { $0.keep(events, of: day) }
                case .wait:
                    // A day takes a tenth of a millisecond or so to read; a reader held up longer (another process
                    // committing) is waited for in naps rather than by keeping a core busy.
                    waits += 1
                    if waits < Self.busyWaits { sched_yield() } else { usleep(500) }
                case .done:
                    return
                }
            }
        }
        return try state.withLock { state in
            if let failure = state.failure { throw failure }
            if let date = state.damaged {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "the stored schedule of \(date) is damaged")
            }
            return state.decoded
        }
    }

    /// The events of a stored day's blob, nil when it is damaged.
    static func decode(_ blob: [UInt8]) -> [ScheduleEvent]? {
        blob.withUnsafeBytes { bytes in try? ScheduleDayCodec.decode(bytes) }
    }

    /// How many times the decoding thread yields while it waits for the reader, before it naps instead.
    private static let busyWaits = 2_000

    private struct State {
        var readingTaken = false
        var readingDone = false
        var read: [StoredDay] = []
        /// How many of `read` a thread has begun decoding.
        var claimed = 0
        var decoded: [CalendarDate: CachedScheduleDay] = [:]
        var damaged: CalendarDate?
        var failure: (any Error)?

        enum Next {
            case decode(StoredDay)
            case wait
            case done
        }

        /// Whether the caller is the one to read.
        mutating func takeReading() -> Bool {
            defer { readingTaken = true }
            return !readingTaken
        }

        mutating func next() -> Next {
            if claimed < read.count {
                defer { claimed += 1 }
                // Handed over, not copied: the decoding thread frees the blob as it ends, and the reader's next blob
                // can take its memory instead of fresh pages (their page faults were half a millisecond of a week).
                return .decode(read[claimed].take())
            }
            return readingTaken && !readingDone ? .wait : .done
        }

        mutating func keep(_ events: [ScheduleEvent]?, of day: StoredDay) {
            guard let events else {
                damaged = day.date
                return
            }
            decoded[day.date] = CachedScheduleDay(events: events, fetchedAt: day.fetchedAt)
        }
    }
}
