import Foundation
import LineEditor

/// Standard output for the interactive shell: text taller than the terminal goes through `$PAGER` (else `less -FRX`).
///
/// Needs ``StandardOutput/handleBrokenPipes()``: without it, quitting the pager early would end tv by `SIGPIPE`.
public struct PagingOutput: OutputSink {
    private let direct = StandardOutput()
    private let pager: [String]

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let command = environment["PAGER"].flatMap { $0.isEmpty ? nil : $0 } ?? "less -FRX"
        pager = ["/bin/sh", "-c", command]
    }

    public func write(_ text: String) {
        let rows = TerminalInfo.rows(STDOUT_FILENO)
        guard TerminalInfo.isTerminal(STDOUT_FILENO), text.utf8.lazy.filter({ $0 == 10 }).count >= rows - 1 else {
            direct.write(text)
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pager[0])
        process.arguments = Array(pager.dropFirst())
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
            // `EPIPE` is the pager quit before the end (`q` in less): the rest is not wanted.
            _ = DescriptorWriter.writeAll(text, to: input.fileHandleForWriting.fileDescriptor)
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        } catch {
            direct.write(text)
        }
    }

    public func writeError(_ text: String) {
        direct.writeError(text)
    }
}
