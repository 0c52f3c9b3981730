import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP2
import NIOHTTPCompression
import NIOSSL

/// How the transport's clients connect: timeouts, the connection pool, TLS (``TrustSettings``), the proxy, and HTTP/2
/// flow-control windows.
extension AsyncHTTPClientTransport {
    /// One client's settings: at most `connections` HTTP/1.1 connections to a server, each closed `idleTimeout` after
    /// it falls idle.
    func configuration(
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
}
