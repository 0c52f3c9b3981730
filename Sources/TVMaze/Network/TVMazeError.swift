import Foundation

/// Every failure the TVmaze layer reports, with a message a user understands.
///
/// Match on ``kind`` to react; show ``errorDescription`` to the user. New kinds can be added
/// without breaking callers that only read the message.
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
        /// Any other HTTP status, or a proxy problem.
        case unexpected
    }

    package let kind: Kind
    package let message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    package var errorDescription: String? { message }
}
