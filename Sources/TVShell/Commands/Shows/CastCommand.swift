import TVMaze
import TVService

/// `cast [--seen]`: the selected show's cast, numbered, with the other shows the user watched each person in; a row
/// (or `person N`) opens the person.
enum CastCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "cast", usage: "cast [--seen]",
        summary:
            "The selected show's cast, numbered, with the other shows you watched them in, from credits already fetched; --seen fetches the rest (one request a person, kept). A row opens the person.",
        examples: ["cast", "cast --seen"], refetch: .selectedShow)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let fetching = arguments.contains("--seen")
        try declaration.expectNoArguments(arguments.filter { $0 != "--seen" })
        let show = try session.requireShow("cast")
        let cast: [CastCredit]
        do {
            cast = try await session.service.cast(showID: show.id)
        } catch {
            throw session.naming(error, show, "cast")
        }
        let watched = try await session.watchedShows()
        let credits = await session.peopleCredits(cast.map(\.person), fetching: fetching)
        session.listing.list(cast.map { .person($0.person) })
        session.names.setPeople(cast.map(\.person.name))
        let alsoIn = cast.map { credit in credits[credit.person.id].map { watched.alsoIn($0, except: show.id) } }
        session.emit(
            ShowViews(format: session.formatting, settings: session.settings).cast(
                cast, show: show, alsoIn: alsoIn, watched: watched))
        return .succeeded
    }
}

extension ShellSession {
    /// The cast credits of `people` by person id: those already fetched, and with `fetching` the others too (one
    /// request each, concurrently, through the request budget; each kept as `person` keeps it). A person whose
    /// credits could not be fetched is left out, with one warning line for all of them.
    func peopleCredits(_ people: [Person], fetching: Bool) async -> [Int: [PersonCastCredit]] {
        let service = self.service
        let ids = Array(Set(people.map(\.id)))
        var found: [Int: [PersonCastCredit]] = [:]
        for id in ids {
            found[id] = await service.keptCastCredits(personID: id)
        }
        let missing = ids.filter { found[$0] == nil }
        guard fetching, !missing.isEmpty else { return found }
        let progress = running.progress
        progress?.relabel("cast: fetching people's credits", counting: "people")
        var failed = 0
        await withTaskGroup(of: (Int, [PersonCastCredit]?).self) { group in
            for id in missing {
                group.addTask { (id, try? await service.castCredits(personID: id)) }
            }
            var done = 0
            for await (id, credits) in group {
                done += 1
                progress?.update(done: done, total: missing.count)
                if let credits { found[id] = credits } else { failed += 1 }
            }
        }
        if failed > 0 {
            output.writeError(
                "warning: the credits of \(failed == 1 ? "1 person" : "\(failed) people") could not be fetched; cast --seen asks again\n"
            )
        }
        return found
    }
}
