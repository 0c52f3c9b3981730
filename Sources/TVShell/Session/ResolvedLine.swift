import TVText

/// A command line's words with its alias expanded and its command looked up, once: the session names the line's
/// document after it, starts its progress line and runs it.
struct ResolvedLine: Sendable {
    /// What the line runs.
    enum Target: Sendable {
        /// A bare number: selects row N of the last listing.
        case row(Int)
        case command(any ShellCommand.Type)
    }

    let target: Target
    /// The words after the command's name: an alias's own words first, then those typed after it.
    let arguments: [String]

    /// The command a document mode names the line's output after: `row` for a bare number.
    var name: String {
        switch target {
        case .row: "row"
        case .command(let command): command.declaration.name
        }
    }

    /// Whether the command runs command lines (`source`, `every`, `edit`), which have their own documents and
    /// progress lines.
    var runsCommands: Bool {
        switch target {
        case .row: false
        case .command(let command): command.declaration.runsCommands
        }
    }

    /// Resolves `words` (at least one): a bare number is a row; an alias stands for its words; else the first word
    /// names a command (``CommandRegistry/find(_:)``). The failure is the one error line for a word that names none.
    static func resolve(_ words: [String], aliases: Aliases) -> Result<ResolvedLine, ShellError> {
        let word = words[0]
        let rest = Array(words.dropFirst())
        if let number = Int(word), rest.isEmpty {
            return .success(ResolvedLine(target: .row(number), arguments: []))
        }
        if let expansion = aliases[word], let first = expansion.first {
            guard let command = CommandRegistry.find(first) else {
                return .failure(
                    ShellError("alias ‘\(word.terminalSafe)’ names no command (‘\(first.terminalSafe)’)"))
            }
            return .success(ResolvedLine(target: .command(command), arguments: Array(expansion.dropFirst()) + rest))
        }
        guard let command = CommandRegistry.find(word) else {
            let hints = CommandRegistry.suggestions(for: word)
            let hint = hints.isEmpty ? "" : "; did you mean \(hints.map { "‘\($0)’" }.joined(separator: " or "))?"
            return .failure(ShellError("unknown command ‘\(word.terminalSafe)’\(hint) (type help for the list)"))
        }
        return .success(ResolvedLine(target: .command(command), arguments: rest))
    }
}
