import Synchronization

/// The lines the session says as things happen (the switch to the sample week), kept out of the line being typed.
///
/// While a command runs, a line is written at once, its progress line cleared before it and drawn again after, so
/// the two never run together. With no command running (a TAB completion's search found TVmaze unreachable), it is
/// held: the interactive loop writes it before the next prompt (``drain()``), and the next command before it begins.
package final class ImmediateNotices: Sendable {
    private struct State {
        /// The progress lines of the commands running now, innermost last (`source` runs commands inside one).
        var running: [ProgressLine] = []
        var held: [String] = []
    }

    private let output: any OutputSink
    private let state = Mutex(State())

    init(output: any OutputSink) { self.output = output }

    /// A command begins, with its progress line: the lines held since the last one are written first.
    func begin(_ progress: ProgressLine) {
        let held = state.withLock { state in
            state.running.append(progress)
            defer { state.held = [] }
            return state.held
        }
        for line in held { output.writeError(line + "\n") }
    }

    /// The command begun last is done.
    func end() { state.withLock { _ = $0.running.popLast() } }

    /// Says `line` now, over the running command's progress line, or holds it while no command runs.
    func say(_ line: String) {
        let progress: ProgressLine? = state.withLock { state in
            guard let progress = state.running.last else {
                state.held.append(line)
                return nil
            }
            return progress
        }
        progress?.interject(line + "\n")
    }

    /// Takes the lines held while no command ran, oldest first.
    package func drain() -> [String] {
        state.withLock { state in
            defer { state.held = [] }
            return state.held
        }
    }
}
