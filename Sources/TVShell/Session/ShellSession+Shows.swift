import TVMaze
import TVService

/// Selecting a show, its season or episode, or a row of the last listing.
extension ShellSession {
    /// Selects row N of the last listing: a show; from a schedule, upcoming or calendar row, the episode's season;
    /// from a season's list, the episode; from `seasons`, the season.
    func selectRow(_ number: Int) async throws {
        switch try listing.row(number) {
        case .show(let show):
            try await select(show: show)
        case .event(let event):
            try await select(
                show: event.show, season: event.episode.season, episode: event.episode, toSeason: true,
                marked: Set(event.released.map(\.id)))
        case .episode(let episode, let show):
            try await select(show: show, season: episode.season, episode: episode)
        case .person(let person):
            try await select(person: person)
        case .credit(let show):
            try await select(show: show, keepingPerson: true)
        case .season(let season, let show):
            guard let number = season.number else { throw ShellError("row \(number) is a season without a number") }
            let episodes = try seasonEpisodes(number, of: show, in: try await episodes(of: show))
            try await listSeason(number, episodes: episodes, show: show)
            listing.view = (SeasonCommand.self, ["\(number)"])
        }
    }

    /// Selects a show (and a season and episode); shows its details, the episode's, or with `toSeason` the episode's season
    /// (with the `marked` episodes of a drop pointed at).
    func select(
        show: Show, season: Int? = nil, episode: Episode? = nil, toSeason: Bool = false, marked: Set<Int> = [],
        keepingPerson: Bool = false
    ) async throws {
        selection.select(show: show, season: season, keepingPerson: keepingPerson)
        names.select(showID: show.id)  // the previous show's seasons are forgotten until this one's are loaded
        names.add([show.name])
        let details = try await service.show(id: show.id)
        selection.update(show: details)
        if let episode {
            selection.select(season: season, episode: episode)
            try await
                (toSeason
                ? showSeason(of: episode, show: details, marked: marked) : showEpisode(episode, show: details))
            let code = episode.season.flatMap { season in episode.number.map { "\(season)x\($0)" } }
            listing.view =
                toSeason
                ? episode.season.map { (SeasonCommand.self, ["\($0)"]) } : code.map { (EpisodeCommand.self, [$0]) }
        } else {
            emitDetails(details)
            listing.view = (ShowCommand.self, [])
        }
    }

    /// Refuses a command that only TVmaze can answer (an index update, an import) while the sample week is shown:
    /// the sample holds a week, not TVmaze's catalogue, and nothing it answers may land in the real cache or marks.
    func requireTVmaze(_ what: String) throws {
        guard service.usesSampleData else { return }
        throw ShellError("\(what) needs TVmaze, and tv is offline (showing the sample week)")
    }

    func requireShow(_ what: String) throws -> Show {
        guard let show = selection.show else {
            throw ShellError("no show selected; \(what) needs one (search NAME, then show N)")
        }
        return show
    }

    /// A "not found" about the selected show's `what`, said with the show's name rather than its id; others as they are.
    func naming(_ error: any Error, _ show: Show, _ what: String) -> any Error {
        guard let error = error as? TVMazeError, error.kind == .notFound else { return error }
        return ShellError("no \(what) of \(formatting.safe(show.name)) (#\(show.id)) found")
    }

    /// Loads the selected show's episodes and tells completion its seasons and codes.
    func episodes(of show: Show) async throws -> [Episode] {
        let all = try await service.episodes(showID: show.id)
        names.setShowContents(of: show.id, episodes: all)
        return all
    }
}
