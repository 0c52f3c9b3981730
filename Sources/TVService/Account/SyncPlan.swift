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
        let merge = SyncMerge(
            remote: remote.filter { $0.type == 0 }, id: \.episodeID, local: Set(state.local.keys), base: state.base,
            tombstones: state.tombstones)
        pulled = merge.pulled.map { mark in
            WatchMark(
                episodeID: mark.episodeID, showID: showID, season: mark.season, number: mark.number,
                watchedAt: mark.markedAt > 0 ? Date(timeIntervalSince1970: TimeInterval(mark.markedAt)) : now)
        }.sorted { $0.episodeID < $1.episodeID }
        removed = merge.removed
        settled = merge.settled
        unmarkRemotely = merge.removeRemotely
        push = merge.push.compactMap { state.local[$0] }
        base = merge.base
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
        let merge = SyncMerge(
            remote: remote, id: \.showID, local: Set(state.local.keys), base: state.base, tombstones: state.tombstones)
        added = merge.pulled.map { FollowedShow(showID: $0.showID, name: $0.name ?? "#\($0.showID)", followedAt: now) }
        removed = merge.removed
        settled = merge.settled
        unfollowRemotely = merge.removeRemotely
        push = merge.push
        base = merge.base
    }
}

/// The three-way merge both plans make, by id, from the account's records, tv's, the account's at the last sync (the
/// base) and tv's removals since (the tombstones): a record on either side is on both; a removal travels only from the
/// side where it happened since the last sync.
private struct SyncMerge<Record> {
    /// The account's records tv lacks and did not remove: the first of each id, in the account's order.
    let pulled: [Record]
    /// Ids the account removed since the last sync that tv still has: to remove locally.
    let removed: [Int]
    /// Ids tv removed that the account no longer has either.
    let settled: [Int]
    /// Ids tv removed that the account still has: to remove there.
    let removeRemotely: [Int]
    /// Ids tv has that the account lacks and did not remove: to add there.
    let push: [Int]
    /// The account's ids as read now.
    let base: Set<Int>

    init(remote: [Record], id: (Record) -> Int, local: Set<Int>, base last: Set<Int>, tombstones: Set<Int>) {
        let remoteIDs = Set(remote.map(id))
        removed = last.subtracting(remoteIDs).intersection(local).sorted()
        var seen = Set<Int>()
        pulled = remote.filter {
            !local.contains(id($0)) && !tombstones.contains(id($0)) && seen.insert(id($0)).inserted
        }
        settled = tombstones.subtracting(remoteIDs).sorted()
        removeRemotely = tombstones.intersection(remoteIDs).sorted()
        push = local.subtracting(remoteIDs).subtracting(last).sorted()
        base = remoteIDs
    }
}
