import TVText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal on standard input/output a question and reads its answer, with a short timeout.
///
/// Only for an interactive terminal (both standard input and output are ttys): it switches input to raw mode
/// for the duration and restores it. Never used for scripts or pipes.
package enum TerminalQuery {
    /// Sends DA1 (`ESC [ c`) and returns the answer up to its final `c`, or nil on timeout or when not a terminal.
    package static func primaryDeviceAttributes(timeoutMilliseconds: Int32 = 250) -> String? {
        guard TerminalInfo.isTerminal(STDIN_FILENO), TerminalInfo.isTerminal(STDOUT_FILENO) else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        let query: [UInt8] = [0x1B, 0x5B, 0x63]
        guard query.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == query.count else {
            return nil
        }
        var answer: [UInt8] = []
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while answer.count < 128, poll(&descriptor, 1, timeoutMilliseconds) > 0 {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
            answer.append(byte)
            if byte == UInt8(ascii: "c"), answer.contains(UInt8(ascii: "?")) {
                return String(decoding: answer, as: UTF8.self)
            }
        }
        return nil
    }

    /// The pixel size of one cell of the terminal on `fd`, or nil when the terminal does not report pixels.
    package static func cellSize(_ fd: Int32 = STDOUT_FILENO) -> TerminalImage.CellSize? {
        guard let size = TerminalInfo.size(fd), size.columns > 0, size.rows > 0, size.pixelWidth > 0,
            size.pixelHeight > 0
        else { return nil }
        return TerminalImage.CellSize(width: size.pixelWidth / size.columns, height: size.pixelHeight / size.rows)
    }
}
