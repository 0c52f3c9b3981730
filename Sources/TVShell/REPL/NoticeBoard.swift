import Synchronization
import TVMaze
import TVService
import TVText

/// Collects the service's events as one-line notices, to be printed before the next prompt and never while typing.
public final class NoticeBoard: Sendable {
    private let pending = Mutex<[String]>([])
    private let listener = Mutex<Task<Void, Never>?>(nil)

    public init() {}

    /// Starts turning `events` into notices.
    public func listen(to events: AsyncStream<ServiceEvent>) {
        let task = Task { [weak self] in
            for await event in events { self?.post(Self.notice(for: event)) }
        }
        listener.withLock { $0?.cancel(); $0 = task }
    }

    /// Stops listening.
    public func stop() { listener.withLock { $0?.cancel(); $0 = nil } }

    /// Takes the notices gathered so far, oldest first, each once.
    public func drain() -> [String] {
        pending.withLock { notices in
            defer { notices = [] }
            var seen = Set<String>()
            return notices.filter { seen.insert($0).inserted }
        }
    }

    /// How many notices wait, repeats included.
    var pendingCount: Int { pending.withLock { $0.count } }

    private func post(_ notice: String) { pending.withLock { $0.append(notice) } }

    /// The line a user reads for an event.
    static func notice(for event: ServiceEvent) -> String {
        switch event {
        case .scheduleUpdated(let dates):
            guard let first = dates.min(), let last = dates.max() else { return "notice: schedule updated" }
            return "notice: schedule updated for \(first == last ? "\(first)" : "\(first) – \(last)") (week shows it)"
        case .windowMoved(let today, let window):
            return today == window.start
                ? "notice: a new week began (\(window.start) – \(window.start.adding(days: 6)))"
                : "notice: it is now \(Formatting.weekdays[today.weekday - 1]) \(today)"
        case .fetchFailed(let message):
            return "notice: offline (\(message.terminalSafe)); retrying in the background"
        case .backOnline:
            return "notice: back online"
        }
    }
}
