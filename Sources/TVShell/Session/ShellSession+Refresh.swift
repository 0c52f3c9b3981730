import TVMaze
import TVText

extension ShellSession {
    /// Commands whose output `refresh` can fetch again.
    static let refreshable: Set<String> = ["week", "day", "now", "search", "show", "seasons", "season", "episode", "cast",
                                           "following", "upcoming", "calendar"]

    /// `refresh`: forgets what the last view was built from, fetches it again, and shows it anew.
    func refresh(_ args: [String], _ spec: CommandSpec) async throws {
        try noArguments(args, spec)
        guard var view = lastView else {
            throw ShellError("nothing to refresh yet; refresh repeats the last view (week, day, now, search, show…)")
        }
        switch view.name {
        case "week", "day":
            _ = try await service.refetch(dates: shownDates)
        case "now":
            let today = await service.today
            _ = try await service.refetch(dates: [today.adding(days: -1), today])
        case "search":
            await service.forgetSearch(view.args.joined(separator: " ").trimmingWhitespace)
        case "following", "upcoming", "calendar":
            for show in try await service.tracking.followedShows() { await service.forgetShow(id: show.showID) }
        default:
            guard let show = selection.show else { break }
            await service.forgetShow(id: show.id)
            // "show 3" picked a row of a listing that may have changed, and "show NAME" asks a search the cache
            // answers: the selected show, by id, is what was on screen.
            if view.name == "show", !view.args.isEmpty { view.args = ["#\(show.id)"] }
        }
        _ = try await dispatch(view.name, view.args)
    }
}
