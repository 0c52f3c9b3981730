#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Writes whole buffers to a file descriptor: through short writes, `EINTR`, and `EAGAIN` on a non-blocking one.
enum DescriptorWriter {
    /// Writes every byte and returns 0, or returns the `errno` that stopped it (`EPIPE` for a reader gone).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard var next = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let written = write(descriptor, next, left)
            if written >= 0 {
                next += written
                left -= written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:  // a descriptor someone made non-blocking: wait until it takes more
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            case let failure:
                return failure
            }
        }
        return 0
    }

    /// Writes the string's own UTF-8 bytes, without copying them (a week is ~150 KB); see ``writeAll(_:to:)``.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
