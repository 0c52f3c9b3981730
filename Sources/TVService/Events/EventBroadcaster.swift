import Synchronization

/// Fans ``ServiceEvent``s out to every subscriber's `AsyncStream`, and to every observer, in the order they were published.
package final class EventBroadcaster: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<ServiceEvent>.Continuation]>([:])
    private let observers = Mutex<[Int: @Sendable (ServiceEvent) -> Void]>([:])
    private let nextID = Atomic<Int>(0)

    package init() {}

    /// A stream of every event published from now on; it ends when the subscriber stops iterating.
    package func subscribe() -> AsyncStream<ServiceEvent> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream<ServiceEvent>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// Calls `handler` with every event published from now on, inside ``publish(_:)``: what the publisher does next
    /// happens after the handler ran (a stream's reader may run at any later time). Returns the id ``stopObserving(_:)``
    /// takes. The handler must be quick and must not publish.
    package func observe(_ handler: @escaping @Sendable (ServiceEvent) -> Void) -> Int {
        let id = nextID.add(1, ordering: .relaxed).newValue
        observers.withLock { $0[id] = handler }
        return id
    }

    /// Stops calling the handler ``observe(_:)`` returned `id` for.
    package func stopObserving(_ id: Int) {
        _ = observers.withLock { $0.removeValue(forKey: id) }
    }

    /// Delivers an event to every current observer, then to every subscriber.
    package func publish(_ event: ServiceEvent) {
        for handler in observers.withLock({ $0.sorted { $0.key < $1.key }.map(\.value) }) { handler(event) }
        let continuations = subscribers.withLock { Array($0.values) }
        for continuation in continuations { continuation.yield(event) }
    }
}
