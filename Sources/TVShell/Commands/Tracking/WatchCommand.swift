import FoundationEssentials
import TVMaze
import TVService

/// `watch [SxE | N | season N | --upto SxE | show]`: marks the selected episode, an episode, a season's, a backlog's
/// or the whole show's aired episodes watched.
enum WatchCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "watch", usage: "watch [SxE | N | season N | --upto SxE | show]",
        summary:
            "Mark the selected episode, an episode, a season's aired episodes, every aired one up to SxE, or the whole show watched.",
        examples: ["watch 3x2", "watch season 3", "watch --upto 3x5", "watch show", "watch"], argument: .watchTarget)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try await change(arguments, marking: true, declaration, in: session)
        return .succeeded
    }

    /// `watch …` and `unwatch …`: marks the selected show's episodes, or removes the marks.
    static func change(
        _ arguments: [String], marking: Bool, _ declaration: CommandDeclaration,
        in session: isolated ShellSession
    ) async throws {
        let show = try session.requireShow(declaration.name)
        let verb = declaration.name
        let format = session.formatting
        let name = format.safe(show.name)
        if arguments.first?.lowercased() == "season" {
            guard arguments.count == 2, let number = Int(arguments[1]) else {
                throw declaration.usageError("which season?")
            }
            let episodes = try session.seasonEpisodes(number, of: show, in: try await session.episodes(of: show))
            let label = "\(name) season \(number)"
            try await changeMany(episodes, label: label, show: show, marking: marking, in: session)
            return
        }
        if arguments.first?.lowercased() == "show" {
            guard arguments.count == 1 else { throw declaration.usageError("too many arguments") }
            let episodes = try await session.episodes(of: show)
            guard !episodes.isEmpty else { throw ShellError("\(name) has no episodes listed") }
            try await changeMany(episodes, label: name, show: show, marking: marking, in: session)
            return
        }
        if arguments.first?.lowercased() == "--upto" {
            guard arguments.count == 2 else { throw declaration.usageError("--upto needs an episode code, like 3x5") }
            let all = try await session.episodes(of: show)
            let last = try session.findEpisode(arguments[1], in: all, show: show, usage: declaration.usage)
            let now = await session.service.now()
            let episodes = UpNext.airedEpisodes(upTo: last, in: all, now: now)
            let label = "\(name) up to \(EpisodeCode.text(season: last.season, number: last.number))"
            try await changeMany(episodes, label: label, show: show, marking: marking, in: session)
            return
        }
        let episode: Episode
        switch arguments.count {
        case 0:
            guard let selected = session.selection.episode else {
                throw declaration.usageError(
                    "no episode selected; \(verb) SxE, \(verb) season N, or select an episode first")
            }
            episode = selected
        case 1:
            episode = try session.findEpisode(
                arguments[0], in: try await session.episodes(of: show), show: show, usage: declaration.usage)
        default:
            throw declaration.usageError("too many arguments")
        }
        let label =
            "\(name) \(EpisodeCode.text(season: episode.season, number: episode.number)) \(format.safe(episode.name))"
        let watched = try await session.service.watchedEpisodeIDs(showID: show.id)
        let ids = [episode.id]
        if marking {
            guard !watched.contains(episode.id) else {
                return session.report("\(label) was already watched.", about: show, ids, true, changed: 0)
            }
            let now = await session.service.now()
            guard let aired = episode.airstamp, aired <= now else {
                throw ShellError("\(label) has not aired yet (\(format.airing(episode)))")
            }
            try await session.service.markWatched([session.mark(episode, show: show)])
            session.report("✓ \(label) marked watched.", about: show, ids, true, changed: 1)
        } else {
            guard watched.contains(episode.id) else {
                return session.report("\(label) was not marked watched.", about: show, ids, false, changed: 0)
            }
            try await session.service.unmarkWatched(episodeIDs: [episode.id])
            session.report("\(label) is no longer marked watched.", about: show, ids, false, changed: 1)
        }
    }

    /// Marks the aired ones of `episodes` (or removes their marks); one line says how many changed.
    private static func changeMany(
        _ episodes: [Episode], label name: String, show: Show, marking: Bool,
        in session: isolated ShellSession
    ) async throws {
        let watched = try await session.service.watchedEpisodeIDs(showID: show.id)
        guard marking else {
            let ids = episodes.map(\.id).filter(watched.contains)
            let removed = try await session.service.unmarkWatched(episodeIDs: ids)
            return session.report(
                removed == 0
                    ? "No episode of \(name) was marked watched."
                    : "\(ShellSession.count(removed, "episode")) of \(name) no longer marked watched.",
                about: show, ids, false, changed: removed)
        }
        let now = await session.service.now()
        let aired = episodes.filter { ($0.airstamp ?? .distantFuture) <= now }
        let new = aired.filter { !watched.contains($0.id) }
        let notes = [
            aired.count > new.count ? "\(aired.count - new.count) already were" : nil,
            episodes.count > aired.count ? "\(episodes.count - aired.count) not aired yet" : nil,
        ].compactMap { $0 }
        let note = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
        guard !new.isEmpty else {
            return session.report(
                aired.isEmpty
                    ? "No episode of \(name) has aired yet."
                    : "Every aired episode of \(name) was already watched\(note).",
                about: show, [], true, changed: 0)
        }
        try await session.service.markWatched(new.map { session.mark($0, show: show) })
        session.report(
            "✓ \(ShellSession.count(new.count, "episode")) of \(name) marked watched\(note).", about: show,
            new.map(\.id), true, changed: new.count)
    }
}
