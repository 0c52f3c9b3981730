import Foundation
import TVMaze
import TVService
import TVText

/// What the followed shows air: `upcoming`, `calendar`, and `export ics`.
extension ShellSession {
    /// The followed shows with their episodes (warnings for those that failed); nil, with a hint, when none are followed.
    /// Fails only when every followed show failed to load.
    private func followedShows() async throws -> [FollowedShowEpisodes]? {
        let schedule = try await service.followedSchedule()
        if schedule.shows.isEmpty, let first = schedule.failures.first { throw first.error }
        warn(schedule)
        guard !schedule.shows.isEmpty || settings.format != .table else {
            listing = []
            emit(TrackingViews.noShowsHint)
            return nil
        }
        names.add(schedule.shows.map(\.show.name))
        return schedule.shows
    }

    /// `upcoming [DAYS]`: the followed shows' episodes of the next DAYS days (30), soonest first.
    func upcoming(_ args: [String], _ spec: CommandSpec) async throws {
        guard args.count <= 1 else { throw ShellError("too many arguments", usage: spec.usage) }
        var days = 30
        if let text = args.first {
            guard let number = Int(text), (1...366).contains(number) else { throw ShellError("DAYS is a number from 1 to 366", usage: spec.usage) }
            days = number
        }
        guard let shows = try await followedShows() else { return }
        let now = await service.clock.now()
        let end = now.addingTimeInterval(Double(days) * 86_400)
        var events: [ScheduleEvent] = []
        var quiet: [TrackingViews.Followed] = []
        for item in shows {
            let upcoming = item.episodes(after: now)
            let soon = upcoming.filter { $0.airstamp! < end }
            if soon.isEmpty { quiet.append(.init(show: item.show, next: upcoming.first)) }
            events += soon.map { ScheduleEvent(episode: $0, show: item.show) }
        }
        events.sort { ($0.episode.airstamp!, $0.show.name.lowercased(), $0.episode.id) < ($1.episode.airstamp!, $1.show.name.lowercased(), $1.episode.id) }
        let (text, rows) = TrackingViews(format: formatting, settings: settings).upcoming(events, days: days, quiet: quiet)
        listing = rows
        emit(text)
    }

    /// `calendar [YYYY-MM|next|prev]`: the month grid of the followed shows' episodes.
    func calendar(_ args: [String], _ spec: CommandSpec) async throws {
        guard args.count <= 1 else { throw ShellError("too many arguments", usage: spec.usage) }
        let today = await service.today
        let current = lastMonth ?? CalendarMonth(containing: today)
        let month: CalendarMonth
        switch args.first?.lowercased() {
        case nil, "this": month = CalendarMonth(containing: today)
        case "next": month = current.moved(by: 1)
        case "prev", "previous", "last": month = current.moved(by: -1)
        case let text?:
            guard let parsed = CalendarMonth(text) else { throw ShellError("‘\(text.terminalSafe)’ is not a month (YYYY-MM)", usage: spec.usage) }
            month = parsed
        }
        try Self.checkRange(month.first)
        guard let shows = try await followedShows() else { return }
        lastMonth = month
        let events = shows.flatMap { item in item.episodes.map { ScheduleEvent(episode: $0, show: item.show) } }
        let days = CalendarView.days(of: month, events: events, zone: service.displayZone)
        let (text, rows) = CalendarView(format: formatting, settings: settings).render(month, days: days, today: today)
        listing = rows
        emit(text)
    }

    /// `export ics [week|following] [FILE]`: an iCalendar file of the week's schedule or of the followed shows' upcoming
    /// episodes; `-` writes to standard output.
    func export(_ args: [String], _ spec: CommandSpec) async throws {
        guard args.first?.lowercased() == "ics" else { throw ShellError("export writes ics (iCalendar) files", usage: spec.usage) }
        var rest = Array(args.dropFirst())
        var kind = "week"
        if let first = rest.first?.lowercased(), ["week", "following"].contains(first) {
            kind = first
            rest.removeFirst()
        }
        guard rest.count <= 1 else { throw ShellError("too many arguments", usage: spec.usage) }
        let path = rest.first ?? "tv-\(kind).ics"
        var calendar = ICalendar()
        let events: [ScheduleEvent]
        if kind == "week" {
            let (lastWeek, zone, country) = (self.lastWeek, service.displayZone, service.country)
            let week = try await service.week(choosing: { today in lastWeek ?? ScheduleWindow(containing: today, displayZone: zone, country: country) })
            events = week.days.flatMap(\.events)
            calendar.name = "tv: \(country) week of \(week.window.start)"
        } else {
            guard let shows = try await followedShows() else { return }
            let now = await service.clock.now()
            events = shows.flatMap { item in
                item.episodes.filter { ($0.airstamp ?? .distantFuture) > now }.map { ScheduleEvent(episode: $0, show: item.show) }
            }
            calendar.name = "tv: followed shows"
        }
        calendar.events = events.compactMap { ICalendar.Event($0, format: formatting) }
        let skipped = events.count - calendar.events.count
        let text = calendar.render(stamp: await service.clock.now())
        let note = skipped == 0 ? "" : " (\(Self.count(skipped, "episode")) without an air date skipped)"
        if path == "-" {
            emit(text)
            output.writeError("exported \(Self.count(calendar.events.count, "episode"))\(note)\n")
            return
        }
        let url = URL(fileURLWithPath: TildePath.expand(path))
        let target = url.resolvingSymlinksInPath()
        let type = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.type] as? FileAttributeType
        if type == .typeDirectory {
            throw ShellError("cannot write ‘\(path.terminalSafe)’: it is a folder; name a file in it, e.g. \(url.appendingPathComponent("tv.ics").path.terminalSafe)")
        }
        // A new file or a regular one is replaced whole (written beside it, then renamed over it). Anything else is
        // written into, as a shell's `>` does: the renaming turned a device (/dev/null), a FIFO or a symlink into a
        // plain file.
        do {
            try Data(text.utf8).write(to: target, options: type == nil || type == .typeRegular ? .atomic : [])
        } catch {
            throw ShellError("cannot write ‘\(path.terminalSafe)’: \(FileErrorText.reason(error).terminalSafe)")
        }
        if settings.format == .json {
            emit(JSONModels.serialize(["file": url.path, "episodes": calendar.events.count, "skipped": skipped] as [String: Any]))
        } else {
            emit("Wrote \(Self.count(calendar.events.count, "episode")) to \(path.terminalSafe)\(note).\n")
        }
    }
}
