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
                session.settings.format == .json ? JSONModels.serialize(json(declaration)) : text(of: declaration))
            return .succeeded
        }
        if session.settings.format == .json {
            session.emit(JSONModels.serialize(CommandRegistry.declarations.map(json)))
            return .succeeded
        }
        var table = Table(columns: [.init(title: "command"), .init(title: "what it does")])
        table.rows = CommandRegistry.all.map { [$0.declaration.name, $0.declaration.summary] }
        session.emit(
            "Commands (help COMMAND for details; a bare number selects a row):\n" + table.render(header: false)
                + "Data: TVmaze.com (CC BY-SA 4.0)\n")
        return .succeeded
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
