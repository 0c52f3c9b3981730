import Synchronization
import TVMaze

/// Whether TVmaze answered the last fetch: the one place that decides when "offline" and "back online" are said.
final class Connectivity: Sendable {
    private let offline = Mutex(false)

    /// Whether the last fetch failed for want of a connection.
    var isOffline: Bool { offline.withLock { $0 } }

    /// Records a fetch's outcome and returns what to announce: "back online" on the first success after a failure for
    /// want of a connection, and "offline" on the first such failure. Another failure (an error answer) is announced
    /// only from the `background`, where no command reports it, and not while offline: the retries are under way.
    func record(_ outcome: Result<Void, any Error>, background: Bool = false) -> ServiceEvent? {
        switch outcome {
        case .success:
            return offline.withLock { state in
                defer { state = false }
                return state ? .backOnline : nil
            }
        case .failure(let error):
            guard let error = error as? TVMazeError, Self.meansOffline(error.kind) else {
                guard background, !isOffline else { return nil }
                return .fetchFailed(message: (error as? TVMazeError)?.message ?? String(describing: error))
            }
            return offline.withLock { state in
                defer { state = true }
                return state ? nil : .fetchFailed(message: error.message)
            }
        }
    }

    /// Failures that say the network or the server is out of reach, as opposed to a bad question or answer.
    static func meansOffline(_ kind: TVMazeError.Kind) -> Bool {
        switch kind {
        case .unreachable, .connectionLost, .timedOut: true
        default: false
        }
    }
}
