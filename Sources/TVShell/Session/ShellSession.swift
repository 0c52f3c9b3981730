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
    /// What the last listings showed, which rows, `person N`, `week next`, `calendar next` and `refresh` go from.
    var listing = LastListing()
    /// `alias NAME COMMAND…`: the words each name stands for.
    var aliases = Aliases()
    /// Where stdout goes: held for a document, into an `output` file, or unpaged.
    var route = OutputRoute()
    /// The line running now, its progress line and its picture.
    var running = RunningLine()
    let output: any OutputSink
    let names: CompletionNames
    /// The command lines typed so far (`history`).
    private(set) var typed: [String] = []
    /// While spoilers are hidden, what they hide; read again before each command.
    var spoilers: SpoilerGuard?
    /// Whether ``Settings/sampleDataNote`` was said.
    private var saidSampleDataNote = false
    /// Where posters and stills come from (nil: no pictures).
    let imageSource: (any ImageSource)?
    /// The TVmaze account the `account` and `sync` commands use (nil: not available, e.g. `--offline`).
    let account: AccountService?
    /// The time the progress line waits on (a test's clock moves it).
    var progressClock: any PacingClock = SystemPacingClock()
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
        await runLine(.text(line), at: location, documentsSilence: documentsSilence)
    }

    /// Runs a line resolved earlier again (`every`), as ``run(_:at:documentsSilence:)`` runs a typed one.
    /// - Parameter word: the line's first word, as typed.
    func rerun(_ resolved: ResolvedLine, word: String) async -> CommandOutcome {
        await runLine(.resolved(resolved, word: word), at: nil, documentsSilence: true)
    }

    /// A line to run: as typed, or resolved earlier.
    private enum LineSource {
        case text(String)
        case resolved(ResolvedLine, word: String)
    }

    private func runLine(_ line: LineSource, at location: String?, documentsSilence: Bool) async -> CommandOutcome {
        let mode = settings.mode
        route.startLine()
        var name: String?
        let outcome = await runHeld(line, at: location, named: &name, holding: mode.isDocument)
        if let held = route.endLine(), let name, outcome != .failed || !held.isEmpty,
            documentsSilence || !held.isEmpty
        {
            write(DocumentOutput.render(held, command: name, mode: mode))
        }
        return outcome
    }

    /// Runs one line; in a document mode its stdout is held (`holding`), except for commands whose lines are the
    /// commands (the `source` command). `name` is set to the command's name once the line is known to be one.
    private func runHeld(
        _ line: LineSource, at location: String?, named name: inout String?, holding: Bool
    ) async -> CommandOutcome {
        running.start(at: location)
        do {
            let first: String
            let resolved: Result<ResolvedLine, ShellError>
            switch line {
            case .text(let text):
                let words = try Tokenizer.words(text)
                guard let word = words.first else { return .succeeded }
                // Only the lines typed (or given by -c, -f, stdin), as the history file keeps them: not those a
                // `source`, `every` or `edit` runs inside them, which bash leaves out of its history too.
                if route.isOutermost { typed.append(text.trimmingWhitespace) }
                first = word
                resolved = ResolvedLine.resolve(words, aliases: aliases)
            case .resolved(let earlier, let word):
                first = word
                resolved = .success(earlier)
            }
            let known = try? resolved.get()
            let runsCommands = known?.runsCommands ?? false
            if holding, !runsCommands, let known {
                name = known.name
                route.hold()
            }
            let word = first.terminalSafe
            let progress = ProgressLine(
                "\(word): waiting for TVmaze", output: output,
                enabled: settings.showsProgress && !runsCommands, clock: progressClock)
            running.begin(word, progress: progress)
            notices.begin(progress)
            defer {
                notices.end()
                progress.finish()
                running.end()
            }
            // The line says when the wait is for tv's own request budget rather than for TVmaze.
            return try await PacingWait.$listener.withValue(PacingWait { progress.paced($0) }) {
                try await dispatch(resolved)
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
        fail(message, at: running.location)
    }

    /// Writes one `error:` line, naming the script line it came from as psql does (`error: FILE:LINE: message`).
    /// On a terminal, a line too long for it is wrapped at words under its message (`settings.showsProgress`: stderr
    /// is one), as a terminal would cut it mid-word.
    private func fail(_ message: String, at location: String?) {
        let line = "error: " + (location.map { "\($0.terminalSafe): " } ?? "") + message
        output.writeError(
            (settings.showsProgress ? TextWrap.hanging(line, width: settings.width - 1, indent: 7) : line) + "\n")
    }

    /// Runs a resolved line once the spoilers to hide are read: its row's selection or its command; a line that names
    /// no command fails here.
    private func dispatch(_ resolved: Result<ResolvedLine, ShellError>) async throws -> CommandOutcome {
        await loadSpoilerGuard()
        let line = try resolved.get()
        switch line.target {
        case .row(let number):
            try await selectRow(number)
            return .succeeded
        case .command(let command):
            return try await perform(command, line.arguments)
        }
    }

    /// Runs a command; one that shows fetched data becomes the view `refresh` repeats.
    func perform(_ command: any ShellCommand.Type, _ arguments: [String]) async throws -> CommandOutcome {
        let outcome = try await command.run(arguments, in: self)
        if command.declaration.refetch != nil { listing.view = (command, arguments) }
        return outcome
    }

    var formatting: Formatting { Formatting(zone: service.displayZone) }

    func emit(_ text: String) {
        running.progress?.finish()  // the wait is over once output begins
        write(text)
    }

    /// Writes to stdout, or into the output held for the running command or an enclosing one.
    private func write(_ text: String) {
        guard !route.hold(text) else { return }
        if let file = route.file {
            let failure = DescriptorWriter.writeAll(text, to: file.descriptor)
            if failure != 0 {
                output.writeError(
                    "error: cannot write ‘\(file.path.terminalSafe)’: \(SystemReason.text(failure)); output goes to standard output again\n"
                )
                closeOutputFile()
                output.write(text)
            }
        } else if route.isUnpaged {
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
        listing.list(rows, days: days.map(\.date))
        names.add(rows.compactMap { if case .event(let event) = $0 { event.show.name } else { nil } })
        emit(text)
        shelfThumbnails(thumbnails, beside: text)
    }

    // MARK: Settings and session

    /// `set country`, `week --country`: the code as `--country` reads it (``CountryCode``: `UK` is GB).
    func setCountry(_ value: String) throws {
        guard let country = CountryCode(value) else {
            throw ShellError("‘\(value.terminalSafe)’ is \(CountryCode.refusal)")
        }
        service.setCountry(country)
        listing.forgetWeek()
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
