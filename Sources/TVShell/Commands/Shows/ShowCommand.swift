import TVMaze
import TVService
import TVText

/// `show [N | #ID | name]`: selects a show; alone, the selected show's details.
enum ShowCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "show", aliases: ["select"], usage: "show [N | #ID | name]",
        summary:
            "Select row N of the last listing, a show id, or the best match for a name; alone, details of the selected show.",
        examples: ["show 3", "show #139", "show Game of Thrones", "show"], argument: .showName, refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard !arguments.isEmpty else {
            guard let show = session.selection.show else {
                throw declaration.usageError("no show selected; try search NAME, then show N")
            }
            session.emitDetails(try await session.service.show(id: show.id))
            return .succeeded
        }
        let text = arguments.joined(separator: " ")
        if arguments.count == 1, let number = Int(text) {
            try await session.selectRow(number)
        } else if text.hasPrefix("#") {
            guard let id = Int(text.dropFirst()), id > 0 else {
                throw declaration.usageError("‘\(text.terminalSafe)’ is not a show id")
            }
            try await session.select(show: try await session.service.show(id: id))
        } else {
            try await session.select(show: try await session.service.show(named: text))
        }
        return .succeeded
    }
}
