package import Foundation

/// How long to wait before trying a failed request again, and when to give up.
///
/// Two separate budgets: waiting out a 429 (TVmaze's "not now") never uses up the tries that 5xx answers, timeouts,
/// cut bodies and resets get, and the reverse. A request therefore makes at most `rateLimitAttempts +
/// transientAttempts - 1` tries, and ends within `transientTimeLimit` plus the 429 waits (at most
/// `rateLimitTimeLimit` in all) plus, when its last try is a body still arriving, that try's whole-exchange timeout.
package struct RetryPolicy: Sendable {
    /// Tries in all (the first included) when TVmaze answers 429, counted apart from the transient failures.
    package var rateLimitAttempts = 5
    /// Tries in all for 5xx, timeouts and broken connections, counted apart from the 429s.
    package var transientAttempts = 3
    /// The time the tries of one request may take, 429 waits not counted: a try starts only with at least a second
    /// of it left, and waits for its first byte no longer than what is left, so a server that accepts and never
    /// answers is given up on within this.
    package var transientTimeLimit = Duration.seconds(20)
    /// The 429 waits of one request add up to no more than this; a `Retry-After` that would pass it ends the request.
    package var rateLimitTimeLimit = Duration.seconds(60)
    /// The first wait after a 429 without `Retry-After`; it doubles after each further 429.
    package var rateLimitDelay = Duration.seconds(2)
    /// The first wait after a 5xx or a broken connection; it doubles after each.
    package var transientDelay = Duration.milliseconds(500)
    /// No single wait is longer than this (a larger `Retry-After` is cut to it).
    package var maxDelay = Duration.seconds(30)
    /// A factor around 1 applied to computed waits, so clients do not retry in step.
    package var jitter: @Sendable () -> Double = { Double.random(in: 0.85...1.15) }

    /// The wait before try `attempt + 1` after the `attempt`-th 429 (1-based).
    /// `Retry-After` is taken as given when present; otherwise 2 s, 4 s, 8 s… with jitter.
    package func rateLimitWait(afterAttempt attempt: Int, retryAfter: Duration?) -> Duration {
        if let retryAfter { return min(retryAfter, maxDelay) }
        return backoff(rateLimitDelay, attempt: attempt)
    }

    /// The wait before try `attempt + 1` after the `attempt`-th transient failure (1-based).
    package func transientWait(afterAttempt attempt: Int) -> Duration {
        backoff(transientDelay, attempt: attempt)
    }

    private func backoff(_ base: Duration, attempt: Int) -> Duration {
        let doubled = base * (1 << min(max(attempt - 1, 0), 20))
        return min(doubled * jitter(), maxDelay)
    }

    /// Reads `Retry-After` as delta-seconds or an HTTP date (relative to `now`).
    package static func parseRetryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return seconds >= 0 ? .seconds(seconds) : nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return .milliseconds(max(0, Int((date.timeIntervalSince(now) * 1000).rounded())))
    }
}
