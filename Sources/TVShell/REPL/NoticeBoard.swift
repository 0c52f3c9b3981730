import Synchronization
import TVMaze
package import TVService
import TVText

/// Collects the service's events as one-line notices, to be printed before the next prompt and never while typing.
///
/// Events are taken as they are published, not read from a stream later: a command that failed for want of a
/// connection has its "offline" notice waiting by the time its prompt is drawn.
package final class NoticeBoard: Sendable {
    private let pending = Mutex<[String]>([])
    private let listening = Mutex<(events: EventBroadcaster, id: Int)?>(nil)

    package init() {}

    /// Starts turning `events` into notices.
    package func listen(to events: EventBroadcaster) {
        let id = events.observe { [weak self] event in
            if let notice = Self.notice(for: event) { self?.post(notice) }
        }
        replaceListening(with: (events, id))
    }

    /// Stops listening.
    package func stop() { replaceListening(with: nil) }

    /// Makes `next` the observation this board holds, and ends the one it held before.
    private func replaceListening(with next: (events: EventBroadcaster, id: Int)?) {
        let previous = listening.withLock { listening in
            defer { listening = next }
            return listening
        }
        if let previous { previous.events.stopObserving(previous.id) }
    }

    /// Takes the notices gathered so far, oldest first, each once.
    package func drain() -> [String] {
        pending.withLock { notices in
            defer { notices = [] }
            var seen = Set<String>()
            return notices.filter { seen.insert($0).inserted }
        }
    }

    private func post(_ notice: String) { pending.withLock { $0.append(notice) } }

    /// The line a user reads for an event; nil for the switch to the sample week, which the session says at once.
    static func notice(for event: ServiceEvent) -> String? {
        switch event {
        case .scheduleUpdated(let dates):
            guard let first = dates.min(), let last = dates.max() else { return "notice: schedule updated" }
            return "notice: schedule updated for \(first == last ? "\(first)" : "\(first) – \(last)") (week shows it)"
        case .windowMoved(let today, let window):
            return today == window.start
                ? "notice: a new week began (\(window.start) – \(window.end))"
                : "notice: it is now \(Formatting.weekdays[today.weekday - 1]) \(today)"
        case .fetchFailed(let message):
            return "notice: offline (\(message.terminalSafe)); retrying in the background"
        case .backOnline:
            return "notice: back online"
        case .usingSample:
            return nil
        }
    }
}
