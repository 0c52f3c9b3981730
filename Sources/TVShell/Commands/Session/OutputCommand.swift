import Foundation
import TVText

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `output FILE` / `output`: sends the following commands' output to FILE until `output` alone (psql's `\o`).
enum OutputCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "output", usage: "output [FILE] [--append]",
        summary:
            "Send the following commands' output to FILE (replaced, or added to with --append) until output alone; errors stay on the terminal.",
        examples: ["output week.txt", "output", "output log.jsonl --append"], argument: .path)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let append = arguments.contains("--append")
        let words = arguments.filter { $0 != "--append" }
        guard words.count <= 1 else { throw declaration.usageError("too many arguments") }
        guard let path = words.first else {
            guard let file = session.route.file else {
                session.output.writeError("output already goes to standard output\n")
                return .succeeded
            }
            session.closeOutputFile()
            session.output.writeError("output: back to standard output (\(file.path.terminalSafe) written)\n")
            return .succeeded
        }
        let descriptor = open(
            TildePath.expand(path), O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC), 0o644)
        guard descriptor >= 0 else {
            throw ShellError("cannot write ‘\(path.terminalSafe)’: \(SystemReason.text(errno))")
        }
        session.closeOutputFile()
        session.openOutputFile(descriptor, path: path)
        return .succeeded
    }
}

extension ShellSession {
    /// Sends stdout to `descriptor` from now on; the output is no longer a terminal (no pictures, no pager widths).
    func openOutputFile(_ descriptor: Int32, path: String) {
        route.file = OutputFile(descriptor: descriptor, path: path, wasTerminal: settings.isTerminal)
        settings.isTerminal = false
    }

    /// Closes the `output` file, if one is open, and writes to stdout again.
    func closeOutputFile() {
        guard let file = route.file else { return }
        close(file.descriptor)
        settings.isTerminal = file.wasTerminal
        route.file = nil
    }
}

/// The file `output FILE` opened.
struct OutputFile: Sendable {
    let descriptor: Int32
    let path: String
    let wasTerminal: Bool
}
