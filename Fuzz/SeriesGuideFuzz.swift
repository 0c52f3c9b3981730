import Foundation

/// Fuzz target `seriesguide`: SeriesGuide's JSON backup either reads or throws `ImportError`; nothing traps, and every
/// show read has an id TVmaze can look up, and every row read is accounted for.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzSeriesGuide(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    do {
        let history = try SeriesGuideBackup.read(bytes: Array(bytes), file: "backup.json")
        check(history)
        if history.shows.contains(where: { $0.key.thetvdb == nil && $0.key.imdb == nil }) {
            Fuzz.fail("a show without a TheTVDB or IMDb id", Fuzz.text(bytes))
        }
    } catch is ImportError {
    } catch {
        Fuzz.fail("threw \(type(of: error)), not an ImportError", Fuzz.text(bytes))
    }
    return 0
}
