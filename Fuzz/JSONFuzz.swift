import Foundation

/// Fuzz target `json`: every TVmaze model decoder, chosen by the first byte, either decodes the rest or throws;
/// nothing traps (dates, times, airstamps and lenient fields included), and what decodes can be used.
let decoders: [(String, @Sendable (Data) throws -> Void)] = [
    ("Show", { try use(JSONDecoder().decode(Show.self, from: $0)) }),
    ("[Show]", { try JSONDecoder().decode([Show].self, from: $0).forEach(use) }),
    ("[Episode]", { try JSONDecoder().decode([Episode].self, from: $0).forEach(use) }),
    ("Episode", { try use(JSONDecoder().decode(Episode.self, from: $0)) }),
    ("[Season]", { _ = try JSONDecoder().decode([Season].self, from: $0).map { ($0.number, $0.premiereDate?.description) } }),
    ("[CastCredit]", { _ = try JSONDecoder().decode([CastCredit].self, from: $0).map { ($0.person.name, $0.character?.name) } }),
    ("[CrewCredit]", { _ = try JSONDecoder().decode([CrewCredit].self, from: $0) }),
    ("[SearchResult]", { try JSONDecoder().decode([SearchResult].self, from: $0).forEach { use($0.show) } }),
    ("[ScheduleEvent]", { try JSONDecoder().decode([ScheduleEvent].self, from: $0).forEach { use($0.episode); use($0.show) } }),
    ("Person", { _ = try JSONDecoder().decode(Person.self, from: $0).birthday?.description }),
    ("[PersonSearchResult]", { _ = try JSONDecoder().decode([PersonSearchResult].self, from: $0) }),
    ("[PersonCastCredit]", { _ = try JSONDecoder().decode([PersonCastCredit].self, from: $0) }),
    ("[Aka]", { _ = try JSONDecoder().decode([Aka].self, from: $0) }),
    ("ShowUpdates", { _ = try JSONDecoder().decode(ShowUpdates.self, from: $0) }),
    ("ErrorEnvelope", { _ = try JSONDecoder().decode(ErrorEnvelope.self, from: $0) }),
]

/// What the views read of a show: derived properties must not trap either.
func use(_ show: Show) {
    _ = (show.name, show.premiered?.description, show.typicalRuntime, show.genres.count)
}

func use(_ episode: Episode) {
    _ = (episode.isSpecial, episode.hasAirtime, episode.airstamp, episode.airdate?.description, episode.show?.name)
    if let airstamp = episode.airstamp { _ = BroadcastDay.programmingDay(of: airstamp, in: TimeZone(identifier: "America/New_York")!) }
}

@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzJSON(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let decoder = decoders[Int(bytes[0]) % decoders.count]
    do {
        try decoder.1(Data(bytes.dropFirst()))
    } catch is DecodingError {
    } catch {
        Fuzz.fail("\(decoder.0) threw \(type(of: error)), not a DecodingError", Fuzz.text(bytes))
    }
    return 0
}
