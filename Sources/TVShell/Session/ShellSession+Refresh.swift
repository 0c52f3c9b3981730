import TVMaze

extension ShellSession {
    /// Commands whose output `refresh` can fetch again.
    static let refreshable: Set<String> = ["week", "day", "now", "search", "show", "seasons", "season", "episode", "cast"]

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
            let today = await service.currentDay()
            _ = try await service.refetch(dates: [today.adding(days: -1), today])
        case "search":
            await service.forgetSearch(view.args.joined(separator: " ").trimmingCharacters(in: .whitespaces))
        default:
            if let show = selection.show { await service.forgetShow(id: show.id) }
            // "show 3" picked a row of a listing that may have changed; the selected show is what was on screen.
            if view.name == "show", view.args.count == 1, Int(view.args[0]) != nil { view.args = [] }
        }
        _ = try await dispatch(view.name, view.args)
    }
}
