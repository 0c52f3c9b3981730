/// `quit`: leaves tv.
enum QuitCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "quit", aliases: ["exit", "\\q", ":q"], usage: "quit", summary: "Leave tv (Ctrl-D does too).",
        examples: ["quit"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        .quit
    }
}
