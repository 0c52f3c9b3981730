import TVMaze
import TVService
import TVText

/// `unfollow [N | #ID | name]`: matched among the followed shows, so it needs no request.
enum UnfollowCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "unfollow", usage: "unfollow [N | #ID | name]", summary: "Stop following a show.",
        examples: ["unfollow", "unfollow The Simpsons"], argument: .showName)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let followed = try await session.service.followedShows()
        let format = session.formatting
        let text = arguments.joined(separator: " ")
        let id: Int
        var label: String?
        if text.hasPrefix("#") {
            guard let number = Int(text.dropFirst()), number > 0 else {
                throw declaration.usageError("‘\(text.terminalSafe)’ is not a show id")
            }
            id = number
        } else if arguments.isEmpty || (arguments.count == 1 && Int(text) != nil) {
            let show = try await session.showArgument(arguments, declaration)  // the selected show or a row: no request
            id = show.id
            label = show.name
        } else {
            let matches = followed.filter { $0.name.lowercased() == text.lowercased() }
            let prefixed = followed.filter { $0.name.lowercased().hasPrefix(text.lowercased()) }
            guard let match = matches.first ?? (prefixed.count == 1 ? prefixed.first : nil) else {
                let hint =
                    prefixed.isEmpty
                    ? "" : " (matches: \(prefixed.map { format.safe($0.name) }.joined(separator: ", ")))"
                throw declaration.usageError("you follow no show named ‘\(text.terminalSafe)’\(hint)")
            }
            id = match.showID
        }
        let known = followed.first { $0.showID == id }?.name ?? label
        let name = known.map { "\(format.safe($0)) (#\(id))" } ?? "show #\(id)"
        let removed = try await session.service.unfollow(showID: id)
        session.report(
            removed ? "No longer following \(name)." : "You were not following \(name).", showID: id, name: known,
            following: false, changed: removed)
        return .succeeded
    }
}
