import Foundation
package import LineEditor
import TVText

/// Runs lines through a session the way psql runs a script: echo, stop-on-error, exit codes.
package struct ScriptRunner: Sendable {
    package var echo: Bool
    package var stopOnError: Bool
    /// Whether a command that printed nothing still writes its document in `--format json` (`{"command", "ok"}`);
    /// not for the rc file, which sets things up quietly.
    package var documentsSilentCommands = true
    let session: ShellSession
    let output: any OutputSink

    package init(session: ShellSession, output: any OutputSink, echo: Bool, stopOnError: Bool) {
        self.session = session
        self.output = output
        self.echo = echo
        self.stopOnError = stopOnError
    }

    /// Runs `next()` until it returns nil or a command quits; the exit status follows README's table.
    /// - Parameter source: the script's name, so errors say `error: SOURCE:LINE: …`; nil for `-c` commands.
    package func run(source: String? = nil, reading next: () async -> String?) async -> ExitStatus {
        var failed = false
        var number = 0
        while let line = await next() {
            number += 1
            if echo, !line.trimmingWhitespace.isEmpty {
                output.write(await session.prompt + line.terminalSafe + "\n")
            }
            let outcome = await session.run(
                line, at: source.map { "\($0):\(number)" }, documentsSilence: documentsSilentCommands)
            await session.settlePictures()
            switch outcome {
            case .succeeded: continue
            case .quit: return failed ? .commandFailed : .success
            case .failed:
                if stopOnError { return .stoppedOnError }
                failed = true
            }
        }
        return failed ? .commandFailed : .success
    }

    /// Runs a list of lines (`-c`, `-f FILE`, the rc file); `source` names the file for error lines.
    package func run(lines: [String], source: String? = nil) async -> ExitStatus {
        var remaining = lines[...]
        return await run(source: source, reading: { remaining.popFirst() })
    }
}

/// The interactive loop: prompt with the selection, history, Ctrl-C cancels the running command.
package struct InteractiveLoop: Sendable {
    let session: ShellSession
    let reader: AsyncLineReader
    let interrupts: Interrupts
    let output: any OutputSink
    let notices: NoticeBoard?

    /// - Parameter notices: the service's events, printed one line each before a prompt (never while typing).
    package init(
        session: ShellSession, reader: AsyncLineReader, interrupts: Interrupts, output: any OutputSink,
        notices: NoticeBoard? = nil
    ) {
        self.session = session
        self.reader = reader
        self.interrupts = interrupts
        self.output = output
        self.notices = notices
    }

    /// Reads and runs commands until Ctrl-D or `quit`.
    package func run() async -> ExitStatus {
        while true {
            for notice in session.notices.drain() + (notices?.drain() ?? []) { output.writeError(notice + "\n") }
            reader.setPrompt(await session.prompt)
            switch await reader.readLine() {
            case .endOfInput:
                output.write("\n")
                return .success
            case .interrupted:
                continue
            case .line(let line):
                guard !line.allSatisfy(\.isWhitespace) else { continue }
                reader.addHistory(line)
                let session = self.session
                await session.setWidth(TerminalInfo.columns(STDOUT_FILENO))
                // A Ctrl-C reaches the command as cancellation; the session reports it ("cancelled").
                let outcome = try? await interrupts.run { await session.run(line) }
                // The picture follows the text before the next prompt; Ctrl-C skips it.
                _ = try? await interrupts.run { await session.settlePictures() }
                if outcome == .quit { return .success }
            }
        }
    }
}
