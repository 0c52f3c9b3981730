import Foundation
import TVMaze
import TVService
import TVText

/// The outcome of one command line.
package enum CommandOutcome: Sendable, Equatable {
    case succeeded
    case failed
    case quit
}

/// One tv session: the commands, the selection, the last listing and the settings, over a ``TVService``.
///
/// It knows nothing of HTTP (errors arrive as messages) nor of the line editor (lines arrive as strings).
package actor ShellSession {
    package let service: TVService
    package internal(set) var settings: Settings
    package internal(set) var selection = Selection()
    var listing: [ListingRow] = []
    var lastWeek: ScheduleWindow?
    /// The month `calendar` showed last, which `calendar next` and `prev` move from.
    var lastMonth: CalendarMonth?
    let output: any OutputSink
    let names: CompletionNames
    private var typed: [String] = []
    /// The last command that showed fetched data, which `refresh` fetches again and repeats.
    var lastView: (name: String, args: [String])?
    /// The listing days the last schedule view showed.
    var shownDates: [CalendarDate] = []
    /// Whether ``Settings/sampleDataNote`` was said.
    private var saidSampleDataNote = false
    /// Runs `source FILE` scripts through the same loop as `-f`.
    private var sourceDepth = 0
    /// Where posters and stills come from (nil: no pictures).
    let imageSource: (any ImageSource)?
    /// The picture the last command is still fetching or drawing; a new command cancels it.
    var pendingPicture: Task<Void, Never>?
    /// Counts command lines, so a late picture can tell that the user has moved on.
    var commandNumber = 0

    package init(service: TVService, settings: Settings, output: any OutputSink, names: CompletionNames = CompletionNames(),
                imageSource: (any ImageSource)? = nil) {
        self.service = service
        self.settings = settings
        self.output = output
        self.names = names
        self.imageSource = imageSource
        // Said when it happens, whichever command's request found TVmaze unreachable.
        _ = service.events.observe { [output] event in
            if case .usingSample(let message) = event { output.writeError("offline: \(message.terminalSafe)\n") }
        }
    }

    /// The prompt for the current selection.
    package var prompt: String { selection.prompt { $0.terminalSafe } }

    /// Runs one line; errors are written to stderr as one line each, after `location` (`FILE:LINE`) when given.
    package func run(_ line: String, at location: String? = nil) async -> CommandOutcome {
        movedOn()
        do {
            let words = try Tokenizer.words(line)
            guard let first = words.first else { return .succeeded }
            typed.append(line.trimmingWhitespace)
            return try await dispatch(first, Array(words.dropFirst()))
        } catch is CancellationError {
            output.writeError("cancelled\n")
            return .failed
        } catch let error as ShellError {
            fail(error.description, at: location)
        } catch let error as TVMazeError {
            fail(error.message.terminalSafe, at: location)
        } catch {
            fail(FileErrorText.line(error) ?? String(describing: error).terminalSafe, at: location)
        }
        return .failed
    }

    /// Writes one `error:` line, naming the script line it came from as psql does (`error: FILE:LINE: message`).
    private func fail(_ message: String, at location: String?) {
        output.writeError("error: " + (location.map { "\($0.terminalSafe): " } ?? "") + message + "\n")
    }

    func dispatch(_ word: String, _ args: [String]) async throws -> CommandOutcome {
        if let number = Int(word), args.isEmpty {
            try await selectRow(number)
            return .succeeded
        }
        guard let spec = CommandSpec.find(word) else {
            let hints = CommandSpec.suggestions(for: word)
            let hint = hints.isEmpty ? "" : "; did you mean \(hints.map { "‘\($0)’" }.joined(separator: " or "))?"
            throw ShellError("unknown command ‘\(word.terminalSafe)’\(hint) (type help for the list)")
        }
        switch spec.name {
        case "week": try await week(args, spec)
        case "day": try await day(args, spec)
        case "now": try noArguments(args, spec); try await airingNow()
        case "search": try await search(args, spec)
        case "show": try await show(args, spec)
        case "seasons": try noArguments(args, spec); try await seasons()
        case "season": try await season(args, spec)
        case "episode": try await episode(args, spec)
        case "cast": try noArguments(args, spec); try await cast()
        case "watch": try await watch(args, spec, marking: true)
        case "unwatch": try await watch(args, spec, marking: false)
        case "follow": try await follow(args, spec)
        case "unfollow": try await unfollow(args, spec)
        case "following": try noArguments(args, spec); try await following()
        case "upcoming": try await upcoming(args, spec)
        case "calendar": try await calendar(args, spec)
        case "export": try await export(args, spec)
        case "back": try noArguments(args, spec); back()
        case "refresh": try await refresh(args, spec)
        case "set": try await set(args, spec)
        case "history": try noArguments(args, spec); history()
        case "index": try await index(args, spec)
        case "source": return try await source(args, spec)
        case "help": try help(args)
        case "quit": return .quit
        default: throw ShellError("internal error: no handler for ‘\(spec.name)’")   // every CommandSpec has a case above
        }
        if Self.refreshable.contains(spec.name) { lastView = (spec.name, args) }
        return .succeeded
    }

    var formatting: Formatting { Formatting(zone: service.displayZone) }

    func noArguments(_ args: [String], _ spec: CommandSpec) throws {
        guard args.isEmpty else { throw ShellError("\(spec.name) takes no arguments", usage: spec.usage) }
    }

    func emit(_ text: String) {
        output.write(text)
    }

    // MARK: Schedule

    private func week(_ args: [String], _ spec: CommandSpec) async throws {
        let (filter, positional) = try ScheduleFilter.parse(args, usage: spec.usage)
        guard positional.count <= 1 else { throw ShellError("too many arguments", usage: spec.usage) }
        if let country = filter.country { try setCountry(country) }
        let (lastWeek, zone, country, choice, usage) = (self.lastWeek, service.displayZone, service.country, positional.first?.lowercased(), spec.usage)
        let progress = ProgressLine("Fetching schedule", output: output, enabled: settings.showsProgress)
        defer { progress.finish() }
        let week = try await service.week(choosing: { today in
            let current = lastWeek ?? ScheduleWindow(containing: today, displayZone: zone, country: country)
            let window: ScheduleWindow
            switch choice {
            case nil, "this": window = ScheduleWindow(containing: today, displayZone: zone, country: country)
            case "next": window = current.moved(byWeeks: 1)
            case "prev", "previous", "last": window = current.moved(byWeeks: -1)
            case let text?:
                guard let date = CalendarDate(text) else { throw ShellError("‘\(text.terminalSafe)’ is not a week", usage: usage) }
                try Self.checkRange(date)
                window = ScheduleWindow(containing: date, displayZone: zone, country: country)
            }
            try Self.checkRange(window.start)   // `week next` from the last week of 2100 too
            return window
        }) { progress.update(done: $0, total: $1) }
        let window = week.window
        self.lastWeek = window
        let last = window.start.adding(days: 6)
        let title = "Week of \(window.start) – \(last) · \(country) · times in \(zone.identifier)"
        noteDataSource(staleSince: week.staleSince)
        show(schedule: filter.apply(week.days), title: title, filtered: !filter.isEmpty)
    }

    private func day(_ args: [String], _ spec: CommandSpec) async throws {
        let (filter, positional) = try ScheduleFilter.parse(args, usage: spec.usage)
        guard positional.count == 1 else {
            throw ShellError(positional.isEmpty ? "which day?" : "too many arguments", usage: spec.usage)
        }
        if let country = filter.country { try setCountry(country) }
        let (anchor, word, usage) = (self.lastWeek?.start, positional[0], spec.usage)
        let days = [try await service.day(choosing: { today in
            guard let date = DayArgument.resolve(word, today: today, weekStart: anchor ?? today.mondayOfWeek) else {
                throw ShellError("‘\(word.terminalSafe)’ is not a day", usage: usage)
            }
            try Self.checkRange(date)
            return date
        })]
        noteDataSource(staleSince: days.first?.staleSince)
        show(schedule: filter.apply(days), title: nil, filtered: !filter.isEmpty)
    }

    /// One line on stderr when the listing is not TVmaze's live answer: the sample week (said once), or the
    /// copy fetched at `staleSince` because TVmaze could not be reached.
    func noteDataSource(staleSince since: Date?) {
        if let note = settings.sampleDataNote, !saidSampleDataNote {
            saidSampleDataNote = true
            output.writeError(note + "\n")
        }
        guard let since else { return }
        output.writeError("offline: showing data from \(CalendarDate(since, in: service.displayZone)) \(ClockTime(since, in: service.displayZone))\n")
    }

    func show(schedule days: [DaySchedule], title: String?, filtered: Bool) {
        let view = ScheduleView(format: formatting, settings: settings, country: service.country)
        let (text, rows, thumbnails) = view.render(days, title: title, filtered: filtered)
        listing = rows
        shownDates = days.map(\.date)
        names.add(rows.compactMap { if case .event(let event) = $0 { event.show.name } else { nil } })
        emit(text)
        shelfThumbnails(thumbnails, beside: text)
    }

    private func airingNow() async throws {
        let airing = try await service.airingNow()
        let now = await service.clock.now()
        listing = airing.map { .event($0.event) }
        let format = formatting
        if settings.format == .json {
            emit(JSONModels.serialize(airing.enumerated().map { index, item -> [String: Any] in
                var json = JSONModels.event(item.event, number: index + 1, format: format)
                json["minutesLeft"] = Int((item.ends.timeIntervalSince(now) / 60).rounded(.up))
                return json
            }))
            return
        }
        guard !airing.isEmpty else {
            emit("Nothing is airing at \(ClockTime(now, in: service.displayZone)) (\(service.displayZone.identifier)).\n")
            return
        }
        var table = settings.table([.init(title: "#", alignRight: true), .init(title: "since"), .init(title: "show", maxWidth: 34),
                                    .init(title: "ep"), .init(title: "channel", maxWidth: 18), .init(title: "left", alignRight: true)])
        for (index, item) in airing.enumerated() {
            let left = Int((item.ends.timeIntervalSince(now) / 60).rounded(.up))
            table.rows.append([String(index + 1), format.time(item.event.episode), format.safe(item.event.show.name),
                               EpisodeCode.text(season: item.event.episode.season, number: item.event.episode.number),
                               format.channel(item.event), "\(left) min"])
        }
        emit(settings.format == .plain ? PlainRows.render(table.rows) : "On now (\(ClockTime(now, in: service.displayZone)))\n" + table.render())
    }

    // MARK: Shows

    private func search(_ args: [String], _ spec: CommandSpec) async throws {
        let query = args.joined(separator: " ").trimmingWhitespace
        guard !query.isEmpty else { throw ShellError("search for what?", usage: spec.usage) }
        let results = try await service.search(query)
        listing = results.map { .show($0.show) }
        names.add(results.map(\.show.name))
        emitSearch(results)
    }

    private func show(_ args: [String], _ spec: CommandSpec) async throws {
        guard !args.isEmpty else {
            guard let show = selection.show else { throw ShellError("no show selected; try search NAME, then show N", usage: spec.usage) }
            emitDetails(try await service.show(id: show.id))
            return
        }
        let text = args.joined(separator: " ")
        if args.count == 1, let number = Int(text) {
            try await selectRow(number)
        } else if text.hasPrefix("#") {
            guard let id = Int(text.dropFirst()), id > 0 else { throw ShellError("‘\(text.terminalSafe)’ is not a show id", usage: spec.usage) }
            try await select(show: try await service.show(id: id))
        } else {
            try await select(show: try await service.show(named: text))
        }
    }

    /// Selects row N of the last listing: a show; from a schedule, upcoming or calendar row, the episode's season;
    /// from a season's list, the episode.
    func selectRow(_ number: Int) async throws {
        switch try listingRow(number) {
        case .show(let show):
            try await select(show: show)
        case .event(let event):
            try await select(show: event.show, season: event.episode.season, episode: event.episode, toSeason: true)
        case .episode(let episode, let show):
            try await select(show: show, season: episode.season, episode: episode)
        }
    }

    /// Selects a show (and a season and episode); shows its details, the episode's, or with `toSeason` the episode's season.
    func select(show: Show, season: Int? = nil, episode: Episode? = nil, toSeason: Bool = false) async throws {
        selection = Selection()
        selection.show = show
        selection.season = season
        names.add([show.name])
        let details = try await service.show(id: show.id)
        selection.show = details
        if let episode {
            selection.episode = episode
            try await (toSeason ? showSeason(of: episode, show: details) : showEpisode(episode, show: details))
            let code = episode.season.flatMap { season in episode.number.map { "\(season)x\($0)" } }
            lastView = toSeason ? episode.season.map { ("season", ["\($0)"]) } : code.map { ("episode", [$0]) }
        } else {
            emitDetails(details)
            lastView = ("show", [])
        }
    }

    func requireShow(_ what: String) throws -> Show {
        guard let show = selection.show else { throw ShellError("no show selected; \(what) needs one (search NAME, then show N)") }
        return show
    }

    private func seasons() async throws {
        let show = try requireShow("seasons")
        async let seasons = service.seasons(showID: show.id)
        async let episodes = episodes(of: show)
        let watched = try await watchedMarks(of: show)
        do {
            emit(ShowViews(format: formatting, settings: settings).seasons(try await seasons, episodes: try await episodes, watched: watched))
        } catch {
            throw naming(error, show, "seasons")
        }
    }

    /// A "not found" about the selected show's `what`, said with the show's name rather than its id; others as they are.
    private func naming(_ error: any Error, _ show: Show, _ what: String) -> any Error {
        guard let error = error as? TVMazeError, error.kind == .notFound else { return error }
        return ShellError("no \(what) of \(formatting.safe(show.name)) (#\(show.id)) found")
    }

    /// Loads the selected show's episodes and tells completion its seasons and codes.
    func episodes(of show: Show) async throws -> [Episode] {
        let all = try await service.episodes(showID: show.id)
        let seasons = Array(Set(all.compactMap(\.season))).sorted().map(String.init)
        let codes = all.filter { !$0.isSpecial }.map { EpisodeCode.text(season: $0.season, number: $0.number) }
        names.setShowContents(seasons: seasons, episodeCodes: codes)
        return all
    }

    private func season(_ args: [String], _ spec: CommandSpec) async throws {
        let show = try requireShow("season")
        guard args.count <= 1 else { throw ShellError("too many arguments", usage: spec.usage) }
        guard let text = args.first else { throw ShellError("which season?", usage: spec.usage) }
        guard let number = Int(text) else { throw ShellError("‘\(text.terminalSafe)’ is not a season number", usage: spec.usage) }
        let episodes = try seasonEpisodes(number, of: show, in: try await episodes(of: show))
        try await listSeason(number, episodes: episodes, show: show)
    }

    private func episode(_ args: [String], _ spec: CommandSpec) async throws {
        let show = try requireShow("episode")
        guard args.count <= 1 else { throw ShellError("too many arguments", usage: spec.usage) }
        guard args.count == 1 else { throw ShellError("which episode?", usage: spec.usage) }
        let episode = try findEpisode(args[0], in: try await episodes(of: show), show: show, usage: spec.usage)
        selection.season = episode.season
        selection.episode = episode
        try await showEpisode(episode, show: show)
    }

    private func cast() async throws {
        let show = try requireShow("cast")
        do {
            emit(ShowViews(format: formatting, settings: settings).cast(try await service.cast(showID: show.id), show: show))
        } catch {
            throw naming(error, show, "cast")
        }
    }

    private func back() {
        if !selection.back() { output.writeError("nothing selected\n") }
    }

    // MARK: Settings and session

    private func set(_ args: [String], _ spec: CommandSpec) async throws {
        guard let key = args.first?.lowercased() else {
            emit("format   \(settings.format.rawValue)\ncolor    \(settings.color ? "on" : "off")\ntz       \(service.displayZone.identifier)\ncountry  \(service.country)\n"
                 + "images   \(settings.images.rawValue)\nlayout   \(settings.layout.rawValue)\n")
            return
        }
        guard args.count == 2 else { throw ShellError("set \(key) needs one value", usage: spec.usage) }
        let value = args[1]
        switch key {
        case "format":
            guard let format = OutputFormat(rawValue: value.lowercased()) else { throw ShellError("format is table, plain or json", usage: spec.usage) }
            settings.format = format
        case "color", "colour":
            switch value.lowercased() {
            case "on", "always", "yes": settings.color = true
            case "off", "never", "no": settings.color = false
            default: throw ShellError("color is on or off", usage: spec.usage)
            }
        case "tz", "timezone":
            guard let zone = TimeZone(identifier: value) else { throw ShellError("unknown time zone ‘\(value.terminalSafe)’ (try America/New_York)") }
            service.setDisplayZone(zone)
            lastWeek = nil
        case "country":
            try setCountry(value)
        case "images", "pictures":
            guard let choice = ImageChoice(rawValue: value.lowercased()) else {
                throw ShellError("images is auto, kitty, iterm, sixel, blocks or none", usage: spec.usage)
            }
            settings.images = choice
        case "layout":
            guard let choice = LayoutChoice(rawValue: value.lowercased()) else {
                throw ShellError("layout is auto, table, list or shelves", usage: spec.usage)
            }
            settings.layout = choice
        default:
            throw ShellError("unknown setting ‘\(key.terminalSafe)’", usage: spec.usage)
        }
    }

    private func setCountry(_ value: String) throws {
        let code = value.uppercased()
        guard code != "UK" else { throw ShellError("the United Kingdom's ISO code is GB, not UK") }
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ShellError("country is a two-letter ISO code such as US or GB (not UK)")
        }
        service.setCountry(code)
        lastWeek = nil
    }

    private func history() {
        emit(typed.enumerated().map { String(format: "%5d  ", $0.offset + 1) + $0.element.terminalSafe + "\n" }.joined())
    }

    /// Runs FILE's lines. The outermost `source` sums up the failures in one line; a nested one that failed returns
    /// `.failed` without its own, so a failure deep in nested files is not repeated once per level.
    private func source(_ args: [String], _ spec: CommandSpec) async throws -> CommandOutcome {
        guard args.count == 1 else { throw ShellError("source needs one file", usage: spec.usage) }
        guard sourceDepth < 8 else { throw ShellError("source nested too deeply") }
        let path = TildePath.expand(args[0])
        guard let data = ScriptText.read(path) else { throw ShellError("cannot read ‘\(args[0].terminalSafe)’") }
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        var failures = 0
        for (index, line) in ScriptText.lines(data).enumerated() {
            switch await run(line, at: "\(args[0]):\(index + 1)") {
            case .succeeded: continue
            case .failed: failures += 1
            case .quit: return .succeeded
            }
        }
        guard failures > 0 else { return .succeeded }
        guard sourceDepth == 1 else { return .failed }
        throw ShellError("\(failures) command\(failures == 1 ? "" : "s") in ‘\(args[0].terminalSafe)’ failed")
    }

    private func help(_ args: [String]) throws {
        if let name = args.first {
            guard let spec = CommandSpec.find(name) else { throw ShellError("no command ‘\(name.terminalSafe)’; type help for the list") }
            var text = "\(spec.usage)\n  \(spec.summary)\n"
            if !spec.aliases.isEmpty { text += "  Also: \(spec.aliases.joined(separator: ", "))\n" }
            text += "  Examples:\n" + spec.examples.map { "    \($0)\n" }.joined()
            emit(text)
            return
        }
        var table = Table(columns: [.init(title: "command"), .init(title: "what it does")])
        table.rows = CommandSpec.all.map { [$0.name, $0.summary] }
        emit("Commands (help COMMAND for details; a bare number selects a row):\n" + table.render(header: false)
             + "Data: TVmaze.com (CC BY-SA 4.0)\n")
    }

    /// TVmaze's schedules cover the television era; other years are a typo.
    static func checkRange(_ date: CalendarDate) throws {
        guard (1900...2100).contains(date.year) else { throw ShellError("\(date) is outside the years 1900–2100") }
    }

    /// "1–6" or "1–3, 5".
    static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var start = numbers.first ?? 0
        var previous = start
        for number in numbers.dropFirst() + [Int.min] {
            if number == previous + 1 { previous = number; continue }
            parts.append(start == previous ? "\(start)" : "\(start)–\(previous)")
            start = number
            previous = number
        }
        return parts.joined(separator: ", ")
    }
}
