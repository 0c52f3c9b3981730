import Foundation
import Testing
import TVTestSupport
@testable import TVShell

/// Output that cannot be written: a reader gone, a full disk, a descriptor made non-blocking (a pager quit early:
/// Tests/pty).
@Suite(.serialized) struct BrokenOutputTests {
    static let pinned = ["--now", "2026-11-18T20:30:00-05:00", "--tz", "America/New_York", "-X"]

    /// A pipe whose reading end is already closed: every write to it fails with `EPIPE`.
    func readerlessPipe() -> Pipe {
        let pipe = Pipe()
        try? pipe.fileHandleForReading.close()
        return pipe
    }

    @Test func aClosedPipeEndsAColdWeekAsSIGPIPEWouldWithoutACrash() async throws {
        // The cold week opens sockets, and NIO then ignores SIGPIPE: the write itself sees EPIPE.
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let pipe = readerlessPipe()
        let run = try await TVProcess.execute(["--api-url", server.baseURL.absoluteString] + Self.pinned + ["-c", "week"],
                                              stdout: pipe.fileHandleForWriting)
        #expect(run.signalled && run.status == SIGPIPE, "status \(run.status), signalled \(run.signalled)")
        #expect(run.errors.isEmpty)
    }

    @Test func aFullDiskEndsTheRunWithOneErrorLine() async throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try await TVProcess.execute(["--offline"] + Self.pinned + ["-c", "week"], stdout: full)
        #expect(!run.signalled && run.status == 1, "status \(run.status), signalled \(run.signalled): \(run.errors.prefix(200))")
        #expect(run.errorLines.last == "error: cannot write to standard output: No space left on device")
    }

    @Test func writeAllGetsEveryByteThroughANonBlockingPipe() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let (reader, writer) = (descriptors[0], descriptors[1])
        #expect(fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) == 0)
        let sent = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }   // 15 pipe buffers
        let received = ReceivedBytes()
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                usleep(100)   // slower than the writer, so it meets a full pipe
                let count = read(reader, &chunk, chunk.count)
                if count <= 0 { break }
                received.bytes += chunk[..<count]
            }
            close(reader)
            drained.signal()
        }
        let failure = sent.withUnsafeBytes { DescriptorWriter.writeAll($0, to: writer) }
        close(writer)
        drained.wait()
        #expect(failure == 0)
        let arrived = received.bytes == sent   // not inside #expect, which would print a million bytes
        #expect(arrived, "\(received.bytes.count) of \(sent.count) bytes arrived, or not in order")
    }

    @Test func writeAllReportsAReaderGoneAsEPIPE() {
        signal(SIGPIPE, SIG_IGN)   // as tv does; otherwise the write would end the test runner
        let pipe = readerlessPipe()
        #expect(DescriptorWriter.writeAll("a week\n", to: pipe.fileHandleForWriting.fileDescriptor) == EPIPE)
    }

    /// The bytes the reader thread collected, read by the test only after it signalled.
    final class ReceivedBytes: @unchecked Sendable {
        var bytes: [UInt8] = []
    }
}
