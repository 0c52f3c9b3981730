#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal behind a file descriptor: the one place tv asks the kernel (`isatty`, `TIOCGWINSZ`).
package enum TerminalInfo {
    /// A terminal window's size in cells and in pixels; each 0 when the terminal does not say.
    package struct Size: Sendable, Equatable {
        package var columns: Int
        package var rows: Int
        package var pixelWidth: Int
        package var pixelHeight: Int

        package init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
            self.columns = columns
            self.rows = rows
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
    }

    /// Whether `fd` is a terminal.
    package static func isTerminal(_ fd: Int32 = STDOUT_FILENO) -> Bool {
        isatty(fd) != 0
    }

    /// The window size of the terminal on `fd` (`TIOCGWINSZ`), or nil when `fd` is not a terminal.
    package static func size(_ fd: Int32 = STDOUT_FILENO) -> Size? {
        var size = winsize()
        #if canImport(Glibc)
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        #else
        guard ioctl(fd, TIOCGWINSZ, &size) == 0 else { return nil }
        #endif
        return Size(
            columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
            pixelHeight: Int(size.ws_ypixel))
    }

    /// Width in columns: the tty's size, else `$COLUMNS`, else 80.
    package static func columns(_ fd: Int32 = STDOUT_FILENO) -> Int {
        positive(size(fd)?.columns) ?? environmentInt("COLUMNS") ?? 80
    }

    /// Height in rows: the tty's size, else `$LINES`, else 24.
    package static func rows(_ fd: Int32 = STDOUT_FILENO) -> Int {
        positive(size(fd)?.rows) ?? environmentInt("LINES") ?? 24
    }

    private static func positive(_ value: Int?) -> Int? {
        value.flatMap { $0 > 0 ? $0 : nil }
    }

    /// A positive integer environment variable, or nil.
    private static func environmentInt(_ name: String) -> Int? {
        guard let raw = getenv(name), let value = Int(String(cString: raw)), value > 0 else { return nil }
        return value
    }
}
