import Foundation
import TVMaze
import TVService
import TVText

/// Watched marks and followed shows: `watch`, `unwatch`, `follow`, `unfollow`, `following`.
extension ShellSession {
    // MARK: Episodes and seasons

    /// Row N of the last listing.
    func listingRow(_ number: Int) throws -> ListingRow {
        guard !listing.isEmpty else { throw ShellError("no listing to select from; try week, day or search first") }
        guard (1...listing.count).contains(number) else {
            throw ShellError("no row \(number); the last listing has rows 1–\(listing.count)")
        }
        return listing[number - 1]
    }

    /// The episode `text` names among `all`: a code (`3x2`, `S03E02`) or a number within the selected season.
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
            found = all.first { $0.season == season && $0.number == number }
            label = "\(season)x\(number)"
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
            return try await service.tracking.watchedEpisodeIDs(showID: show.id)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            output.writeError("warning: no watched marks shown: \(error.localizedDescription.terminalSafe)\n")
            return []
        }
    }

    /// Selects a season (and `current` in it) and lists its episodes with watched marks; the rows become the listing.
    func listSeason(_ number: Int, episodes: [Episode], show: Show, current: Episode? = nil) async throws {
        let watched = try await watchedMarks(of: show)
        selection.season = number
        selection.episode = current
        listing = episodes.map { .episode($0, show: show) }
        emit(ShowViews(format: formatting, settings: settings).season(number, episodes: episodes, show: show,
                                                                      watched: watched, current: current?.id))
    }

    /// From a listing's episode row: the episode's season with the episode marked, as in the seed app.
    /// Without a season, or when the show's episodes cannot be loaded, the episode's details instead.
    func showSeason(of episode: Episode, show: Show) async throws {
        if let season = episode.season {
            do {
                let all = try await episodes(of: show)
                if all.contains(where: { $0.id == episode.id }) {
                    try await listSeason(season, episodes: all.filter { $0.season == season }, show: show, current: episode)
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
        emitEpisode(episode, show: show, watched: watched)
    }

    // MARK: watch, unwatch

    /// `watch [SxE | N | season N]` and `unwatch …`: marks the selected show's episodes, or removes the marks.
    func watch(_ args: [String], _ spec: CommandSpec, marking: Bool) async throws {
        let show = try requireShow(spec.name)
        let verb = spec.name
        let name = formatting.safe(show.name)
        if args.first?.lowercased() == "season" {
            guard args.count == 2, let number = Int(args[1]) else { throw ShellError("which season?", usage: spec.usage) }
            let episodes = try seasonEpisodes(number, of: show, in: try await self.episodes(of: show))
            try await watchSeason(number, episodes: episodes, show: show, marking: marking)
            return
        }
        let episode: Episode
        switch args.count {
        case 0:
            guard let selected = selection.episode else {
                throw ShellError("no episode selected; \(verb) SxE, \(verb) season N, or select an episode first", usage: spec.usage)
            }
            episode = selected
        case 1:
            episode = try findEpisode(args[0], in: try await episodes(of: show), show: show, usage: spec.usage)
        default:
            throw ShellError("too many arguments", usage: spec.usage)
        }
        let label = "\(name) \(EpisodeCode.text(season: episode.season, number: episode.number)) \(formatting.safe(episode.name))"
        let watched = try await service.tracking.watchedEpisodeIDs(showID: show.id)
        let ids = [episode.id]
        if marking {
            guard !watched.contains(episode.id) else { return report("\(label) was already watched.", about: show, ids, true, changed: 0) }
            let now = await service.clock.now()
            guard let aired = episode.airstamp, aired <= now else {
                throw ShellError("\(label) has not aired yet (\(formatting.airing(episode)))")
            }
            try await service.tracking.markWatched([mark(episode, show: show, at: now)])
            report("✓ \(label) marked watched.", about: show, ids, true, changed: 1)
        } else {
            guard watched.contains(episode.id) else { return report("\(label) was not marked watched.", about: show, ids, false, changed: 0) }
            try await service.tracking.unmarkWatched(episodeIDs: [episode.id])
            report("\(label) is no longer marked watched.", about: show, ids, false, changed: 1)
        }
    }

    private func watchSeason(_ number: Int, episodes: [Episode], show: Show, marking: Bool) async throws {
        let name = "\(formatting.safe(show.name)) season \(number)"
        let watched = try await service.tracking.watchedEpisodeIDs(showID: show.id)
        guard marking else {
            let ids = episodes.map(\.id).filter(watched.contains)
            let removed = try await service.tracking.unmarkWatched(episodeIDs: ids)
            return report(removed == 0 ? "No episode of \(name) was marked watched."
                                       : "\(Self.count(removed, "episode")) of \(name) no longer marked watched.",
                          about: show, ids, false, changed: removed)
        }
        let now = await service.clock.now()
        let aired = episodes.filter { ($0.airstamp ?? .distantFuture) <= now }
        let new = aired.filter { !watched.contains($0.id) }
        let notes = [aired.count > new.count ? "\(aired.count - new.count) already were" : nil,
                     episodes.count > aired.count ? "\(episodes.count - aired.count) not aired yet" : nil].compactMap { $0 }
        let note = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
        guard !new.isEmpty else {
            return report(aired.isEmpty ? "No episode of \(name) has aired yet." : "Every aired episode of \(name) was already watched\(note).",
                          about: show, [], true, changed: 0)
        }
        try await service.tracking.markWatched(new.map { mark($0, show: show, at: now) })
        report("✓ \(Self.count(new.count, "episode")) of \(name) marked watched\(note).", about: show, new.map(\.id), true, changed: new.count)
    }

    /// A watch command's result: its sentence, or in JSON the show, the episode ids it changed or named, and the state.
    private func report(_ message: String, about show: Show, _ episodeIDs: [Int], _ watched: Bool, changed: Int) {
        guard settings.format == .json else { return emit(message + "\n") }
        emit(JSONModels.serialize(["show": ["id": show.id, "name": show.name] as [String: Any], "episodes": episodeIDs,
                                   "watched": watched, "changed": changed, "message": message]))
    }

    /// A follow command's result: its sentence, or in JSON the show and whether it is followed now.
    private func report(_ message: String, showID: Int, name: String?, following: Bool, changed: Bool) {
        guard settings.format == .json else { return emit(message + "\n") }
        emit(JSONModels.serialize(["show": ["id": showID, "name": name ?? NSNull()] as [String: Any], "following": following,
                                   "changed": changed, "message": message]))
    }

    private func mark(_ episode: Episode, show: Show, at now: Date) -> WatchMark {
        WatchMark(episodeID: episode.id, showID: show.id, season: episode.season, number: episode.number, watchedAt: now)
    }

    /// "1 episode", "3 episodes".
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    // MARK: follow, unfollow, following

    /// `follow [N | #ID | NAME]`: the selected show, row N's show, a show id, or the best match for a name.
    func follow(_ args: [String], _ spec: CommandSpec) async throws {
        let show = try await showArgument(args, spec)
        let name = "\(formatting.safe(show.name)) (#\(show.id))"
        names.add([show.name])
        if try await service.tracking.followedShows().contains(where: { $0.showID == show.id }) {
            return report("Already following \(name).", showID: show.id, name: show.name, following: true, changed: false)
        }
        try await service.tracking.follow(FollowedShow(showID: show.id, name: show.name, followedAt: await service.clock.now()))
        report("Following \(name).", showID: show.id, name: show.name, following: true, changed: true)
    }

    /// `unfollow [N | #ID | NAME]`: matched among the followed shows, so it needs no request.
    func unfollow(_ args: [String], _ spec: CommandSpec) async throws {
        let followed = try await service.tracking.followedShows()
        let text = args.joined(separator: " ")
        let id: Int
        var label: String?
        if text.hasPrefix("#") {
            guard let number = Int(text.dropFirst()), number > 0 else { throw ShellError("‘\(text.terminalSafe)’ is not a show id", usage: spec.usage) }
            id = number
        } else if args.isEmpty || (args.count == 1 && Int(text) != nil) {
            let show = try await showArgument(args, spec)   // the selected show or a row: no request
            id = show.id
            label = show.name
        } else {
            let matches = followed.filter { $0.name.lowercased() == text.lowercased() }
            let prefixed = followed.filter { $0.name.lowercased().hasPrefix(text.lowercased()) }
            guard let match = matches.first ?? (prefixed.count == 1 ? prefixed.first : nil) else {
                let hint = prefixed.isEmpty ? "" : " (matches: \(prefixed.map { formatting.safe($0.name) }.joined(separator: ", ")))"
                throw ShellError("you follow no show named ‘\(text.terminalSafe)’\(hint)", usage: spec.usage)
            }
            id = match.showID
        }
        let known = followed.first { $0.showID == id }?.name ?? label
        let name = known.map { "\(formatting.safe($0)) (#\(id))" } ?? "show #\(id)"
        let removed = try await service.tracking.unfollow(showID: id)
        report(removed ? "No longer following \(name)." : "You were not following \(name).", showID: id, name: known,
               following: false, changed: removed)
    }

    /// The show a `follow`/`unfollow` argument names; with no argument, the selected show.
    private func showArgument(_ args: [String], _ spec: CommandSpec) async throws -> Show {
        let text = args.joined(separator: " ")
        if args.isEmpty {
            guard let show = selection.show else {
                throw ShellError("no show selected; \(spec.name) NAME, \(spec.name) #ID, or select a show first", usage: spec.usage)
            }
            return show
        }
        if args.count == 1, let number = Int(text) {
            switch try listingRow(number) {
            case .show(let show): return show
            case .event(let event): return event.show
            case .episode(_, let show): return show
            }
        }
        if text.hasPrefix("#") {
            guard let id = Int(text.dropFirst()), id > 0 else { throw ShellError("‘\(text.terminalSafe)’ is not a show id", usage: spec.usage) }
            return try await service.show(id: id)
        }
        return try await service.show(named: text)
    }

    /// `following`: the followed shows with status, channel and next episode; a row selects the next episode's season.
    func following() async throws {
        let schedule = try await service.followedSchedule()
        warn(schedule)
        let now = await service.clock.now()
        var items = schedule.shows.map { TrackingViews.Followed(show: $0.show, next: $0.next(after: now)) }
        items += schedule.failures.map { TrackingViews.Followed(show: Show(id: $0.show.showID, name: $0.show.name), next: nil) }
        items.sort { ($0.show.name.lowercased(), $0.show.id) < ($1.show.name.lowercased(), $1.show.id) }
        let (text, rows) = TrackingViews(format: formatting, settings: settings).following(items)
        listing = rows
        names.add(items.map(\.show.name))
        emit(text)
    }

    /// One warning line per followed show that could not be loaded.
    func warn(_ schedule: FollowedSchedule) {
        for failure in schedule.failures {
            let reason = (failure.error as? TVMazeError)?.message ?? String(describing: failure.error)
            output.writeError("warning: could not load \(formatting.safe(failure.show.name)) (#\(failure.show.showID)): \(reason.terminalSafe)\n")
        }
    }
}
