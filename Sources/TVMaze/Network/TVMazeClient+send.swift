import Foundation
import Logging

extension TVMazeClient {
    /// Sends one user-API request (`/v1/…`) through the same pacer as every public call, and returns TVmaze's answer
    /// whatever its status, for the caller to read (403 "not yet", 207 "some failed").
    ///
    /// A 429 is waited out and retried, as are 5xx answers, timeouts and broken connections (the user API's writes
    /// are idempotent: marking twice is one mark), within ``RetryPolicy``'s bounds. The `-v` log names the method and
    /// the URL only: an `Authorization` header is written as `(redacted)`, never its value.
    ///
    /// - Parameters:
    ///   - method: `GET`, `POST`, `PUT` or `DELETE`.
    ///   - json: the body, sent as `application/json`.
    ///   - authorization: the `Authorization` header's value.
    ///   - resource: names the thing in messages.
    /// - Throws: ``TVMazeError`` when no answer could be had, or `CancellationError`.
    package func send(
        _ method: String, _ path: String, query: [(String, String)] = [], json: [UInt8]? = nil,
        authorization: String? = nil, resource: String
    ) async throws -> TransportResponse {
        var draft = TransportRequest(
            url: url(path, query: query),
            headers: [("User-Agent", configuration.userAgent), ("Accept", "application/json")],
            timeout: configuration.timeout)
        draft.method = method
        if let json {
            draft.body = json
            draft.headers.append(("Content-Type", "application/json"))
        }
        if let authorization { draft.headers.append(("Authorization", authorization)) }
        let request = draft
        let redaction = authorization == nil ? "" : " (Authorization: redacted)"
        var attempt = 0
        while true {
            attempt += 1
            let outcome: Result<TransportResponse, TransportFailure>
            do {
                let response =
                    try await transport.answersLocally
                    ? transport.send(request) : pacer.paced { try await self.transport.send(request) }
                outcome = .success(response)
            } catch let failure as TransportFailure {
                outcome = .failure(failure)
            }
            let summary: String
            switch outcome {
            case .success(let response): summary = "HTTP \(response.status), \(response.body.count) bytes"
            case .failure(let failure): summary = "\(failure.kind): \(failure.detail)"
            }
            logger.debug("\(method) \(ServerURL.redacted(request.url))\(redaction) try \(attempt): \(summary)")
            let wait: Duration
            switch outcome {
            case .success(let response) where response.status == 429:
                guard attempt < configuration.retry.rateLimitAttempts else {
                    throw TVMazeError(
                        .rateLimited, "TVmaze kept answering 429 (rate limit) for \(resource)", status: 429, path: path)
                }
                wait = configuration.retry.rateLimitWait(
                    afterAttempt: attempt, retryAfter: RetryPolicy.parseRetryAfter(response.headers["retry-after"]))
            case .success(let response) where response.status >= 500:
                guard attempt < configuration.retry.transientAttempts else {
                    throw TVMazeError(
                        .serverError, "TVmaze answered \(Self.statusText(response.status)) for \(resource)",
                        status: response.status, path: path)
                }
                wait = configuration.retry.transientWait(afterAttempt: attempt)
            case .success(let response):
                return response
            case .failure(let failure):
                switch failure.kind {
                case .timedOut where attempt < configuration.retry.transientAttempts,
                    .connectionLost where attempt < configuration.retry.transientAttempts:
                    wait = configuration.retry.transientWait(afterAttempt: attempt)
                case .unreachable:
                    throw TVMazeError(
                        .unreachable, "cannot reach \(hostDescription): \(failure.detail)", path: path,
                        underlying: failure)
                default:
                    throw TVMazeError(
                        failure.kind == .tooLarge ? .tooLarge : .connectionLost,
                        "request to \(hostDescription) for \(resource) failed: \(failure.detail)", path: path,
                        underlying: failure)
                }
            }
            try await clock.sleep(for: wait)
        }
    }
}
