import TVMaze

extension TVService {
    /// Whether the last fetch failed for want of a connection (the refresher retries while it is).
    public var isOffline: Bool { connectivity.isOffline }

    /// Runs a fetch and tells observers when it is the first to fail for want of a connection, or the first to work again.
    func observed<Value: Sendable>(_ fetch: () async throws -> Value) async throws -> Value {
        do {
            let value = try await fetch()
            if let event = connectivity.record(.success(())) { events.publish(event) }
            return value
        } catch {
            if let event = connectivity.record(.failure(error)) { events.publish(event) }
            throw error
        }
    }
}
