import Foundation
import TVTestSupport
import Testing

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
        let run = try await TVProcess.execute(
            ["--api-url", server.baseURL.absoluteString] + Self.pinned + ["-c", "week"],
            stdout: pipe.fileHandleForWriting)
        #expect(run.signalled && run.status == SIGPIPE, "status \(run.status), signalled \(run.signalled)")
        #expect(run.errors.isEmpty)
    }

    @Test func aFullDiskEndsTheRunWithOneErrorLine() async throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try await TVProcess.execute(["--offline"] + Self.pinned + ["-c", "week"], stdout: full)
        #expect(
            !run.signalled && run.status == 1,
            "status \(run.status), signalled \(run.signalled): \(run.errors.prefix(200))")
        #expect(run.errorLines.last == "error: cannot write to standard output: no space left on device")
    }
}
