import TVMaze
import TVService
import TVText

/// `refresh`: fetches what the last view was built from again, skipping the cache, and repeats its command.
enum RefreshCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "refresh", usage: "refresh",
        summary: "Fetch what the last listing or view showed again, skipping the cache, and show it anew.",
        examples: ["week", "refresh"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        guard var view = session.listing.view, let refetch = view.command.declaration.refetch else {
            throw ShellError("nothing to refresh yet; refresh repeats the last view (week, day, now, search, show…)")
        }
        let service = session.service
        switch refetch {
        case .shownDays:
            _ = try await service.refetch(dates: session.listing.shownDates)
        case .airingDays:
            let today = await service.today
            _ = try await service.refetch(dates: [today.adding(days: -1), today])
        case .search:
            await service.forgetSearch(view.arguments.joined(separator: " ").trimmingWhitespace)
        case .followedShows:
            for show in try await service.followedShows() { await service.forgetShow(id: show.showID) }
        case .selectedShow:
            guard let show = session.selection.show else { break }
            await service.forgetShow(id: show.id)
            // "show 3" picked a row of a listing that may have changed, and "show NAME" asks a search the cache
            // answers: the selected show, by id, is what was on screen.
            if view.command == ShowCommand.self, !view.arguments.isEmpty { view.arguments = ["#\(show.id)"] }
        }
        _ = try await session.perform(view.command, view.arguments)
        return .succeeded
    }
}
