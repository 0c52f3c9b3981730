import Foundation
import Synchronization

/// "Fetching schedule 3/7…" on stderr while a fetch takes longer than about 300 ms; cleared when done. Terminal only.
final class ProgressLine: Sendable {
    private let output: any OutputSink
    private let enabled: Bool
    private let label: String
    private let started = ContinuousClock.now
    private let shown = Mutex(false)

    init(_ label: String, output: any OutputSink, enabled: Bool) {
        self.label = label
        self.output = output
        self.enabled = enabled
    }

    /// Reports progress; draws only after the delay.
    func update(done: Int, total: Int) {
        guard enabled, done < total, ContinuousClock.now - started > .milliseconds(300) else { return }
        shown.withLock { $0 = true }
        output.writeError("\r\u{1B}[2K\(label) \(done)/\(total)…")
    }

    /// Clears the line if it was drawn.
    func finish() {
        if shown.withLock({ $0 }) { output.writeError("\r\u{1B}[2K") }
    }
}
