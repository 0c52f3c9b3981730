/// Fuzz target `cache-blob`: a stored schedule day read back by `ScheduleDayCodec` either decodes or throws
/// `Damaged`; nothing traps, and what decodes survives a round trip through the codec.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCacheBlob(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let events = try? ScheduleDayCodec.decode(bytes) else { return 0 }
    let again = ScheduleDayCodec.encode(events)
    guard let back = try? again.withUnsafeBytes({ try ScheduleDayCodec.decode($0) }),
          back.map(\.episode.id) == events.map(\.episode.id), back.map(\.show.name) == events.map(\.show.name) else {
        Fuzz.fail("a decoded day does not survive encoding again", Fuzz.text(bytes))
    }
    _ = events.map { ($0.episode.airdate?.description, $0.episode.hasAirtime, $0.show.premiered?.description) }
    return 0
}
