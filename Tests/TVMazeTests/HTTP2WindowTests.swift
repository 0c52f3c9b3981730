import Foundation
import TVTestSupport
import Testing

@testable import TVMaze

/// tv's HTTP/2 flow-control windows against `scripts/h2-standin.py` (hypercorn, in `.build/venv`, which
/// `scripts/setup --test` makes), which reports what the client advertised on its connection.
@Suite(.serialized, .timeLimit(.minutes(1))) struct HTTP2WindowTests {
    /// The stand-in on a free loopback port, with a certificate from `authority`.
    final class StandIn: Sendable {
        let port: Int
        private let process: Process

        init(_ authority: TLSTrustTests.Authority, certificate name: String) async throws {
            let process = Process()
            process.executableURL = RepositoryPaths.root.appendingPathComponent(".build/venv/bin/python")
            process.arguments = [
                RepositoryPaths.root.appendingPathComponent("scripts/h2-standin.py").path, "--cert",
                authority.path("\(name).pem"), "--key", authority.path("\(name).key"),
            ]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let reader = output.fileHandleForReading
            let line = try await onOwnThread {  // the stand-in's start takes seconds on a busy machine
                var line = Data()
                while let byte = try reader.read(upToCount: 1), !byte.isEmpty, byte != Data([10]) { line += byte }
                return line
            }
            guard let port = Int(String(decoding: line, as: UTF8.self)) else {
                process.terminate()
                throw POSIXError(.EIO)
            }
            self.port = port
            self.process = process
            for _ in 0..<200 where !TLSTrustTests.Server.accepts(port) {
                try await Task.sleep(for: .milliseconds(25))
            }
        }

        func stop() {
            kill(process.processIdentifier, SIGKILL)  // hypercorn waits for its connections to close on SIGTERM
            process.waitUntilExit()
        }
    }

    /// AsyncHTTPClient alone advertises no window (the stand-in sees none until data has arrived); tv's connection hook
    /// asks for ``AsyncHTTPClientTransport/http2Window`` per stream and for the connection before the first request,
    /// and large bodies on streams in flight together arrive whole.
    @Test func aNewConnectionAsksForWideWindowsBeforeItsFirstRequest() async throws {
        let authority = try await TLSTrustTests.Authority()
        try await authority.certificate(
            "good", hosts: "DNS:localhost", start: TLSTrustTests.valid.start, end: TLSTrustTests.valid.end)
        let server = try await StandIn(authority, certificate: "good")
        defer { server.stop() }
        let transport = AsyncHTTPClientTransport(
            proxies: ProxySettings(), trust: TrustSettings(file: authority.path("ca.pem")))
        let base = "https://localhost:\(server.port)"
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await transport.send(TransportRequest(url: URL(string: "\(base)/_h2/bytes?n=1500000")!)).body
                        .count
                }
            }
            for try await count in group { #expect(count == 1_500_000) }
        }
        #expect(transport.concurrencyLimit(for: URL(string: base)!) == nil)  // it answered over HTTP/2
        let report = try await transport.send(TransportRequest(url: URL(string: "\(base)/_h2/client")!))
        await transport.shutdown()
        let seen = try #require(try JSONSerialization.jsonObject(with: Data(report.body)) as? [String: Any])
        #expect(seen["initialWindowSizeAtFirstRequest"] as? Int == AsyncHTTPClientTransport.http2Window)
        #expect(
            (seen["connectionWindowIncrements"] as? Int ?? 0) >= AsyncHTTPClientTransport.http2Window - 65_535,
            "\(seen)")
    }
}
