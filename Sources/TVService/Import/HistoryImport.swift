import Foundation
import TVImport
import TVMaze

/// One import of an export's history onto TVmaze, show by show: find the show, match its rows to episodes, count
/// them, add the estimate when asked, and record the show's marks and follow in one transaction.
///
/// A row that matches nothing is reported, never guessed. An export may name one TVmaze show by two ids (TheTVDB's,
/// IMDb's): what one part of it counted is not counted again.
struct HistoryImport: Sendable {
    let service: TVService
    let store: any TrackingStore
    /// What the export leaves undated is stamped with: the real time.
    let now: Date
    let dryRun: Bool
    let estimateFromCounts: Bool
    /// The export's shows, in its order.
    private let shows: [ImportedShow]

    private var summary: ImportSummary
    private var followed: Set<Int> = []
    private var counted: Set<Int> = []
    private var followCounted: Set<Int> = []
    private var showsFound: Set<Int> = []

    init(
        _ history: ImportedHistory, service: TVService, store: any TrackingStore, now: Date, dryRun: Bool,
        estimateFromCounts: Bool
    ) {
        self.service = service
        self.store = store
        self.now = now
        self.dryRun = dryRun
        self.estimateFromCounts = estimateFromCounts
        shows = history.shows
        summary = ImportSummary(format: history.format, dryRun: dryRun)
        summary.notMatched = history.unplaced
        summary.skipped = history.skipped
        summary.skippedKinds = history.skippedKinds
        summary.episodeIDOnly = history.episodeIDOnly
        summary.rowsRead = history.rowsRead
        summary.notes = history.notes
    }

    /// Imports every show; `progress` hears (shows done, shows in all) after each.
    mutating func run(progress: (@Sendable (Int, Int) -> Void)?) async throws -> ImportSummary {
        followed = Set(try await store.followedShows().map(\.showID))
        for (done, show) in shows.enumerated() {
            try Task.checkCancellation()
            defer { progress?(done + 1, shows.count) }
            try await importShow(show)
        }
        summary.shows = showsFound.count
        return summary
    }

    /// The steps for one show of the export.
    private mutating func importShow(_ show: ImportedShow) async throws {
        let estimate = estimateFromCounts ? show.episodesSeen ?? 0 : 0
        // A show the export only counts episodes of (not followed, no watch) needs no lookup unless estimating.
        if show.watches.isEmpty, !show.follows, estimate == 0 { return }
        let id: Int
        switch try await tvmazeID(of: show.key) {
        case .found(let found): id = found
        case .missing(let reason):
            summary.notMatched += Self.rows(of: show, reason: reason)
            return
        }
        showsFound.insert(id)
        let needsEpisodes = show.watches.contains(where: { $0.episodeID == nil }) || estimate > 0
        guard let known = try await showEpisodes(id, needed: needsEpisodes) else {
            summary.notMatched += Self.rows(of: show, reason: "TVmaze lists no episodes for it")
            return
        }
        summary.followRows += show.followLocations.count
        let (matched, rowsMatched) = match(show, showID: id, in: known)
        var marks = matched
        let already = try await store.watchedEpisodeIDs(showID: id)
        var newlyCounted = 0
        for episode in marks.keys.sorted() where counted.insert(episode).inserted {
            newlyCounted += 1
            if already.contains(episode) { summary.alreadyMarked += 1 } else { summary.marked += 1 }
        }
        summary.repeated += rowsMatched - newlyCounted
        // The estimate: the first `estimate` aired episodes, in order, that no row and no earlier mark has.
        for episode in known.aired.prefix(estimate)
        where !already.contains(episode.id) && counted.insert(episode.id).inserted {
            summary.estimated += 1
            marks[episode.id] = WatchMark(
                episodeID: episode.id, showID: id, season: episode.season, number: episode.number, watchedAt: now)
        }
        let follow = newFollow(show, showID: id)
        guard !dryRun else { return }
        let externals =
            show.key.thetvdb != nil || show.key.imdb != nil
            ? ShowExternalIDs(thetvdb: show.key.thetvdb, imdb: show.key.imdb) : nil
        try await store.importShow(
            showID: id, marks: marks.values.sorted { $0.episodeID < $1.episodeID }, follow: follow,
            externals: externals)
    }

    /// A show's episodes as matching needs them: all, by (season, number), and the regular ones aired by now in
    /// order (what an estimate marks). Empty without a request when no row needs them; nil when TVmaze lists none.
    private func showEpisodes(_ id: Int, needed: Bool) async throws -> ShowEpisodes? {
        guard needed else { return ShowEpisodes() }
        do {
            return ShowEpisodes(try await service.episodes(showID: id), now: now)
        } catch let error as TVMazeError where error.kind == .notFound {
            return nil
        }
    }

    /// The show's watches as marks by episode id (the earliest watch of an episode counts; a rewatch is not a second
    /// mark), and how many rows matched; each row that matches nothing is reported.
    private mutating func match(
        _ show: ImportedShow, showID id: Int, in episodes: ShowEpisodes
    ) -> (marks: [Int: WatchMark], rowsMatched: Int) {
        var marks: [Int: WatchMark] = [:]
        var rowsMatched = 0
        for watch in show.watches {
            let time = watch.watchedAt ?? now
            let episode: (id: Int, season: Int?, number: Int?)
            if let episodeID = watch.episodeID {
                episode = (episodeID, watch.season, watch.number)
            } else if let season = watch.season, let number = watch.number,
                let found = episodes.byNumber[EpisodeNumber(season: season, number: number)]
            {
                episode = (found.id, found.season, found.number)
            } else if watch.number == nil, let title = watch.episodeTitle {
                let named = Self.episodes(named: title, season: watch.season, in: episodes.all)
                guard named.count == 1, let found = named.first else {
                    summary.notMatched.append(
                        UnplacedRow(
                            show: show.title, season: watch.season, number: nil,
                            reason: Self.nameMiss(title, season: watch.season, count: named.count),
                            location: watch.location))
                    continue
                }
                episode = (found.id, found.season, found.number)
            } else {
                summary.notMatched.append(
                    UnplacedRow(
                        show: show.title, season: watch.season, number: watch.number,
                        reason: Self.missReason(watch), location: watch.location))
                continue
            }
            rowsMatched += 1
            if let kept = marks[episode.id], kept.watchedAt <= time { continue }
            marks[episode.id] = WatchMark(
                episodeID: episode.id, showID: id, season: episode.season, number: episode.number, watchedAt: time)
        }
        return (marks, rowsMatched)
    }

    /// The follow to record for a show the export follows (nil when it does not, or it is followed already).
    private mutating func newFollow(_ show: ImportedShow, showID id: Int) -> FollowedShow? {
        guard show.follows, followCounted.insert(id).inserted else { return nil }
        guard !followed.contains(id) else {
            summary.alreadyFollowed += 1
            return nil
        }
        summary.followed += 1
        followed.insert(id)
        return FollowedShow(
            showID: id, name: show.title.isEmpty ? "#\(id)" : show.title, followedAt: show.followedAt ?? now)
    }

    /// The TVmaze id of a show of an export: its own, or found by TheTVDB id, else IMDb id, else (an export that
    /// gives no id: Netflix, TV Time Liberator's episode rows) the one show TVmaze's search finds of exactly that name
    /// as ``TitleMatch`` compares names; none or several are reported, never guessed.
    private func tvmazeID(of key: ShowKey) async throws -> ShowMatch {
        if let id = key.tvmaze { return .found(id) }
        if let thetvdb = key.thetvdb, let id = try await service.lookupShowID(.lookup(thetvdb: thetvdb)) {
            return .found(id)
        }
        if let imdb = key.imdb, let id = try await service.lookupShowID(.lookup(imdb: imdb)) { return .found(id) }
        guard key.thetvdb == nil, key.imdb == nil, let name = key.name else {
            return .missing("TVmaze has no show with " + Self.describe(key))
        }
        let named = try await service.searchAfresh(name).map(\.show).filter { key.isNamed($0.name) }
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

/// A show's episodes as an import matches rows against them.
private struct ShowEpisodes {
    var all: [Episode] = []
    /// The first episode of each (season, number).
    var byNumber: [EpisodeNumber: Episode] = [:]
    /// Regular episodes aired by the import's time, in order: what an estimate marks.
    var aired: [Episode] = []

    init() {}

    init(_ episodes: [Episode], now: Date) {
        all = episodes
        for episode in episodes {
            guard let season = episode.season, let number = episode.number else { continue }
            let key = EpisodeNumber(season: season, number: number)
            if byNumber[key] == nil { byNumber[key] = episode }
            if season > 0, episode.airstamp.map({ $0 <= now }) ?? false { aired.append(episode) }
        }
        aired.sort { ($0.season ?? 0, $0.number ?? 0) < ($1.season ?? 0, $1.number ?? 0) }
    }
}
