/// A command's failure, shown as one line on stderr.
package struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
    package let message: String
    /// The command's usage line, shown after a bad argument.
    package let usage: String?

    package init(_ message: String, usage: String? = nil) {
        self.message = message
        self.usage = usage
    }

    package var description: String {
        usage.map { "\(message) (usage: \($0))" } ?? message
    }
}

/// How the process ends, as documented in docs/COMMANDS.md: psql's contract.
package enum ExitStatus: Int32, Sendable {
    /// Every command succeeded.
    case success = 0
    /// At least one command failed and the script went on.
    case commandFailed = 1
    /// The command line of `tv` itself was wrong.
    case usage = 2
    /// A script stopped at its first error (`--on-error stop`).
    case stoppedOnError = 3
}
