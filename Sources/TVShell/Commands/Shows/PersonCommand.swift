import TVMaze
import TVService
import TVText

/// `person [N | #ID | NAME]`: a person's details and cast credits, newest first; a credit's row opens the show.
enum PersonCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "person", usage: "person [N | #ID | NAME]",
        summary: "A person (row N of cast or a people search, an id, or a name) and their shows; a row opens one.",
        examples: ["person 1", "person #58586", "person Lena Dunham"], argument: .personName, refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let text = arguments.joined(separator: " ")
        let person: Person
        if arguments.isEmpty {
            guard let selected = session.selection.person else {
                throw declaration.usageError("no person selected; person NAME, person #ID, or cast then person N")
            }
            person = selected
        } else if arguments.count == 1, let number = Int(text), let guest = try session.listing.guest(number) {
            // After `episode`, its guest cast and crew rows (the listing stays the season's).
            person = guest
        } else if arguments.count == 1, let number = Int(text) {
            guard case .person(let found) = try session.listing.row(number, listers: "cast or search people NAME")
            else {
                throw declaration.usageError("row \(number) is not a person; try cast or search people NAME first")
            }
            person = found
        } else if text.hasPrefix("#") {
            guard let id = Int(text.dropFirst()), id > 0 else {
                throw declaration.usageError("‘\(text.terminalSafe)’ is not a person id")
            }
            person = try await session.service.person(id: id)
        } else {
            guard let best = try await session.service.searchPeople(text).first?.person else {
                throw ShellError("no person matches ‘\(text.terminalSafe)’")
            }
            person = best
        }
        try await session.select(person: person)
        return .succeeded
    }
}

extension ShellSession {
    /// Selects a person and shows their details and credits; the credits become the listing.
    func select(person: Person) async throws {
        let credits = try await service.castCredits(personID: person.id)
        let details = (try? await service.person(id: person.id)) ?? person
        let watched = try await watchedShows()
        selection.select(person: details)
        names.select(showID: nil)
        let sorted = PeopleView.newestFirst(credits, watched: watched)
        listing.list(sorted.compactMap { $0.show.map { .credit($0) } })
        names.add(sorted.compactMap { $0.show?.name })
        emit(PeopleView(format: formatting, settings: settings, watched: watched).person(details, credits: sorted))
        listing.view = (PersonCommand.self, ["#\(details.id)"])
    }
}
