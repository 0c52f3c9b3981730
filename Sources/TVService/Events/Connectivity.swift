import Synchronization
import TVMaze

/// Whether TVmaze answered the last fetch: the one place that decides when "offline" and "back online" are said.
final class Connectivity: Sendable {
    private let offline = Mutex(false)

    /// Whether the last fetch failed for want of a connection.
    var isOffline: Bool { offline.withLock { $0 } }

    /// Records a fetch's outcome; returns the event to publish when the state changed.
    func record(_ outcome: Result<Void, any Error>) -> ServiceEvent? {
        switch outcome {
        case .success:
            return offline.withLock { state in
                defer { state = false }
                return state ? .backOnline : nil
            }
        case .failure(let error):
            guard let error = error as? TVMazeError, Self.meansOffline(error.kind) else { return nil }
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
