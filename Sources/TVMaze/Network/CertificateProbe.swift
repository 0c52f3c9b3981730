import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS
import Synchronization

/// Reads a refused server certificate's dates, to tell an expired certificate from an untrusted one: NIOSSL reports
/// both as one verification failure. The certificate is fetched over a connection that does not verify it, on which
/// nothing is sent; it is closed as soon as the handshake ends.
enum CertificateProbe {
    /// From when until when the certificate of `host` at `port` is valid; nil when it cannot be read within `timeout`.
    static func validity(
        host: String, port: Int, group: any EventLoopGroup, timeout: TimeAmount = .seconds(5)
    ) async -> ClosedRange<Date>? {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        guard let context = try? NIOSSLContext(configuration: configuration) else { return nil }
        let loop = group.next()
        let outcome = Outcome(loop.makePromise())
        // Server Name Indication takes host names only.
        let name = host.contains(":") || host.allSatisfy({ $0.isNumber || $0 == "." }) ? nil : host
        let connected = ClientBootstrap(group: loop).connectTimeout(timeout).channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandlers(
                    NIOSSLClientHandler(context: context, serverHostname: name), Watcher(outcome: outcome))
            }
        }.connect(host: host, port: port)
        connected.whenFailure { _ in outcome.finish(nil) }
        connected.whenSuccess { channel in outcome.future.whenComplete { _ in channel.close(promise: nil) } }
        let timer = loop.scheduleTask(in: timeout) { outcome.finish(nil) }
        defer { timer.cancel() }
        return try? await outcome.future.get()
    }

    /// The probe's answer, given once whichever comes first (the handshake, a failure, the time limit) gives it.
    private final class Outcome: Sendable {
        private let promise: EventLoopPromise<ClosedRange<Date>?>
        private let given = Mutex(false)

        init(_ promise: EventLoopPromise<ClosedRange<Date>?>) { self.promise = promise }

        var future: EventLoopFuture<ClosedRange<Date>?> { promise.futureResult }

        func finish(_ validity: ClosedRange<Date>?) {
            let first = given.withLock { given in
                defer { given = true }
                return !given
            }
            if first { promise.succeed(validity) }
        }
    }

    /// Reads the peer certificate when the handshake completes; any error or close ends the probe without one.
    private final class Watcher: ChannelInboundHandler {
        typealias InboundIn = NIOAny
        let outcome: Outcome

        init(outcome: Outcome) { self.outcome = outcome }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard case .handshakeCompleted? = event as? TLSUserEvent else {
                return context.fireUserInboundEventTriggered(event)
            }
            let certificate = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self)
                .peerCertificate
            outcome.finish(
                certificate.flatMap { certificate in
                    let from = Date(timeIntervalSince1970: TimeInterval(certificate.notValidBefore))
                    let until = Date(timeIntervalSince1970: TimeInterval(certificate.notValidAfter))
                    return from <= until ? from...until : nil
                })
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) { outcome.finish(nil) }
        func channelInactive(context: ChannelHandlerContext) { outcome.finish(nil) }
    }
}
