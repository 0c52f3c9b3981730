import Foundation
import TVText

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `edit`: opens `$VISUAL` (else `$EDITOR`, else vi) on the last command line and runs what is saved (psql's `\e`).
enum EditCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "edit", usage: "edit",
        summary:
            "Open $VISUAL or $EDITOR on the last command line, then run the lines saved (none: nothing runs).",
        examples: ["edit"], runsCommands: true)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let last = session.typed.dropLast().last { !CommandDeclaration.isEdit($0) } ?? ""
        let environment = ProcessInfo.processInfo.environment
        let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tv-edit-\(getpid())-\(UUID()).tv")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Data((last + "\n").utf8).write(to: file)
        } catch {
            throw FileError(.write, path: file.path, underlying: error)
        }
        let status = EditorProcess.run(editor, file: file.path)
        guard status == 0 else {
            throw ShellError(
                "the editor (\(editor.terminalSafe)) ended with status \(status.map(String.init) ?? "?"); nothing run")
        }
        let data: Data
        do { data = try ScriptText.read(file.path) } catch {
            throw ShellError("cannot read the edited file: \(error.reason.terminalSafe)")
        }
        var outcome = CommandOutcome.succeeded
        for line in ScriptText.lines(data) where !line.trimmingWhitespace.isEmpty {
            session.output.writeError(session.prompt + line.terminalSafe + "\n")
            switch await session.run(line) {
            case .succeeded: continue
            case .failed: outcome = .failed
            case .quit: return .quit
            }
        }
        return outcome
    }
}

extension CommandDeclaration {
    /// Whether a typed line is `edit` itself (not repeated by the next `edit`).
    static func isEdit(_ line: String) -> Bool {
        ((try? Tokenizer.words(line)) ?? []).first.map { CommandRegistry.find($0) == EditCommand.self } ?? false
    }
}

/// The editor, run through `/bin/sh -c 'EDITOR "$1"'` on the terminal, with signals at their defaults.
enum EditorProcess {
    /// The editor's exit status, or nil when it could not be started.
    static func run(_ editor: String, file: String) -> Int32? {
        var attributes = PagerProcess.defaultSignals()
        defer { posix_spawnattr_destroy(&attributes) }
        let arguments =
            ["/bin/sh", "-c", editor + " \"$1\"", "tv-edit", file].map { $0.withCString { strdup($0) } } + [nil]
        defer {
            for argument in arguments { free(argument) }
        }
        var child: pid_t = 0
        guard posix_spawn(&child, "/bin/sh", nil, &attributes, arguments, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
    }
}
