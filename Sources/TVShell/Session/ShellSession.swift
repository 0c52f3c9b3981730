import Foundation
import TVMaze
package import TVService
import TVText

/// The outcome of one command line.
package enum CommandOutcome: Sendable, Equatable {
    case succeeded
    case failed
    case quit
}

/// One tv session: the selection, the last listing and the settings, over a ``TVService``; it dispatches each line to
/// its ``ShellCommand``.
///
/// It knows nothing of HTTP (errors arrive as messages) nor of the line editor (lines arrive as strings).
package actor ShellSession {
    package let service: TVService
    package internal(set) var settings: Settings
    package internal(set) var selection = Selection()
    var listing: [ListingRow] = [] {
        didSet { guests = [] }
    }
    /// The guest cast and crew the last `episode` listed, in its row order, for `person N` (cleared by a new listing).
    var guests: [Person] = []
    var lastWeek: ScheduleWindow?
    /// The month `calendar` showed last, which `calendar next` and `prev` move from.
    var lastMonth: CalendarMonth?
    let output: any OutputSink
    let names: CompletionNames
    /// The command lines typed so far (`history`).
    private(set) var typed: [String] = []
    /// The last command that showed fetched data, which `refresh` fetches again and repeats.
    var lastView: (command: any ShellCommand.Type, arguments: [String])?
    /// While spoilers are hidden, what they hide; read again before each command.
    var spoilers: SpoilerGuard?
    /// The listing days the last schedule view showed.
    var shownDates: [CalendarDate] = []
    /// Whether ``Settings/sampleDataNote`` was said.
    private var saidSampleDataNote = false
    /// Where the running line came from (`FILE:LINE`), for error lines a command writes itself.
    private var location: String?
    /// How deep `source FILE` scripts are nested now.
    var sourceDepth = 0
    /// Where posters and stills come from (nil: no pictures).
    let imageSource: (any ImageSource)?
    /// The picture the last command is still fetching or drawing; a new command cancels it.
    var pendingPicture: Task<Void, Never>?
    /// Counts command lines, so a late picture can tell that the user has moved on.
    var commandNumber = 0
    /// The TVmaze account the `account` and `sync` commands use (nil: not available, e.g. `--offline`).
    let account: AccountService?
    /// The line on stderr that names what the running command waits for (``ProgressLine``).
    var progress: ProgressLine?
    /// The running command's first word, as its progress line names it.
    var commandWord = ""
    /// The time the progress line waits on (a test's clock moves it).
    var progressClock: any PacingClock = SystemPacingClock()
    /// Stdout held for each command running now (innermost last), nil where it is written as it comes: in a document
    /// mode (json, csv, …) the output layer writes each command's as one document (``DocumentOutput``).
    var heldOutput: [String?] = []
    /// Above zero while output is redrawn in place (`every`): it is written without the pager.
    var unpaged = 0
    /// `alias NAME COMMAND…`: the words each name stands for.
    var aliases: [String: [String]] = [:]
    /// Where `output FILE` sends stdout; nil: standard output.
    var outputFile: OutputFile?
    /// What the session says as it happens (the switch to the sample week), never into the line being typed.
    package nonisolated let notices: ImmediateNotices

    package init(
        service: TVService, settings: Settings, output: any OutputSink, names: CompletionNames = CompletionNames(),
        imageSource: (any ImageSource)? = nil, account: AccountService? = nil
    ) {
        self.service = service
        self.account = account
        self.settings = settings
        self.output = output
        self.names = names
        self.imageSource = imageSource
        let notices = ImmediateNotices(output: output)
        self.notices = notices
        // Said when it happens, whichever command's request found TVmaze unreachable (held while none runs).
        _ = service.events.observe { event in
            if case .usingSample(let message) = event { notices.say("offline: \(message.terminalSafe)") }
        }
    }

    /// The prompt for the current selection.
    package var prompt: String { selection.prompt { $0.terminalSafe } }

    /// Runs one line; errors are written to stderr as one line each, after `location` (`FILE:LINE`) when given.
    /// - Parameter documentsSilence: in a document mode, whether a command that printed nothing writes
    ///   `{"command", "ok"}` (not for the rc file).
    package func run(_ line: String, at location: String? = nil, documentsSilence: Bool = true) async -> CommandOutcome
    {
        let mode = settings.mode
        heldOutput.append(nil)
        var name: String?
        let outcome = await runHeld(line, at: location, named: &name, holding: mode.isDocument)
        if let held = heldOutput.removeLast(), let name, outcome != .failed || !held.isEmpty,
            documentsSilence || !held.isEmpty
        {
            write(DocumentOutput.render(held, command: name, mode: mode))
        }
        return outcome
    }

    /// Runs one line; in a document mode its stdout is held (`holding`), except for commands whose lines are the
    /// commands (`source`). `name` is set to the command's name once the line is known to be one.
    private func runHeld(
        _ line: String, at location: String?, named name: inout String?, holding: Bool
    ) async -> CommandOutcome {
        movedOn()
        self.location = location
        do {
            let words = try Tokenizer.words(line)
            guard let first = words.first else { return .succeeded }
            // Only the lines typed (or given by -c, -f, stdin), as the history file keeps them: not those a `source`,
            // `every` or `edit` runs inside them, which bash leaves out of its history too.
            if heldOutput.count == 1 { typed.append(line.trimmingWhitespace) }
            let aliased = aliases[first.lowercased()]?.first ?? first
            let declaration = CommandRegistry.find(aliased)?.declaration
            let runsCommands = declaration?.runsCommands ?? false
            if holding, !runsCommands, let command = Int(first) != nil && words.count == 1 ? "row" : declaration?.name {
                name = command
                heldOutput[heldOutput.count - 1] = ""
            }
            commandWord = first.terminalSafe
            let progress = ProgressLine(
                "\(commandWord): waiting for TVmaze", output: output,
                enabled: settings.showsProgress && !runsCommands, clock: progressClock)
            self.progress = progress
            notices.begin(progress)
            defer {
                notices.end()
                progress.finish()
                self.progress = nil
            }
            // The line says when the wait is for tv's own request budget rather than for TVmaze.
            let report: @Sendable (Bool) -> Void = { progress.paced($0) }
            return try await PacingWait.$report.withValue(report) {
                try await dispatch(first, Array(words.dropFirst()))
            }
        } catch is CancellationError {
            output.writeError("cancelled\n")
            return .failed
        } catch {
            fail(Self.errorLine(for: error), at: location)
        }
        return .failed
    }

    /// What an error says after `error: `: its own line, or for Foundation's file errors (which cannot conform to
    /// ``RenderableError``) and any other error, the file and reason or its description.
    static func errorLine(for error: any Error) -> String {
        if let error = error as? any RenderableError { return error.errorLine }
        if let error = FileError(error) { return error.errorLine }
        return String(describing: error).terminalSafe
    }

    /// Writes one `error:` line for a command that goes on after it (a week with a day missing) and then returns
    /// ``CommandOutcome/failed``.
    func reportError(_ message: String) {
        fail(message, at: location)
    }

    /// Writes one `error:` line, naming the script line it came from as psql does (`error: FILE:LINE: message`).
    /// On a terminal, a line too long for it is wrapped at words under its message (`settings.showsProgress`: stderr
    /// is one), as a terminal would cut it mid-word.
    private func fail(_ message: String, at location: String?) {
        let line = "error: " + (location.map { "\($0.terminalSafe): " } ?? "") + message
        output.writeError(
            (settings.showsProgress ? TextWrap.hanging(line, width: settings.width - 1, indent: 7) : line) + "\n")
    }

    func dispatch(_ word: String, _ args: [String]) async throws -> CommandOutcome {
        await loadSpoilerGuard()
        if let number = Int(word), args.isEmpty {
            try await selectRow(number)
            return .succeeded
        }
        if let words = aliases[word.lowercased()], let first = words.first {
            guard let command = CommandRegistry.find(first) else {
                throw ShellError("alias ‘\(word.terminalSafe)’ names no command (‘\(first.terminalSafe)’)")
            }
            return try await perform(command, Array(words.dropFirst()) + args)
        }
        guard let command = CommandRegistry.find(word) else {
            let hints = CommandRegistry.suggestions(for: word)
            let hint = hints.isEmpty ? "" : "; did you mean \(hints.map { "‘\($0)’" }.joined(separator: " or "))?"
            throw ShellError("unknown command ‘\(word.terminalSafe)’\(hint) (type help for the list)")
        }
        return try await perform(command, args)
    }

    /// Runs a command; one that shows fetched data becomes the view `refresh` repeats.
    func perform(_ command: any ShellCommand.Type, _ arguments: [String]) async throws -> CommandOutcome {
        let outcome = try await command.run(arguments, in: self)
        if command.declaration.refetch != nil { lastView = (command, arguments) }
        return outcome
    }

    var formatting: Formatting { Formatting(zone: service.displayZone) }

    func emit(_ text: String) {
        progress?.finish()  // the wait is over once output begins
        if let held = heldOutput.last, let held {
            heldOutput[heldOutput.count - 1] = held + text
            return
        }
        write(text)
    }

    /// Writes to stdout, or to the enclosing command's held output.
    private func write(_ text: String) {
        if let index = heldOutput.lastIndex(where: { $0 != nil }) {
            heldOutput[index]! += text
        } else if let file = outputFile {
            let failure = DescriptorWriter.writeAll(text, to: file.descriptor)
            if failure != 0 {
                output.writeError(
                    "error: cannot write ‘\(file.path.terminalSafe)’: \(SystemReason.text(failure)); output goes to standard output again\n"
                )
                closeOutputFile()
                output.write(text)
            }
        } else if unpaged > 0 {
            output.writeUnpaged(text)
        } else {
            output.write(text)
        }
    }

    /// One line on stderr when the listing is not TVmaze's live answer: the sample week (said once), or the
    /// copy fetched at `staleSince` because TVmaze could not be reached.
    func noteDataSource(staleSince since: Date?) {
        if let note = settings.sampleDataNote, !saidSampleDataNote {
            saidSampleDataNote = true
            output.writeError(note + "\n")
        }
        guard let since else { return }
        output.writeError(
            "offline: showing data from \(CalendarDate(since, in: service.displayZone)) \(ClockTime(since, in: service.displayZone))\n"
        )
    }

    /// With `premieres`, the table marks each row's premiere (`--premieres`).
    func show(
        schedule days: [DaySchedule], title: String?, filtered: Bool, missing: [MissingDay] = [],
        premieres: Bool = false
    ) async {
        var view = ScheduleView(format: formatting, settings: settings, country: service.country)
        view.marks.premieres = premieres
        // Finales only from seasons fetched in this process: the week costs no request and no cache read for them.
        view.marks.finales = await service.keptFinales(
            showIDs: days.flatMap { $0.events.map(\.show.id) }, stored: false)
        let (text, rows, thumbnails) = view.render(
            spoilers?.apply(days) ?? days, title: title, filtered: filtered, missing: missing)
        listing = rows
        shownDates = days.map(\.date)
        names.add(rows.compactMap { if case .event(let event) = $0 { event.show.name } else { nil } })
        emit(text)
        shelfThumbnails(thumbnails, beside: text)
    }

    // MARK: Shows

    /// Selects row N of the last listing: a show; from a schedule, upcoming or calendar row, the episode's season;
    /// from a season's list, the episode; from `seasons`, the season.
    func selectRow(_ number: Int) async throws {
        switch try listingRow(number) {
        case .show(let show):
            try await select(show: show)
        case .event(let event):
            try await select(
                show: event.show, season: event.episode.season, episode: event.episode, toSeason: true,
                marked: Set(event.released.map(\.id)))
        case .episode(let episode, let show):
            try await select(show: show, season: episode.season, episode: episode)
        case .person(let person):
            try await select(person: person)
        case .credit(let show):
            try await select(show: show, keepingPerson: true)
        case .season(let season, let show):
            guard let number = season.number else { throw ShellError("row \(number) is a season without a number") }
            let episodes = try seasonEpisodes(number, of: show, in: try await episodes(of: show))
            try await listSeason(number, episodes: episodes, show: show)
            lastView = (SeasonCommand.self, ["\(number)"])
        }
    }

    /// Selects a show (and a season and episode); shows its details, the episode's, or with `toSeason` the episode's season
    /// (with the `marked` episodes of a drop pointed at).
    func select(
        show: Show, season: Int? = nil, episode: Episode? = nil, toSeason: Bool = false, marked: Set<Int> = [],
        keepingPerson: Bool = false
    ) async throws {
        let person = selection.person
        selection = Selection()
        if keepingPerson { selection.person = person }
        selection.show = show
        selection.season = season
        names.select(showID: show.id)  // the previous show's seasons are forgotten until this one's are loaded
        names.add([show.name])
        let details = try await service.show(id: show.id)
        selection.show = details
        if let episode {
            selection.episode = episode
            try await
                (toSeason
                ? showSeason(of: episode, show: details, marked: marked) : showEpisode(episode, show: details))
            let code = episode.season.flatMap { season in episode.number.map { "\(season)x\($0)" } }
            lastView =
                toSeason
                ? episode.season.map { (SeasonCommand.self, ["\($0)"]) } : code.map { (EpisodeCommand.self, [$0]) }
        } else {
            emitDetails(details)
            lastView = (ShowCommand.self, [])
        }
    }

    /// Refuses a command that only TVmaze can answer (an index update, an import) while the sample week is shown:
    /// the sample holds a week, not TVmaze's catalogue, and nothing it answers may land in the real cache or marks.
    func requireTVmaze(_ what: String) throws {
        guard service.usesSampleData else { return }
        throw ShellError("\(what) needs TVmaze, and tv is offline (showing the sample week)")
    }

    func requireShow(_ what: String) throws -> Show {
        guard let show = selection.show else {
            throw ShellError("no show selected; \(what) needs one (search NAME, then show N)")
        }
        return show
    }

    /// A "not found" about the selected show's `what`, said with the show's name rather than its id; others as they are.
    func naming(_ error: any Error, _ show: Show, _ what: String) -> any Error {
        guard let error = error as? TVMazeError, error.kind == .notFound else { return error }
        return ShellError("no \(what) of \(formatting.safe(show.name)) (#\(show.id)) found")
    }

    /// Loads the selected show's episodes and tells completion its seasons and codes.
    func episodes(of show: Show) async throws -> [Episode] {
        let all = try await service.episodes(showID: show.id)
        names.setShowContents(of: show.id, episodes: all)
        return all
    }

    // MARK: Settings and session

    /// `set country`, `week --country`: the code as `--country` reads it (``CountryCode``: `UK` is GB).
    func setCountry(_ value: String) throws {
        guard let country = CountryCode(value) else {
            throw ShellError("‘\(value.terminalSafe)’ is \(CountryCode.refusal)")
        }
        service.setCountry(country)
        lastWeek = nil
    }

    /// A date a command names or reaches is in the years tv works in (``CalendarDate/supportedYears``).
    static func checkRange(_ date: CalendarDate) throws {
        guard date.isInSupportedYears else {
            throw ShellError("\(date) is outside the years \(CalendarDate.supportedYearsText)")
        }
    }

    /// "1–6" or "1–3, 5".
    static func ranges(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var start = numbers.first ?? 0
        var previous = start
        for number in numbers.dropFirst() + [Int.min] {
            if number == previous + 1 {
                previous = number
                continue
            }
            parts.append(start == previous ? "\(start)" : "\(start)–\(previous)")
            start = number
            previous = number
        }
        return parts.joined(separator: ", ")
    }
}
