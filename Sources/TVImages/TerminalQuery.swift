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
    /// What the terminal answered to DA1, and the keys typed meanwhile, which the caller gives back to its input.
    package struct Reply: Sendable, Equatable {
        /// The answer up to its final `c`; nil on timeout.
        package var answer: String?
        /// Bytes read that were not the answer: keys typed before it arrived (or before the timeout).
        package var typeahead: [UInt8]

        package init(answer: String?, typeahead: [UInt8]) {
            self.answer = answer
            self.typeahead = typeahead
        }

        /// Splits bytes read from the terminal into the DA1 answer (`ESC [ ? … c`) and everything else. A partial
        /// answer at the end (the timeout came first) is neither: the rest of it is not waited for.
        package init(reading bytes: [UInt8]) {
            let introducer: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "?")]
            var typeahead: [UInt8] = []
            for index in bytes.indices {
                let rest = bytes[index...]
                guard rest.count < introducer.count ? introducer.starts(with: rest) : rest.starts(with: introducer)
                else {
                    typeahead.append(bytes[index])
                    continue
                }
                guard let end = rest.firstIndex(of: UInt8(ascii: "c")) else { break }
                self.init(
                    answer: String(decoding: rest[...end], as: UTF8.self), typeahead: typeahead + bytes[(end + 1)...])
                return
            }
            self.init(answer: nil, typeahead: typeahead)
        }
    }

    /// Sends DA1 (`ESC [ c`) and reads until its answer or the timeout; nil when not a terminal.
    ///
    /// Keys typed before the answer arrives are read too (input is raw meanwhile): they come back in
    /// ``Reply/typeahead``, for the caller to hand to its line editor, so that no key is lost.
    package static func primaryDeviceAttributes(timeoutMilliseconds: Int32 = 250) -> Reply? {
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
        var bytes: [UInt8] = []
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while bytes.count < 4096, poll(&descriptor, 1, timeoutMilliseconds) > 0 {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
            bytes.append(byte)
            if byte == UInt8(ascii: "c"), Reply(reading: bytes).answer != nil { break }
        }
        return Reply(reading: bytes)
    }

    /// The pixel size of one cell of the terminal on `fd`, or nil when the terminal does not report pixels.
    package static func cellSize(_ fd: Int32 = STDOUT_FILENO) -> TerminalImage.CellSize? {
        guard let size = TerminalInfo.size(fd), size.columns > 0, size.rows > 0, size.pixelWidth > 0,
            size.pixelHeight > 0
        else { return nil }
        return TerminalImage.CellSize(width: size.pixelWidth / size.columns, height: size.pixelHeight / size.rows)
    }
}
