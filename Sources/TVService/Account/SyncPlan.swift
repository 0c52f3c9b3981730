package import Foundation
package import TVMaze

/// What a sync does to one show's marks, decided from both sides and the last sync, before anything is written.
///
/// The rule: a mark on either side is a mark on both; an unmark travels only from the side where it happened since
/// the last sync. The account unmarked an episode when the last sync saw it there and it is gone now; tv unmarked it
/// when a tombstone says so.
package struct MarkSyncPlan: Sendable, Equatable {
    /// Marks the account has and tv lacks (and did not unmark): added locally.
    package var pulled: [WatchMark] = []
    /// Marks the account dropped since the last sync: removed locally.
    package var removed: [Int] = []
    /// Local unmarks the account no longer has either: nothing left to do.
    package var settled: [Int] = []
    /// Local unmarks the account still has: to unmark there (Premium only).
    package var unmarkRemotely: [Int] = []
    /// Local marks the account lacks (and did not drop): to push.
    package var push: [WatchMark] = []
    /// The account's marks as read now: the show's new base once the local changes are applied.
    package var base: Set<Int> = []

    package init(showID: Int, remote: [TVMazeUserAPI.Mark], state: MarkSyncState, now: Date) {
        let watched = remote.filter { $0.type == 0 }
        let remoteIDs = Set(watched.map(\.episodeID))
        let localIDs = Set(state.local.keys)
        removed = state.base.subtracting(remoteIDs).intersection(localIDs).sorted()
        pulled = watched.filter { !localIDs.contains($0.episodeID) && !state.tombstones.contains($0.episodeID) }
            .map { mark in
                WatchMark(
                    episodeID: mark.episodeID, showID: showID, season: mark.season, number: mark.number,
                    watchedAt: mark.markedAt > 0 ? Date(timeIntervalSince1970: TimeInterval(mark.markedAt)) : now)
            }
        var seen = Set<Int>()
        pulled = pulled.filter { seen.insert($0.episodeID).inserted }.sorted { $0.episodeID < $1.episodeID }
        settled = state.tombstones.subtracting(remoteIDs).sorted()
        unmarkRemotely = state.tombstones.intersection(remoteIDs).sorted()
        push = localIDs.subtracting(remoteIDs).subtracting(state.base).sorted().compactMap { state.local[$0] }
        base = remoteIDs
    }
}

/// What a sync does to the follows (Premium accounts), by the same rule as the marks.
package struct FollowSyncPlan: Sendable, Equatable {
    /// Follows the account has and tv lacks: followed locally.
    package var added: [FollowedShow] = []
    /// Follows the account dropped since the last sync: unfollowed locally.
    package var removed: [Int] = []
    /// Local unfollows the account no longer has either.
    package var settled: [Int] = []
    /// Local unfollows the account still has: to unfollow there.
    package var unfollowRemotely: [Int] = []
    /// Local follows the account lacks: to follow there.
    package var push: [Int] = []
    /// The account's follows as read now.
    package var base: Set<Int> = []

    package init(remote: [TVMazeUserAPI.Follow], state: FollowSyncState, now: Date) {
        let remoteIDs = Set(remote.map(\.showID))
        let localIDs = Set(state.local.keys)
        removed = state.base.subtracting(remoteIDs).intersection(localIDs).sorted()
        var seen = Set<Int>()
        added = remote.filter {
            !localIDs.contains($0.showID) && !state.tombstones.contains($0.showID) && seen.insert($0.showID).inserted
        }.map { FollowedShow(showID: $0.showID, name: $0.name ?? "#\($0.showID)", followedAt: now) }
        settled = state.tombstones.subtracting(remoteIDs).sorted()
        unfollowRemotely = state.tombstones.intersection(remoteIDs).sorted()
        push = localIDs.subtracting(remoteIDs).subtracting(state.base).sorted()
        base = remoteIDs
    }
}
