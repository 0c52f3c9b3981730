import Foundation
import Synchronization
import TVTestSupport
import Testing

@testable import TVMaze

@Suite struct RetryPolicyTests {
    @Test func retryAfterAcceptsSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryPolicy.parseRetryAfter("7") == .seconds(7))
        #expect(RetryPolicy.parseRetryAfter(" 0 ") == .seconds(0))
        #expect(RetryPolicy.parseRetryAfter("Tue, 14 Nov 2023 22:13:25 GMT", now: now) == .seconds(5))
        #expect(RetryPolicy.parseRetryAfter("soon") == nil)
        #expect(RetryPolicy.parseRetryAfter("-3") == nil)
        #expect(RetryPolicy.parseRetryAfter(nil) == nil)
    }

    @Test func backoffDoublesWithJitterAndIsCapped() {
        let policy = RetryPolicy(maxDelay: .seconds(10), jitter: { 1.1 })
        #expect(policy.rateLimitWait(afterAttempt: 1, retryAfter: nil) == .seconds(2) * 1.1)
        #expect(policy.rateLimitWait(afterAttempt: 2, retryAfter: nil) == .seconds(4) * 1.1)
        #expect(policy.rateLimitWait(afterAttempt: 4, retryAfter: nil) == .seconds(10))
        #expect(policy.rateLimitWait(afterAttempt: 1, retryAfter: .seconds(60)) == .seconds(10))
        #expect(policy.transientWait(afterAttempt: 2) == .seconds(1) * 1.1)
    }
}

@Suite struct ProxySettingsTests {
    @Test func followsCurlsVariables() {
        let settings = ProxySettings(environment: [
            "http_proxy": "http://user:pw@proxy.local:3128", "HTTPS_PROXY": "secure.local:8443",
            "HTTP_PROXY": "http://ignored:1", "no_proxy": "localhost, .internal.example,127.0.0.1",
        ])
        #expect(
            settings.server(for: URL(string: "http://api.tvmaze.com/shows")!)
                == .init(host: "proxy.local", port: 3128, credentials: "user:pw"))
        #expect(settings.server(for: URL(string: "https://api.tvmaze.com/shows")!)?.host == "secure.local")
        #expect(settings.server(for: URL(string: "http://127.0.0.1:8080/shows")!) == nil)
        #expect(settings.server(for: URL(string: "http://db.internal.example/")!) == nil)
        #expect(settings.server(for: URL(string: "http://internal.example/")!) == nil)
        #expect(settings.server(for: URL(string: "http://notinternal.example/")!)?.host == "proxy.local")
    }

    @Test func uppercaseHTTPProxyIsIgnoredAndAllProxyIsTheFallback() {
        #expect(ProxySettings(environment: ["HTTP_PROXY": "http://x:1"]).http == nil)
        let settings = ProxySettings(environment: ["ALL_PROXY": "proxy.local"])
        #expect(settings.http == .init(host: "proxy.local", port: 1080, credentials: nil))
        #expect(
            ProxySettings(environment: ["no_proxy": "*", "http_proxy": "p:1"]).server(for: URL(string: "http://a/")!)
                == nil)
    }

    @Test func socksURLsNameSOCKS5Proxies() {
        let settings = ProxySettings(environment: [
            "all_proxy": "socks5h://tunnel.local:9050", "https_proxy": "socks5://s:1",
        ])
        #expect(settings.http == .init(host: "tunnel.local", port: 9050, kind: .socks5))
        #expect(settings.https == .init(host: "s", port: 1, kind: .socks5))
        #expect(
            ProxySettings(environment: ["http_proxy": "socks://t"]).http == .init(host: "t", port: 1080, kind: .socks5))
        #expect(ProxySettings(environment: ["http_proxy": "socks4://t:1"]).http == nil)
    }

    /// The transport greets a `socks5://` proxy in SOCKS5 (version 5, "no authentication"), not with an HTTP request.
    @Test func socksProxyIsSpokenToInSOCKS5() async throws {
        let listener = try FirstBytesListener()
        let transport = AsyncHTTPClientTransport(
            proxies: ProxySettings(environment: ["http_proxy": "socks5://127.0.0.1:\(listener.port)"]))
        let request = TransportRequest(url: URL(string: "http://api.tvmaze.test/shows/1")!, timeout: .seconds(5))
        async let firstBytes = listener.firstBytes()  // read, then hung up on: the request fails at once
        await #expect(throws: TransportFailure.self) { try await transport.send(request) }
        await transport.shutdown()
        let greeting = try await firstBytes
        #expect(greeting.first == 5)  // an HTTP proxy would have read "GET http://…"
        #expect(greeting.count >= 3 && greeting.dropFirst(2).contains(0))
    }

    @Test func socksProxyWithAUserNameIsRefusedInOneLine() async throws {
        let transport = AsyncHTTPClientTransport(
            proxies: ProxySettings(environment: ["http_proxy": "socks5://u:p@127.0.0.1:1"]))
        let request = TransportRequest(url: URL(string: "http://api.tvmaze.test/shows/1")!, timeout: .seconds(5))
        let failure = await #expect(throws: TransportFailure.self) { try await transport.send(request) }
        #expect(failure?.detail.contains("SOCKS5 proxy 127.0.0.1:1 needs a user name") == true)
        await transport.shutdown()
    }
}

/// A loopback TCP listener that accepts one connection and keeps the first bytes the client sends.
private final class FirstBytesListener: Sendable {
    let port: Int
    private let socket: Int32

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && listen(socket, 1) == 0
                    && getsockname(socket, address, &length) == 0
            }
        }
        guard socket >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        self.socket = socket
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// What the first client sent before it waited for an answer (or within 5 s).
    func firstBytes() async throws -> [UInt8] {
        let socket = self.socket
        return await onOwnThread {
            defer { close(socket) }
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return [] }
            defer { close(client) }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(client, &buffer, buffer.count)
            return Array(buffer.prefix(max(count, 0)))
        }
    }
}

@Suite struct UserAPIRequestTests {
    /// A user-API call keeps its credentials at home (a redirect is its answer, never followed) and shares the public
    /// calls' retry budgets: two 429s leave the 500 its own try.
    @Test func aUserAPICallNeverFollowsARedirectAndRetriesOnSeparateBudgets() async throws {
        let statuses = Mutex([429, 429, 500, 301])
        let transport = MockTransport { _ in
            let status = statuses.withLock { $0.removeFirst() }
            return TransportResponse(
                status: status, headers: status == 301 ? ["location": "http://elsewhere.test/"] : [:], body: [])
        }
        let client = TVMazeClient(transport: transport, clock: TestClock())
        let response = try await client.send(
            "GET", "/v1/auth/validate", authorization: "Basic a2V5", resource: "account")
        #expect(response.status == 301)
        #expect(transport.requests.count == 4)
        #expect(transport.requests.allSatisfy { !$0.followsRedirects && $0.header("Authorization") == "Basic a2V5" })
    }
}
