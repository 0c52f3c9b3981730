import TVMaze
import TVService
import TVText

/// `search <query>`: TVmaze's show search, numbered.
enum SearchCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "search", usage: "search <query>", summary: "Search TVmaze for shows; numbered results.",
        examples: ["search girls", "search game of thrones"], argument: .showName, refetch: .search)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let query = arguments.joined(separator: " ").trimmingWhitespace
        guard !query.isEmpty else { throw declaration.usageError("search for what?") }
        let results = try await session.service.search(query)
        session.listing = results.map { .show($0.show) }
        session.names.add(results.map(\.show.name))
        session.emitSearch(results)
        return .succeeded
    }
}
