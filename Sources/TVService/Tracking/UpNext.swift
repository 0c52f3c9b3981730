package import Foundation
package import TVMaze

/// A followed show's next episode to watch: the first aired, unmarked numbered episode in season order.
package struct UpNext: Sendable {
    package let show: Show
    package let episode: Episode
    /// The show's aired, unmarked numbered episodes, this one included.
    package let left: Int
    /// When the viewer last marked an episode of the show; nil when never.
    package let lastWatched: Date?

    package init(show: Show, episode: Episode, left: Int, lastWatched: Date?) {
        self.show = show
        self.episode = episode
        self.left = left
        self.lastWatched = lastWatched
    }

    /// One row per show with aired, unmarked numbered episodes (specials never block one), the show marked most
    /// recently first; shows never marked follow, by name.
    package static func rows(_ shows: [FollowedShowEpisodes], marks: [WatchMark], now: Date) -> [UpNext] {
        let watched = Set(marks.map(\.episodeID))
        var latest: [Int: Date] = [:]
        for mark in marks where latest[mark.showID].map({ mark.watchedAt > $0 }) ?? true {
            latest[mark.showID] = mark.watchedAt
        }
        let rows = shows.compactMap { item -> UpNext? in
            let waiting = seasonOrder(item.episodes).filter {
                !$0.isSpecial && ($0.airstamp ?? .distantFuture) <= now && !watched.contains($0.id)
            }
            guard let first = waiting.first else { return nil }
            return UpNext(show: item.show, episode: first, left: waiting.count, lastWatched: latest[item.show.id])
        }
        return rows.sorted { a, b in
            switch (a.lastWatched, b.lastWatched) {
            case (let x?, let y?) where x != y: return x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return (a.show.name.lowercased(), a.show.id) < (b.show.name.lowercased(), b.show.id)
            }
        }
    }

    /// Numbered episodes by season and number, then specials by air time (as TVmaze lists them).
    package static func seasonOrder(_ episodes: [Episode]) -> [Episode] {
        let numbered = episodes.filter { !$0.isSpecial }.sorted {
            ($0.season ?? .max, $0.number ?? .max, $0.id) < ($1.season ?? .max, $1.number ?? .max, $1.id)
        }
        return numbered + episodes.filter(\.isSpecial)
    }

    /// The aired episodes of a show up to and including `last` in season order, with the specials that aired
    /// before it (`watch --upto`).
    package static func airedEpisodes(upTo last: Episode, in episodes: [Episode], now: Date) -> [Episode] {
        let aired = episodes.filter { ($0.airstamp ?? .distantFuture) <= now }
        let key = (last.season ?? .max, last.number ?? .max)
        let cutoff = min(last.airstamp ?? now, now)
        return aired.filter { episode in
            if episode.id == last.id { return true }
            if episode.isSpecial { return episode.airstamp! < cutoff }
            return (episode.season ?? .max, episode.number ?? .max) <= key
        }
    }
}
