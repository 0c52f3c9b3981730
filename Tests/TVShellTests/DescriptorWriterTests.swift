import Foundation
import TVTestSupport
import Testing

@testable import TVShell

/// Writing output through a descriptor that pushes back: a non-blocking pipe that fills, a reader gone.
@Suite struct DescriptorWriterTests {
    /// A pipe whose reading end is already closed: every write to it fails with `EPIPE`.
    func readerlessPipe() -> Pipe {
        let pipe = Pipe()
        try? pipe.fileHandleForReading.close()
        return pipe
    }

    @Test func writeAllGetsEveryByteThroughANonBlockingPipe() async throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let (reader, writer) = (descriptors[0], descriptors[1])
        #expect(fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) == 0)
        let sent = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }  // 15 pipe buffers
        let received = ReceivedBytes()
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                usleep(100)  // slower than the writer, so it meets a full pipe
                let count = read(reader, &chunk, chunk.count)
                if count <= 0 { break }
                received.bytes += chunk[..<count]
            }
            close(reader)
            drained.signal()
        }
        // The writer waits for the slow reader: on a thread of its own, not the cooperative pool.
        let failure = await onOwnThread {
            let failure = sent.withUnsafeBytes { DescriptorWriter.writeAll($0, to: writer) }
            close(writer)
            drained.wait()
            return failure
        }
        #expect(failure == 0)
        let arrived = received.bytes == sent  // not inside #expect, which would print a million bytes
        #expect(arrived, "\(received.bytes.count) of \(sent.count) bytes arrived, or not in order")
    }

    @Test func writeAllReportsAReaderGoneAsEPIPE() {
        signal(SIGPIPE, SIG_IGN)  // as tv does; otherwise the write would end the test runner
        let pipe = readerlessPipe()
        #expect(DescriptorWriter.writeAll("a week\n", to: pipe.fileHandleForWriting.fileDescriptor) == EPIPE)
    }

    /// The bytes the reader thread collected, read by the test only after it signalled.
    final class ReceivedBytes: @unchecked Sendable {
        var bytes: [UInt8] = []
    }
}
