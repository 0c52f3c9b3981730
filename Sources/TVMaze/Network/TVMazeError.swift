import Foundation

/// Every failure the TVmaze layer reports, with a message a user understands.
///
/// Match on ``kind`` to react; show ``errorDescription`` to the user. New kinds can be added
/// without breaking callers that only read the message. The context (``status``, ``path``, ``underlying``) is for code
/// that reacts or logs; the message already says what a user needs.
package struct TVMazeError: LocalizedError, Sendable, Equatable {
    /// What went wrong, broadly.
    package enum Kind: Sendable, Equatable {
        /// 404: the thing asked for does not exist.
        case notFound
        /// 400 or 422: TVmaze rejected the request's parameters.
        case rejected
        /// 429 on every try.
        case rateLimited
        /// 5xx on every try.
        case serverError
        /// No connection could be made.
        case unreachable
        /// The connection broke on every try.
        case connectionLost
        /// No answer in time on every try.
        case timedOut
        /// An answer tv cannot read: not JSON, or not the expected shape.
        case invalidResponse
        /// An answer larger than tv accepts.
        case tooLarge
        /// No secure connection could be made: the certificate is not trusted, expired, or for another host.
        case insecure
        /// Any other HTTP status, or a proxy problem.
        case unexpected
    }

    package let kind: Kind
    package let message: String
    /// The HTTP status of TVmaze's last answer, when there was one.
    package let status: Int?
    /// The path of the request that failed (`/shows/1`), when the error came from one.
    package let path: String?
    /// What the transport or the JSON reader reported, when the failure started there.
    package let underlying: (any Error)?

    package init(
        _ kind: Kind, _ message: String, status: Int? = nil, path: String? = nil,
        underlying: (any Error)? = nil
    ) {
        self.kind = kind
        self.message = message
        self.status = status
        self.path = path
        self.underlying = underlying
    }

    package var errorDescription: String? { message }

    /// Equal when they say the same thing about the same request; the underlying errors are not compared.
    package static func == (lhs: TVMazeError, rhs: TVMazeError) -> Bool {
        (lhs.kind, lhs.message) == (rhs.kind, rhs.message) && (lhs.status, lhs.path) == (rhs.status, rhs.path)
    }
}
