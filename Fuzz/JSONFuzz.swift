import Foundation

/// Fuzz target `json`: tv's JSON reader (the tape and every model's reader), chosen by the first byte, either reads
/// the rest or throws its own errors; nothing traps (dates, times, airstamps and lenient fields included), and what
/// reads can be used.
let readers: [(String, @Sendable (JSONValue) throws -> Void)] = [
    ("Show", { use(try Show.read($0)) }),
    ("[Show]", { try [Show].read($0).forEach(use) }),
    ("[Episode]", { try [Episode].read($0).forEach(use) }),
    ("Episode", { use(try Episode.read($0)) }),
    ("[Season]", { _ = try [Season].read($0).map { ($0.number, $0.premiereDate?.description) } }),
    ("[CastCredit]", { _ = try [CastCredit].read($0).map { ($0.person.name, $0.character?.name) } }),
    ("[CrewCredit]", { _ = try [CrewCredit].read($0) }),
    (
        "[SearchResult]",
        {
            for result in try [SearchResult].read($0) { use(result.show) }
        }
    ),
    (
        "[ScheduleEvent]",
        {
            for event in try [ScheduleEvent].read($0) {
                use(event.episode)
                use(event.show)
            }
        }
    ),
    ("Person", { _ = try Person.read($0).birthday?.description }),
    ("[PersonSearchResult]", { _ = try [PersonSearchResult].read($0) }),
    ("[PersonCastCredit]", { _ = try [PersonCastCredit].read($0).map { $0.show.map(use) } }),
    ("[Aka]", { _ = try [Aka].read($0) }),
    ("ShowUpdates", { _ = try ShowUpdates.read($0) }),
    ("ErrorEnvelope", { _ = try ErrorEnvelope.read($0) }),
]

/// What the views read of a show: derived properties must not trap either.
func use(_ show: Show) {
    _ = (show.name, show.premiered?.description, show.typicalRuntime, show.genres.count, show.embedded?.episodes?.count)
}

func use(_ episode: Episode) {
    _ = (episode.isSpecial, episode.hasAirtime, episode.airstamp, episode.airdate?.description, episode.show?.name)
    if let airstamp = episode.airstamp {
        _ = BroadcastDay.programmingDay(of: airstamp, in: TimeZone(identifier: "America/New_York")!)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzJSON(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let reader = readers[Int(bytes[0]) % readers.count]
    do {
        try JSONTape.read(Array(bytes.dropFirst())) { root in try reader.1(root) }
    } catch is JSONSyntaxError, is JSONReadError {
    } catch {
        Fuzz.fail("\(reader.0) threw \(type(of: error)), not a JSONSyntaxError or JSONReadError", Fuzz.text(bytes))
    }
    return 0
}
