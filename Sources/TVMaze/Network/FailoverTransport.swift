import Synchronization

/// Sends through `primary` until it proves unreachable once, then answers from `fallback` for good.
///
/// This is how `tv` opens on the bundled sample week when api.tvmaze.com cannot be reached:
/// `onFailover` runs once, with the failure, so the caller can say so in one line. While `shouldFailOver`
/// answers false (say, a cache holds real data to show instead), an unreachable primary is reported as such.
package final class FailoverTransport: HTTPTransport {
    private let primary: any HTTPTransport
    private let fallback: any HTTPTransport
    private let onFailover: @Sendable (TransportFailure) -> Void
    private let shouldFailOver: @Sendable () async -> Bool
    private let failedOver = Mutex(false)

    package init(primary: any HTTPTransport, fallback: any HTTPTransport,
                shouldFailOver: @escaping @Sendable () async -> Bool = { true },
                onFailover: @escaping @Sendable (TransportFailure) -> Void) {
        self.primary = primary
        self.fallback = fallback
        self.shouldFailOver = shouldFailOver
        self.onFailover = onFailover
    }

    /// Whether the fallback is in use.
    package var isFailedOver: Bool { failedOver.withLock { $0 } }

    package var answersLocally: Bool { isFailedOver && fallback.answersLocally }

    package func send(_ request: TransportRequest) async throws -> TransportResponse {
        if isFailedOver { return try await fallback.send(request) }
        do {
            return try await primary.send(request)
        } catch let failure as TransportFailure where failure.kind == .unreachable {
            guard await shouldFailOver() else { throw failure }
            let first = failedOver.withLock { state in
                defer { state = true }
                return !state
            }
            if first { onFailover(failure) }
            return try await fallback.send(request)
        }
    }

    package func shutdown() async {
        await primary.shutdown()
        await fallback.shutdown()
    }

    /// A transport that sends wherever this one does now (primary, or the fallback once failed over) but never
    /// fails over itself: for pictures, whose hosts come from API text and say nothing about the API's reach.
    package var following: any HTTPTransport { Following(owner: self) }

    private struct Following: HTTPTransport {
        let owner: FailoverTransport

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            try await (owner.isFailedOver ? owner.fallback : owner.primary).send(request)
        }
    }
}
