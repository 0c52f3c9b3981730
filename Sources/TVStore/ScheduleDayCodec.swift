import Foundation
import TVMaze

/// A stored schedule day as one compact blob: each show once, then the events in order, each naming its show by
/// position. It rebuilds the same ``ScheduleEvent`` values without JSON and without a column read per field
/// (everything the decoders keep but a show's `_embedded`, which schedule rows do not carry).
enum ScheduleDayCodec {
    /// The first byte of a blob; a blob of another format reads as damaged.
    static let format: UInt8 = 1

    static func encode(_ events: [ScheduleEvent]) -> [UInt8] {
        // Each show once, as its last row has it: the rows are found first, and each show is written from its last
        // row in place (`withShow`: a copy of a show retains each of its strings).
        var showIndex: [Int: Int] = [:]
        var lastRows: [Int] = []
        for row in events.indices {   // by index: a copy of each row retained and released both its boxes
            let id = events[row].show.id
            if let index = showIndex[id] {
                lastRows[index] = row
            } else {
                showIndex[id] = lastRows.count
                lastRows.append(row)
            }
        }
        var writer = BinaryWriter(capacity: 512 * events.count)
        writer.byte(format)
        writer.count(lastRows.count)
        for row in lastRows { events[row].withShow { write($0, to: &writer) } }
        writer.count(events.count)
        for row in events.indices {
            writer.count(showIndex[events[row].show.id] ?? 0)
            events[row].withEpisode { write($0, to: &writer) }
        }
        return writer.bytes
    }

    /// The events of a blob written by ``encode(_:)``; throws ``BinaryReader/Damaged`` for anything else (a show
    /// stored twice included).
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(BinaryReader.Damaged) -> [ScheduleEvent] {
        var reader = BinaryReader(bytes)
        guard try reader.byte() == format else { throw BinaryReader.Damaged() }
        let showCount = try reader.count()
        var shows: [SharedShow] = []   // a show's rows share one value
        shows.reserveCapacity(showCount)
        var ids = Set<Int>(minimumCapacity: showCount)
        for _ in 0..<showCount {
            let id = try reader.int()
            guard ids.insert(id).inserted else { throw BinaryReader.Damaged() }   // the encoder writes each show once
            var value = Show(id: id, name: "")
            try read(&value, from: &reader)
            shows.append(SharedShow(consume value))
        }
        let eventCount = try reader.count()
        var events: [ScheduleEvent] = []
        events.reserveCapacity(eventCount)
        for _ in 0..<eventCount {
            let index = try reader.varint()   // a position among the shows, not a count of what follows
            guard index < UInt64(shows.count) else { throw BinaryReader.Damaged() }
            var episode = Episode(id: try reader.int(), name: "", season: nil, number: nil)
            try read(&episode, from: &reader)
            events.append(ScheduleEvent(episode: consume episode, show: shows[Int(index)]))
        }
        guard reader.isAtEnd else { throw BinaryReader.Damaged() }
        return events
    }

    // MARK: Show

    private static func write(_ show: borrowing Show, to writer: inout BinaryWriter) {
        writer.int(show.id)
        writer.string(show.url)
        writer.string(show.name)
        writer.string(show.type)
        writer.string(show.language)
        writer.strings(show.genres)
        writer.string(show.status)
        writer.int(show.runtime)
        writer.int(show.averageRuntime)
        writer.date(show.premiered)
        writer.date(show.ended)
        writer.string(show.officialSite)
        writer.bool(show.schedule != nil)
        if let schedule = show.schedule {
            writer.string(schedule.time)
            writer.strings(schedule.days)
        }
        writer.double(show.rating)
        writer.int(show.weight)
        write(show.network, to: &writer)
        write(show.webChannel, to: &writer)
        writer.bool(show.externals != nil)
        if let externals = show.externals {
            writer.int(externals.tvrage)
            writer.int(externals.thetvdb)
            writer.string(externals.imdb)
        }
        write(show.image, to: &writer)
        writer.string(show.summary)
        writer.int(show.updated)
        writer.string(show.previousEpisodeLink)
        writer.string(show.nextEpisodeLink)
    }

    /// The fields after the id, into a value the caller made and moves on: returning a value built here copied it once
    /// more (each string retained, then released), the value kept alive for the typed error's path.
    private static func read(_ show: inout Show, from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        show.url = try reader.optionalString()
        show.name = try reader.string()
        show.type = try reader.optionalString()
        show.language = try reader.optionalString()
        show.genres = try reader.strings()
        show.status = try reader.optionalString()
        show.runtime = try reader.optionalInt().flatMap(Runtime.plausible)   // as read from JSON, also from older caches
        show.averageRuntime = try reader.optionalInt().flatMap(Runtime.plausible)
        show.premiered = try reader.date()
        show.ended = try reader.date()
        show.officialSite = try reader.optionalString()
        if try reader.presence() {
            show.schedule = ShowSchedule(time: try reader.optionalString(), days: try reader.strings())
        }
        show.rating = try reader.double()
        show.weight = try reader.optionalInt()
        show.network = try channel(&reader)
        show.webChannel = try channel(&reader)
        if try reader.presence() {
            show.externals = Externals(tvrage: try reader.optionalInt(), thetvdb: try reader.optionalInt(),
                                       imdb: try reader.optionalString())
        }
        show.image = try image(&reader)
        show.summary = try reader.optionalString()
        show.updated = try reader.optionalInt()
        show.previousEpisodeLink = try reader.optionalString()
        show.nextEpisodeLink = try reader.optionalString()
    }

    private static func write(_ channel: Channel?, to writer: inout BinaryWriter) {
        writer.bool(channel != nil)
        guard let channel else { return }
        writer.int(channel.id)
        writer.string(channel.name)
        writer.bool(channel.country != nil)
        if let country = channel.country {
            writer.string(country.name)
            writer.string(country.code)
            writer.string(country.timezone)
        }
        writer.string(channel.officialSite)
    }

    private static func channel(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) -> Channel? {
        guard try reader.presence() else { return nil }
        let id = try reader.optionalInt()
        let name = try reader.string()
        var country: Country?
        if try reader.presence() {
            country = Country(name: try reader.optionalString(), code: try reader.optionalString(), timezone: try reader.optionalString())
        }
        return Channel(id: id, name: name, country: country, officialSite: try reader.optionalString())
    }

    private static func write(_ image: ImageLinks?, to writer: inout BinaryWriter) {
        writer.bool(image != nil)
        guard let image else { return }
        writer.string(image.medium)
        writer.string(image.original)
    }

    private static func image(_ reader: inout BinaryReader) throws(BinaryReader.Damaged) -> ImageLinks? {
        guard try reader.presence() else { return nil }
        return ImageLinks(medium: try reader.optionalString(), original: try reader.optionalString())
    }

    // MARK: Episode

    private static func write(_ episode: borrowing Episode, to writer: inout BinaryWriter) {
        writer.int(episode.id)
        writer.string(episode.url)
        writer.string(episode.name)
        writer.int(episode.season)
        writer.int(episode.number)
        writer.string(episode.type)
        writer.date(episode.airdate)
        writer.string(episode.airtime)
        writer.double(episode.airstamp?.timeIntervalSinceReferenceDate)
        writer.int(episode.runtime)
        writer.double(episode.rating)
        write(episode.image, to: &writer)
        writer.string(episode.summary)
    }

    /// The fields after the id, into a value the caller made and moves on (as the show's reader).
    private static func read(_ episode: inout Episode, from reader: inout BinaryReader) throws(BinaryReader.Damaged) {
        episode.url = try reader.optionalString()
        episode.name = try reader.string()
        episode.season = try reader.optionalInt()
        episode.number = try reader.optionalInt()
        episode.type = try reader.optionalString()
        episode.airdate = try reader.date()
        episode.airtime = try reader.optionalString()
        episode.airstamp = try reader.double().map { Date(timeIntervalSinceReferenceDate: $0) }
        episode.runtime = try reader.optionalInt().flatMap(Runtime.plausible)
        episode.rating = try reader.double()
        episode.image = try image(&reader)
        episode.summary = try reader.optionalString()
    }
}
