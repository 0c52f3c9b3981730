import Foundation
import Synchronization
import Testing
@testable import TVMaze

@Suite struct FailoverTransportTests {
    final class Counter: Sendable {
        let value = Mutex(0)
    }

    @Test func switchesToTheFallbackOnceAndSaysSoOnce() async throws {
        let notices = Counter()
        let primaryCalls = Counter()
        let primary = ClosureTransport { _ in
            primaryCalls.value.withLock { $0 += 1 }
            throw TransportFailure(.unreachable, "host not found")
        }
        let fallback = ClosureTransport { _ in TransportResponse(status: 200, body: Array("[]".utf8)) }
        let transport = FailoverTransport(primary: primary, fallback: fallback) { failure in
            #expect(failure.detail == "host not found")
            notices.value.withLock { $0 += 1 }
        }
        let request = TransportRequest(url: URL(string: "https://api.tvmaze.com/schedule")!)
        for _ in 0..<3 { #expect(try await transport.send(request).status == 200) }
        #expect(transport.isFailedOver)
        #expect(notices.value.withLock { $0 } == 1)
        #expect(primaryCalls.value.withLock { $0 } == 1)
    }

    @Test func picturesFollowTheSwitchButNeverCauseIt() async throws {
        let primary = ClosureTransport { request in
            if request.url.host == "dead.example" { throw TransportFailure(.unreachable, "host not found") }
            return TransportResponse(status: 200, body: Array("primary".utf8))
        }
        let fallback = ClosureTransport { _ in TransportResponse(status: 200, body: Array("fallback".utf8)) }
        let transport = FailoverTransport(primary: primary, fallback: fallback) { _ in }
        let pictures = transport.following
        await #expect(throws: TransportFailure(.unreachable, "host not found")) {
            try await pictures.send(TransportRequest(url: URL(string: "https://dead.example/poster.jpg")!))
        }
        #expect(!transport.isFailedOver)
        #expect(try await pictures.send(TransportRequest(url: URL(string: "https://static.tvmaze.com/a.jpg")!)).body == Array("primary".utf8))
        _ = try await transport.send(TransportRequest(url: URL(string: "https://dead.example/schedule")!))
        #expect(transport.isFailedOver)
        #expect(try await pictures.send(TransportRequest(url: URL(string: "https://static.tvmaze.com/a.jpg")!)).body == Array("fallback".utf8))
    }

    @Test func otherFailuresAreNotAFailover() async throws {
        let primary = ClosureTransport { _ in throw TransportFailure(.timedOut, "slow") }
        let fallback = ClosureTransport { _ in TransportResponse(status: 200, body: []) }
        let transport = FailoverTransport(primary: primary, fallback: fallback) { _ in }
        await #expect(throws: TransportFailure(.timedOut, "slow")) {
            try await transport.send(TransportRequest(url: URL(string: "https://api.tvmaze.com/")!))
        }
        #expect(!transport.isFailedOver)
    }

    @Test func whileShouldFailOverSaysNoAnUnreachablePrimaryIsReported() async throws {
        let allowed = Mutex(false)
        let primary = ClosureTransport { _ in throw TransportFailure(.unreachable, "connection refused") }
        let fallback = ClosureTransport { _ in TransportResponse(status: 200, body: []) }
        let transport = FailoverTransport(primary: primary, fallback: fallback,
                                          shouldFailOver: { allowed.withLock { $0 } }) { _ in }
        let request = TransportRequest(url: URL(string: "https://api.tvmaze.com/")!)
        await #expect(throws: TransportFailure(.unreachable, "connection refused")) { try await transport.send(request) }
        #expect(!transport.isFailedOver)
        allowed.withLock { $0 = true }
        #expect(try await transport.send(request).status == 200)
        #expect(transport.isFailedOver)
    }
}

/// A transport answering from a closure, as swift-openapi-runtime's tests do.
struct ClosureTransport: HTTPTransport {
    let answer: @Sendable (TransportRequest) async throws -> TransportResponse
    init(_ answer: @escaping @Sendable (TransportRequest) async throws -> TransportResponse) { self.answer = answer }
    func send(_ request: TransportRequest) async throws -> TransportResponse { try await answer(request) }
}
