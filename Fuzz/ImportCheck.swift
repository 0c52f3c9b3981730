import Foundation

/// What every importer's fuzz target asks of what it read: every row read is accounted for once (watches + follow
/// rows + unplaced + episode-id-only + skipped = rows read), and no kind counts more rows than were skipped.
func check(_ history: ImportedHistory) {
    let watches = history.shows.reduce(0) { $0 + $1.watches.count }
    let follows = history.shows.reduce(0) { $0 + $1.followLocations.count }
    let accounted = watches + follows + history.unplaced.count + history.episodeIDOnly.count + history.skipped
    guard accounted == history.rowsRead else {
        Fuzz.fail("\(history.rowsRead) rows read, \(accounted) accounted for", "\(history.format)")
    }
    guard history.skippedKinds.values.reduce(0, +) <= history.skipped else {
        Fuzz.fail("more skipped by kind than skipped", "\(history.skippedKinds)")
    }
}
