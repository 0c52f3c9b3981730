import Foundation
import TVMaze

/// A stored schedule day as one compact blob: each show once, then the events in order, each naming its show by
/// position. It rebuilds the same ``ScheduleEvent`` values without JSON and without a column read per field. The
/// fields are listed once (``fields(of:_:)``), for the writer and the reader alike (``FieldCoder``).
enum ScheduleDayCodec {
    /// The first byte of a blob; a blob of another format reads as damaged.
    static let format: UInt8 = 1

    static func encode(_ events: [ScheduleEvent]) -> [UInt8] {
        // Each show once, as its last row has it.
        var showIndex: [Int: Int] = [:]
        var lastRows: [Int] = []
        for row in events.indices {
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
        for row in lastRows {
            var show = events[row].show
            writer.int(show.id)
            fields(of: &show, &writer)
        }
        writer.count(events.count)
        for event in events {
            var episode = event.episode
            writer.count(showIndex[event.show.id] ?? 0)
            writer.int(episode.id)
            fields(of: &episode, &writer)
        }
        return writer.bytes
    }

    /// The events of a blob written by ``encode(_:)``; throws ``BinaryReader/Damaged`` for anything else (a show
    /// stored twice included).
    static func decode(_ bytes: UnsafeRawBufferPointer) throws(BinaryReader.Damaged) -> [ScheduleEvent] {
        var reader = BinaryReader(bytes)
        guard try reader.byte() == format else { throw BinaryReader.Damaged() }
        let showCount = try reader.count()
        var shows: [Show] = []  // a show's rows share its storage
        shows.reserveCapacity(showCount)
        var ids = Set<Int>(minimumCapacity: showCount)
        for _ in 0..<showCount {
            let id = try reader.int()
            guard ids.insert(id).inserted else { throw BinaryReader.Damaged() }  // the encoder writes each show once
            var show = Show(id: id, name: "")
            try fields(of: &show, &reader)
            shows.append(show)
        }
        let eventCount = try reader.count()
        var events: [ScheduleEvent] = []
        events.reserveCapacity(eventCount)
        for _ in 0..<eventCount {
            let index = try reader.varint()  // a position among the shows, not a count of what follows
            guard index < UInt64(shows.count) else { throw BinaryReader.Damaged() }
            var episode = Episode(id: try reader.int(), name: "", season: nil, number: nil)
            try fields(of: &episode, &reader)
            events.append(ScheduleEvent(episode: consume episode, show: shows[Int(index)]))
        }
        guard reader.isAtEnd else { throw BinaryReader.Damaged() }
        return events
    }

    // MARK: The fields, in the order they are stored

    /// A show's fields after its id: everything the JSON reader keeps but `_embedded`, which schedule rows do not carry.
    private static func fields<Coder: FieldCoder & ~Copyable>(
        of show: inout Show, _ coder: inout Coder
    ) throws(Coder.Failure) {
        try coder.field(&show.url)
        try coder.field(&show.name)
        try coder.field(&show.type)
        try coder.field(&show.language)
        try coder.field(&show.genres)
        try coder.field(&show.status)
        try coder.minutes(&show.runtime)
        try coder.minutes(&show.averageRuntime)
        try coder.field(&show.premiered)
        try coder.field(&show.ended)
        try coder.field(&show.officialSite)
        try coder.part(&show.schedule, empty: ShowSchedule(time: nil, days: [])) {
            (schedule, coder) throws(Coder.Failure) in
            try coder.field(&schedule.time)
            try coder.field(&schedule.days)
        }
        try coder.field(&show.rating)
        try coder.field(&show.weight)
        try fields(of: &show.network, &coder)
        try fields(of: &show.webChannel, &coder)
        try coder.part(&show.externals, empty: Externals(tvrage: nil, thetvdb: nil, imdb: nil)) {
            (externals, coder) throws(Coder.Failure) in
            try coder.field(&externals.tvrage)
            try coder.field(&externals.thetvdb)
            try coder.field(&externals.imdb)
        }
        try fields(of: &show.image, &coder)
        try coder.field(&show.summary)
        try coder.field(&show.updated)
        try coder.field(&show.previousEpisodeLink)
        try coder.field(&show.nextEpisodeLink)
    }

    private static func fields<Coder: FieldCoder & ~Copyable>(
        of channel: inout Channel?, _ coder: inout Coder
    ) throws(Coder.Failure) {
        try coder.part(&channel, empty: Channel(id: nil, name: "", country: nil)) {
            (channel, coder) throws(Coder.Failure) in
            try coder.field(&channel.id)
            try coder.field(&channel.name)
            try coder.part(&channel.country, empty: Country(name: nil, code: nil, timezone: nil)) {
                (country, coder) throws(Coder.Failure) in
                try coder.field(&country.name)
                try coder.field(&country.code)
                try coder.field(&country.timezone)
            }
            try coder.field(&channel.officialSite)
        }
    }

    private static func fields<Coder: FieldCoder & ~Copyable>(
        of image: inout ImageLinks?, _ coder: inout Coder
    ) throws(Coder.Failure) {
        try coder.part(&image, empty: ImageLinks(medium: nil, original: nil)) { (image, coder) throws(Coder.Failure) in
            try coder.field(&image.medium)
            try coder.field(&image.original)
        }
    }

    /// An episode's fields after its id.
    private static func fields<Coder: FieldCoder & ~Copyable>(
        of episode: inout Episode, _ coder: inout Coder
    ) throws(Coder.Failure) {
        try coder.field(&episode.url)
        try coder.field(&episode.name)
        try coder.field(&episode.season)
        try coder.field(&episode.number)
        try coder.field(&episode.type)
        try coder.field(&episode.airdate)
        try coder.field(&episode.airtime)
        try coder.field(&episode.airstamp)
        try coder.minutes(&episode.runtime)
        try coder.field(&episode.rating)
        try fields(of: &episode.image, &coder)
        try coder.field(&episode.summary)
    }
}
