import Foundation
import Synchronization
package import TVMaze
package import TVService

/// Show names for TAB from TVmaze's search, by the seed's rules: at most one request per 0.5 s,
/// a newer lookup cancels the one in flight, and an error simply gives no names.
///
/// Called on the line editor's thread, which it blocks for at most `timeout` while the answer comes.
package final class RemoteNameSearch: Sendable {
    private let search: @Sendable (String) async throws -> [String]
    private let minimumInterval: Duration
    private let timeout: Duration
    private let clock: any PacingClock
    private let state = Mutex<(last: Duration?, inFlight: Task<[String], any Error>?)>((nil, nil))

    package init(
        minimumInterval: Duration = .milliseconds(500), timeout: Duration = .milliseconds(1500),
        clock: any PacingClock = SystemPacingClock(),
        search: @escaping @Sendable (String) async throws -> [String]
    ) {
        self.search = search
        self.minimumInterval = minimumInterval
        self.timeout = timeout
        self.clock = clock
    }

    /// Searches through the service (cached per query, paced like every request).
    package convenience init(service: TVService) {
        self.init { query in try await service.search(query).map(\.show.name) }
    }

    /// Fetches a show's episode list through the service into `names`, for TAB after `season` or `episode` before a
    /// command loaded it: the query is the show's id, and no names are returned.
    package convenience init(
        episodesFrom service: TVService, into names: CompletionNames, timeout: Duration = .milliseconds(1500)
    ) {
        self.init(timeout: timeout) { query in
            if let id = Int(query) { names.setShowContents(of: id, episodes: try await service.episodes(showID: id)) }
            return []
        }
    }

    /// The names for `query`, or [] when throttled, failed or too slow.
    package func names(for query: String) -> [String] {
        let now = clock.now()
        let task: Task<[String], any Error>? = state.withLock { state in
            if let last = state.last, now - last < minimumInterval { return nil }
            state.inFlight?.cancel()
            state.last = now
            let search = self.search
            let task = Task { try await search(query) }
            state.inFlight = task
            return task
        }
        guard let task else { return [] }
        let box = Mutex<[String]?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let names = (try? await task.value) ?? []
            box.withLock { $0 = names }
            done.signal()
        }
        let waited = done.wait(
            timeout: .now()
                + .milliseconds(
                    Int(
                        timeout.components.seconds * 1000
                            + timeout.components.attoseconds / 1_000_000_000_000_000)))
        if waited == .timedOut { task.cancel() }
        return box.withLock { $0 } ?? []
    }
}
