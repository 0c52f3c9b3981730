import TVMaze
import TVService

/// `crew`: the selected show's crew, grouped by role and numbered; a row (or `person N`) opens the person.
enum CrewCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "crew", usage: "crew",
        summary: "The selected show's crew, grouped by role, numbered (one request, kept); a row opens the person.",
        examples: ["crew"], refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let show = try session.requireShow("crew")
        do {
            let crew = ShowViews.grouped(try await session.service.crew(showID: show.id))
            session.listing.list(crew.map { .person($0.person) })
            session.names.setPeople(crew.map(\.person.name))
            session.emit(ShowViews(format: session.formatting, settings: session.settings).crew(crew, show: show))
        } catch {
            throw session.naming(error, show, "crew")
        }
        return .succeeded
    }
}
