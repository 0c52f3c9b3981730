/// A network fault as the loopback server arms it, and what a client must make of it: the table every fault test
/// runs through (the binary's `FaultMatrixTests`, the completion's remote lookup).
package struct FaultCase: Sendable, CustomStringConvertible {
    /// What the request that meets the fault does.
    package enum Outcome: Sendable { case completes, fails }

    package let name: String
    package let faults: [Fault]
    package let outcome: Outcome
    /// `--timeout`: short only where the fault is slowness, so a loaded machine does not time out a 10 MB body.
    package var timeout = 20.0

    package var description: String { name }

    /// Every fault: rate limits, server errors, broken connections and bodies, slowness.
    package static let all: [FaultCase] = [
        FaultCase(name: "429 Retry-After: 0", faults: [.status(429, retryAfter: "0")], outcome: .completes),
        FaultCase(name: "429 without Retry-After", faults: [.status(429)], outcome: .completes),
        FaultCase(
            name: "429 storm (4 in a row)", faults: Array(repeating: .status(429, retryAfter: "0"), count: 4),
            outcome: .completes),
        // The 429s must not use up the tries the 500 and the reset need (separate budgets).
        FaultCase(
            name: "mixed storm (500, 429, reset, 429)",
            faults: [.status(500), .status(429, retryAfter: "0"), .reset, .status(429, retryAfter: "0")],
            outcome: .completes),
        FaultCase(name: "500 on every try", faults: Array(repeating: .status(500), count: 3), outcome: .fails),
        FaultCase(name: "503 once", faults: [.status(503)], outcome: .completes),
        FaultCase(name: "connection reset", faults: [.reset], outcome: .completes),
        FaultCase(name: "truncated body", faults: [.truncated], outcome: .completes),
        FaultCase(name: "non-JSON body", faults: [.garbage], outcome: .fails),
        FaultCase(name: "empty body", faults: [.empty], outcome: .fails),
        FaultCase(name: "JSON of the wrong shape", faults: [.wrongShape], outcome: .fails),
        FaultCase(name: "10 MB body", faults: [.huge(bytes: 10 << 20)], outcome: .fails),
        FaultCase(name: "slower than --timeout", faults: [.slow(.seconds(10))], outcome: .completes, timeout: 4),
    ]
}
