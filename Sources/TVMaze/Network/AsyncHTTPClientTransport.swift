import AsyncHTTPClient
package import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
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
    let trust: TrustSettings
    let connectTimeout: Duration
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
}
