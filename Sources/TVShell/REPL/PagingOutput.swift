import Foundation
import LineEditor

/// Standard output for the interactive shell: text taller than the terminal goes through `$PAGER` (else `less -FRX`).
///
/// Needs ``StandardOutput/handleBrokenPipes()``: without it, quitting the pager early would end tv by `SIGPIPE`.
/// (The pager itself starts with `SIGPIPE` at its default: ``PagerProcess``.)
public struct PagingOutput: OutputSink {
    private let direct = StandardOutput()
    /// The pager's shell command.
    private let pager: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        pager = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
    }

    public func write(_ text: String) {
        let rows = TerminalInfo.rows(STDOUT_FILENO)
        guard TerminalInfo.isTerminal(STDOUT_FILENO), text.utf8.lazy.filter({ $0 == 10 }).count >= rows - 1 else {
            direct.write(text)
            return
        }
        if !PagerProcess.run(pager, input: text) {
            direct.write(text)
        }
    }

    public func writeError(_ text: String) {
        direct.writeError(text)
    }
}
