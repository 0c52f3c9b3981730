#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor with `read(2)`, for input that is not a terminal.
///
/// Accepts `\n` and `\r\n` endings and a last line without a newline, replaces
/// invalid UTF-8 with U+FFFD, keeps NUL bytes, and scans each byte once, so very
/// long lines cost linear time. Not thread-safe: confine it to one queue.
final class PlainLineReader {
    private let fd: Int32
    private let chunkSize: Int
    private var buffer: [UInt8] = []
    /// Start of the unread bytes in `buffer`.
    private var start = 0
    /// Where to resume looking for `\n` (bytes before it hold none).
    private var scanned = 0
    private var atEOF = false

    /// Creates a reader of `fd`; it does not own or close the descriptor.
    init(fd: Int32, chunkSize: Int = 64 * 1024) {
        self.fd = fd
        self.chunkSize = chunkSize
    }

    /// The next line, or `.endOfInput` at the end of the stream or on a read error.
    func readLine() -> LineInput {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = takeLine(upTo: newline)
                start = newline + 1
                scanned = start
                return .line(line)
            }
            scanned = buffer.count
            if atEOF {
                guard start < buffer.count else { return .endOfInput }
                let line = takeLine(upTo: buffer.count)
                start = buffer.count
                scanned = start
                return .line(line)
            }
            fill()
        }
    }

    /// Decodes `buffer[start..<end]`, dropping one trailing `\r`.
    private func takeLine(upTo end: Int) -> String {
        var end = end
        if end > start && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return buffer[start..<end].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends one `read(2)` worth of bytes, compacting consumed bytes first; sets `atEOF` at 0 or on error.
    private func fill() {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunkSize))
        var got = 0
        while true {
            got = buffer[oldCount...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard got < 0 else { break }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { break }
            var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)  // non-blocking stdin
            _ = poll(&waiting, 1, -1)
        }
        buffer.removeSubrange((oldCount + max(got, 0))...)
        if got <= 0 { atEOF = true }
    }
}
