import Foundation
import TVText

/// `source FILE`: runs FILE's lines through the same loop as `-f`.
enum SourceCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "source", usage: "source FILE", summary: "Run the commands in FILE.",
        examples: ["source ~/tv-session.tv"],
        argument: .path, runsCommands: true)

    /// The outermost `source` sums up the failures in one line; a nested one that failed returns `.failed` without its
    /// own, so a failure deep in nested files is not repeated once per level.
    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard arguments.count == 1 else { throw declaration.usageError("source needs one file") }
        guard session.running.enterSource() else { throw ShellError("source nested too deeply") }
        defer { session.running.leaveSource() }
        let path = TildePath.expand(arguments[0])
        let data: Data
        do { data = try ScriptText.read(path) } catch {
            throw ShellError("cannot read ‘\(arguments[0].terminalSafe)’: \(error.reason.terminalSafe)")
        }
        if let reason = ScriptText.notAScript(data, path: arguments[0]) { throw ShellError(reason) }
        var failures = 0
        for (index, line) in ScriptText.lines(data).enumerated() {
            switch await session.run(line, at: "\(arguments[0]):\(index + 1)") {
            case .succeeded: continue
            case .failed: failures += 1
            case .quit: return .succeeded
            }
        }
        guard failures > 0 else { return .succeeded }
        guard session.running.sourceDepth == 1 else { return .failed }
        throw ShellError("\(failures) command\(failures == 1 ? "" : "s") in ‘\(arguments[0].terminalSafe)’ failed")
    }
}
