package import Foundation

/// One HTTP request as the TVmaze client sends it: a GET of the public API, or a user-API call with a JSON body.
package struct TransportRequest: Sendable, Equatable {
    /// The absolute URL, query included.
    package var url: URL
    /// Request headers, in order.
    package var headers: [(name: String, value: String)]
    /// How long the whole exchange may take (a slow body included).
    package var timeout: Duration
    /// `GET`, `POST`, `PUT` or `DELETE`.
    package var method: String = "GET"
    /// The request body (JSON for the user API); nil sends none.
    package var body: [UInt8]? = nil
    /// Whether a redirect is followed (else the 3xx answer is returned, as `/lookup/shows` needs: its `Location`
    /// names the show).
    package var followsRedirects: Bool
    /// How long to wait for the response's head, the connection included; `nil`: only ``timeout`` applies.
    package var firstByteTimeout: Duration?
    /// The most body bytes read (a picture's cap); `nil`: the transport's own limit. A longer body is a `tooLarge`
    /// failure, refused as soon as its `Content-Length` or its bytes pass the cap.
    package var maxBodyBytes: Int?

    package init(
        url: URL, headers: [(name: String, value: String)] = [], timeout: Duration = .seconds(20),
        followsRedirects: Bool = true, firstByteTimeout: Duration? = nil, maxBodyBytes: Int? = nil
    ) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.followsRedirects = followsRedirects
        self.firstByteTimeout = firstByteTimeout
        self.maxBodyBytes = maxBodyBytes
    }

    /// The value of the header `name` (compared case-insensitively), if sent.
    package func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.url == rhs.url && lhs.timeout == rhs.timeout && lhs.method == rhs.method && lhs.body == rhs.body
            && lhs.followsRedirects == rhs.followsRedirects && lhs.firstByteTimeout == rhs.firstByteTimeout
            && lhs.maxBodyBytes == rhs.maxBodyBytes
            && lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value }
    }
}

/// A complete HTTP response: status, headers and the (decompressed) body.
package struct TransportResponse: Sendable {
    package var status: Int
    /// Header names are lowercased.
    package var headers: [String: String]
    package var body: [UInt8]

    package init(status: Int, headers: [String: String] = [:], body: [UInt8]) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }
}

/// The swap point between tv and the network: production sends over HTTP, tests and `--offline` answer in-process.
///
/// A transport answers every HTTP status with a ``TransportResponse``; it throws ``TransportFailure``
/// only when no complete response arrived, and `CancellationError` when the calling task was cancelled.
package protocol HTTPTransport: Sendable {
    /// Whether requests are answered in-process (the sample data), not by TVmaze: then no rate limit applies.
    var answersLocally: Bool { get }
    /// How many requests to `url`'s server may be in flight at once: as many as the connections to it carry (nil: all
    /// of them, as over one HTTP/2 connection).
    func concurrencyLimit(for url: URL) -> Int?
    /// Sends one request and waits for its complete response.
    func send(_ request: TransportRequest) async throws -> TransportResponse
    /// Releases connections and threads; the transport is unusable afterwards.
    func shutdown() async
}

extension HTTPTransport {
    package var answersLocally: Bool { false }
    /// Four, as over HTTP/1.1 (``AsyncHTTPClientTransport``'s kept connection and its burst connections).
    package func concurrencyLimit(for url: URL) -> Int? { 4 }
    package func shutdown() async {}
}

/// Why a transport got no complete response.
package struct TransportFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad kind, which decides whether a retry can help.
    package enum Kind: Sendable, Equatable {
        /// Nobody accepted the connection (refused, no route, DNS failure).
        case unreachable
        /// The connection broke before the response was complete (reset, closed, truncated).
        case connectionLost
        /// No complete answer within the timeout.
        case timedOut
        /// The body was larger than tv accepts.
        case tooLarge
        /// No secure connection: the server's certificate is not trusted, or is for another host.
        case insecure
        /// A proxy problem, or anything else.
        case other
    }

    package var kind: Kind
    /// A short human detail, e.g. "connection refused".
    package var detail: String

    package init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    package var description: String { detail }
}
