import Foundation
import TVTestSupport
import Testing

@testable import TVMaze
@testable import TVStore

@Suite struct ScheduleDayCodecTests {
    @Test func theSampleWeekRoundTripsFieldByField() async throws {
        for (date, events) in try await sampleWeek() {
            #expect(dumped(try roundTrip(events)) == dumped(events), "day \(date) differs")
        }
    }

    @Test(
        .enabled(
            if: RepositoryPaths.samples != nil,
            "needs the recorded TVmaze answers in ../shared/tvmaze/samples, beside the project folder"))
    func everyRecordedScheduleRoundTrips() throws {
        let folder = try #require(RepositoryPaths.samples)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("schedule-")
        }
        #expect(!names.isEmpty)
        for name in names {
            let body = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            let events = try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: name)
            #expect(!events.isEmpty, "\(name)")
            #expect(dumped(try roundTrip(events)) == dumped(events), "\(name) differs")
        }
    }

    @Test func extremeAndMissingValuesRoundTrip() throws {
        var bare = Show(id: Int.min, name: "")
        bare.genres = []
        var full = Show(id: Int.max, name: "Kröniken 🎬 \u{0}")
        full.url = ""
        full.genres = ["", "Drama", "日本"]
        full.runtime = Runtime.longest
        full.averageRuntime = 1
        full.premiered = CalendarDate("0001-01-01")
        full.ended = CalendarDate("9999-12-31")
        full.schedule = ShowSchedule(time: nil, days: [])
        full.rating = -0.0
        full.weight = 1 << 40
        full.network = Channel(id: nil, name: "", country: nil, officialSite: nil)
        full.webChannel = Channel(
            id: -7, name: "Web", country: Country(name: nil, code: "NO", timezone: "Europe/Oslo"), officialSite: "x")
        full.externals = Externals(tvrage: nil, thetvdb: 0, imdb: "")
        full.image = ImageLinks(medium: nil, original: nil)
        full.summary = String(repeating: "<p>long</p>", count: 2_000)
        full.updated = -1_000_000_000_000
        var special = Episode(id: 0, name: "", season: nil, number: nil)
        special.airstamp = Date(timeIntervalSinceReferenceDate: -1e12)
        special.rating = .greatestFiniteMagnitude
        var regular = Episode(id: 42, name: "Pilot", season: 2026, number: 196)
        regular.airdate = CalendarDate("2026-11-18")
        regular.airtime = "20:00"
        regular.image = ImageLinks(medium: "m", original: nil)
        let events = [
            ScheduleEvent(episode: special, show: bare), ScheduleEvent(episode: regular, show: full),
            ScheduleEvent(episode: special, show: full),
        ]
        #expect(dumped(try roundTrip(events)) == dumped(events))
        #expect(try roundTrip([]).isEmpty)
    }

    @Test func anAbsurdStoredRuntimeReadsAsNone() throws {
        // An older tv stored runtimes as TVmaze sent them; Int.max minutes overflowed every end time computed from it.
        var show = Show(id: 1, name: "x")
        show.runtime = Int.max
        show.averageRuntime = -5
        var episode = Episode(id: 2, name: "y", season: 1, number: 1)
        episode.runtime = Int.max
        let read = try #require(try roundTrip([ScheduleEvent(episode: episode, show: show)]).first)
        #expect(read.show.runtime == nil && read.show.averageRuntime == nil && read.episode.runtime == nil)
    }

    @Test func aShowIsStoredOnceAsItsLastRowHasIt() throws {
        var first = Show(id: 7, name: "Old name")
        first.summary = String(repeating: "s", count: 10_000)
        var last = first
        last.name = "New name"
        let episodes = (0..<20).map { Episode(id: $0, name: "e\($0)", season: 1, number: $0) }
        let events = episodes.indices.map { ScheduleEvent(episode: episodes[$0], show: $0 == 19 ? last : first) }
        let bytes = ScheduleDayCodec.encode(events)
        #expect(bytes.count < 11_000)
        let decoded = try bytes.withUnsafeBytes { try ScheduleDayCodec.decode($0) }
        #expect(decoded.map(\.show.name) == Array(repeating: "New name", count: 20))
        #expect(decoded.map(\.episode.id) == Array(0..<20))
    }

    /// The last rows can name shows stored far earlier: a show's position is not bounded by the bytes left.
    @Test func aLateRowMayNameAnyShow() throws {
        let shows = (0..<300).map { Show(id: $0, name: "Show \($0)") }
        let events = shows.indices.reversed().map { index in
            ScheduleEvent(episode: Episode(id: 10_000 + index, name: "", season: nil, number: nil), show: shows[index])
        }
        #expect(try roundTrip(events).map(\.show.id) == Array((0..<300).reversed()))
    }

    @Test func aShowStoredTwiceIsDamage() throws {
        let events = [
            ScheduleEvent(episode: Episode(id: 1, name: "a", season: 1, number: 1), show: Show(id: 7, name: "Seven")),
            ScheduleEvent(episode: Episode(id: 2, name: "b", season: 1, number: 2), show: Show(id: 8, name: "Eight")),
        ]
        var bytes = ScheduleDayCodec.encode(events)
        let name = Array("Eight".utf8)
        let at = try #require((0...(bytes.count - name.count)).first { Array(bytes[$0..<$0 + name.count]) == name })
        #expect(bytes[at - 3] == 16)  // the id 8 (zigzag 16), no url (0), the name's length + 1 (6), the name
        #expect(try bytes.withUnsafeBytes { try ScheduleDayCodec.decode($0) }.map(\.show.id) == [7, 8])
        bytes[at - 3] = 14  // now both shows are 7
        #expect(throws: BinaryReader.Damaged.self) { try bytes.withUnsafeBytes { try ScheduleDayCodec.decode($0) } }
    }

    @Test func everyTruncationIsDamage() async throws {
        let day = try await sampleWeek()[2].1
        let bytes = ScheduleDayCodec.encode(Array(day.prefix(40)))
        for length in 0..<bytes.count {
            #expect(throws: BinaryReader.Damaged.self, "cut at \(length) of \(bytes.count)") {
                try bytes.withUnsafeBytes {
                    try ScheduleDayCodec.decode(UnsafeRawBufferPointer(rebasing: $0[0..<length]))
                }
            }
        }
        #expect(throws: BinaryReader.Damaged.self) {
            try (bytes + [0]).withUnsafeBytes { try ScheduleDayCodec.decode($0) }
        }
    }

    /// Changed bytes either read as other values or as damage, never as a crash or a huge allocation.
    @Test func changedBytesNeverCrash() async throws {
        let day = try await sampleWeek()[3].1
        let bytes = ScheduleDayCodec.encode(Array(day.prefix(30)))
        var generator = SplitMix64(seed: 20_261_122)
        var damaged = 0
        for _ in 0..<3_000 {
            var copy = bytes
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                copy[Int(generator.next() % UInt64(copy.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            do {
                _ = try copy.withUnsafeBytes { try ScheduleDayCodec.decode($0) }
            } catch {
                damaged += 1
            }
        }
        #expect(damaged > 0)
    }

    private func roundTrip(_ events: [ScheduleEvent]) throws -> [ScheduleEvent] {
        try ScheduleDayCodec.encode(events).withUnsafeBytes { try ScheduleDayCodec.decode($0) }
    }
}

extension ScheduleDayCodecTests {
    /// The bytes of a small day, as the writer before the in-place encoding (a78fbf2) wrote them: a change of the
    /// format, on both the writing and the reading side, shows here rather than as caches read as damaged.
    @Test func aSmallDayIsWrittenByteForByteAsBefore() {
        var show = Show(id: 7, name: "Seven")
        show.genres = ["Drama", "日本"]
        show.network = Channel(
            id: 1, name: "NBC", country: Country(name: "United States", code: "US", timezone: "America/New_York"),
            officialSite: nil)
        show.image = ImageLinks(medium: "m", original: nil)
        show.summary = "<p>S\u{0}</p>"
        var episode = Episode(id: 42, name: "Pilot", season: 1, number: 2)
        episode.airdate = CalendarDate("2026-11-18")
        episode.airtime = "20:00"
        episode.airstamp = Date(timeIntervalSinceReferenceDate: 785_178_000)
        episode.runtime = 60
        var special = Episode(id: 300, name: "A much longer special name, past fifteen bytes", season: 1, number: nil)
        special.rating = 7.5
        let bytes = ScheduleDayCodec.encode([
            ScheduleEvent(episode: episode, show: show), ScheduleEvent(episode: special, show: show),
        ])
        #expect(bytes.map { String(format: "%02x", $0) }.joined() == Self.smallDay)
    }

    static let smallDay = """
        01010e0006536576656e000002064472616d6107e697a5e69cac000000000000000000010102044e4243010e556e69746564205374617465\
        7303555311416d65726963612f4e65775f596f726b00000001026d000a3c703e53003c2f703e000000020054000650696c6f7401020104\
        0001cec4020632303a303001000000c86e66c741017800000000d804002f41206d756368206c6f6e676572207370656369616c206e616d\
        652c2070617374206669667465656e2062797465730102000000000000010000000000001e400000
        """
}
