import TVMaze

/// `back`: pops one level of the selection.
enum BackCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "back", usage: "back", summary: "Pop one level of the selection (episode, season, show).",
        examples: ["back"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        if !session.selection.back() { session.output.writeError("nothing selected\n") }
        if session.names.selectedShowID != session.selection.show?.id {
            session.names.select(showID: session.selection.show?.id)
        }
        return .succeeded
    }
}
