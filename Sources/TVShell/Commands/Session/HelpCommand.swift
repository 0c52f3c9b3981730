import TVText

/// `help [command]`: the commands, or one explained, from their declarations.
enum HelpCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "help", aliases: ["?"], usage: "help [command]", summary: "List the commands, or explain one.",
        examples: ["help", "help episode"], argument: .command)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        if let name = arguments.first {
            guard let command = CommandRegistry.find(name) else {
                throw ShellError("no command ‘\(name.terminalSafe)’; type help for the list")
            }
            let declaration = command.declaration
            session.emit(
                session.settings.format == .json
                    ? JSONModels.serialize(json(declaration))
                    : fitted(text(of: declaration), session.settings) { line in
                        line.prefix { $0 == " " }.count + (line.hasPrefix(" ") ? 0 : 4)
                    })
            return .succeeded
        }
        if session.settings.format == .json {
            session.emit(JSONModels.serialize(CommandRegistry.declarations.map(json)))
            return .succeeded
        }
        var table = Table(columns: [.init(title: "command"), .init(title: "what it does")])
        table.rows = CommandRegistry.all.map { [$0.declaration.name, $0.declaration.summary] }
        let summaryColumn = table.indent.count + (table.rows.map { $0[0].count }.max() ?? 0) + 2
        session.emit(
            fitted(
                "Commands (help COMMAND for details; a bare number selects a row):\n" + table.render(header: false)
                    + "Data: TVmaze.com (CC BY-SA 4.0)\n", session.settings
            ) { $0.hasPrefix(" ") ? summaryColumn : 2 })
        return .succeeded
    }

    /// `text` as a terminal shows it: each line too wide wrapped at words under the column `indent` gives it
    /// (the terminal would cut it mid-word); off a terminal, as it is.
    private static func fitted(_ text: String, _ settings: Settings, indent: (Substring) -> Int) -> String {
        guard settings.isTerminal else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            TextWrap.hanging(String(line), width: settings.width - 1, indent: indent(line))
        }.joined(separator: "\n")
    }

    /// A command in `--format json`: `name`, `usage`, `summary`, `aliases`, `examples`.
    static func json(_ declaration: CommandDeclaration) -> [String: Any] {
        [
            "name": declaration.name, "usage": declaration.usage, "summary": declaration.summary,
            "aliases": declaration.aliases, "examples": declaration.examples,
        ]
    }

    /// `help COMMAND`: the usage, the summary, the aliases and the examples.
    static func text(of declaration: CommandDeclaration) -> String {
        var text = "\(declaration.usage)\n  \(declaration.summary)\n"
        if !declaration.aliases.isEmpty { text += "  Also: \(declaration.aliases.joined(separator: ", "))\n" }
        return text + "  Examples:\n" + declaration.examples.map { "    \($0)\n" }.joined()
    }
}
