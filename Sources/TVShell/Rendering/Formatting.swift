import Foundation
import TVMaze
import TVService
import TVText

/// Shared formatting of TVmaze values for every view; all API text passes `safe`.
struct Formatting {
    let zone: TimeZone

    /// API text made terminal-safe (escape sequences, controls and bidi overrides removed).
    func safe(_ text: String?) -> String { (text ?? "").terminalSafe }

    /// HTML summary as safe, plain paragraphs.
    func summary(_ html: String?) -> String? {
        guard let html else { return nil }
        let text = TerminalSafe.sanitize(HTMLText.plainText(html), keepNewlines: true)
        return text.isEmpty ? nil : text
    }

    /// "20:00" in the display zone, or "TBA" when no clock time was announced.
    func time(_ episode: Episode) -> String {
        var times = RowTimes(zone: zone)
        return times.text(episode)
    }

    /// ``time(_:)`` for rows in airing order: a row at the instant of the row before gets that row's text again, without
    /// a zone lookup (a day lists dozens of episodes at 20:00).
    struct RowTimes {
        let zone: TimeZone
        private var last: (instant: Date, text: String)?

        init(zone: TimeZone) { self.zone = zone }

        /// A row's time: none for a streaming release day (a date, not a time), else as ``text(_:)-(Episode)``.
        mutating func text(_ event: ScheduleEvent) -> String {
            event.isReleaseDay ? "" : event.withEpisode { text($0) }
        }

        mutating func text(_ episode: Episode) -> String {
            guard episode.hasAirtime, let instant = episode.airstamp else { return "TBA" }
            if let last, last.instant == instant { return last.text }
            let text = ClockTime(instant, in: zone).description
            last = (instant, text)
            return text
        }
    }

    /// The local date of the airstamp, or the airdate when no clock time is known; nil when undated.
    func localDate(_ episode: Episode) -> CalendarDate? {
        if episode.hasAirtime, let instant = episode.airstamp { return CalendarDate(instant, in: zone) }
        return episode.airdate ?? episode.airstamp.map { CalendarDate($0, in: zone) }
    }

    /// "2026-11-16", or "date TBA".
    func date(_ episode: Episode) -> String { localDate(episode)?.description ?? "date TBA" }

    /// "Mon 2026-11-16 20:00" or with "time TBA" / "date TBA".
    func airing(_ episode: Episode) -> String {
        guard let day = localDate(episode) else { return "date TBA" }
        let time = self.time(episode)
        return "\(weekdayName(day)) \(day) " + (time == "TBA" ? "time TBA" : time)
    }

    // MARK: The 05:00 programming day

    /// The programming day an episode is listed on in the display zone (an airtime before 05:00 belongs to the day
    /// before, as in the week); the release day for an episode without a time.
    func listedDay(_ episode: Episode) -> CalendarDate? { ScheduleWindow.listingDay(of: episode, in: zone) }

    /// The time for a row listed on `day`: "20:00", or with the real date when the 05:00 rule listed it on the day
    /// before ("02:00 (Thu 19)"), so that no row reads "Wed 02:00" for an episode airing Thursday at 02:00.
    func time(_ episode: Episode, listedOn day: CalendarDate?) -> String {
        let time = self.time(episode)
        guard episode.hasAirtime, let instant = episode.airstamp, let day else { return time }
        let real = CalendarDate(instant, in: zone)
        return real == day ? time : "\(time) (\(weekdayName(real)) \(real.day))"
    }

    /// A row listed on `day` (nil: its own date): none for a streaming release day, else as
    /// ``time(_:listedOn:)-(Episode,_)``.
    func time(_ event: ScheduleEvent, listedOn day: CalendarDate?) -> String {
        event.isReleaseDay ? "" : time(event.episode, listedOn: day)
    }

    /// "Wed 2026-11-18 20:00" on the programming day, with the real date when it differs: "Wed 2026-11-18 02:00 (Thu 19)".
    /// `short`: the date without its year ("Wed 11-18 20:00"), for a narrow terminal.
    func listedAiring(_ episode: Episode, short: Bool = false) -> String {
        guard let day = listedDay(episode) else { return "date TBA" }
        let time = self.time(episode, listedOn: day)
        return "\(weekdayName(day)) \(short ? String(day.description.dropFirst(5)) : day.description) "
            + (time == "TBA" ? "time TBA" : time)
    }

    /// Where it airs, made safe (``channelName(of:)``).
    func channel(_ show: Show) -> String { safe(Self.channelName(of: show)) }

    /// A row's channel, read in place: passing `event.show` along would copy the whole show out of the row. A
    /// streaming row names its service, marked (``streamingMark``).
    func channel(_ event: ScheduleEvent) -> String { safe(Self.channelName(of: event)) }

    /// What marks a streaming row's channel in tables and lists: "» Netflix".
    static let streamingMark = "» "

    /// A row's channel as ``channel(_:)-(ScheduleEvent)`` shows it, before the safety filter.
    static func channelName(of event: ScheduleEvent) -> String {
        (event.kind == .streaming ? streamingMark : "") + (event.channel?.name ?? "—")
    }

    /// Where it airs, as TVmaze names it: the network, else the web channel, else "—".
    static func channelName(of show: borrowing Show) -> String { show.channel()?.name ?? "—" }

    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    func weekdayName(_ date: CalendarDate?, short: Bool = true) -> String {
        guard let date else { return "" }
        let name = Self.weekdays[date.weekday - 1]
        return short ? String(name.prefix(3)) : name
    }

    /// "7.5", "8.0" (always one decimal, so a column of ratings lines up), or "—".
    func rating(_ value: Double?) -> String {
        guard let value else { return "—" }
        return String(format: "%.1f", value)
    }
}
