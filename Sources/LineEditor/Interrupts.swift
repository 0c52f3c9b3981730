import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT (Ctrl-C while a command runs) into cancellation of the running command's task.
///
/// The first `Interrupts` created sets SIGINT to be ignored by default for the whole
/// process, so Ctrl-C outside ``run(_:)`` does nothing (at the prompt, Ctrl-C is a key,
/// not a signal). Several instances may coexist; a SIGINT reaches all of them.
package final class Interrupts: Sendable {
    private let running = RunningOperations()
    private let subscription: UInt64

    /// Ignores SIGINT's default action (once per process) and starts listening for it.
    package init() {
        subscription = SIGINTSource.shared.subscribe { [running] in running.interruptAll() }
    }

    deinit {
        SIGINTSource.shared.unsubscribe(subscription)
    }

    /// Runs `operation` in a child task that SIGINT cancels.
    ///
    /// Returns what `operation` returns. If SIGINT arrived while it ran, throws
    /// `CancellationError` whatever the operation returned or threw (for example
    /// `URLError(.cancelled)`). Cancelling the calling task cancels the operation too.
    package func run<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let task = Task { try await operation() }
        let id = running.register { task.cancel() }
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            task.cancel()
        }
        if running.finish(id) { throw CancellationError() }
        return try result.get()
    }
}

/// The operations in flight in one ``Interrupts``, each with its cancel action and whether SIGINT hit it.
private final class RunningOperations: Sendable {
    private struct Entry {
        var cancel: @Sendable () -> Void
        var interrupted = false
    }

    private let state = Mutex<(next: UInt64, byID: [UInt64: Entry])>((0, [:]))

    /// Registers a cancel action; returns its id.
    func register(_ cancel: @escaping @Sendable () -> Void) -> UInt64 {
        state.withLock { state in
            let id = state.next
            state.next += 1
            state.byID[id] = Entry(cancel: cancel)
            return id
        }
    }

    /// Removes `id`; returns whether SIGINT interrupted it.
    func finish(_ id: UInt64) -> Bool {
        state.withLock { $0.byID.removeValue(forKey: id)?.interrupted ?? false }
    }

    /// Marks every operation interrupted and cancels it.
    func interruptAll() {
        let cancels = state.withLock { state in
            for id in state.byID.keys { state.byID[id]?.interrupted = true }
            return state.byID.values.map(\.cancel)
        }
        for cancel in cancels { cancel() }
    }
}

/// The process's single SIGINT dispatch source, fanning each signal out to subscribers.
///
/// One per process because `signal(SIGINT, SIG_IGN)` after a source is registered
/// replaces libdispatch's handler on Linux, and that source then never fires again.
private final class SIGINTSource: Sendable {
    /// The actions to call on SIGINT, by subscription id.
    private final class Subscribers: Sendable {
        private let state = Mutex<(next: UInt64, actions: [UInt64: @Sendable () -> Void])>((0, [:]))

        /// Adds `action`; returns its id.
        func add(_ action: @escaping @Sendable () -> Void) -> UInt64 {
            state.withLock { state in
                let id = state.next
                state.next += 1
                state.actions[id] = action
                return id
            }
        }

        /// Removes the action registered as `id`.
        func remove(_ id: UInt64) {
            _ = state.withLock { $0.actions.removeValue(forKey: id) }
        }

        /// Calls every action, outside the lock.
        func callAll() {
            for action in state.withLock({ Array($0.actions.values) }) { action() }
        }
    }

    /// Created on first use: sets SIG_IGN, then registers the source (in that order).
    static let shared = SIGINTSource()

    /// Dispatch sources are thread-safe but not annotated `Sendable` on Linux; set up once in `init`.
    private nonisolated(unsafe) let source: any DispatchSourceSignal
    private let subscribers = Subscribers()

    private init() {
        signal(SIGINT, SIG_IGN)  // first; the source installs its own handler when it registers
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [subscribers] in subscribers.callAll() }
        source.resume()
    }

    /// Calls `action` on every SIGINT until unsubscribed; returns the subscription id.
    func subscribe(_ action: @escaping @Sendable () -> Void) -> UInt64 {
        subscribers.add(action)
    }

    /// Stops calling the action registered as `id`.
    func unsubscribe(_ id: UInt64) {
        subscribers.remove(id)
    }
}
