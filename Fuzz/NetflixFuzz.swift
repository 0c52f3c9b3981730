import Foundation

/// Fuzz target `netflix`: Netflix's `Title,Date` history and the data request's `ViewingActivity.csv` (the first
/// byte picks the date order given and the profile asked for) either read or throw `ImportError`; nothing traps, every
/// watch names a show and a season, every row read is accounted for, and no more rows come out than went in.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzNetflix(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let orders: [DateOrder?] = [nil, .dmy, .mdy, .ymd]
    let profile = bytes[0] & 4 == 0 ? nil : "Ann"
    let body = Array(bytes.dropFirst())
    let history: ImportedHistory
    do {
        history = try NetflixExport.read(
            bytes: body, file: "f.csv", profile: profile, dateOrder: orders[Int(bytes[0]) % orders.count])
    } catch is ImportError {
        return 0
    } catch {
        Fuzz.fail("threw \(type(of: error)), not an ImportError", Fuzz.text(bytes))
    }
    check(history)
    let lines = body.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
    if history.watchCount + history.unplaced.count + history.skipped > lines {
        Fuzz.fail("more rows out than lines in", Fuzz.text(bytes))
    }
    for show in history.shows {
        if show.title.isEmpty || show.watches.contains(where: { ($0.season ?? 0) < 1 }) {
            Fuzz.fail("a watch without a show or a season", Fuzz.text(bytes))
        }
    }
    _ = NetflixTitle(Fuzz.text(bytes), numbered: bytes[0] & 8 == 0)
    return 0
}
