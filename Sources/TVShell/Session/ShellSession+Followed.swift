import TVMaze
import TVService
import TVText

/// What the followed shows air, for `upcoming`, `calendar` and `export ics`.
extension ShellSession {
    /// The followed shows with their episodes (warnings for those that failed); nil, with a hint, when none are followed.
    /// Fails only when every followed show failed to load.
    func followedShowEpisodes() async throws -> [FollowedShowEpisodes]? {
        let schedule = try await service.followedSchedule()
        if schedule.shows.isEmpty, let first = schedule.failures.first { throw first.error }
        warn(schedule)
        guard !schedule.shows.isEmpty || settings.format != .table else {
            listing = []
            emit(TrackingViews.noShowsHint)
            return nil
        }
        names.add(schedule.shows.map(\.show.name))
        return schedule.shows
    }
}
