import Foundation
import TVMaze
import TVService

/// The seed app's search bar over a listing: `/text`, `--network NAME` (a network or a streaming service),
/// `--genre NAME`, `--tv`, `--streaming`, `--premieres`.
struct ScheduleFilter {
    var text: String?
    var network: String?
    var genre: String?
    /// `--country CC` as typed: ``ShellSession/setCountry(_:)`` reads it as `set country` does (``CountryCode``).
    var country: String?
    /// `--tv` or `--streaming`: one kind of row, whatever `set sources` says (``TVService/sources``).
    var kind: ScheduleKind?
    /// `--premieres`: season and series premieres only (``Premiere``), marked in the table.
    var premieres = false

    var isEmpty: Bool { text == nil && network == nil && genre == nil && kind == nil && !premieres }

    /// Splits filter words from the positional arguments.
    static func parse(_ words: [String], usage: String) throws -> (ScheduleFilter, [String]) {
        var filter = ScheduleFilter()
        var positional: [String] = []
        var index = 0
        /// The flag's value, refused when the flag was given already (one network, one genre: a second is not an "or").
        func value(_ flag: String, replacing earlier: String?) throws -> String {
            guard earlier == nil else {
                throw ShellError("\(flag) given twice; a listing filters by one", usage: usage)
            }
            index += 1
            guard index < words.count, !words[index].isEmpty else {
                throw ShellError("\(flag) needs a value", usage: usage)
            }
            return words[index]
        }
        while index < words.count {
            let word = words[index]
            switch word {
            case "--network", "-n": filter.network = try value(word, replacing: filter.network)
            case "--genre", "-g": filter.genre = try value(word, replacing: filter.genre)
            case "--country": filter.country = try value(word, replacing: filter.country)
            case "--tv", "--streaming":
                let kind: ScheduleKind = word == "--tv" ? .tv : .streaming
                guard filter.kind == nil || filter.kind == kind else {
                    throw ShellError("--tv and --streaming leave nothing together; give one", usage: usage)
                }
                filter.kind = kind
            case EpisodeMarks.premieresOption: filter.premieres = true
            case _ where word.hasPrefix("/") && word.count > 1:
                filter.text = ([filter.text, String(word.dropFirst())].compactMap { $0 }).joined(separator: " ")
            case _ where word.hasPrefix("--"):
                throw ShellError("unknown option \(word)", usage: usage)
            default:
                positional.append(word)
            }
            index += 1
        }
        return (filter, positional)
    }

    func matches(_ event: ScheduleEvent) -> Bool {
        if let kind, event.kind != kind { return false }
        if premieres, Premiere(event) == nil { return false }
        func contains(_ haystack: String?, _ needle: String) -> Bool {
            haystack?.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
        if let network,
            !event.show.channels.contains(where: {
                $0.name.compare(network, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
            })
        {
            return false
        }
        if let genre,
            !event.show.genres.contains(where: { $0.compare(genre, options: .caseInsensitive) == .orderedSame })
        {
            return false
        }
        if let text {
            return contains(event.show.name, text) || contains(event.episode.name, text)
                || event.show.channels.contains { contains($0.name, text) }
        }
        return true
    }

    func apply(_ days: [DaySchedule]) -> [DaySchedule] {
        isEmpty
            ? days
            : days.map { DaySchedule(date: $0.date, events: $0.events.filter(matches), staleSince: $0.staleSince) }
    }
}
