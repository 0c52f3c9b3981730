package import Foundation

/// One stored TVmaze answer body and when it was fetched.
package typealias CachedResponse = Fetched<[UInt8]>

/// Where ``TVService`` keeps the bodies of other answers (show, seasons, episodes, cast, search) between processes,
/// keyed by ``TVMaze/APIRequest/key``. Like ``ScheduleCache`` it is disposable and never throws.
package protocol ResponseCache: Sendable {
    /// The stored body for a request key.
    func response(for key: String) async -> CachedResponse?
    /// Stores a body that decoded, replacing what was stored for the key.
    func storeResponse(_ body: [UInt8], for key: String, fetchedAt: Date) async
}

/// Both halves of the persistent cache, as ``TVService`` takes it.
package typealias ServiceCache = ScheduleCache & ResponseCache
