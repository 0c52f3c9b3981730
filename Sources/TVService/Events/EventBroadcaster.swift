import Synchronization

/// Fans ``ServiceEvent``s out to every subscriber's `AsyncStream`, in the order they were published.
public final class EventBroadcaster: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<ServiceEvent>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    public init() {}

    /// A stream of every event published from now on; it ends when the subscriber stops iterating.
    public func subscribe() -> AsyncStream<ServiceEvent> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream<ServiceEvent>.makeStream(bufferingPolicy: .bufferingNewest(64))
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// Delivers an event to every current subscriber.
    public func publish(_ event: ServiceEvent) {
        let continuations = subscribers.withLock { Array($0.values) }
        for continuation in continuations { continuation.yield(event) }
    }
}
