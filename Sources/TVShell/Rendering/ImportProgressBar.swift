import Foundation
import Synchronization

/// A progress bar with an estimate of the time left, on stderr while an import runs; terminal only.
final class ImportProgressBar: Sendable {
    private let output: any OutputSink
    private let enabled: Bool
    private let started = ContinuousClock.now
    private let shown = Mutex(false)

    init(output: any OutputSink, enabled: Bool) {
        self.output = output
        self.enabled = enabled
    }

    /// Draws `done` of `total` steps and the time left at the pace so far.
    func update(done: Int, total: Int) {
        guard enabled, total > 0, done < total else { return }
        let elapsed = ContinuousClock.now - started
        guard elapsed > .milliseconds(300) else { return }
        shown.withLock { $0 = true }
        let width = 24
        let filled = width * done / total
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        // The pacer lets the first 20 requests go at once: the pace is read once a whole window has passed.
        let left = done == 0 || seconds < 10 ? nil : Int((seconds / Double(done) * Double(total - done)).rounded())
        let eta = left.map { "about " + ($0 >= 60 ? "\($0 / 60) min \($0 % 60) s" : "\($0) s") + " left" }
        output.writeError(
            "\r\u{1B}[2K[\(String(repeating: "#", count: filled))\(String(repeating: "-", count: width - filled))] "
                + "\(100 * done / total)% · \(eta ?? "estimating the time left")"
                + " (paced by TVmaze's rate limit, 20 requests per 10 s)")
    }

    /// Clears the bar if it was drawn.
    func finish() {
        if shown.withLock({ $0 }) { output.writeError("\r\u{1B}[2K") }
    }
}
