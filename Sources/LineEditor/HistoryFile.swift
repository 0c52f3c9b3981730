import CLibEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file behind a libedit history, in libedit's own format (H_LOAD / H_SAVE).
struct HistoryFile {
    /// Where the history lives.
    let path: String

    /// A history file at `path`, or nil for no file (`nil`, empty, or `/dev/null`).
    init?(path: String?) {
        // H_SAVE chmods what it writes to 0600: never point it at /dev/null.
        guard let path, !path.isEmpty, path != "/dev/null" else { return nil }
        self.path = path
    }

    /// Loads the file into `history`; a missing or unreadable file loads nothing.
    ///
    /// A file without libedit's `_HiStOrY_V2_` first line (one written by hand, or by another program) is read as
    /// plain lines, one entry each: libedit refuses it, and the next save would have replaced it with this session's.
    func load(into history: OpaquePointer) {
        guard tv_history_load(history, path) < 0, let file = fopen(path, "r") else { return }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) >= 0, let line {
            var text = String(cString: line)
            while text.last == "\n" || text.last == "\r\n" || text.last == "\r" { text.removeLast() }
            if !text.isEmpty { _ = tv_history_enter(history, text) }
        }
    }

    /// Saves `history` atomically: writes a temporary file beside the target, then renames it.
    ///
    /// A crash or `kill -9` leaves either the old or the new file, never a truncated one.
    /// Missing parent directories are created (mode 0700); errors are ignored.
    func save(_ history: OpaquePointer) {
        let target = resolvedTarget()
        Self.makeParentDirectories(of: target)
        let temporary = target + ".tmp-\(getpid())"
        if tv_history_save(history, temporary) < 0 || rename(temporary, target) != 0 {
            unlink(temporary)
        }
    }

    /// The file a symlink at `path` points to, so that saving keeps the link.
    private func resolvedTarget() -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `mkdir -p` of the directory holding `path`.
    private static func makeParentDirectories(of path: String) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard !components.isEmpty else { return }
        var current = path.hasPrefix("/") ? "" : "."
        if components.first == "" { components.removeFirst() }
        for component in components where !component.isEmpty {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { return }
        }
    }
}
