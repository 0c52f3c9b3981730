import Foundation
import TVMaze
import TVService
import TVText

/// The documented JSON shapes of `--format json` (docs/JSON.md lists the field names).
enum JSONModels {
    /// One JSON document per line; every string in it passes the terminal-safety filter first,
    /// so `jq -r` cannot replay an escape sequence either.
    static func serialize(_ value: Any) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: sanitized(value), options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func sanitized(_ value: Any) -> Any {
        switch value {
        case let text as String: TerminalSafe.sanitize(text, keepNewlines: true)
        case let list as [Any]: list.map(sanitized)
        case let object as [String: Any]: object.mapValues(sanitized)
        default: value
        }
    }

    /// A schedule row: `airstamp`, `time`, `show` {`id`, `name`}, `season`, `number`, `name`, `channel`, `runtime`,
    /// `kind` (`"tv"` or `"streaming"`), `premiere` (`"series"`, `"season"` or null) and `finale` (true where the
    /// season records kept in `finales` give the season's episode count); a drop also has `episodes`
    /// [{`id`, `season`, `number`, `name`}] in order.
    static func event(_ event: ScheduleEvent, number: Int, format: Formatting, finales: Finales? = nil) -> [String: Any]
    {
        var json = episode(event.episode, format: format)
        json["row"] = number
        json["show"] = ["id": event.show.id, "name": event.show.name] as [String: Any]
        json["channel"] = event.channel?.name ?? NSNull()
        json["kind"] = event.kind.rawValue
        json["premiere"] = Premiere(event)?.rawValue ?? NSNull()
        json["finale"] = finales?.isFinale(event) ?? false
        if event.isDrop {
            json["episodes"] = event.released.map { episode -> [String: Any] in
                [
                    "id": episode.id, "season": episode.season ?? NSNull() as Any,
                    "number": episode.number ?? NSNull() as Any, "name": episode.name,
                ]
            }
        }
        return json
    }

    static func episode(_ episode: Episode, format: Formatting) -> [String: Any] {
        [
            "id": episode.id,
            "name": episode.name,
            "season": episode.season ?? NSNull() as Any,
            "number": episode.number ?? NSNull() as Any,
            "special": episode.isSpecial,
            "airstamp": episode.airstamp.map(UTCStamp.seconds) ?? NSNull() as Any,
            "date": format.date(episode),
            "time": episode.hasAirtime && episode.airstamp != nil ? format.time(episode) : NSNull() as Any,
            "runtime": episode.runtime ?? NSNull() as Any,
            "rating": episode.rating ?? NSNull() as Any,
            "summary": format.summary(episode.summary) ?? NSNull() as Any,
            "image": episode.image?.original ?? NSNull() as Any,
        ]
    }

    static func show(_ show: Show, format: Formatting) -> [String: Any] {
        [
            "id": show.id,
            "name": show.name,
            "network": show.network?.name ?? NSNull() as Any,
            "webChannel": show.webChannel?.name ?? NSNull() as Any,
            "country": show.channels.lazy.compactMap { $0.country?.code }.first ?? NSNull() as Any,
            "premiered": show.premiered?.description ?? NSNull() as Any,
            "ended": show.ended?.description ?? NSNull() as Any,
            "status": show.status ?? NSNull() as Any,
            "genres": show.genres,
            "runtime": show.typicalRuntime ?? NSNull() as Any,
            "rating": show.rating ?? NSNull() as Any,
            "summary": format.summary(show.summary) ?? NSNull() as Any,
            "url": show.url ?? NSNull() as Any,
            "image": show.image?.medium ?? NSNull() as Any,
        ]
    }
}
