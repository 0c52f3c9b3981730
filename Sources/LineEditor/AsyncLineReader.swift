import Dispatch
import Synchronization
import TVText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines asynchronously: libedit on a terminal (when it is installed), plain line reading otherwise.
///
/// The blocking read runs on a private serial `DispatchQueue`, never on Swift's
/// cooperative pool or the main actor. Only one `readLine()` should be pending at a time.
package final class AsyncLineReader: Sendable {
    /// The source of lines: an editor on a terminal, a plain reader otherwise.
    private enum Backend {
        case editor(LineEditor)
        case plain(PlainLineReader)
    }

    /// The queue every backend call runs on.
    private let queue = DispatchQueue(label: "LineEditor.AsyncLineReader")
    /// Confined to `queue` after `init` (neither backend is thread-safe).
    private nonisolated(unsafe) let backend: Backend
    /// A prompt set by `setPrompt`, applied on `queue` by the next read.
    private let pendingPrompt = Mutex<String?>(nil)
    /// The history as returned by `history()`, updated synchronously by `addHistory`.
    private let historyList: Mutex<HistoryList>

    /// True when stdin is a terminal (or `forceEditor` was set) and libedit, installed, is used.
    package let isInteractive: Bool

    /// Creates a reader over stdin; libedit and `historyFile` are used only when interactive.
    ///
    /// - Parameters:
    ///   - programName: the name `~/.editrc` lines may be prefixed with (`tv:bind …`).
    ///   - prompt: the prompt; wrap invisible escape sequences in `\u{1}`.
    ///   - historyFile: libedit-format history, saved after each entry; nil or `/dev/null`: none.
    ///   - historySize: how many entries to keep.
    ///   - completer: called on TAB with the text before the cursor.
    ///   - forceEditor: use libedit even when stdin is not a terminal.
    package init(
        programName: String,
        prompt: String,
        historyFile: String?,
        historySize: Int32 = 1000,
        completer: Completer?,
        forceEditor: Bool = false
    ) {
        if forceEditor || TerminalInfo.isTerminal(STDIN_FILENO),
            let editor = LineEditor(
                programName: programName, prompt: prompt, historyFile: historyFile,
                historySize: historySize, completer: completer
            )
        {
            backend = .editor(editor)
            historyList = Mutex(HistoryList(editor.entries(), limit: Int(historySize)))
            isInteractive = true
        } else {
            backend = .plain(PlainLineReader(fd: STDIN_FILENO))
            historyList = Mutex(HistoryList(limit: Int(historySize)))
            isInteractive = false
        }
    }

    /// Sets the prompt used from the next `readLine()` on.
    package func setPrompt(_ prompt: String) {
        pendingPrompt.withLock { $0 = prompt }
    }

    /// Reads the next line; plain mode prints no prompt.
    ///
    /// Cancelling the calling task does not interrupt a pending read. After
    /// `.endOfInput` on a terminal the cursor is still on the prompt's line.
    package func readLine() async -> LineInput {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.readLineOnQueue()) }
        }
    }

    /// Gives back keys read from the terminal by someone else (a DA1 query's typeahead): the next `readLine()` reads
    /// them first, as if typed. Plain mode has no terminal to have read them from, and ignores them.
    package func giveBack(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        queue.async {
            if case .editor(let editor) = self.backend { editor.push(bytes) }
        }
    }

    /// Adds `line` to the history (whitespace-only lines are ignored) and saves the history file.
    ///
    /// Plain mode keeps the history in memory only.
    package func addHistory(_ line: String) {
        let line = HistoryList.normalized(line)
        guard historyList.withLock({ $0.add(line) }) else { return }
        queue.async { self.addHistoryOnQueue(line) }
    }

    /// The history entries, oldest first.
    package func history() -> [String] {
        historyList.withLock { $0.entries }
    }

    // MARK: - On `queue`

    /// One blocking read from the backend.
    private func readLineOnQueue() -> LineInput {
        switch backend {
        case .editor(let editor):
            if let prompt = pendingPrompt.withLock({ $0.take() }) { editor.prompt = prompt }
            return editor.readLine()
        case .plain(let reader):
            return reader.readLine()
        }
    }

    /// Enters `line` in libedit's history and saves the file.
    private func addHistoryOnQueue(_ line: String) {
        if case .editor(let editor) = backend { editor.addHistory(line) }
    }
}
