import CLibEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal behind a file descriptor.
package enum TerminalInfo {
    /// Whether `fd` is a terminal.
    package static func isTerminal(_ fd: Int32 = STDOUT_FILENO) -> Bool {
        isatty(fd) != 0
    }

    /// Width in columns: the tty's size, else `$COLUMNS`, else 80.
    package static func columns(_ fd: Int32 = STDOUT_FILENO) -> Int {
        size(fd).columns ?? environmentInt("COLUMNS") ?? 80
    }

    /// Height in rows: the tty's size, else `$LINES`, else 24.
    package static func rows(_ fd: Int32 = STDOUT_FILENO) -> Int {
        size(fd).rows ?? environmentInt("LINES") ?? 24
    }

    /// The window size from TIOCGWINSZ, each nil when unknown or zero.
    private static func size(_ fd: Int32) -> (columns: Int?, rows: Int?) {
        var columns: Int32 = 0
        var rows: Int32 = 0
        guard tv_window_size(fd, &columns, &rows) == 0 else { return (nil, nil) }
        return (columns > 0 ? Int(columns) : nil, rows > 0 ? Int(rows) : nil)
    }

    /// A positive integer environment variable, or nil.
    private static func environmentInt(_ name: String) -> Int? {
        guard let raw = getenv(name), let value = Int(String(cString: raw)), value > 0 else { return nil }
        return value
    }
}
