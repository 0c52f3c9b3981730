import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import Synchronization

/// Collects one response on the connection's event loop: its status, lowercased headers and body, the body copied
/// once into an array sized by `Content-Length`, and refused beyond `maxBytes`.
///
/// Reading on the event loop keeps a body arriving while the cooperative threads decode other answers: AsyncHTTPClient's
/// streamed body hands over one chunk at a time (a watermark of one), so each chunk waited for a free cooperative thread.
final class ResponseCollector: HTTPClientResponseDelegate {
    typealias Response = TransportResponse

    private struct State {
        var status = 0
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        var requestSent = false
        var multiplexed: Bool?
    }

    private let maxBytes: Int
    /// Touched only on the task's event loop; the lock is uncontended and keeps the class `Sendable`.
    private let state = Mutex(State())

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// Whether the response's head has arrived.
    var headArrived: Bool { state.withLock { $0.status != 0 } }

    /// Whether the request's head went out (a connection was made).
    var requestSent: Bool { state.withLock { $0.requestSent } }

    /// Whether the response came over HTTP/2 (its connection carries many requests at once); nil before its head.
    var multiplexed: Bool? { state.withLock { $0.multiplexed } }

    func didSendRequestHead(task: HTTPClient.Task<Response>, _ head: HTTPRequestHead) {
        state.withLock { $0.requestSent = true }
    }

    func didReceiveHead(task: HTTPClient.Task<Response>, _ head: HTTPResponseHead) -> EventLoopFuture<Void> {
        var fields: [String: String] = [:]
        for (name, value) in head.headers {
            fields[name.lowercased()] = value
        }
        let length = fields["content-length"].flatMap { Int($0) }
        if let length, length > maxBytes {
            return task.eventLoop.makeFailedFuture(NIOTooManyBytesError(maxBytes: maxBytes))
        }
        state.withLock { state in
            state.status = Int(head.status.code)
            state.multiplexed = head.version.major >= 2
            state.headers = fields
            if let length, length > 0 { state.body.reserveCapacity(length) }
        }
        return task.eventLoop.makeSucceededVoidFuture()
    }

    func didReceiveBodyPart(task: HTTPClient.Task<Response>, _ buffer: ByteBuffer) -> EventLoopFuture<Void> {
        let fits = state.withLock { state in
            guard buffer.readableBytes <= maxBytes - state.body.count else { return false }
            buffer.withUnsafeReadableBytes { state.body.append(contentsOf: $0) }
            return true
        }
        return fits
            ? task.eventLoop.makeSucceededVoidFuture()
            : task.eventLoop.makeFailedFuture(NIOTooManyBytesError(maxBytes: maxBytes))
    }

    func didFinishRequest(task: HTTPClient.Task<Response>) throws -> Response {
        state.withLock { state in
            TransportResponse(status: state.status, headers: state.headers, body: state.body)
        }
    }
}
