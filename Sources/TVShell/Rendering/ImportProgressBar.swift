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
        let left = done == 0 ? nil : Int((seconds / Double(done) * Double(total - done)).rounded())
        let eta = left.map { $0 >= 60 ? "\($0 / 60) min \($0 % 60) s" : "\($0) s" } ?? "…"
        output.writeError(
            "\r\u{1B}[2K[\(String(repeating: "#", count: filled))\(String(repeating: "-", count: width - filled))] "
                + "\(100 * done / total)% · about \(eta) left (paced by TVmaze's rate limit, 20 requests per 10 s)")
    }

    /// Clears the bar if it was drawn.
    func finish() {
        if shown.withLock({ $0 }) { output.writeError("\r\u{1B}[2K") }
    }
}
