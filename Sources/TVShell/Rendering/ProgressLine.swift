import Synchronization
package import TVMaze

/// One line on stderr while a command waits, naming what it waits for: drawn once the wait passes `delay` (half a
/// second), redrawn each second with the time waited and any count (`week: waiting for TVmaze's schedule, 3 of 7 days… 8 s`),
/// and cleared when the command is done. Terminal only (``Settings/showsProgress``).
///
/// The session starts one for every command (``ShellSession/run(_:at:)``), so any command that waits says so; a
/// command that knows more names it with ``relabel(_:)`` and reports counts with ``update(done:total:)``.
package final class ProgressLine: Sendable {
    private struct State {
        var label: String
        /// What the counts count (`days`).
        var unit = ""
        var counts: (done: Int, total: Int)?
        /// Said after the counts (an import's time left).
        var detail = ""
        /// How many of the command's requests wait for tv's own request budget now, not for TVmaze.
        var pacedRequests = 0
        var shownSeconds: Int?
        var finished = false
    }

    private let output: any OutputSink
    private let state: Mutex<State>
    private let ticker: Mutex<Task<Void, Never>?> = Mutex(nil)

    /// - Parameters:
    ///   - label: what is waited for, e.g. `show: waiting for TVmaze`.
    ///   - enabled: false draws nothing (stderr is not a terminal).
    ///   - clock: the time the line waits on (a test moves it).
    package init(
        _ label: String, output: any OutputSink, enabled: Bool, clock: any PacingClock = SystemPacingClock(),
        delay: Duration = .milliseconds(500)
    ) {
        self.output = output
        state = Mutex(State(label: label))
        guard enabled else {
            state.withLock { $0.finished = true }
            return
        }
        let task = Task { [weak self] in
            do {
                try await clock.sleep(for: delay)
                var seconds = 0
                while true {
                    self?.draw(seconds: seconds)
                    try await clock.sleep(for: .seconds(1))
                    seconds += 1
                }
            } catch {
                // cancelled: finished
            }
        }
        ticker.withLock { $0 = task }
    }

    /// Names what is waited for from now on, and what ``update(done:total:)`` counts.
    package func relabel(_ label: String, counting unit: String = "") {
        redraw {
            $0.label = label
            $0.unit = unit
        }
    }

    /// Reports how far the wait has got (`3 of 7 days`), and anything to say after it (`about 4 min left`).
    package func update(done: Int, total: Int, detail: String = "") {
        redraw {
            $0.counts = done < total ? (done, total) : nil
            $0.detail = detail.isEmpty ? "" : ", " + detail
        }
    }

    /// A request of the command starts (true) or stops (false) waiting for tv's own request budget: while one does,
    /// the line says so, as the wait is tv's and not TVmaze's (``PacingWait``).
    package func paced(_ waiting: Bool) {
        redraw { $0.pacedRequests = max(0, $0.pacedRequests + (waiting ? 1 : -1)) }
    }

    /// Clears the line if it was drawn; nothing is drawn after.
    package func finish() {
        ticker.withLock { $0?.cancel() }
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            if state.shownSeconds != nil { output.writeError("\r\u{1B}[2K") }
        }
    }

    /// Writes `text` (whole lines) to stderr: over the line when it is drawn, which is drawn again below it, so that
    /// the two never run together; as it is when the line is not drawn.
    package func interject(_ text: String) {
        state.withLock { state in
            guard let seconds = state.shownSeconds, !state.finished else { return output.writeError(text) }
            output.writeError("\r\u{1B}[2K" + text + Self.text(state, seconds))
        }
    }

    private func redraw(_ change: (inout State) -> Void) {
        state.withLock { state in
            change(&state)
            if let seconds = state.shownSeconds, !state.finished { output.writeError(Self.text(state, seconds)) }
        }
    }

    private func draw(seconds: Int) {
        state.withLock { state in
            guard !state.finished else { return }
            state.shownSeconds = seconds
            output.writeError(Self.text(state, seconds))
        }
    }

    private static func text(_ state: State, _ seconds: Int) -> String {
        let counts =
            (state.counts.map { ", \($0.done) of \($0.total) \(state.unit)" } ?? "") + state.detail
            + (state.pacedRequests > 0 ? ", paced by tv (20 requests in 10 s)" : "")
        let time = seconds == 0 ? "" : " \(seconds) s"
        return "\r\u{1B}[2K\(state.label)\(counts)…\(time) (Ctrl-C cancels)"
    }
}
