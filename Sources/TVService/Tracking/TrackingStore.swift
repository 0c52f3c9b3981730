import Foundation

/// A watched mark on one episode.
public struct WatchMark: Sendable, Hashable {
    public let episodeID: Int
    public let showID: Int
    public let season: Int?
    public let number: Int?
    public let watchedAt: Date

    public init(episodeID: Int, showID: Int, season: Int?, number: Int?, watchedAt: Date) {
        self.episodeID = episodeID
        self.showID = showID
        self.season = season
        self.number = number
        self.watchedAt = watchedAt
    }
}

/// A followed show, with the name it had when followed (so `following` lists it without the network).
public struct FollowedShow: Sendable, Hashable {
    public let showID: Int
    public let name: String
    public let followedAt: Date

    public init(showID: Int, name: String, followedAt: Date) {
        self.showID = showID
        self.name = name
        self.followedAt = followedAt
    }
}

/// The user's own data, which no cache maintenance touches: watched marks and followed shows.
///
/// The persistent implementation lives in `TVStore`; ``InMemoryTrackingStore`` serves tests and `--no-data`.
public protocol TrackingStore: Sendable {
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
}

/// Tracking kept in memory for one process.
public actor InMemoryTrackingStore: TrackingStore {
    private var marks: [Int: WatchMark] = [:]
    private var followed: [Int: FollowedShow] = [:]

    public init() {}

    public func watchedEpisodeIDs(showID: Int) -> Set<Int> {
        Set(marks.values.filter { $0.showID == showID }.map(\.episodeID))
    }

    public func markWatched(_ new: [WatchMark]) {
        for mark in new where marks[mark.episodeID] == nil { marks[mark.episodeID] = mark }
    }

    public func unmarkWatched(episodeIDs: [Int]) -> Int {
        episodeIDs.reduce(0) { count, id in count + (marks.removeValue(forKey: id) == nil ? 0 : 1) }
    }

    public func follow(_ show: FollowedShow) {
        if followed[show.showID] == nil { followed[show.showID] = show }
    }

    public func unfollow(showID: Int) -> Bool { followed.removeValue(forKey: showID) != nil }

    public func followedShows() -> [FollowedShow] {
        followed.values.sorted { ($0.name.lowercased(), $0.showID) < ($1.name.lowercased(), $1.showID) }
    }
}
