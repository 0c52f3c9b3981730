import TVMaze
import TVService
import TVText

/// What the followed shows air, for `upcoming`, `calendar` and `export ics`.
extension ShellSession {
    /// The followed shows with their episodes (warnings for those that failed); nil, with a hint, when none are followed.
    /// Fails only when no followed show loaded for a reason other than its own (``FollowedSchedule/stoppingError``).
    func followedShowEpisodes() async throws -> [FollowedShowEpisodes]? {
        let schedule = try await followedSchedule()
        if let error = schedule.stoppingError { throw error }
        warn(schedule)
        guard !schedule.shows.isEmpty || !schedule.failures.isEmpty || settings.format != .table else {
            listing.list([])
            emit(TrackingViews.noShowsHint)
            return nil
        }
        names.add(schedule.shows.map(\.show.name))
        return schedule.shows
    }

    /// The followed shows with their episodes, counted on the command's progress line while they take long (a first
    /// run with many shows is bound by TVmaze's rate limit).
    func followedSchedule() async throws -> FollowedSchedule {
        try await service.followedSchedule(progress: countingFollowedShows())
    }

    /// Names the wait on the command's progress line (`next: fetching followed shows, 12 of 100 shows… 8 s`) and
    /// returns what counts them.
    func countingFollowedShows() -> @Sendable (Int, Int) -> Void {
        let progress = running.progress
        progress?.relabel("\(running.word): fetching followed shows", counting: "shows")
        return { progress?.update(done: $0, total: $1) }
    }
}
