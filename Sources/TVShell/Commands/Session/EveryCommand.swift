import TVMaze
import TVText

/// `every SECONDS [--times N] COMMAND…`: repeats a command (psql's `\watch`), until Ctrl-C or N times.
enum EveryCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "every", usage: "every SECONDS [--times N] COMMAND…",
        summary:
            "Repeat a command every SECONDS until Ctrl-C (or N times): on a terminal the screen is cleared and redrawn; else each run's output follows the last (with --format json, one document each).",
        examples: ["every 60 now", "every 300 --times 3 day today /news"], argument: .command, runsCommands: true)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        var words = arguments[...]
        guard let text = words.popFirst() else { throw declaration.usageError("how many seconds?") }
        guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
            throw declaration.usageError(
                "‘\(text.terminalSafe)’ is not a number of seconds (more than 0, at most 86400)")
        }
        var times: Int?
        if words.first == "--times" {
            words.removeFirst()
            guard let count = words.popFirst().flatMap({ Int($0) }), count > 0 else {
                throw declaration.usageError("--times takes a positive number")
            }
            times = count
        }
        guard let name = words.first else { throw declaration.usageError("which command?") }
        guard case .success(let resolved) = ResolvedLine.resolve(Array(words), aliases: session.aliases),
            case .command(let command) = resolved.target
        else {
            throw declaration.usageError("unknown command ‘\(name.terminalSafe)’")
        }
        guard command != EveryCommand.self else { throw declaration.usageError("every cannot repeat every") }
        let line = AliasCommand.quoted(Array(words))
        let redraws = session.settings.isTerminal && session.settings.mode == .table
        var run = 0
        var failed = false
        session.route.startUnpaged()
        defer { session.route.endUnpaged() }
        while times.map({ run < $0 }) ?? true {
            if run > 0 {
                do {
                    try await session.progressClock.sleep(for: .milliseconds(Int64(seconds * 1000)))
                } catch {
                    // Ctrl-C: the normal end; on a terminal the line it echoed (^C) is ended before the prompt.
                    if session.settings.isTerminal { session.output.writeError("\n") }
                    return failed ? .failed : .succeeded
                }
            }
            run += 1
            if redraws {
                session.emit(
                    "\u{1B}[H\u{1B}[2J" + "every \(text) s: \(line.terminalSafe)  (run \(run); Ctrl-C stops)\n\n")
            }
            switch await session.rerun(resolved, word: name) {
            case .succeeded: break
            case .failed: failed = true
            case .quit: return .quit
            }
            if Task.isCancelled { return .succeeded }  // Ctrl-C: the normal end
        }
        return failed ? .failed : .succeeded
    }
}
