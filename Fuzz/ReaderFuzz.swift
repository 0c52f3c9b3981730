import Foundation

/// Fuzz target `reader`: tv's own JSON reader (the tape and every model's `init(json:)`), chosen by the first byte,
/// either reads the rest or throws its own errors; nothing traps, and what reads can be used.
let readers: [(String, @Sendable (JSONValue) throws -> Void)] = [
    ("Show", { use(try Show.read($0)) }),
    ("[Show]", { try [Show].read($0).forEach(use) }),
    ("[Episode]", { try [Episode].read($0).forEach(use) }),
    ("Episode", { use(try Episode.read($0)) }),
    ("[Season]", { _ = try [Season].read($0).map { ($0.number, $0.premiereDate?.description) } }),
    ("[CastCredit]", { _ = try [CastCredit].read($0).map { ($0.person.name, $0.character?.name) } }),
    ("[SearchResult]", { try [SearchResult].read($0).forEach { use($0.show) } }),
    ("[ScheduleEvent]", { try [ScheduleEvent].read($0).forEach { use($0.episode); use($0.show) } }),
    ("ShowUpdates", { _ = try ShowUpdates.read($0) }),
]

func use(_ show: Show) {
    _ = (show.name, show.premiered?.description, show.typicalRuntime, show.genres.count, show.embedded?.episodes?.count)
}

func use(_ episode: Episode) {
    _ = (episode.isSpecial, episode.hasAirtime, episode.airstamp, episode.airdate?.description, episode.show?.name)
}

@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzReader(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let reader = readers[Int(bytes[0]) % readers.count]
    do {
        try JSONTape.read(Array(bytes.dropFirst())) { root in try reader.1(root) }
    } catch {
        _ = "\(error)"   // every error, the tape's own or a model's, describes itself
    }
    if reader.0 == "[ScheduleEvent]" { compareScheduleReaders(Array(bytes.dropFirst())) }
    return 0
}

/// The schedule's reader (shows repeated byte for byte taken as read, here and through a shelf) reads what the
/// generic one reads, or fails where it fails: the text twice, the second time lent the first's shows.
func compareScheduleReaders(_ body: [UInt8]) {
    let generic = Result { try JSONTape.read(body) { try [ScheduleEvent].read($0) } }.map(rowTexts)
    let shelf = ShowShelf()
    for _ in 0..<2 {
        let schedule = Result {
            try JSONTape.read(body, repeats: ShowReader.repeats(sharing: shelf)) { try ScheduleEvent.readList($0, sharing: shelf) }
        }.map(rowTexts)
        switch (generic, schedule) {
        case (.success(let generic), .success(let schedule)) where generic == schedule: continue
        case (.failure, .failure): continue
        default: Fuzz.fail("the schedule's reader read otherwise", String(decoding: body, as: UTF8.self))
        }
    }
}

/// Each row as `dump` writes it (rows that share a show would be written as references to the first).
func rowTexts(_ events: [ScheduleEvent]) -> [String] {
    events.map { event in
        var text = ""
        dump(event, to: &text)
        return text
    }
}
