package import Foundation
package import Logging

/// The one shared network client: builds TVmaze URLs, paces, retries, and turns failures into ``TVMazeError``.
package final class TVMazeClient: Sendable {
    /// Where and how the client talks.
    package struct Configuration: Sendable {
        /// `https://api.tvmaze.com`, or a mirror such as `http://127.0.0.1:8080`.
        package var baseURL: URL
        /// Sent with every request, as TVmaze asks.
        package var userAgent: String
        /// How long one try may take, a slow body included.
        package var timeout: Duration
        /// How long one try waits for the answer to begin (connection included); never more than what is left of
        /// ``RetryPolicy/transientTimeLimit``, nor than ``timeout``.
        package var firstByteTimeout: Duration
        package var retry: RetryPolicy

        package static let defaultBaseURL = URL(string: "https://api.tvmaze.com")!

        package init(
            baseURL: URL = Self.defaultBaseURL, userAgent: String = "tv/\(TVMazeVersion.current) (TVmaze shell)",
            timeout: Duration = .seconds(20), firstByteTimeout: Duration = .seconds(10),
            retry: RetryPolicy = RetryPolicy()
        ) {
            self.baseURL = baseURL
            self.userAgent = userAgent
            self.timeout = timeout
            self.firstByteTimeout = firstByteTimeout
            self.retry = retry
        }
    }

    package let configuration: Configuration
    package let transport: any HTTPTransport
    package let pacer: RequestPacer
    let clock: any PacingClock
    let logger: Logger

    package init(
        configuration: Configuration = Configuration(), transport: any HTTPTransport,
        pacer: RequestPacer? = nil, clock: any PacingClock = SystemPacingClock(),
        logger: Logger = Logger(label: "tv.network")
    ) {
        self.configuration = configuration
        self.transport = transport
        self.clock = clock
        self.pacer = pacer ?? RequestPacer(clock: clock)
        self.logger = logger
    }

    /// "api.tvmaze.com", or "127.0.0.1:8080" for a mirror: how messages name the server.
    package var hostDescription: String { Self.hostDescription(of: configuration.baseURL) }

    /// "api.tvmaze.com", or "127.0.0.1:8080": a server as messages (and the shared budget's file) name it.
    package static func hostDescription(of url: URL) -> String {
        let host = url.host ?? url.absoluteString
        return url.port.map { "\(host):\($0)" } ?? host
    }

    /// Fetches `path` with `query` and returns the body of a 2xx answer.
    ///
    /// 429s and transient failures (5xx, timeouts, resets, cut bodies) are retried on separate budgets
    /// (``RetryPolicy``): waiting out a rate limit never uses up a try that a broken connection needs.
    ///
    /// - Parameter resource: names the thing for a 404 message, e.g. "show with id 99" gives "no show with id 99".
    /// - Throws: ``TVMazeError``, or `CancellationError` when the task is cancelled.
    package func get(_ path: String, query: [(String, String)] = [], resource: String) async throws -> [UInt8] {
        try await get(path, query: query, resource: resource, lookup: false).body
    }

    /// Opens a connection to the server before it is needed (the interactive shell, as it starts), so the first command
    /// typed does not wait for the TCP and TLS handshakes: one GET of the base URL, paced and counted as every request,
    /// its answer and any failure ignored (a server that cannot be reached is reported by the command that needs it).
    package func warmUp() async {
        guard !transport.answersLocally else { return }
        let request = TransportRequest(
            url: configuration.baseURL, headers: [("User-Agent", configuration.userAgent)],
            timeout: min(configuration.timeout, .seconds(10)), followsRedirects: false,
            firstByteTimeout: min(configuration.firstByteTimeout, configuration.timeout))
        _ = try? await pacer.paced(concurrency: transport.concurrencyLimit(for: request.url)) {
            try await self.transport.send(request)
        }
    }

    /// Fetches a `/lookup/…` path without following its redirect: a 3xx answer (a hit, whose `Location` names the
    /// show) and a 404 (a miss) are returned as they are; other failures throw as ``get(_:query:resource:)`` does.
    package func lookup(_ path: String, query: [(String, String)], resource: String) async throws -> TransportResponse {
        try await get(path, query: query, resource: resource, lookup: true)
    }

    private func get(
        _ path: String, query: [(String, String)], resource: String, lookup: Bool
    ) async throws -> TransportResponse {
        let request = TransportRequest(
            url: url(path, query: query),
            headers: [
                ("User-Agent", configuration.userAgent), ("Accept", "application/json"),
                ("Accept-Encoding", "gzip, deflate"),
            ],
            timeout: configuration.timeout,
            followsRedirects: !lookup
        )
        return try await exchange(request, path: path, resource: resource) { status in
            (200..<300).contains(status) || (lookup && ((300..<400).contains(status) || status == 404))
        }
    }

    /// Sends `request` until an answer `accepts` takes arrives, retrying 429s and transient failures on their own
    /// budgets (``RetryPolicy``); another answer throws as TVmaze's error for `resource`. The `-v` log names the method
    /// and the URL: an `Authorization` header is written as `(redacted)`, never its value.
    func exchange(
        _ request: TransportRequest, path: String, resource: String, accepts: (Int) -> Bool
    ) async throws -> TransportResponse {
        let redaction = request.header("Authorization") == nil ? "" : " (Authorization: redacted)"
        let retry = configuration.retry
        let started = clock.now()
        var tries = 0
        var rateLimited = 0  // 429 answers so far
        var transient = 0  // transient failures so far
        var rateLimitWaited = Duration.zero
        var lastTransient: Result<TransportResponse, TransportFailure>?
        while true {
            // The transient budget's time runs from the first try; time spent waiting out 429s is added back.
            let deadline = started + retry.transientTimeLimit + rateLimitWaited
            let outcome: Result<TransportResponse, TransportFailure>
            do {
                outcome = .success(
                    try await send(request, deadline: deadline, afterTransientFailure: lastTransient != nil))
            } catch let failure as TransportFailure {
                outcome = .failure(failure)
            } catch is OutOfTime {
                // The pacer held this retry until too little of the time limit was left: the last failure stands.
                throw givingUp(
                    after: lastTransient ?? .failure(TransportFailure(.timedOut, "no time left")), tries: tries,
                    since: started, path: path, resource: resource)
            }
            tries += 1
            logger.debug(
                "\(request.method) \(ServerURL.redacted(request.url))\(redaction) try \(tries): \(outcome.summary)")
            let wait: Duration
            switch outcome {
            case .success(let response)
            where response.status != 429 && response.status < 500 && accepts(response.status):
                return response
            case .success(let response) where response.status == 429:
                rateLimited += 1
                let next = retry.rateLimitWait(
                    afterAttempt: rateLimited, retryAfter: RetryPolicy.parseRetryAfter(response.headers["retry-after"]))
                guard rateLimited < retry.rateLimitAttempts, rateLimitWaited + next <= retry.rateLimitTimeLimit else {
                    throw TVMazeError(
                        .rateLimited,
                        "TVmaze kept answering 429 (rate limit); gave up after \(tries) tries in \(elapsed(since: started))",
                        status: response.status, path: path)
                }
                rateLimitWaited += next
                wait = next
            case _ where outcome.isTransient:
                transient += 1
                wait = retry.transientWait(afterAttempt: transient)
                guard transient < retry.transientAttempts, clock.now() + wait + .seconds(1) <= deadline else {
                    throw givingUp(after: outcome, tries: tries, since: started, path: path, resource: resource)
                }
                lastTransient = outcome
            case .success(let response):
                throw error(for: response, path: path, resource: resource)
            case .failure(let failure):
                let (kind, message) = words(for: failure, resource: resource)
                throw TVMazeError(kind, message, path: path, underlying: failure)
            }
            logger.debug("waiting \(wait.formattedSeconds) before try \(tries + 1)")
            try await clock.sleep(for: wait)
        }
    }

    /// Thrown by a retry that the pacer let go with less than a second of the transient time limit left.
    private struct OutOfTime: Error {}

    /// Sends one try through the pacer (unless the transport answers locally). After a transient failure, its wait
    /// for the first byte is cut to what is left before `deadline`, and with less than a second left it is not sent.
    private func send(
        _ request: TransportRequest, deadline: Duration, afterTransientFailure: Bool
    ) async throws
        -> TransportResponse
    {
        let firstByte = min(configuration.firstByteTimeout, configuration.timeout)
        if transport.answersLocally {
            // TVmaze's rate limit is for TVmaze: answers from the sample data need no pacing.
            return try await transport.send(request)
        }
        return try await pacer.paced(concurrency: transport.concurrencyLimit(for: request.url)) {
            // Read once the pacer lets the try go: a week's later days may have waited for a slot.
            let left = deadline - self.clock.now()
            if afterTransientFailure, left < .seconds(1) { throw OutOfTime() }
            var request = request
            request.firstByteTimeout = afterTransientFailure ? min(firstByte, left) : firstByte
            return try await self.transport.send(request)
        }
    }

    /// The error that ends a request whose last try met a transient failure (a 5xx, a timeout, a broken connection).
    private func givingUp(
        after outcome: Result<TransportResponse, TransportFailure>, tries: Int, since started: Duration, path: String,
        resource: String
    ) -> TVMazeError {
        let spent = "gave up after \(tries) \(tries == 1 ? "try" : "tries") in \(elapsed(since: started))"
        switch outcome {
        case .success(let response):
            return TVMazeError(
                .serverError, "TVmaze answered \(Self.statusText(response.status)); \(spent)", status: response.status,
                path: path)
        case .failure(let failure):
            let (kind, what) = words(for: failure, resource: resource)
            return TVMazeError(kind, "\(what); \(spent)", path: path, underlying: failure)
        }
    }

    /// What a transport failure is to the client's callers: its kind and the message naming the server (and, for a
    /// body too large, `resource`).
    private func words(for failure: TransportFailure, resource: String) -> (TVMazeError.Kind, String) {
        switch failure.kind {
        case .unreachable: (.unreachable, "cannot reach \(hostDescription): \(failure.detail)")
        case .tooLarge: (.tooLarge, "\(hostDescription) sent more data than tv accepts for \(resource)")
        case .insecure: (.insecure, "no secure connection to \(hostDescription): \(failure.detail)")
        case .other: (.unexpected, "request to \(hostDescription) failed: \(failure.detail)")
        case .timedOut: (.timedOut, "\(hostDescription) did not answer (\(failure.detail))")
        case .connectionLost: (.connectionLost, "the connection to \(hostDescription) broke (\(failure.detail))")
        }
    }

    /// Releases the transport's connections.
    package func shutdown() async {
        await transport.shutdown()
    }

    /// The absolute URL for a path and query, with the query percent-encoded strictly.
    package func url(_ path: String, query: [(String, String)]) -> URL {
        var text = configuration.baseURL.absoluteString
        if text.hasSuffix("/") { text.removeLast() }
        text += path
        for (index, (name, value)) in query.enumerated() {
            text += index == 0 ? "?" : "&"
            text += Self.encode(name) + "=" + Self.encode(value)
        }
        return URL(string: text)!
    }

    private func error(for response: TransportResponse, path: String, resource: String) -> TVMazeError {
        let envelope = try? TVMazeAPI.decode(ErrorEnvelope.self, from: response.body, what: resource)
        switch response.status {
        case 404:
            return TVMazeError(.notFound, "no \(resource)", status: 404, path: path)
        case 400, 422:
            let reason = envelope?.message.flatMap { $0.isEmpty ? nil : $0 } ?? Self.statusText(response.status)
            return TVMazeError(
                .rejected, "TVmaze rejected the request for \(resource): \(reason)", status: response.status, path: path
            )
        default:
            return TVMazeError(
                .unexpected, "TVmaze answered \(Self.statusText(response.status)) for \(resource)",
                status: response.status,
                path: path)
        }
    }

    private func elapsed(since start: Duration) -> String {
        let elapsed = clock.now() - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return "\(Int(seconds.rounded())) s"
    }

    static func statusText(_ status: Int) -> String {
        let reasons = [
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
            422: "Unprocessable Entity", 429: "Too Many Requests", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return reasons[status].map { "\(status) (\($0))" } ?? "HTTP \(status)"
    }

    /// `text` as UTF-8 with every byte outside RFC 3986's unreserved set (letters, digits, `-._~`) written as `%XX`.
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// RFC 3986's unreserved characters.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

extension Result where Success == TransportResponse, Failure == TransportFailure {
    /// A 5xx answer, a timeout or a broken connection: another try may do better.
    fileprivate var isTransient: Bool {
        switch self {
        case .success(let response): response.status >= 500
        case .failure(let failure): [.timedOut, .connectionLost].contains(failure.kind)
        }
    }

    fileprivate var summary: String {
        switch self {
        case .success(let response): "HTTP \(response.status), \(response.body.count) bytes"
        case .failure(let failure): "\(failure.kind): \(failure.detail)"
        }
    }
}

/// tv's version (semantic versioning), the one place it is written: the User-Agent, `tv --version`, the man page and
/// the Debian package (scripts/package reads it here) carry it. CHANGELOG.md has a section for each.
package enum TVMazeVersion {
    package static let current = "0.3.0"
}
