import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// TVmaze's budget (20 requests in any 10 s per IP address) shared by every tv process of one user: a small file per
/// server listing the requests in flight and those finished within the window, read and rewritten under `flock`.
///
/// A request counts from its admission until `window` after it finished, as in ``RequestPacer``. The lock is held
/// only while the file is read and rewritten; the kernel releases it when its holder dies, so a process killed at any
/// moment never blocks the others. A request still marked in flight by a process that no longer exists counts as
/// finished when it started.
package final class SharedRequestLedger: Sendable {
    /// One admitted request, to be marked finished.
    package struct Ticket: Sendable, Equatable {
        let pid: Int32
        let id: UInt64
    }

    /// The ledger's file.
    package let path: String
    package let limit: Int
    /// The window with its safety margin.
    package let window: Duration
    private let now: @Sendable () -> Int64

    /// - Parameter now: nanoseconds on a clock every process of the machine reads alike (boot time by default).
    package init(
        path: String, limit: Int = 20, window: Duration = .seconds(10), margin: Duration = .milliseconds(100),
        now: @escaping @Sendable () -> Int64 = SharedRequestLedger.bootTime
    ) {
        self.path = path
        self.limit = limit
        self.window = window + margin
        self.now = now
    }

    /// The ledger for `host` (e.g. "api.tvmaze.com" or "127.0.0.1:8080") in tv's runtime directory: under
    /// `$XDG_RUNTIME_DIR/tv`, else `/tmp/tv-UID`; nil when that directory cannot be made private to this user.
    package static func forServer(_ host: String, environment: [String: String]) -> SharedRequestLedger? {
        let base =
            environment["XDG_RUNTIME_DIR"].flatMap { $0.hasPrefix("/") ? $0 + "/tv" : nil } ?? "/tmp/tv-\(getuid())"
        guard privateDirectory(base) else { return nil }
        let name = String(host.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
        return SharedRequestLedger(path: base + "/requests-" + name)
    }

    /// Makes `path` (mode 0700) when missing; true when it is a directory owned by this user that nobody else may write.
    static func privateDirectory(_ path: String) -> Bool {
        if mkdir(path, 0o700) != 0, errno != EEXIST { return false }
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == getuid() && (info.st_mode & 0o022) == 0
    }

    /// Nanoseconds since boot (`CLOCK_BOOTTIME`): the same in every process, unmoved by changes to the wall clock.
    package static let bootTime: @Sendable () -> Int64 = {
        var spec = timespec()
        clock_gettime(CLOCK_BOOTTIME, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }

    private static let nextID = Atomic<UInt64>(0)

    /// How long to wait before asking again for the lock another holds (it holds it for microseconds while it runs:
    /// another task of this process, or another tv).
    package static let lockBusyRetry = Duration.milliseconds(2)

    /// Takes a place in the window when there is one; otherwise says how long until one may free up.
    /// Throws ``LockBusy`` when another process holds the file's lock (the caller waits without blocking its thread and
    /// asks again), and another error when the file cannot be used (the caller goes on with its own pacing alone).
    package func admit() throws -> Result<Ticket, WaitNeeded> {
        try withLockedEntries { entries, now in
            let counted = entries.filter { counts($0, at: now) }
            guard counted.count < limit else {
                // Places free up as finished requests leave the window; in-flight ones first have to finish.
                let ends = counted.compactMap { $0.end > 0 ? $0.end : nil }.sorted()
                let needed = counted.count - limit
                let wait =
                    needed < ends.count
                    ? Duration.nanoseconds(ends[needed] + nanoseconds(window) - now) : .milliseconds(20)
                entries = counted
                return .failure(WaitNeeded(wait: max(wait, .milliseconds(1))))
            }
            let ticket = Ticket(pid: getpid(), id: Self.nextID.add(1, ordering: .relaxed).newValue)
            entries = counted + [Entry(pid: ticket.pid, id: ticket.id, start: now, end: 0)]
            return .success(ticket)
        }
    }

    /// How long to wait before asking again.
    package struct WaitNeeded: Error, Sendable {
        package let wait: Duration
    }

    /// Marks an admitted request finished: it counts until `window` from now. While another process holds the lock, a
    /// task of its own asks again every ``lockBusyRetry`` for a second, so the caller never waits (a stopped process's
    /// entry counts as finished once it exits).
    package func finish(_ ticket: Ticket) {
        settle(ticket) { entries, index, now in entries[index].end = max(now, 1) }
    }

    /// Takes back an admitted request that never reached the server (no name lookup, a refused connection): it counts
    /// no more. Like ``finish(_:)``, it never waits for the lock.
    package func withdraw(_ ticket: Ticket) {
        settle(ticket) { entries, index, _ in entries.remove(at: index) }
    }

    /// Applies `change` to the ticket's entry under the lock, now or, while another process holds it, from a task of
    /// its own that asks again every ``lockBusyRetry`` for a second.
    private func settle(_ ticket: Ticket, _ change: @escaping @Sendable (inout [Entry], Int, Int64) -> Void) {
        let apply: @Sendable () -> Bool = {
            do {
                try self.withLockedEntries { (entries: inout [Entry], now: Int64) -> Void in
                    if let index = entries.firstIndex(where: { $0.pid == ticket.pid && $0.id == ticket.id }) {
                        change(&entries, index, now)
                    }
                }
                return true
            } catch {
                return false
            }
        }
        guard !apply() else { return }
        Task.detached {
            for _ in 0..<500 {
                try? await Task.sleep(for: Self.lockBusyRetry)
                if apply() { return }
            }
        }
    }

    /// The requests the file counts now (for tests).
    package func countedNow() throws -> Int {
        try withLockedEntries { entries, now in entries.filter { counts($0, at: now) }.count }
    }

    // MARK: The file

    struct Entry: Equatable {
        var pid: Int32
        var id: UInt64
        /// Nanoseconds on ``bootTime``.
        var start: Int64
        /// 0 while in flight.
        var end: Int64
    }

    private func counts(_ entry: Entry, at now: Int64) -> Bool {
        let window = nanoseconds(window)
        if entry.end > 0 { return entry.end > now - window }
        // In flight, unless its process is gone: then it ended, at the latest, when it started.
        if kill(entry.pid, 0) == 0 || errno == EPERM { return true }
        return entry.start > now - window
    }

    private func nanoseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
    }

    /// Another process holds the file's lock.
    package struct LockBusy: Error {}

    /// Runs `body` on the file's entries under an exclusive `flock`, writing them back when it changed them.
    private func withLockedEntries<T>(_ body: (inout [Entry], Int64) throws -> T) throws -> T {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }  // closing releases the lock
        // Never waited for here: the lock is held for microseconds by a running process, and a stopped one (^Z) must
        // not block a thread of every other tv. Callers wait asynchronously and ask again.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            throw errno == EWOULDBLOCK ? LockBusy() : POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        let before = Self.parse(bytes)
        var entries = before
        let result = try body(&entries, now())
        if entries != before {
            let text = Array(entries.map { "\($0.pid) \($0.id) \($0.start) \($0.end)\n" }.joined().utf8)
            _ = ftruncate(descriptor, 0)
            _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
        return result
    }

    /// Lines of `pid id start end`; anything else (a torn or foreign file) is skipped.
    static func parse(_ bytes: [UInt8]) -> [Entry] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 4, let pid = Int32(fields[0]), let id = UInt64(fields[1]),
                let start = Int64(fields[2]), let end = Int64(fields[3])
            else { return nil }
            return Entry(pid: pid, id: id, start: start, end: end)
        }
    }
}
