import Foundation
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
        #expect(settings.server(for: URL(string: "http://api.tvmaze.com/shows")!)
            == .init(host: "proxy.local", port: 3128, credentials: "user:pw"))
        #expect(settings.server(for: URL(string: "https://api.tvmaze.com/shows")!)?.host == "secure.local")
        #expect(settings.server(for: URL(string: "http://127.0.0.1:8080/shows")!) == nil)
        #expect(settings.server(for: URL(string: "http://db.internal.example/")!) == nil)
        #expect(settings.server(for: URL(string: "http://internal.example/")!) == nil)
        #expect(settings.server(for: URL(string: "http://notinternal.example/")!)?.host == "proxy.local")
    }

    @Test func uppercaseHTTPProxyIsIgnoredAndAllProxyIsTheFallback() {
        #expect(ProxySettings(environment: ["HTTP_PROXY": "http://x:1"]).http == nil)
        let settings = ProxySettings(environment: ["ALL_PROXY": "socks.local"])
        #expect(settings.http == .init(host: "socks.local", port: 1080, credentials: nil))
        #expect(ProxySettings(environment: ["no_proxy": "*", "http_proxy": "p:1"]).server(for: URL(string: "http://a/")!) == nil)
    }
}
