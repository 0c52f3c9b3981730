import Foundation

/// Fuzz targets `import-csv`, `import-tvtime`, `import-trakt`, `import-imdb`, `import-simkl`, `import-backup` and
/// `import-zip` (one harness, the target chosen at build time by `-D`): each reader either reads the input or throws
/// its one ``ImportError``; nothing traps; and what reads accounts for every row (watches + follow rows + unplaced +
/// episode-id-only + skipped = rows read). The zip target opens the input through libzip and reads every entry.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzImport(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: data, count: size))
    do {
        try fuzzOne(bytes)
    } catch is ImportError {
    } catch {
        Fuzz.fail(
            "threw \(type(of: error)), not an ImportError", Fuzz.text(UnsafeRawBufferPointer(start: data, count: size)))
    }
    return 0
}

/// The files a TV Time export is read from; the first byte picks one.
let tvTimeFiles = [
    "tracking-prod-records-v2.csv", "tracking-prod-records.csv", "seen_episode.csv", "rewatched_episode.csv",
    "followed_tv_show.csv", "user_tv_show_data.csv", "activity_history.csv", "shows.json", "watched_on_episode.csv",
]

func fuzzOne(_ bytes: [UInt8]) throws {
    #if TV_FUZZ_CSV
    let table = try CSVTable(bytes: bytes, file: "input.csv")
    var last = 0
    for row in table.rows {
        guard row.line > last else { Fuzz.fail("line numbers go back", "\(row.line) after \(last)") }
        last = row.line
    }
    #elseif TV_FUZZ_TVTIME
    guard let first = bytes.first else { return }
    let name = tvTimeFiles[Int(first) % tvTimeFiles.count]
    check(try TVTimeExport.read(ExportFiles(path: "input", file: name, bytes: Array(bytes.dropFirst()))))
    #elseif TV_FUZZ_TRAKT
    check(
        try TraktExport.read(ExportFiles(path: "input", file: "watched-history.json", bytes: bytes), watchlist: true))
    #elseif TV_FUZZ_IMDB
    check(try IMDbList.read(bytes: bytes, file: "input.csv", follow: bytes.count % 2 == 0))
    #elseif TV_FUZZ_SIMKL
    check(try SimklExport.read(bytes: bytes, file: "input"))
    #elseif TV_FUZZ_BACKUP
    let backup = try TVBackup.read(bytes: bytes, file: "input.json")
    check(backup.history)
    // What tv writes it reads back the same, once times are in its own form (milliseconds, UTC).
    let once = try TVBackup.read(bytes: Array(backup.rendered().utf8), file: "once")
    let twice = try TVBackup.read(bytes: Array(once.rendered(compact: true).utf8), file: "twice")
    guard once == twice else { Fuzz.fail("a backup does not read back the same", once.rendered()) }
    #elseif TV_FUZZ_ZIP
    let archive = try ZipArchive(
        bytes: bytes, label: "input.zip", password: bytes.count % 3 == 0 ? "x" : nil, cap: 1 << 20)
    for name in archive.names {
        do { _ = try archive.read(name) } catch is ImportError {}  // an entry may be bad, the next one read
    }
    #endif
}
