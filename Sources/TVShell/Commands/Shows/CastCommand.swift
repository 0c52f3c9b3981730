import TVMaze
import TVService

/// `cast`: the selected show's cast, numbered; a row (or `person N`) opens the person.
enum CastCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "cast", usage: "cast",
        summary: "The selected show's cast, numbered, voice and self roles marked; a row opens the person.",
        examples: ["cast"], refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let show = try session.requireShow("cast")
        do {
            let cast = try await session.service.cast(showID: show.id)
            session.listing = cast.map { .person($0.person) }
            session.emit(ShowViews(format: session.formatting, settings: session.settings).cast(cast, show: show))
        } catch {
            throw session.naming(error, show, "cast")
        }
        return .succeeded
    }
}
