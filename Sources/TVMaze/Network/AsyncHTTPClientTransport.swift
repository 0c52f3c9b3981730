import AsyncHTTPClient
package import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTP2
import NIOHTTPCompression
import NIOPosix
import NIOSSL
import Synchronization

/// The production transport: one shared AsyncHTTPClient, created on first use, reusing its connections.
///
/// Proxies follow curl's environment variables (``ProxySettings``); a host listed in `no_proxy`
/// is reached directly. Bodies are decompressed (gzip, deflate) and limited to ``maxBodyBytes``.
///
/// One event-loop thread of its own serves every connection. TVmaze asks clients not to hold more than one connection
/// idle, and tv sends up to four requests at a time over HTTP/1.1 (``concurrencyLimit(for:)``), so each proxy choice
/// has two clients: the *kept* one, a single connection that stays open ``keptIdleTimeout`` (the one
/// ``TVMazeClient/warmUp()`` opens as the shell starts), and the *burst* one, up to ``burstConnections`` more over
/// HTTP/1.1 that close ``burstIdleTimeout`` after they fall idle. A request takes the kept connection when it is free,
/// else a burst one; over HTTP/2 (TVmaze's https) every request shares the kept connection, all at once. NIO's shared
/// group has a thread per core: on a two-core machine a cold week's connections on two loops made 1.5 ms more CPU
/// work, and the thread more contended with the threads decoding the days (BENCHMARKS.md).
package final class AsyncHTTPClientTransport: HTTPTransport {
    /// The largest body accepted (a whole show index page or a big cast is far below it).
    package let maxBodyBytes: Int
    /// HTTP/1.1 connections to one host beside the kept one, for requests sent while it is busy.
    static let burstConnections = 3
    /// How long the kept connection stays open unused.
    static let keptIdleTimeout: TimeAmount = .seconds(60)
    /// How long a burst connection stays open unused: long enough to carry a week's paced requests, short enough that
    /// the kept connection is soon the only idle one.
    static let burstIdleTimeout: TimeAmount = .seconds(1)
    private let proxies: ProxySettings
    private let trust: TrustSettings
    private let connectTimeout: Duration
    /// The event loop and one route per proxy choice, made on first use; in practice only one is ever made
    /// (a list: a dictionary keyed by an optional costs runtime conformance lookups even when empty, at every
    /// start-up's shutdown).
    private let state = Mutex<(loop: MultiThreadedEventLoopGroup?, routes: [Route])>((nil, []))
    /// The sends under way, and whether ``shutdown()`` began: then no send starts, and the loop goes only once the
    /// last one finished (a send reaching a client or a loop already gone made NIO print "Cannot schedule tasks on an
    /// EventLoop that has already shut down" at exit, and could wait forever on a future it would never complete).
    private let work = Mutex(Work())

    private struct Work {
        var closing = false
        var running = 0
        /// ``shutdown()`` waiting for the running sends.
        var drained: [CheckedContinuation<Void, Never>] = []
    }

    /// The kept and the burst client for one proxy choice (the burst one made when first needed: a run of one request
    /// at a time never pays for a second client), and whether the kept connection is in use.
    private final class Route: Sendable {
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

    /// - Parameter connectTimeout: how long a connection may take to open, a proxy's answer to `CONNECT` included.
    package init(
        proxies: ProxySettings = ProxySettings(environment: ProcessInfo.processInfo.environment),
        trust: TrustSettings = TrustSettings(environment: ProcessInfo.processInfo.environment),
        maxBodyBytes: Int = 32 << 20, connectTimeout: Duration = .seconds(10)
    ) {
        self.proxies = proxies
        self.trust = trust
        self.maxBodyBytes = maxBodyBytes
        self.connectTimeout = connectTimeout
    }

    /// Over HTTP/2 every request shares the kept connection at once (a cold week's fourteen: one round trip, not four);
    /// over HTTP/1.1 one request per connection.
    package func concurrencyLimit(for url: URL) -> Int? {
        // Read from the route when one was made; asking makes none (no loop for a transport shut down).
        let proxy = proxies.server(for: url)
        let route = state.withLock { $0.routes.first { $0.proxy == proxy } }
        return route?.isMultiplexed(url) ?? Route.unknown(url).multiplexed ? nil : 1 + Self.burstConnections
    }

    /// Redirects followed for one request, at most.
    static let maxRedirects = 5

    package func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        let started = work.withLock { work in
            guard !work.closing else { return false }
            work.running += 1
            return true
        }
        guard started else { throw Self.shuttingDown }
        defer {
            let waiting = work.withLock { work in
                work.running -= 1
                guard work.running == 0 else { return [CheckedContinuation<Void, Never>]() }
                defer { work.drained = [] }
                return work.drained
            }
            for continuation in waiting { continuation.resume() }
        }
        // One deadline for the whole exchange: redirects, the head and a body that may trickle in.
        let deadline = NIODeadline.now() + Self.timeAmount(request.timeout)
        var url = request.url
        var visited = [url.absoluteString]
        var request = request
        do {
            while true {
                let response = try await exchange(
                    url, request: request, deadline: deadline,
                    maxBytes: min(maxBodyBytes, request.maxBodyBytes ?? maxBodyBytes))
                // Redirects are followed here rather than by AsyncHTTPClient, so that a Location tv cannot use (another
                // scheme, a port past 65535, a loop) is one failure naming where it pointed, not a crash in NIO.
                guard request.followsRedirects, [301, 302, 303, 307, 308].contains(response.status),
                    let location = response.headers["location"]
                else {
                    return response
                }
                guard let next = URL(string: location, relativeTo: url)?.absoluteURL, ServerURL.isUsable(next) else {
                    throw TransportFailure(.other, "redirected to an address tv cannot use (\(location.prefix(120)))")
                }
                guard !visited.contains(next.absoluteString) else {
                    throw TransportFailure(.other, "redirected in a loop")
                }
                guard visited.count <= Self.maxRedirects else {
                    throw TransportFailure(.other, "redirected more than \(Self.maxRedirects) times")
                }
                visited.append(next.absoluteString)
                if (next.scheme, next.host, next.port) != (url.scheme, url.host, url.port) {
                    // Credentials stay with their server.
                    request.headers.removeAll { $0.name.lowercased() == "authorization" }
                }
                url = next
            }
        } catch let failure as TransportFailure {
            throw failure
        } catch {
            if Task.isCancelled { throw CancellationError() }
            let failure = Self.failure(from: error, timeout: request.timeout)
            guard failure.detail == Self.notTrusted, proxies.server(for: url) == nil, let host = url.host,
                let group = eventLoopGroup
            else { throw failure }
            // NIOSSL names no reason: the certificate's dates tell an expired one (or a wrong clock) from a stranger's.
            let validity = await CertificateProbe.validity(
                host: host, port: url.port ?? 443, group: group)  // only https reaches a certificate
            throw TransportFailure(.insecure, Self.refusal(validity: validity, now: Date()))
        }
    }

    /// A refused certificate's reason, from its validity (nil: it could not be read).
    static func refusal(validity: ClosedRange<Date>?, now: Date) -> String {
        guard let validity else { return notTrusted }
        let day = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
        if now > validity.upperBound {
            return "its certificate expired on \(validity.upperBound.formatted(day)) (UTC)"
        }
        if now < validity.lowerBound {
            return
                "its certificate is not valid until \(validity.lowerBound.formatted(day)) (UTC; is this machine's clock right?)"
        }
        return "its certificate is not trusted (signed by an authority this machine does not trust)"
    }

    /// A certificate that failed verification, before ``refusal(validity:now:)`` tells why.
    static let notTrusted =
        "its certificate is not trusted (expired, or signed by an authority this machine does not trust)"

    /// Ends an exchange whose response did not begin within its first-byte timeout.
    struct NoFirstByte: Error {
        /// Whether the request had been sent (so a connection was made).
        let connected: Bool
    }

    /// One exchange with `request`'s method, headers and body at `url`, its body read by `deadline` (AsyncHTTPClient's
    /// deadline covers the whole exchange) and its head by the request's first-byte timeout after it was handed over
    /// (waiting for a connection included).
    private func exchange(
        _ url: URL, request original: TransportRequest, deadline: NIODeadline, maxBytes: Int
    ) async throws -> TransportResponse {
        let proxy = proxies.server(for: url)
        if let proxy, proxy.kind == .socks5, proxy.credentials != nil {
            // AsyncHTTPClient's SOCKS5 client offers no user name and password.
            throw TransportFailure(
                .other, "the SOCKS5 proxy \(proxy.host):\(proxy.port) needs a user name, which tv cannot send")
        }
        if url.scheme?.lowercased() == "https", let problem = trust.problem {
            throw TransportFailure(.insecure, problem)
        }
        guard let route = route(for: proxy) else { throw Self.shuttingDown }
        let (client, kept) = route.lease(url)
        var fields = HTTPHeaders()
        for header in original.headers {
            fields.add(name: header.name, value: header.value)
        }
        let request = try HTTPClient.Request(
            url: url, method: HTTPMethod(rawValue: original.method), headers: fields,
            body: original.body.map { .bytes($0) })
        let collector = ResponseCollector(maxBytes: maxBytes)
        let task = client.execute(request: request, delegate: collector, eventLoop: .indifferent, deadline: deadline)
        if let firstByteTimeout = original.firstByteTimeout {
            // AsyncHTTPClient's timeouts are the client's (connect, idle read); this one is the request's.
            let timer = task.eventLoop.scheduleTask(in: Self.timeAmount(firstByteTimeout)) {
                if !collector.headArrived { task.fail(reason: NoFirstByte(connected: collector.requestSent)) }
            }
            task.futureResult.whenComplete { _ in timer.cancel() }
        }
        defer { route.release(url, kept: kept, multiplexed: collector.multiplexed) }
        return try await withTaskCancellationHandler {
            try await task.futureResult.get()
        } onCancel: {
            task.cancel()
        }
    }

    /// Ends the transport's work in order: no send starts from now on; the clients cancel what is in flight and close
    /// their connections; once the last send finished (its callbacks run on the loop), the loop goes.
    package func shutdown() async {
        work.withLock { $0.closing = true }
        let (loop, routes) = state.withLock { state in
            defer { state = (nil, []) }
            return state
        }
        for client in routes.flatMap(\.clients) {
            try? await client.shutdown()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let drained = work.withLock { work in
                if work.running == 0 { return true }
                work.drained.append(continuation)
                return false
            }
            if drained { continuation.resume() }
        }
        try? await loop?.shutdownGracefully()
    }

    /// The event loop, once a request made it (for ``CertificateProbe`` and tests).
    var eventLoopGroup: (any EventLoopGroup)? { state.withLock { $0.loop } }

    /// A transport dropped without ``shutdown()`` (a test that threw early) still closes its clients and its thread.
    deinit {
        let (loop, routes) = state.withLock { $0 }
        let closed = routes.flatMap(\.clients).map { $0.shutdown() }
        guard let loop else { return }
        EventLoopFuture.andAllComplete(closed, on: loop.next()).whenComplete { _ in loop.shutdownGracefully { _ in } }
    }

    /// A send once ``shutdown()`` began.
    static let shuttingDown = TransportFailure(.other, "tv is shutting down")

    /// The route for `proxy`, made on first use; nil once ``shutdown()`` began (it shuts down only what it found).
    private func route(for proxy: ProxySettings.Server?) -> Route? {
        state.withLock { state in
            if let route = state.routes.first(where: { $0.proxy == proxy }) { return route }
            guard !work.withLock({ $0.closing }) else { return nil }
            let loop = state.loop ?? MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let route = Route(
                proxy: proxy, loop: loop,
                kept: configuration(proxy: proxy, connections: 1, idleTimeout: Self.keptIdleTimeout),
                burst: configuration(
                    proxy: proxy, connections: Self.burstConnections, idleTimeout: Self.burstIdleTimeout))
            state = (loop, state.routes + [route])
            return route
        }
    }

    private func configuration(
        proxy: ProxySettings.Server?, connections: Int, idleTimeout: TimeAmount
    ) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            timeout: .init(connect: Self.timeAmount(connectTimeout), read: .seconds(30)),
            decompression: .enabled(limit: .ratio(100))
        )
        configuration.connectionPool = .init(
            idleTimeout: idleTimeout, concurrentHTTP1ConnectionsPerHostSoftLimit: connections)
        // a refused connection is reported at once
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.redirectConfiguration = .disallow  // followed by send(_:), which checks each Location
        configuration.tlsConfiguration = trust.tlsConfiguration  // SSL_CERT_FILE, SSL_CERT_DIR
        // A connection tv is done with is closed without waiting for the server's close_notify: that wait held every
        // https run's exit one round trip (BENCHMARKS.md, case 11).
        configuration.tlsConfiguration?.shutdownTimeout = .zero
        configuration.http2ConnectionDebugInitializer = Self.widenWindows
        // No tracing: tv bootstraps no tracer, and the default (the global no-op one) still had every request
        // name a span and describe its URL, method and address for it.
        configuration.tracing.tracer = nil
        if let proxy {
            switch proxy.kind {
            case .http:
                let authorization = proxy.credentials.map {
                    HTTPClient.Authorization.basic(credentials: Data($0.utf8).base64EncodedString())
                }
                configuration.proxy = .server(host: proxy.host, port: proxy.port, authorization: authorization)
            case .socks5:
                configuration.proxy = .socksServer(host: proxy.host, port: proxy.port)
            }
        }
        return configuration
    }

    /// The HTTP/2 flow-control window tv asks for, per stream and for the connection (AsyncHTTPClient's own target):
    /// a schedule day, ~500 KB, arrives in one round trip.
    static let http2Window = 8 << 20

    /// Raises a new HTTP/2 connection's windows from the protocol's 64 KB before its first request. AsyncHTTPClient
    /// 1.37 advertises none, and widens each window only once data arrives: a cold week then took two more round trips
    /// (BENCHMARKS.md, case 11). Its connection hook, run before the pool hands the connection out, is the one way in.
    static let widenWindows: @Sendable (any NIOCore.Channel) -> EventLoopFuture<Void> = { channel in
        let settings = HTTP2Frame(
            streamID: .rootStream,
            payload: .settings(.settings([HTTP2Setting(parameter: .initialWindowSize, value: http2Window)])))
        channel.write(settings, promise: nil)
        let connection = HTTP2Frame(
            streamID: .rootStream, payload: .windowUpdate(windowSizeIncrement: http2Window - 65_535))
        return channel.writeAndFlush(connection)
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(
            Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// Sorts AsyncHTTPClient's, NIO's and NIOSSL's errors into the kinds that decide retries, and into plain words:
    /// no library's type name reaches a message.
    static func failure(from error: any Error, timeout: Duration) -> TransportFailure {
        if let error = error as? NoFirstByte {
            return TransportFailure(
                .timedOut, error.connected ? "connected, but no answer began" : "no connection was made in time")
        }
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout:
                return TransportFailure(.unreachable, "no connection could be made in time")
            case .tlsHandshakeTimeout:
                return TransportFailure(.timedOut, "the secure connection was not set up in time")
            case .socksHandshakeTimeout, .httpProxyHandshakeTimeout:
                return TransportFailure(.timedOut, "the proxy did not answer in time")
            case .getConnectionFromPoolTimeout:
                return TransportFailure(.timedOut, "no connection became free in time (earlier requests hang)")
            case .readTimeout, .deadlineExceeded:
                return TransportFailure(.timedOut, "no complete answer within \(timeout.formattedSeconds)")
            case .remoteConnectionClosed, .uncleanShutdown:
                return TransportFailure(.connectionLost, "the server closed the connection")
            case .invalidProxyResponse:
                return TransportFailure(.other, "the proxy refused the request")
            case .proxyAuthenticationRequired:
                return TransportFailure(.other, "the proxy asks for a user name and password")
            case .bodyLengthMismatch, .contentLengthMissing:
                return TransportFailure(.connectionLost, "the response was cut short")
            default:
                return TransportFailure(.connectionLost, "the exchange failed (\(error.shortDescription.lowercased()))")
            }
        }
        if let detail = tlsDetail(error) {
            return TransportFailure(.insecure, detail)
        }
        if error is NIOTooManyBytesError {
            return TransportFailure(.tooLarge, "the response was larger than tv accepts")
        }
        if let error = error as? IOError {
            switch error.errnoCode {
            case ECONNRESET, EPIPE: return TransportFailure(.connectionLost, "connection reset")
            case ECONNREFUSED: return TransportFailure(.unreachable, "connection refused")
            default: return TransportFailure(.connectionLost, error.description)
            }
        }
        if error is HTTPParserError {
            return TransportFailure(.connectionLost, "the response was cut short or malformed")
        }
        // NIOHTTPCompression's error (AsyncHTTPClient's dependency, not tv's), named by its module: "inflationError(-3)".
        if String(reflecting: type(of: error)).hasPrefix("NIOHTTPCompression.") {
            return TransportFailure(.other, "the response's compressed body could not be decompressed")
        }
        let text = String(describing: error)
        if text.contains("UnknownHost") || text.contains("Name or service not known")
            || text.contains("nodename nor servname")
        {
            return TransportFailure(.unreachable, "host not found")
        }
        if text.localizedCaseInsensitiveContains("refused") {
            return TransportFailure(.unreachable, "connection refused")
        }
        if error is NIOConnectionError || text.contains("lookup") {
            return TransportFailure(.unreachable, "no connection could be made")
        }
        return TransportFailure(.other, "the exchange failed unexpectedly")
    }
}

extension AsyncHTTPClientTransport {
    /// What a TLS failure from NIOSSL (AsyncHTTPClient's dependency, not tv's, so read by its module's name) means to a
    /// person, or nil when `error` is not one. BoringSSL's text carries build paths and error numbers; none of it is shown.
    static func tlsDetail(_ error: any Error) -> String? {
        guard String(reflecting: type(of: error)).hasPrefix("NIOSSL.") else { return nil }
        let text = String(describing: error)
        if text.contains("failedToLoadCertificate") || text.contains("noSuchFilesystemObject") {
            return "the certificates named by SSL_CERT_FILE or SSL_CERT_DIR cannot be read"
        }
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            return notTrusted
        }
        if text.contains("failedToValidateHostname") || text.contains("HostnameImpossibleToMatch") {
            return "its certificate is for another host name"
        }
        if text.contains("WRONG_VERSION_NUMBER") || text.contains("PACKET_LENGTH_TOO_LONG") {
            return "it does not speak TLS on this port"
        }
        return "the secure connection could not be set up"
    }
}

extension Duration {
    /// "20 s", "1.5 s": how tv prints a wait.
    var formattedSeconds: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds.rounded() == seconds ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}
