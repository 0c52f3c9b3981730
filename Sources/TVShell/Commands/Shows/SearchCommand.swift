import TVMaze
import TVService
import TVText

/// `search <query>`: TVmaze's show search, numbered; `search people <query>`: its people search.
enum SearchCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "search", usage: "search <query> | search people <query>",
        summary: "Search TVmaze for shows, or people; numbered results.",
        examples: ["search girls", "search game of thrones", "search people lena dunham"], argument: .showName,
        refetch: .search)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        if arguments.first?.lowercased() == "people" {
            let query = arguments.dropFirst().joined(separator: " ").trimmingWhitespace
            guard !query.isEmpty else { throw declaration.usageError("search people for whom?") }
            let results = try await session.service.searchPeople(query)
            session.listing.list(results.map { .person($0.person) })
            session.names.setPeople(results.map(\.person.name))
            session.emit(PeopleView(format: session.formatting, settings: session.settings).search(results))
            return .succeeded
        }
        let query = arguments.joined(separator: " ").trimmingWhitespace
        guard !query.isEmpty else { throw declaration.usageError("search for what?") }
        let results = try await session.service.search(query)
        session.listing.list(results.map { .show($0.show) })
        session.names.add(results.map(\.show.name))
        session.emitSearch(results)
        return .succeeded
    }
}
