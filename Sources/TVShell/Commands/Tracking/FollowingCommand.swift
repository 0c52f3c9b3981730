import TVMaze
import TVService

/// `following`: the followed shows with status, channel and next episode; a row selects the next episode's season.
enum FollowingCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "following", usage: "following",
        summary: "The followed shows with status, channel and next episode; a row leads to that episode's season.",
        examples: ["following"], refetch: .followedShows)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        let schedule = try await session.followedSchedule()
        session.warn(schedule)
        let now = await session.service.now()
        var items = schedule.shows.map { item in
            let next = item.next(after: now)
            return TrackingViews.Followed(
                show: item.show, next: next.map { session.spoilers?.apply($0, showID: item.show.id) ?? $0 })
        }
        items += schedule.failures.map {
            TrackingViews.Followed(show: Show(id: $0.show.showID, name: $0.show.name), next: nil)
        }
        items.sort { ($0.show.name.lowercased(), $0.show.id) < ($1.show.name.lowercased(), $1.show.id) }
        var marks = EpisodeMarks()
        marks.finales = await session.service.keptFinales(showIDs: schedule.shows.map(\.show.id))
        let views = TrackingViews(format: session.formatting, settings: session.settings, marks: marks)
        let (text, rows) = views.following(items)
        session.listing.list(rows)
        session.names.add(items.map(\.show.name))
        session.emit(text)
        return .succeeded
    }
}
