package import Foundation

/// A watched mark on one episode.
package struct WatchMark: Sendable, Hashable {
    package let episodeID: Int
    package let showID: Int
    package let season: Int?
    package let number: Int?
    package let watchedAt: Date

    package init(episodeID: Int, showID: Int, season: Int?, number: Int?, watchedAt: Date) {
        self.episodeID = episodeID
        self.showID = showID
        self.season = season
        self.number = number
        self.watchedAt = watchedAt
    }
}

/// A followed show, with the name it had when followed (so `following` lists it without the network).
package struct FollowedShow: Sendable, Hashable {
    package let showID: Int
    package let name: String
    package let followedAt: Date

    package init(showID: Int, name: String, followedAt: Date) {
        self.showID = showID
        self.name = name
        self.followedAt = followedAt
    }
}

/// A show's ids elsewhere, as an import found it by them (so that a backup can carry them).
package struct ShowExternalIDs: Sendable, Hashable {
    package var thetvdb: Int?
    package var imdb: String?

    package init(thetvdb: Int?, imdb: String?) {
        self.thetvdb = thetvdb
        self.imdb = imdb
    }
}

/// The user's own data, which no cache maintenance touches: watched marks and followed shows.
///
/// The persistent implementation lives in `TVStore`; ``InMemoryTrackingStore`` serves tests and `--no-data`.
package protocol TrackingStore: Sendable {
    /// Ids of the watched episodes of a show.
    func watchedEpisodeIDs(showID: Int) async throws -> Set<Int>
    /// Records marks (an existing mark keeps its first time); all or none are committed.
    func markWatched(_ marks: [WatchMark]) async throws
    /// Removes marks; returns how many existed.
    @discardableResult func unmarkWatched(episodeIDs: [Int]) async throws -> Int
    /// Follows a show (following again changes nothing).
    func follow(_ show: FollowedShow) async throws
    /// Stops following; returns whether the show was followed.
    @discardableResult func unfollow(showID: Int) async throws -> Bool
    /// Every followed show, by name.
    func followedShows() async throws -> [FollowedShow]
    /// Records what an import found for one show in one transaction: its marks (an existing mark keeps the earlier
    /// of the two times), its follow (when given) and its external ids (when known).
    func importShow(showID: Int, marks: [WatchMark], follow: FollowedShow?, externals: ShowExternalIDs?) async throws
    /// Every watched mark, by episode id.
    func allMarks() async throws -> [WatchMark]
    /// The external ids imports recorded, by show id.
    func showExternalIDs() async throws -> [Int: ShowExternalIDs]
    /// When `digest` last ran; nil before its first run.
    func lastDigest() async throws -> Date?
    /// Records a run of `digest`.
    func recordDigest(at time: Date) async throws
}

/// Tracking kept in memory for one process.
package actor InMemoryTrackingStore: TrackingStore {
    private var marks: [Int: WatchMark] = [:]
    private var followed: [Int: FollowedShow] = [:]
    private var digest: Date?

    package init() {}

    package func watchedEpisodeIDs(showID: Int) -> Set<Int> {
        Set(marks.values.filter { $0.showID == showID }.map(\.episodeID))
    }

    package func markWatched(_ new: [WatchMark]) {
        for mark in new where marks[mark.episodeID] == nil { marks[mark.episodeID] = mark }
    }

    package func unmarkWatched(episodeIDs: [Int]) -> Int {
        episodeIDs.reduce(0) { count, id in count + (marks.removeValue(forKey: id) == nil ? 0 : 1) }
    }

    package func follow(_ show: FollowedShow) {
        if followed[show.showID] == nil { followed[show.showID] = show }
    }

    package func unfollow(showID: Int) -> Bool { followed.removeValue(forKey: showID) != nil }

    package func followedShows() -> [FollowedShow] {
        followed.values.sorted { ($0.name.lowercased(), $0.showID) < ($1.name.lowercased(), $1.showID) }
    }

    private var externals: [Int: ShowExternalIDs] = [:]

    package func importShow(showID: Int, marks new: [WatchMark], follow: FollowedShow?, externals ids: ShowExternalIDs?)
    {
        for mark in new {
            if let kept = marks[mark.episodeID], kept.watchedAt <= mark.watchedAt { continue }
            marks[mark.episodeID] = mark
        }
        if let follow { self.follow(follow) }
        if let ids { externals[showID] = ids }
    }

    package func allMarks() -> [WatchMark] { marks.values.sorted { $0.episodeID < $1.episodeID } }

    package func showExternalIDs() -> [Int: ShowExternalIDs] { externals }

    package func lastDigest() -> Date? { digest }

    package func recordDigest(at time: Date) { digest = time }
}
