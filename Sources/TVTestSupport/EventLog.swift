import Synchronization
package import TVService

/// What a test heard, in order. A wait for events returns as soon as they have arrived: it has no deadline of its own,
/// so a busy machine makes it slower, never wrong (the test's time limit bounds it).
package final class EventLog<Event: Sendable>: Sendable {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private let state = Mutex<(events: [Event], waiters: [Waiter])>(([], []))

    package init() {}

    /// Records `event` and ends the waits it completes.
    package func append(_ event: Event) {
        let woken = state.withLock { state in
            state.events.append(event)
            let count = state.events.count
            let woken = state.waiters.filter { $0.count <= count }
            state.waiters.removeAll { $0.count <= count }
            return woken
        }
        for waiter in woken { waiter.continuation.resume() }
    }

    /// The events not taken yet, oldest first.
    package var events: [Event] { state.withLock { $0.events } }

    /// Returns once `count` events not taken yet have arrived.
    package func wait(for count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                if state.events.count >= count { return true }
                state.waiters.append(Waiter(count: count, continuation: continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// The next `count` events, oldest first, once they have arrived; they are taken (the next call sees later ones).
    package func take(_ count: Int) async -> [Event] {
        await wait(for: count)
        return state.withLock { state in
            defer { state.events.removeFirst(count) }
            return Array(state.events.prefix(count))
        }
    }

    /// Every event not taken yet, taken now.
    package func takeAll() -> [Event] {
        state.withLock { state in
            defer { state.events.removeAll() }
            return state.events
        }
    }
}

extension EventLog where Event == ServiceEvent {
    /// A log of what `broadcaster` publishes, each event recorded inside ``EventBroadcaster/publish(_:)``: once the
    /// publisher's work is done, its events are here.
    package convenience init(_ broadcaster: EventBroadcaster) {
        self.init()
        _ = broadcaster.observe { event in self.append(event) }
    }
}
