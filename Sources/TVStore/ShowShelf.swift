import Synchronization
import TVMaze

/// The shows decoded from the stored days of one read, by their stored bytes: each day stores the shows it lists,
/// and most of a week's shows air on several of its days (the bench week: ~1,000 stored shows, 347 different ones).
/// The days are decoded side by side, so the shelf is shared under a lock.
final class ShowShelf: Sendable {
    private let shows = Mutex<[Int: (show: SharedShow, bytes: [UInt8])]>([:])

    /// The show `id` as decoded from another day, with the bytes that day stored after its id.
    func show(_ id: Int) -> (show: SharedShow, bytes: [UInt8])? {
        shows.withLock { $0[id] }
    }

    /// Keeps `show`, decoded from `bytes`, for the days still to come.
    func keep(_ show: SharedShow, id: Int, bytes: [UInt8]) {
        shows.withLock { $0[id] = (show, bytes) }
    }
}
