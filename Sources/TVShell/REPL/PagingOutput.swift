import Foundation
import TVText

/// Standard output for the interactive shell: text taller than the terminal goes through `$PAGER` (else `less -FRX`).
///
/// A pager the shell cannot find or run (status 127 or 126: a misspelt `$PAGER`, no `less` installed) loses nothing:
/// after one notice the text is written directly.
///
/// Needs ``StandardOutput/handleBrokenPipes()``: without it, quitting the pager early would end tv by `SIGPIPE`.
/// (The pager itself starts with `SIGPIPE` at its default: ``PagerProcess``.)
package struct PagingOutput: OutputSink {
    private let direct = StandardOutput()
    /// The pager's shell command.
    private let pager: String

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        pager = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
    }

    package func write(_ text: String) {
        let rows = TerminalInfo.rows(STDOUT_FILENO)
        guard TerminalInfo.isTerminal(STDOUT_FILENO), text.utf8.lazy.filter({ $0 == 10 }).count >= rows - 1 else {
            direct.write(text)
            return
        }
        switch PagerProcess.run(pager, input: text) {
        case nil:
            direct.write(text)
        case let status? where status == 126 || status == 127:
            // The shell found no such command, or could not run it (and said so): the text is not lost with it.
            direct.writeError(
                "notice: the pager could not be run (status \(status); set $PAGER); showing the text without it\n")
            direct.write(text)
        case let status? where status > 128:
            // A signal ended it (Ctrl-C reaches the pager too): its last line may be cut short, and the prompt that
            // follows starts on a line of its own, as after ^C in a shell.
            direct.write("\n")
        default:
            break
        }
    }

    package func writeError(_ text: String) {
        direct.writeError(text)
    }

    package func writeUnpaged(_ text: String) {
        direct.write(text)
    }
}
