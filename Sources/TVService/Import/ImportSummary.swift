package import TVImport

/// What an import did (or, dry, would do): the counts its summary prints and every row it could not place.
package struct ImportSummary: Sendable {
    package var format: String
    package var dryRun: Bool
    /// Shows of the export found on TVmaze.
    package var shows = 0
    /// Episodes newly marked (or to mark).
    package var marked = 0
    /// Episodes the export has that were marked already.
    package var alreadyMarked = 0
    /// Shows newly followed (or to follow).
    package var followed = 0
    package var alreadyFollowed = 0
    /// Rows that match no TVmaze episode or show, with why.
    package var notMatched: [UnplacedRow] = []
    /// Rows tv has no use for (movies, counters).
    package var skipped = 0
    /// Of ``skipped``, how many of each kind.
    package var skippedKinds: [String: Int] = [:]
    /// Watches that name only the export's episode id (TheTVDB's): never placed, one row each for the report.
    package var episodeIDOnly: [UnplacedRow] = []
    /// Watch rows of an episode another row of the export already counted (a rewatch is not a second mark).
    package var repeated = 0
    /// Rows that follow a show TVmaze has (followed now, already, or by another row too).
    package var followRows = 0
    /// Marks made by `--estimate-from-counts` (the first episodes of a show, as many as the export says were seen).
    package var estimated = 0
    /// Every row of every file opened: marked + already marked + repeated + follow rows + not matched + episode id
    /// only + skipped.
    package var rowsRead = 0
    package var notes: [String] = []

    package init(format: String, dryRun: Bool) {
        self.format = format
        self.dryRun = dryRun
    }
}
