import Foundation
import TVMaze
import TVText

/// An iCalendar (RFC 5545) document of events: CRLF lines folded at 75 octets, escaped TEXT, times in UTC.
struct ICalendar {
    /// When an event happens: an instant span, or whole days when no clock time is known.
    enum Timing: Equatable {
        case instants(start: Date, end: Date)
        case days(start: CalendarDate, end: CalendarDate)
    }

    /// One VEVENT.
    struct Event {
        var uid: String
        var timing: Timing
        var summary: String
        var location: String?
        var description: String?
        var url: String?
    }

    var productID = "-//tv//TVmaze shell//EN"
    var name: String?
    var events: [Event] = []

    /// The whole document; `stamp` is the DTSTAMP of every event (when it was written).
    func render(stamp: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + Self.text(productID), "CALSCALE:GREGORIAN"]
        if let name { lines.append("X-WR-CALNAME:" + Self.text(name)) }
        for event in events {
            lines += ["BEGIN:VEVENT", "UID:" + Self.text(event.uid), "DTSTAMP:" + UTCStamp.basic(stamp)]
            switch event.timing {
            case .instants(let start, let end):
                lines += ["DTSTART:" + UTCStamp.basic(start), "DTEND:" + UTCStamp.basic(end)]
            case .days(let start, let end):
                lines += ["DTSTART;VALUE=DATE:" + Self.date(start), "DTEND;VALUE=DATE:" + Self.date(end)]
            }
            lines.append("SUMMARY:" + Self.text(event.summary))
            if let location = event.location { lines.append("LOCATION:" + Self.text(location)) }
            if let description = event.description { lines.append("DESCRIPTION:" + Self.text(description)) }
            if let url = event.url { lines.append("URL:" + Self.uri(url)) }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined()
    }

    /// A TEXT value (RFC 5545 §3.3.11): `\` `;` `,` escaped, newlines as `\n`, other controls removed.
    static func text(_ value: String) -> String {
        var result = ""
        for scalar in TerminalSafe.sanitize(value, keepNewlines: true).unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case _ where scalar.properties.generalCategory == .control: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A URI value: only the characters a URI may hold, so nothing in it can break the line structure.
    static func uri(_ value: String) -> String {
        String(value.unicodeScalars.filter { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F && $0 != "\"" })
    }

    /// One content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence, each part ending in CRLF.
    static func fold(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += size
        }
        return result + "\r\n"
    }

    /// A DATE: `20261119`.
    static func date(_ day: CalendarDate) -> String { String(format: "%04d%02d%02d", day.year, day.month, day.day) }
}

extension ICalendar.Event {
    /// An episode as an event: from its airstamp for its runtime, or its whole airdate when no clock time was announced;
    /// nil without an airstamp. The summary ends in the row's `marks` (`· new series`, `· finale`).
    init?(_ event: ScheduleEvent, format: Formatting, marks: EpisodeMarks = EpisodeMarks()) {
        let episode = event.episode
        guard let start = episode.airstamp else { return nil }
        let timing: ICalendar.Timing
        if episode.hasAirtime {
            let minutes = episode.runtime ?? event.show.typicalRuntime ?? 30
            timing = .instants(start: start, end: start.addingTimeInterval(Double(minutes) * 60))
        } else {
            let day = episode.airdate ?? CalendarDate(start, in: TimeZone(identifier: "UTC")!)
            timing = .days(start: day, end: day.adding(days: 1))
        }
        let code = EpisodeCode.text(event)
        let channel = event.channel?.name
        let description = [format.summary(episode.summary), episode.url].compactMap { $0 }.joined(separator: "\n\n")
        self.init(
            uid: "tvmaze-episode-\(episode.id)@tv", timing: timing,
            // A drop is its range and size ("8x01–8x06 (6 episodes)"), not its first episode's title.
            summary: "\(event.show.name) \(code)"
                + [marks.name(event.isDrop ? "" : episode.name, of: event)].filter { !$0.isEmpty }
                .map { " · " + $0 }.joined(),
            location: channel,
            description: description.isEmpty ? nil : description, url: episode.url)
    }
}
