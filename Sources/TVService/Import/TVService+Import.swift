import Foundation
package import TVImport
import TVMaze

extension TVService {
    /// Maps an export onto TVmaze and records it, one show at a time: shows through `/lookup/shows` (TheTVDB id,
    /// else IMDb id) or, known by name only, through search (the one result of that name), episodes by the export's
    /// own (season, number) against the show's episode list, or by name within the season when the export has no
    /// number. A row that matches nothing is reported, never guessed. Each show's marks and follow are one
    /// transaction, so an import cut short leaves whole shows, and running it again finishes the job (marks already
    /// there are counted, not added; the earliest watch time is kept). With `dryRun` nothing is written.
    ///
    /// - Parameters:
    ///   - estimateFromCounts: a show the export says N episodes of were seen, without naming them (TV Time's legacy
    ///     `nb_episodes_seen`), gets its first N aired episodes marked; off, nothing is ever guessed.
    ///   - progress: called with (shows done, shows in all) after each show.
    package func importHistory(
        _ history: ImportedHistory, dryRun: Bool, estimateFromCounts: Bool = false,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> ImportSummary {
        var summary = ImportSummary(format: history.format, dryRun: dryRun)
        summary.notMatched = history.unplaced
        summary.skipped = history.skipped
        summary.skippedKinds = history.skippedKinds
        summary.episodeIDOnly = history.episodeIDOnly
        summary.rowsRead = history.rowsRead
        summary.notes = history.notes
        let now = wallClock.now()  // what the export leaves undated is stamped with the real time
        var followed = Set(try await tracking.followedShows().map(\.showID))
        // An export may name one TVmaze show by two ids (TheTVDB's, IMDb's): what one part of it counted is not
        // counted again.
        var counted: Set<Int> = []
        var followCounted: Set<Int> = []
        var showsFound: Set<Int> = []
        for (done, show) in history.shows.enumerated() {
            try Task.checkCancellation()
            defer { progress?(done + 1, history.shows.count) }
            let estimate = estimateFromCounts ? show.episodesSeen ?? 0 : 0
            // A show the export only counts episodes of (not followed, no watch) needs no lookup unless estimating.
            if show.watches.isEmpty, !show.follows, estimate == 0 { continue }
            let id: Int
            switch try await tvmazeID(of: show.key) {
            case .found(let found): id = found
            case .missing(let reason):
                summary.notMatched += Self.rows(of: show, reason: reason)
                continue
            }
            showsFound.insert(id)
            var byNumber: [EpisodeNumber: Episode] = [:]
            var aired: [Episode] = []  // regular episodes aired by now, in order: what an estimate marks
            var all: [Episode] = []
            if show.watches.contains(where: { $0.episodeID == nil }) || estimate > 0 {
                do {
                    all = try await episodes(showID: id)
                    for episode in all {
                        guard let season = episode.season, let number = episode.number else { continue }
                        let key = EpisodeNumber(season: season, number: number)
                        if byNumber[key] == nil { byNumber[key] = episode }
                        if season > 0, episode.airstamp.map({ $0 <= now }) ?? false { aired.append(episode) }
                    }
                } catch let error as TVMazeError where error.kind == .notFound {
                    summary.notMatched += Self.rows(of: show, reason: "TVmaze lists no episodes for it")
                    continue
                }
            }
            summary.followRows += show.followLocations.count
            var marks: [Int: WatchMark] = [:]
            var rowsMatched = 0
            for watch in show.watches {
                let time = watch.watchedAt ?? now
                let mark: WatchMark
                if let episodeID = watch.episodeID {
                    mark = WatchMark(
                        episodeID: episodeID, showID: id, season: watch.season, number: watch.number, watchedAt: time)
                } else if let season = watch.season, let number = watch.number,
                    let episode = byNumber[EpisodeNumber(season: season, number: number)]
                {
                    mark = WatchMark(
                        episodeID: episode.id, showID: id, season: episode.season, number: episode.number,
                        watchedAt: time)
                } else if watch.number == nil, let title = watch.episodeTitle {
                    let named = Self.episodes(named: title, season: watch.season, in: all)
                    guard named.count == 1, let episode = named.first else {
                        summary.notMatched.append(
                            UnplacedRow(
                                show: show.title, season: watch.season, number: nil,
                                reason: Self.nameMiss(title, season: watch.season, count: named.count),
                                location: watch.location))
                        continue
                    }
                    mark = WatchMark(
                        episodeID: episode.id, showID: id, season: episode.season, number: episode.number,
                        watchedAt: time)
                } else {
                    summary.notMatched.append(
                        UnplacedRow(
                            show: show.title, season: watch.season, number: watch.number,
                            reason: Self.missReason(watch), location: watch.location))
                    continue
                }
                rowsMatched += 1
                // The earliest watch counts; a rewatch is not a second mark.
                if let kept = marks[mark.episodeID], kept.watchedAt <= mark.watchedAt { continue }
                marks[mark.episodeID] = mark
            }
            let already = try await tracking.watchedEpisodeIDs(showID: id)
            var newlyCounted = 0
            for episode in marks.keys.sorted() where counted.insert(episode).inserted {
                newlyCounted += 1
                if already.contains(episode) { summary.alreadyMarked += 1 } else { summary.marked += 1 }
            }
            summary.repeated += rowsMatched - newlyCounted
            // The estimate: the first `estimate` aired episodes, in order, that no row and no earlier mark has.
            let ordered = aired.sorted { ($0.season ?? 0, $0.number ?? 0) < ($1.season ?? 0, $1.number ?? 0) }
            for episode in ordered.prefix(estimate)
            where !already.contains(episode.id) && counted.insert(episode.id).inserted {
                summary.estimated += 1
                marks[episode.id] = WatchMark(
                    episodeID: episode.id, showID: id, season: episode.season, number: episode.number, watchedAt: now)
            }
            var follow: FollowedShow?
            if show.follows, followCounted.insert(id).inserted {
                if followed.contains(id) {
                    summary.alreadyFollowed += 1
                } else {
                    summary.followed += 1
                    followed.insert(id)
                    follow = FollowedShow(
                        showID: id, name: show.title.isEmpty ? "#\(id)" : show.title,
                        followedAt: show.followedAt ?? now)
                }
            }
            if !dryRun {
                let externals =
                    show.key.thetvdb != nil || show.key.imdb != nil
                    ? ShowExternalIDs(thetvdb: show.key.thetvdb, imdb: show.key.imdb) : nil
                try await tracking.importShow(
                    showID: id, marks: marks.values.sorted { $0.episodeID < $1.episodeID }, follow: follow,
                    externals: externals)
            }
        }
        summary.shows = showsFound.count
        return summary
    }

    /// The TVmaze id of a show of an export: its own, or found by TheTVDB id, else IMDb id, else (an export that
    /// gives no id: Netflix, TV Time Liberator's episode rows) the one show TVmaze's search finds of exactly that name
    /// as ``TitleMatch`` compares names; none or several are reported, never guessed.
    private func tvmazeID(of key: ShowKey) async throws -> ShowMatch {
        if let id = key.tvmaze { return .found(id) }
        if let thetvdb = key.thetvdb, let id = try await lookupShowID(.lookup(thetvdb: thetvdb)) { return .found(id) }
        if let imdb = key.imdb, let id = try await lookupShowID(.lookup(imdb: imdb)) { return .found(id) }
        guard key.thetvdb == nil, key.imdb == nil, let name = key.name else {
            return .missing("TVmaze has no show with " + Self.describe(key))
        }
        // Asked as the lookups are, never answered from the bundled sample week: offline is an error, not a miss. An
        // export's rows of one name are one show of the history, so each name is searched once.
        let results: [SearchResult]
        do {
            results = try await api.searchShows(name)
            noteOutcome(.success(()))
        } catch {
            noteOutcome(.failure(error))
            throw error
        }
        let named = results.map(\.show).filter { key.isNamed($0.name) }
        switch named.count {
        case 1: return .found(named[0].id)
        case 0: return .missing("TVmaze's search finds no show named ‘\(name)’")
        default:
            let ids = named.prefix(5).map { "#\($0.id)" }.joined(separator: ", ")
            return .missing("\(named.count) TVmaze shows are named ‘\(name)’ (\(ids)): not guessed")
        }
    }

    /// The episodes of `season` (any, when the export gives none) whose name reads as `title`.
    private static func episodes(named title: String, season: Int?, in episodes: [Episode]) -> [Episode] {
        let wanted = TitleMatch.normalized(title)
        return episodes.filter {
            (season == nil || $0.season == season) && !wanted.isEmpty && TitleMatch.normalized($0.name) == wanted
        }
    }

    private static func nameMiss(_ title: String, season: Int?, count: Int) -> String {
        let place = season.map { " in season \($0)" } ?? ""
        return count == 0
            ? "TVmaze lists no episode named ‘\(title)’\(place)"
            : "\(count) episodes are named ‘\(title)’\(place): not guessed"
    }

    private static func describe(_ key: ShowKey) -> String {
        [key.thetvdb.map { "TheTVDB id \($0)" }, key.imdb.map { "IMDb id \($0)" }].compactMap { $0 }
            .joined(separator: " or ")
    }

    /// One row per watch, and one per follow row, of a show that could not be found.
    private static func rows(of show: ImportedShow, reason: String) -> [UnplacedRow] {
        show.watches.map {
            UnplacedRow(show: show.title, season: $0.season, number: $0.number, reason: reason, location: $0.location)
        }
            + show.followLocations.map {
                UnplacedRow(show: show.title, season: nil, number: nil, reason: reason + " (a follow)", location: $0)
            }
    }

    private static func missReason(_ watch: ImportedWatch) -> String {
        guard let season = watch.season, let number = watch.number else { return "no season or episode number" }
        if watch.isSpecial || season == 0 || number == 0 {
            return "a special: TVmaze numbers specials differently, so it is not guessed"
        }
        return "TVmaze lists no episode \(season)x\(number) for this show"
    }

    /// A backup of the user's tracking data, with the external ids imports recorded.
    package func trackingBackup() async throws -> TVBackup {
        let externals = try await tracking.showExternalIDs()
        let follows = try await tracking.followedShows().map { show in
            TVBackup.Follow(
                showID: show.showID, name: show.name, followedAt: show.followedAt,
                thetvdb: externals[show.showID]?.thetvdb, imdb: externals[show.showID]?.imdb)
        }
        let marks = try await tracking.allMarks().map { mark in
            TVBackup.Mark(
                episodeID: mark.episodeID, showID: mark.showID, season: mark.season, number: mark.number,
                watchedAt: mark.watchedAt, thetvdb: externals[mark.showID]?.thetvdb, imdb: externals[mark.showID]?.imdb)
        }
        return TVBackup(exportedAt: wallClock.now(), follows: follows, marks: marks)
    }
}

/// A show of an export found on TVmaze, or why not.
private enum ShowMatch {
    case found(Int)
    case missing(String)
}

private struct EpisodeNumber: Hashable {
    let season: Int
    let number: Int
}
