import TVMaze
import TVService

/// `follow [N | #ID | name]`: the selected show, row N's show, a show id, or the best match for a name.
enum FollowCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "follow", usage: "follow [N | #ID | name]",
        summary: "Follow the selected show, row N's show, a show id, or the best match for a name.",
        examples: ["follow", "follow #83", "follow Grey's Anatomy"], argument: .showName)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let show = try await session.showArgument(arguments, declaration, withSeasons: true)
        let name = "\(session.formatting.safe(show.name)) (#\(show.id))"
        session.names.add([show.name])
        if try await session.service.followedShows().contains(where: { $0.showID == show.id }) {
            session.report(
                "Already following \(name).", showID: show.id, name: show.name, following: true, changed: false)
            return .succeeded
        }
        try await session.service.follow(
            FollowedShow(showID: show.id, name: show.name, followedAt: session.service.realNow()))
        session.report("Following \(name).", showID: show.id, name: show.name, following: true, changed: true)
        return .succeeded
    }
}
