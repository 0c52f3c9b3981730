import Foundation
import Synchronization
import Testing

@testable import TVTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The loopback server the suites run against answers on its event loop's thread: tests busy on every thread of
/// Swift's cooperative pool do not hold its answers back (nor the arrival times its rate limit counts).
@Suite struct LoopbackServerTests {
    /// What the spinning tasks and the client share.
    final class Spin: Sendable {
        private let answered = Atomic<Bool>(false)
        private let gaveUp = Atomic<Int>(0)
        var isAnswered: Bool { answered.load(ordering: .acquiring) }
        var spinnersThatGaveUp: Int { gaveUp.load(ordering: .acquiring) }
        func answer() { answered.store(true, ordering: .releasing) }
        func giveUp() { gaveUp.add(1, ordering: .releasing) }
    }

    @Test func itAnswersWhileEveryThreadOfThePoolIsBusy() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        defer { Task { await server.shutdown() } }
        let spin = Spin()
        // Twice as many spinning tasks as the pool has threads: none is free until the answer has come, or a minute
        // has passed, which only a server waiting for the pool lets happen.
        let cap = ContinuousClock.now + .seconds(60)
        for _ in 0..<2 * ProcessInfo.processInfo.activeProcessorCount {
            Task.detached {
                while !spin.isAnswered {
                    if ContinuousClock.now > cap {
                        spin.giveUp()
                        return
                    }
                }
            }
        }
        let head = try await onOwnThread { () throws -> String in
            defer { spin.answer() }
            return try Self.firstLine(port: server.port, path: "/shows/1")
        }
        #expect(head.hasPrefix("HTTP/1.1 200"), "\(head)")
        #expect(spin.spinnersThatGaveUp == 0, "the answer came only once the pool's threads were free")
    }

    /// The status line of a GET, over a blocking socket on the calling thread.
    static func firstLine(port: Int, path: String) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard send(socket, request, request.count, 0) == request.count else { throw POSIXError(.EIO) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(UInt8(ascii: "\n")) {
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        return String(decoding: received.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }
}
