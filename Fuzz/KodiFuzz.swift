import Foundation

/// Fuzz target `kodi`: the rows of Kodi's library as the database hands them over (any text in any column), one per
/// line: `s|idShow|title`, `u|media_id|type|value`, `e|idEpisode|idShow|c12|c13|playCount|lastPlayed`. Reading them
/// never traps, and every episode row is a watch, a row reported, or skipped (not played). (The SQLite file itself is SQLite's to read.)
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzKodi(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    var rows = KodiRows()
    for line in Fuzz.text(bytes).split(separator: "\n") {
        let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        func int(_ index: Int) -> Int64 { index < fields.count ? Int64(fields[index]) ?? 0 : 0 }
        func text(_ index: Int) -> String? { index < fields.count ? fields[index] : nil }
        switch fields.first {
        case "s": rows.shows.append(KodiRows.Show(id: int(1), title: text(2) ?? ""))
        case "u": rows.ids.append(KodiRows.UniqueID(show: int(1), type: text(2) ?? "", value: text(3) ?? ""))
        case "e":
            rows.episodes.append(
                KodiRows.Episode(
                    id: int(1), show: int(2), season: text(3), number: text(4), playCount: int(5),
                    lastPlayed: text(6)))
        default: continue
        }
    }
    let zones = ["UTC", "Europe/Berlin", "America/St_Johns", "Pacific/Chatham", "Australia/Lord_Howe"]
    let zone = TimeZone(identifier: zones[size % zones.count])!
    let history = rows.history(file: "MyVideos131.db", zone: zone)
    check(history)
    if history.rowsRead != rows.episodes.count {
        Fuzz.fail("\(rows.episodes.count) episode rows, \(history.rowsRead) read", Fuzz.text(bytes))
    }
    return 0
}
