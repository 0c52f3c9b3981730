import Foundation
import TVMaze

extension TVService {
    /// Lets the followed shows' stored details and episode lists stand without refetching each one: when any of
    /// them is older than TVmaze's cache time but none older than a week, one `/updates/shows?since=day|week` says
    /// which shows changed since they were fetched, and the others' stored answers are stored again as of now (so
    /// this process and the next hour's serve them). A changed show, or one not stored, is fetched as usual. Nothing
    /// happens without a persistent cache (`--offline`, `--no-cache`); a failed check only means the usual fetches.
    func revalidateFollowedShows(_ ids: [Int]) async {
        guard let cache = liveCache, !ids.isEmpty else { return }
        let now = clock.now()
        var stale: [(id: Int, answers: [(key: String, answer: CachedResponse)], fetchedAt: Date)] = []
        for id in ids {
            var answers: [(key: String, answer: CachedResponse)] = []
            for key in [
                APIRequest.show(id: id, embed: [.seasons]).key, APIRequest.episodes(showID: id, specials: true).key,
            ] {
                if let answer = await cache.response(for: key) { answers.append((key, answer)) }
            }
            guard answers.count == 2, let oldest = answers.map(\.answer.fetchedAt).min(),
                !Freshness.isFresh(oldest, at: now), oldest <= now
            else { continue }
            stale.append((id, answers, oldest))
        }
        guard let oldest = stale.map(\.fetchedAt).min() else { return }
        // A margin for the time the check itself takes: an answer fetched 23:59 ago needs the week's list.
        let period: UpdatePeriod
        switch now.timeIntervalSince(oldest) {
        case ..<(86_400 - 600): period = .day
        case ..<(7 * 86_400 - 600): period = .week
        default: return
        }
        guard let updates = try? await api.showUpdates(since: period) else { return }
        for show in stale {
            // TVmaze's time of the show's last change; absent when it did not change in the period.
            if let changed = updates.updated[show.id], Double(changed) >= show.fetchedAt.timeIntervalSince1970 {
                continue
            }
            for (key, answer) in show.answers { await cache.storeResponse(answer.value, for: key, fetchedAt: now) }
        }
    }
}
