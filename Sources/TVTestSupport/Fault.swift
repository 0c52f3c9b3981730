/// A misbehaviour the loopback server can answer with instead of the fixture.
package enum Fault: Sendable, Equatable {
    /// An HTTP error status (429, 500, 503…), optionally with `Retry-After`.
    case status(Int, retryAfter: String? = nil)
    /// The connection is reset (RST) after the request arrives; no response.
    case reset
    /// Headers promise the full fixture, half of it is sent, then the connection closes.
    case truncated
    /// 200 with a body that is not JSON.
    case garbage
    /// 200 with an empty body.
    case empty
    /// 200 with JSON of the wrong shape.
    case wrongShape
    /// 200 with a JSON array of about this many bytes.
    case huge(bytes: Int)
    /// The fixture, after a delay.
    case slow(Duration)
    /// The fixture, once the server has recorded this many requests: answers that overlap however late a busy machine
    /// sends their requests.
    case afterArrivals(Int)
    /// The head at once, then the fixture's body a byte at a time spread evenly over `over` (a body that never quite
    /// stalls); each byte is due at its own instant from the head, so a busy machine does not stretch the whole.
    case trickle(over: Duration)
    /// Exactly this answer: status, extra headers and body bytes (e.g. a gzip-encoded body).
    case raw(status: Int, headers: [String: String], body: [UInt8])
}

/// One request as the server saw it.
package struct RecordedRequest: Sendable {
    /// When it arrived (monotonic).
    package var arrival: ContinuousClock.Instant
    /// The request target as sent (origin-form or, through a proxy, absolute-form).
    package var target: String
    /// Header names lowercased.
    package var headers: [String: String]
    /// The status answered (0 for a reset).
    package var status: Int
}
