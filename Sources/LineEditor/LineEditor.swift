import CLibEdit
import TVText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libedit editor (`EditLine` plus its `History`) on stdin/stdout.
///
/// Not thread-safe and deliberately not `Sendable`: create it, then use it from
/// one thread or serial queue only (``AsyncLineReader`` confines it to its queue).
/// The C callbacks find this object through `EL_CLIENTDATA`, so there is no global state.
final class LineEditor {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyFile: HistoryFile?
    private let completer: Completer?
    /// The prompt as C text; must outlive every prompt callback, so it is owned here.
    private var promptCString: UnsafeMutablePointer<CChar>
    private var wasInterrupted = false

    /// The prompt drawn by the next ``readLine()``; wrap invisible escape sequences in `\u{1}`.
    var prompt: String {
        didSet {
            free(promptCString)
            promptCString = strdup(prompt)
        }
    }

    /// Creates an editor; loads `historyFile` (nil or `/dev/null`: in-memory history only). Nil when libedit is not
    /// installed: the first editor opens it, so that runs without a prompt never load it.
    init?(programName: String, prompt: String, historyFile: String?, historySize: Int32, completer: Completer?) {
        guard tv_libedit_available() != 0 else { return nil }
        _ = tv_setlocale_utf8()  // before el_init, or libedit drops non-ASCII input
        self.prompt = prompt
        promptCString = strdup(prompt)
        self.historyFile = HistoryFile(path: historyFile)
        self.completer = completer
        history = tv_history_init()
        editLine = tv_el_init_stdio(programName)

        _ = tv_history_setsize(history, max(historySize, 0))
        _ = tv_history_setunique(history, 1)
        self.historyFile?.load(into: history)

        _ = tv_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = tv_el_set_editor(editLine, "emacs")
        _ = tv_el_set_signal(editLine, 0)  // ^C and ^Z are keys at the prompt, see below
        _ = tv_el_set_history(editLine, history)
        _ = tv_el_set_prompt_esc(editLine, { el in LineEditor.from(el)?.promptCString }, 1)
        _ = tv_el_addfn(editLine, "tv-complete", "Complete the text before the cursor") { el, _ in
            LineEditor.from(el)?.complete() ?? UInt8(CC_ERROR)
        }
        _ = tv_el_addfn(editLine, "tv-interrupt", "Discard the line (Ctrl-C)") { el, _ in
            LineEditor.from(el)?.interrupt() ?? UInt8(CC_ERROR)
        }
        _ = tv_el_addfn(editLine, "tv-suspend", "Suspend the process (Ctrl-Z)") { el, _ in
            tv_el_suspend(el)
            return UInt8(CC_NORM)
        }
        // Conveniences the user's ~/.editrc may override.
        _ = tv_el_bind(editLine, "^R", "em-inc-search-prev")  // emacs default is ed-redisplay
        _ = tv_el_bind(editLine, "^W", "ed-delete-prev-word")
        _ = tv_el_bind(editLine, "\\e[1;5D", "ed-prev-word")  // Ctrl-Left
        _ = tv_el_bind(editLine, "\\e[1;5C", "em-next-word")  // Ctrl-Right
        _ = tv_el_bind(editLine, "^@", "em-set-mark")  // Ctrl-@ (NUL): by default the Enter after it was lost
        _ = tv_el_source(editLine)
        // Bindings the shell cannot do without, after ~/.editrc so it cannot remove them.
        _ = tv_el_bind(editLine, "^I", "tv-complete")
        _ = tv_el_setty_edit(editLine, "-isig")  // edit-mode termios only; ISIG is back while commands run
        _ = tv_el_bind(editLine, "^C", "tv-interrupt")
        _ = tv_el_bind(editLine, "^Z", "tv-suspend")
    }

    deinit {
        tv_el_end(editLine)
        tv_history_end(history)
        free(promptCString)
    }

    /// The editor registered as client data of `el`.
    private static func from(_ el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = tv_el_get_clientdata(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// Blocks until a line is entered, Ctrl-C is pressed, or the input ends (Ctrl-D on an empty line).
    ///
    /// On `.endOfInput` the cursor is left after the prompt; print a newline if the shell exits.
    func readLine() -> LineInput {
        wasInterrupted = false
        while true {
            var count: Int32 = 0
            errno = 0
            let raw = tv_el_gets(editLine, &count)
            if wasInterrupted { return .interrupted }
            guard let raw, count > 0 else {
                if count < 0 && errno == EINTR { continue }
                return .endOfInput
            }
            var line = String(cString: raw)  // UTF-8: the locale is UTF-8
            if line.hasSuffix("\n") { line.removeLast() }
            return .line(line)
        }
    }

    /// Queues `bytes` as input the next ``readLine()`` reads before the terminal (NUL bytes cannot be queued).
    func push(_ bytes: [UInt8]) {
        let text = String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
        guard !text.isEmpty else { return }
        tv_el_push(editLine, text)
    }

    /// Adds `line` to the history (skipping whitespace-only lines) and saves the history file.
    func addHistory(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        _ = tv_history_enter(history, line)
        historyFile?.save(history)
    }

    /// The history entries, oldest first.
    func entries() -> [String] {
        var result: [String] = []
        var entry = tv_history_step(history, H_LAST)
        while let text = entry {
            result.append(String(cString: text))
            entry = tv_history_step(history, H_PREV)
        }
        return result
    }

    // MARK: - Key functions (called by libedit on the editing thread)

    /// TAB: asks the completer about the text before the cursor and inserts or lists.
    private func complete() -> UInt8 {
        guard let completer, let info = tv_el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let before = String(
            decoding: UnsafeRawBufferPointer(start: info.buffer, count: info.cursor - info.buffer),
            as: UTF8.self
        )
        guard let completion = completer(before),
            before.unicodeScalars.reversed().starts(with: completion.replacing.unicodeScalars.reversed())
        else { return UInt8(CC_REFRESH_BEEP) }

        if !completion.insertion.unicodeScalars.elementsEqual(completion.replacing.unicodeScalars) {
            tv_el_deletestr(editLine, Int32(completion.replacing.unicodeScalars.count))  // counts wchar_t, not bytes
            guard tv_el_insertstr(editLine, completion.insertion) == 0 else { return UInt8(CC_REFRESH_BEEP) }
            return UInt8(CC_REFRESH)
        }
        guard !completion.alternatives.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        let list = CompletionColumns.layout(
            completion.alternatives,
            width: TerminalInfo.columns(STDOUT_FILENO),
            maxLines: max(TerminalInfo.rows(STDOUT_FILENO) - 2, 4)
        )
        print("\n" + list, terminator: "\n")
        fflush(nil)
        return UInt8(CC_REDISPLAY)  // libedit redraws the prompt and line below the list
    }

    /// Ctrl-C: shows `^C`, ends the line with libedit's own newline, and flags it as interrupted.
    private func interrupt() -> UInt8 {
        wasInterrupted = true
        if let line = tv_el_wline(editLine)?.pointee {
            _ = tv_el_cursor(editLine, Int32(line.lastchar - line.cursor))
        }
        _ = tv_el_insertstr(editLine, "^C")
        tv_el_push(editLine, "\n")  // returning CC_NEWLINE would leave the next prompt on this row
        return UInt8(CC_REFRESH)
    }
}
