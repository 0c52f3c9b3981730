import Foundation
import TVMaze
import TVService
import TVText

/// What the tracking commands share: finding episodes and shows, watched marks, and their reports.
extension ShellSession {
    // MARK: Episodes and seasons

    /// The episode `text` names among `all`: a code (`3x2`, `S03E02`), or row N of the selected season's list (as a
    /// bare `N` after `season` selects it, specials included).
    func findEpisode(_ text: String, in all: [Episode], show: Show, usage: String) throws -> Episode {
        let found: Episode?
        let label: String
        if let code = EpisodeCode.parse(text) {
            found = all.first { $0.season == code.season && $0.number == code.number }
            label = "\(code.season)x\(code.number)"
        } else if let number = Int(text) {
            guard let season = selection.season else {
                throw ShellError("select a season first (season N), or give a code like 3x2", usage: usage)
            }
            let rows = all.filter { $0.season == season }
            guard rows.indices.contains(number - 1) else {
                let range = rows.isEmpty ? "has no episodes listed" : "lists rows 1–\(rows.count)"
                throw ShellError("no row \(number): \(formatting.safe(show.name)) season \(season) \(range)")
            }
            return rows[number - 1]
        } else {
            throw ShellError("‘\(text.terminalSafe)’ is not an episode", usage: usage)
        }
        guard let episode = found else { throw ShellError("\(formatting.safe(show.name)) has no episode \(label)") }
        return episode
    }

    /// The episodes of season `number`, or an error naming the seasons there are.
    func seasonEpisodes(_ number: Int, of show: Show, in all: [Episode]) throws -> [Episode] {
        let episodes = all.filter { $0.season == number }
        guard episodes.isEmpty else { return episodes }
        let known = Set(all.compactMap(\.season)).sorted()
        let range = known.isEmpty ? "it has no episodes listed" : "its seasons are \(Self.ranges(known))"
        throw ShellError("\(formatting.safe(show.name)) has no season \(number); \(range)")
    }

    /// The show's watched episodes, for the marks of a listing. When the tracking database cannot be read, a warning
    /// and no marks: the listing is still shown (only the tracking commands fail, as README says).
    func watchedMarks(of show: Show) async throws -> Set<Int> {
        do {
            return try await service.watchedEpisodeIDs(showID: show.id)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            output.writeError("warning: no watched marks shown: \(error.localizedDescription.terminalSafe)\n")
            return []
        }
    }

    /// Selects a season (and `current` in it) and lists its episodes with watched marks; the rows become the listing.
    func listSeason(
        _ number: Int, episodes: [Episode], show: Show, current: Episode? = nil, marked: Set<Int> = []
    ) async throws {
        let watched = try await watchedMarks(of: show)
        selection.select(season: number, episode: current)
        let shown = spoilers.map { guarded in episodes.map { guarded.apply($0, showID: show.id) } } ?? episodes
        // The rows keep the whole episodes: shown later without spoilers, they have titles.
        listing.list(episodes.map { .episode($0, show: show) })
        emit(
            ShowViews(format: formatting, settings: settings).season(
                number, episodes: shown, show: show,
                watched: watched, current: current?.id, marked: marked))
    }

    /// From a listing's episode row: the episode's season with the episode marked, as in the seed app.
    /// Without a season, or when the show's episodes cannot be loaded, the episode's details instead.
    /// `marked`: the episodes of a drop, all pointed at.
    func showSeason(of episode: Episode, show: Show, marked: Set<Int> = []) async throws {
        if let season = episode.season {
            do {
                let all = try await episodes(of: show)
                if all.contains(where: { $0.id == episode.id }) {
                    try await listSeason(
                        season, episodes: all.filter { $0.season == season }, show: show, current: episode,
                        marked: marked)
                    return
                }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                // The episode's own details need no further request.
            }
        }
        try await showEpisode(episode, show: show)
    }

    /// An episode's details, with its watched mark.
    func showEpisode(_ episode: Episode, show: Show) async throws {
        let watched = try await watchedMarks(of: show).contains(episode.id)
        // One request for the guests, kept as the episodes are (none for a hidden episode, whose guests stay hidden);
        // the episode is shown without them when it fails.
        var guests: EpisodeGuests?
        if !hides(episode, show: show, watched: watched) {
            do {
                guests = try await service.episodeGuests(episodeID: episode.id)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                output.writeError("warning: guest cast and crew not shown: \(Self.errorLine(for: error))\n")
            }
        }
        emitEpisode(episode, show: show, watched: watched, guests: guests)
    }

    /// A watch command's result: its sentence, or in JSON the show, the episode ids it changed or named, and the state.
    func report(_ message: String, about show: Show, _ episodeIDs: [Int], _ watched: Bool, changed: Int) {
        guard settings.format == .json else { return emit(message + "\n") }
        emit(
            JSONModels.serialize([
                "show": ["id": show.id, "name": show.name] as [String: Any], "episodes": episodeIDs,
                "watched": watched, "changed": changed, "message": message,
            ]))
    }

    /// A follow command's result: its sentence, or in JSON the show and whether it is followed now.
    func report(_ message: String, showID: Int, name: String?, following: Bool, changed: Bool) {
        guard settings.format == .json else { return emit(message + "\n") }
        emit(
            JSONModels.serialize([
                "show": ["id": showID, "name": name ?? NSNull()] as [String: Any], "following": following,
                "changed": changed, "message": message,
            ]))
    }

    /// A watched mark made now: stamped with the real time (or `--now`), also while the sample week is shown.
    func mark(_ episode: Episode, show: Show) -> WatchMark {
        WatchMark(
            episodeID: episode.id, showID: show.id, season: episode.season, number: episode.number,
            watchedAt: service.realNow())
    }

    /// "1 episode", "3 episodes".
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// The show a `follow`/`unfollow` argument names; with no argument, the selected show. A show fetched for it comes
    /// `withSeasons` (`follow`: the records that mark its finales, in the same request).
    func showArgument(
        _ args: [String], _ declaration: CommandDeclaration, withSeasons: Bool = false
    ) async throws -> Show {
        let text = args.joined(separator: " ")
        if args.isEmpty {
            guard let show = selection.show else {
                throw declaration.usageError(
                    "no show selected; \(declaration.name) NAME, \(declaration.name) #ID, or select a show first")
            }
            return show
        }
        if args.count == 1, let number = Int(text) {
            switch try listing.row(number) {
            case .show(let show), .credit(let show): return show
            case .event(let event): return event.show
            case .episode(_, let show): return show
            case .person(let person):
                throw declaration.usageError("row \(number) is a person (\(formatting.safe(person.name))), not a show")
            case .season(_, let show): return show
            }
        }
        if text.hasPrefix("#") {
            guard let id = Int(text.dropFirst()), id > 0 else {
                throw declaration.usageError("‘\(text.terminalSafe)’ is not a show id")
            }
            return try await service.show(id: id, withSeasons: withSeasons)
        }
        return try await service.show(named: text, withSeasons: withSeasons)
    }

    /// One warning line per followed show that could not be loaded.
    func warn(_ schedule: FollowedSchedule) { warn(failures: schedule.failures) }

    /// One warning line per followed show that could not be loaded.
    func warn(failures: [(show: FollowedShow, error: any Error)]) {
        for failure in failures {
            let reason = (failure.error as? TVMazeError)?.message ?? String(describing: failure.error)
            output.writeError(
                "warning: could not load \(formatting.safe(failure.show.name)) (#\(failure.show.showID)): \(reason.terminalSafe)\n"
            )
        }
    }
}
