import Foundation

/// Fuzz target `cache-blob`: a stored schedule day read back by `ScheduleDayCodec` either decodes or throws
/// `Damaged`; nothing traps, and what decodes survives a round trip through the codec.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzCacheBlob(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard let events = try? ScheduleDayCodec.decode(bytes) else { return 0 }
    let again = ScheduleDayCodec.encode(events)
    guard let back = try? again.withUnsafeBytes({ try ScheduleDayCodec.decode($0) }),
        back.map(\.episode.id) == events.map(\.episode.id), back.map(\.show.name) == events.map(\.show.name)
    else {
        Fuzz.fail("a decoded day does not survive encoding again", Fuzz.text(bytes))
    }
    _ = events.map { ($0.episode.airdate?.description, $0.episode.hasAirtime, $0.show.premiered?.description) }
    return 0
}

/// With `TV_FUZZ_ENCODE=DIR` (scripts/fuzz, when it seeds the corpus): turns each schedule JSON file in DIR into the
/// blob the codec writes for it, adds the empty day, and exits, so the seeds are in the codec's own format.
@_cdecl("LLVMFuzzerInitialize")
package func encodeSeeds(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutableRawPointer) -> Int32 {
    guard let folder = ProcessInfo.processInfo.environment["TV_FUZZ_ENCODE"] else { return 0 }
    let directory = URL(fileURLWithPath: folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var days = [ScheduleDayCodec.encode([])]
    for name in names {
        let file = directory.appendingPathComponent(name)
        guard let body = try? [UInt8](Data(contentsOf: file)),
            let events = try? JSONTape.read(body, { try [ScheduleEvent].read($0) })
        else { continue }
        try? FileManager.default.removeItem(at: file)
        days.append(ScheduleDayCodec.encode(events))
    }
    for (number, day) in days.enumerated() {
        try? Data(day).write(to: directory.appendingPathComponent("day-\(number)"))
    }
    exit(0)
}
