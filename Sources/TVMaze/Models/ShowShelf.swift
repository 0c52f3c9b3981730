import Synchronization

/// Shows already read, for the rows that list them again: a schedule repeats the whole show with each of its
/// episodes, and a week's days list most of their shows on several days (the bench week: 1,750 rows, 347 shows).
///
/// A show is shared only with a row whose show was written exactly alike, byte for byte in the form its reader
/// compares (a schedule answer's JSON text, a stored day's fields), so a row reads what it would have read alone; a
/// shelf serves one of those readers. The days of a week are read side by side, so the shelf is shared under a lock.
package final class ShowShelf: Sendable {
    private let shows = Mutex<[Int: (show: SharedShow, bytes: [UInt8])]>([:])

    package init() {}

    /// The show `id` as read before, and the bytes it was read from.
    package func show(_ id: Int) -> (show: SharedShow, bytes: [UInt8])? {
        shows.withLock { $0[id] }
    }

    /// Keeps `show`, read from `bytes`, for the rows still to come.
    package func keep(_ show: SharedShow, id: Int, bytes: [UInt8]) {
        shows.withLock { $0[id] = (show, bytes) }
    }
}
