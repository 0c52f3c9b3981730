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
        var job = HistoryImport(
            history, service: self, store: tracking, now: wallClock.now(), dryRun: dryRun,
            estimateFromCounts: estimateFromCounts)
        return try await job.run(progress: progress)
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
