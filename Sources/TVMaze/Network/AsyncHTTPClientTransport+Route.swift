import AsyncHTTPClient
import Foundation
import NIOPosix
import Synchronization

extension AsyncHTTPClientTransport {
    /// The kept and the burst client for one proxy choice (the burst one made when first needed: a run of one request
    /// at a time never pays for a second client), and whether the kept connection is in use.
    final class Route: Sendable {
        let proxy: ProxySettings.Server?
        let kept: HTTPClient
        private let loop: MultiThreadedEventLoopGroup
        private let burstConfiguration: HTTPClient.Configuration
        /// Per server (scheme, host and port): whether a request holds its kept connection, and whether it speaks
        /// HTTP/2 (then every request shares that connection); and the burst client once made.
        private let usage = Mutex((servers: [String: (busy: Bool, multiplexed: Bool)](), burst: HTTPClient?.none))

        init(
            proxy: ProxySettings.Server?, loop: MultiThreadedEventLoopGroup, kept: HTTPClient.Configuration,
            burst: HTTPClient.Configuration
        ) {
            self.proxy = proxy
            self.loop = loop
            self.kept = HTTPClient(eventLoopGroup: loop, configuration: kept)
            burstConfiguration = burst
        }

        /// Whether `url`'s server shares one connection among all requests: known from an answer, else assumed for
        /// https.
        func isMultiplexed(_ url: URL) -> Bool {
            usage.withLock { $0.servers[Self.key(url)] ?? Self.unknown(url) }.multiplexed
        }

        /// The client for the next request to `url`, and whether it is the kept one (to be given back by
        /// ``release(_:kept:multiplexed:)``). An https server is taken to speak HTTP/2 (as TVmaze does, negotiated in
        /// its TLS handshake) until an answer says otherwise, so a cold week's first requests share one connection.
        func lease(_ url: URL) -> (client: HTTPClient, kept: Bool) {
            usage.withLock { usage in
                let key = Self.key(url)
                var server = usage.servers[key] ?? Self.unknown(url)
                defer { usage.servers[key] = server }
                if server.multiplexed || !server.busy {
                    server.busy = true
                    return (kept, true)
                }
                let burst = usage.burst ?? HTTPClient(eventLoopGroup: loop, configuration: burstConfiguration)
                usage.burst = burst
                return (burst, false)
            }
        }

        /// Gives back what ``lease(_:)`` gave, with what the answer showed of the server's HTTP version (nil: no
        /// answer began).
        func release(_ url: URL, kept: Bool, multiplexed: Bool?) {
            usage.withLock { usage in
                let key = Self.key(url)
                guard var server = usage.servers[key] else { return }
                if kept { server.busy = false }
                if let multiplexed { server.multiplexed = multiplexed }
                usage.servers[key] = server
            }
        }

        /// A server no answer has come from yet: idle, and taken to speak HTTP/2 when it is https.
        static func unknown(_ url: URL) -> (busy: Bool, multiplexed: Bool) {
            (false, url.scheme?.lowercased() == "https")
        }

        private static func key(_ url: URL) -> String {
            "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? -1)"
        }

        /// The clients made so far.
        var clients: [HTTPClient] { [kept] + (usage.withLock { $0.burst }.map { [$0] } ?? []) }
    }
}
