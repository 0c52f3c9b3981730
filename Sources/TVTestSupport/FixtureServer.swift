package import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization
package import TVMaze

/// A TVmaze stand-in on 127.0.0.1 (a random port) that serves a fixture directory over real HTTP/1.1.
///
/// Faults are injected per request: queued ones are consumed in order by matching requests, and
/// a standing fault answers every request until cleared. With `rateLimit` set it enforces TVmaze's
/// budget strictly, answering 429 to any request beyond it. Absolute-form targets (`GET http://host/path`)
/// are accepted, so it can stand behind `http_proxy`.
package final class FixtureServer: Sendable {
    /// The port it listens on.
    package let port: Int
    package let router: FixtureRouter
    private let rateLimit: (count: Int, window: Duration)?
    private let state = Mutex(State())
    private let serverChannel: NIOAsyncChannel<NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, Never>
    private let acceptTask: Mutex<Task<Void, Never>?> = Mutex(nil)
    /// Answers `/v1/…` (TVmaze's user API) when set.
    private let userAPI: Mutex<UserAPIStandIn?> = Mutex(nil)

    private struct State {
        var queued: [(prefix: String?, fault: Fault)] = []
        var standing: Fault?
        var log: [RecordedRequest] = []
        var connectionsAccepted = 0
        var connectionsOpen = 0
        /// Requests beyond this many are held unanswered, each said on `held`.
        var holdAfter: Int?
        var held: AsyncStream<String>.Continuation?
    }

    /// Starts serving `router`; `rateLimit: (20, .seconds(10))` makes it answer 429 beyond TVmaze's budget.
    package init(router: FixtureRouter, rateLimit: (count: Int, window: Duration)? = nil) async throws {
        self.router = router
        self.rateLimit = rateLimit
        serverChannel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    return try NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        port = serverChannel.channel.localAddress?.port ?? 0
        let channel = serverChannel
        // Its connections are served on the server's event loop, never waiting behind the tests' own work.
        let executor = EventLoopTaskExecutor(channel.channel.eventLoop)
        let task = Task(executorPreference: executor) { [self] in
            _ = try? await withThrowingDiscardingTaskGroup { group in
                try await channel.executeThenClose { connections in
                    for try await connection in connections {
                        group.addTask { await self.serve(connection) }
                    }
                }
            }
        }
        acceptTask.withLock { $0 = task }
    }

    /// Convenience: serves the fixture directory at `directory`.
    package convenience init(directory: URL, rateLimit: (count: Int, window: Duration)? = nil) async throws {
        try await self.init(router: FixtureRouter(directory: directory), rateLimit: rateLimit)
    }

    /// `http://127.0.0.1:PORT`.
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Queues faults for the next requests whose path starts with `pathPrefix` (any request when nil).
    package func inject(_ faults: [Fault], matching pathPrefix: String? = nil) {
        state.withLock { $0.queued += faults.map { (pathPrefix, $0) } }
    }

    /// Drops the queued faults no request has met yet; returns how many.
    @discardableResult
    package func clearQueuedFaults() -> Int {
        state.withLock { state in
            defer { state.queued = [] }
            return state.queued.count
        }
    }

    /// Answers every request with `fault` until set to nil (queued faults still come first).
    package func setStandingFault(_ fault: Fault?) {
        state.withLock { $0.standing = fault }
    }

    /// Holds every request after the first `count` until the server shuts down (nil: answers them again): its head goes
    /// out at once, then a byte of a body that never ends every 5 s, so the client waits as long as its whole-request
    /// timeout allows, not its first-byte or idle-read ones (a test slowed by a busy machine still acts first). The
    /// stream gives each held request's target as it arrives, so a test can act while a client waits on one.
    package func hold(after count: Int?) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let replaced = state.withLock { state in
            let replaced = state.held
            state.holdAfter = count
            state.held = count == nil ? nil : continuation
            return replaced
        }
        replaced?.finish()
        if count == nil { continuation.finish() }
        return stream
    }

    /// Serves TVmaze's user API (`/v1/…`) from `standIn`, under the same base as the public API.
    package func serveUserAPI(_ standIn: UserAPIStandIn) {
        userAPI.withLock { $0 = standIn }
    }

    /// How many connections the server has accepted so far.
    package var connectionsAccepted: Int { state.withLock { $0.connectionsAccepted } }

    /// How many accepted connections are still open (neither side has closed them).
    package var connectionsOpen: Int { state.withLock { $0.connectionsOpen } }

    /// Every request so far, in arrival order.
    package var requests: [RecordedRequest] { state.withLock { $0.log } }

    /// The most requests that arrived within any `window` (sliding, measured on arrival times).
    package func maxRequests(inAnyWindow window: Duration) -> Int {
        let times = requests.map(\.arrival)
        var best = 0
        var start = 0
        for end in times.indices {
            while times[end] - times[start] >= window { start += 1 }
            best = max(best, end - start + 1)
        }
        return best
    }

    /// Stops listening and closes every connection.
    package func shutdown() async {
        try? await serverChannel.channel.close()
        let task = acceptTask.withLock { $0 }
        task?.cancel()
        await task?.value
    }

    // MARK: Serving

    private func serve(_ connection: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>) async {
        state.withLock {
            $0.connectionsAccepted += 1
            $0.connectionsOpen += 1
        }
        defer { state.withLock { $0.connectionsOpen -= 1 } }
        try? await connection.executeThenClose { inbound, outbound in
            var head: HTTPRequestHead?
            var body: [UInt8] = []
            for try await part in inbound {
                switch part {
                case .head(let requestHead):
                    head = requestHead
                    body = []
                case .body(let buffer):
                    body += buffer.readableBytesView
                case .end:
                    guard let request = head else { return }
                    let keepGoing = try await answer(
                        request, body: body, channel: connection.channel, outbound: outbound)
                    if !keepGoing { return }
                }
            }
        }
    }

    /// Writes the answer; returns false when the connection must end (a fault that breaks it).
    private func answer(
        _ request: HTTPRequestHead, body: [UInt8] = [], channel: any NIOCore.Channel,
        outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws -> Bool {
        let target = request.uri
        let path = Self.originForm(target)
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.lowercased()] = value }
        let arrival = ContinuousClock.now
        if request.method == .CONNECT {  // a client behind `http_proxy` asking for a tunnel: recorded, refused
            record(arrival, target, headers, status: 405)
            try await write(status: 405, body: [], outbound: outbound)
            return false
        }
        if let held = heldBeyondCount() {
            record(arrival, target, headers, status: 0)
            var head = HTTPResponseHead(version: .http1_1, status: .ok)
            head.headers.add(name: "Content-Length", value: "1000000")  // within what a client accepts
            try await outbound.write(.head(head))
            held.yield(target)
            while true {  // ended by the client's close or the server's shutdown
                try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: [UInt8(ascii: " ")]))))
                try await Task.sleep(for: .seconds(5))
            }
        }
        let fault = nextFault(for: path)

        if let rateLimit, fault == nil, overLimit(rateLimit, at: arrival) {
            record(arrival, target, headers, status: 429)
            try await write(status: 429, body: [], extra: [("Retry-After", "2")], outbound: outbound)
            return true
        }
        if fault == nil, path.hasPrefix("/v1/"), let standIn = userAPI.withLock({ $0 }) {
            let (status, answer) = await standIn.respond(
                method: request.method.rawValue, target: path, authorization: headers["authorization"], body: body)
            record(arrival, target, headers, status: status)
            try await write(status: status, body: answer, outbound: outbound)
            return true
        }
        let response = router.respond(to: URL(string: "http://fixture" + path) ?? URL(string: "http://fixture/")!)
        switch fault {
        case nil:
            record(arrival, target, headers, status: response.status)
            // The router's own headers are its answer's (a lookup's `Location`).
            let extra = response.headers.filter { $0.key != "content-type" }.sorted { $0.key < $1.key }
            try await write(
                status: response.status, body: response.body, extra: extra.map { ($0.key, $0.value) },
                outbound: outbound)
        case .status(let status, let retryAfter)?:
            record(arrival, target, headers, status: status)
            try await write(
                status: status, body: Array("{\"name\":\"Error\",\"status\":\(status)}".utf8),
                extra: retryAfter.map { [("Retry-After", $0)] } ?? [], outbound: outbound)
        case .reset?:
            record(arrival, target, headers, status: 0)
            try? await (channel as? any SocketOptionProvider)?.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
            return false
        case .truncated?:
            record(arrival, target, headers, status: 200)
            let body = response.body.count > 1 ? response.body : Array("[{\"id\":1,\"name\":\"x\"}]".utf8)
            var head = HTTPResponseHead(version: .http1_1, status: .ok)
            head.headers.add(name: "Content-Type", value: "application/json; charset=UTF-8")
            head.headers.add(name: "Content-Length", value: String(body.count))
            try await outbound.write(.head(head))
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body.prefix(body.count / 2)))))
            return false
        case .garbage?:
            record(arrival, target, headers, status: 200)
            try await write(
                status: 200, body: Array("<html><body>502 Bad Gateway</body></html>".utf8), outbound: outbound)
        case .empty?:
            record(arrival, target, headers, status: 200)
            try await write(status: 200, body: [], outbound: outbound)
        case .wrongShape?:
            record(arrival, target, headers, status: 200)
            try await write(
                status: 200, body: Array("{\"unexpected\":[1,2,3],\"id\":\"not a number\"}".utf8), outbound: outbound)
        case .huge(let size)?:
            record(arrival, target, headers, status: 200)
            let unit = Array("{\"filler\":\"0123456789012345678901234567890123456789\"},".utf8)
            var body: [UInt8] = [UInt8(ascii: "[")]
            body.reserveCapacity(size + unit.count)
            while body.count < size { body += unit }
            body[body.count - 1] = UInt8(ascii: "]")
            try await write(status: 200, body: body, outbound: outbound)
        case .raw(let status, let extra, let body)?:
            record(arrival, target, headers, status: status)
            try await write(
                status: status, body: body, extra: extra.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                outbound: outbound)
        case .slow(let delay)?:
            record(arrival, target, headers, status: response.status)
            try await Task.sleep(for: delay)
            try await write(status: response.status, body: response.body, outbound: outbound)
        case .afterArrivals(let count)?:
            record(arrival, target, headers, status: response.status)
            while requests.count < count { try await Task.sleep(for: .milliseconds(5)) }
            try await write(status: response.status, body: response.body, outbound: outbound)
        case .trickle(let span)?:
            record(arrival, target, headers, status: response.status)
            var head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status))
            head.headers.add(name: "Content-Length", value: String(response.body.count))
            try await outbound.write(.head(head))
            let start = ContinuousClock.now
            for (index, byte) in response.body.enumerated() {
                try await Task.sleep(until: start + span * (Double(index) / Double(response.body.count)))
                try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: [byte]))))
            }
            try await outbound.write(.end(nil))
        }
        return true
    }

    private func write(
        status: Int, body: [UInt8], extra: [(String, String)] = [],
        outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        var head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status))
        head.headers.add(name: "Content-Type", value: "application/json; charset=UTF-8")
        head.headers.add(name: "Content-Length", value: String(body.count))
        head.headers.add(name: "Cache-Control", value: "public, max-age=3600")
        for (name, value) in extra { head.headers.add(name: name, value: value) }
        try await outbound.write(.head(head))
        if !body.isEmpty {
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body))))
        }
        try await outbound.write(.end(nil))
    }

    /// Where to say a request is held, when the requests recorded so far reach ``hold(after:)``'s count.
    private func heldBeyondCount() -> AsyncStream<String>.Continuation? {
        state.withLock { state in
            guard let limit = state.holdAfter, state.log.count >= limit else { return nil }
            return state.held
        }
    }

    private func nextFault(for path: String) -> Fault? {
        state.withLock { state in
            if let index = state.queued.firstIndex(where: { $0.prefix.map(path.hasPrefix) ?? true }) {
                return state.queued.remove(at: index).fault
            }
            return state.standing
        }
    }

    private func overLimit(_ limit: (count: Int, window: Duration), at now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in
            state.log.lazy.filter { now - $0.arrival < limit.window && $0.status != 429 }.count >= limit.count
        }
    }

    private func record(_ arrival: ContinuousClock.Instant, _ target: String, _ headers: [String: String], status: Int)
    {
        state.withLock {
            $0.log.append(RecordedRequest(arrival: arrival, target: target, headers: headers, status: status))
        }
    }

    /// "/shows/1?x=y" from either "/shows/1?x=y" or "http://api.tvmaze.com/shows/1?x=y".
    static func originForm(_ target: String) -> String {
        guard let schemeEnd = target.range(of: "://") else { return target }
        let afterScheme = target[schemeEnd.upperBound...]
        guard let slash = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        let rest = String(afterScheme[slash...])
        return rest.hasPrefix("?") ? "/" + rest : rest
    }
}
