import Foundation
import LineEditor
import Logging
import TVImages
import TVMaze
import TVService
import TVShell
import TVStore
import TVText

/// Builds the layers from the flags (transport, clock, service, session) and runs the chosen mode.
struct Launcher {
    let options: TV
    let environment = ProcessInfo.processInfo.environment
    let output = StandardOutput()

    /// Runs the mode and ends the process with its status, once the writes are done and the tracking database closed.
    func run() async -> Never {
        let logger = makeLogger()
        let nowVariable = variable("TV_NOW")
        let pinned = (options.now ?? nowVariable).flatMap(TV.pinnedNow)
        if options.now == nil, let text = nowVariable, pinned == nil {
            output.writeError(
                "warning: ignoring TV_NOW=\(text): not an ISO 8601 instant with an offset in the years "
                    + "\(CalendarDate.supportedYearsText)\n")
        }
        let useFixtures = options.offline || (options.fixtures != nil && options.apiURL == nil)
        // The sample data is looked up only by a run that may show it: one on it, or one that fails over to it
        // from TVmaze (not one given a server of its own).
        let apiURLVariable = variable("TVMAZE_API_URL")
        let mayFailOver = !useFixtures && options.apiURL == nil && apiURLVariable == nil
        let fixtureDirectory =
            useFixtures || mayFailOver
            ? FixtureLocator.directory(explicit: options.fixtures, environment: environment) : nil
        let configuration = TVMazeClient.Configuration(timeout: .milliseconds(Int(options.timeout * 1000)))
        let sample = fixtureDirectory.flatMap { directory in
            try? SampleWeek(
                directory: directory, now: pinned,
                name: options.fixtures == nil ? "the bundled sample" : "the sample in \(directory.path)",
                client: { TVMazeClient(configuration: configuration, transport: $0, logger: logger) })
        }

        let zone = options.tz.flatMap(TimeZone.init(identifier:)) ?? SystemZone.from(environment: environment)
        let output = self.output
        let cacheDirectory = StorePaths.cacheDirectory(explicit: options.cacheDir, environment: environment)
        let wallClock: any WallClock = pinned.map { FixedWallClock($0) } ?? SystemWallClock()
        let tracking = TrackingDatabase(directory: StorePaths.dataDirectory(environment: environment))
        let service: TVService
        var account: AccountService?  // TVmaze's user API, under the same base as the public one
        var warmUp: (@Sendable () async -> Void)?  // opens the connection the shell's first command will use
        let pictures: any HTTPTransport  // where pictures come from when the sample is not shown
        var baseURL = TVMazeClient.Configuration.defaultBaseURL
        if useFixtures {
            guard let sample else {
                output.writeError(
                    "error: no sample data found (looked for Fixtures/manifest.json; use --fixtures DIR)\n")
                Foundation.exit(ExitStatus.usage.rawValue)
            }
            pictures = sample.transport
            service = TVService(
                sample: sample, wallClock: wallClock, displayZone: zone, country: options.country,
                tracking: tracking)
        } else {
            if let text = options.apiURL ?? apiURLVariable {
                if let url = URL(string: text), ServerURL.isUsableBase(url) {
                    baseURL = url
                } else {
                    output.writeError(
                        "warning: ignoring TVMAZE_API_URL=\(text): not an http or https URL without a query (ports 1–65535)\n"
                    )
                }
            }
            let transport = AsyncHTTPClientTransport(
                proxies: ProxySettings(environment: environment), trust: TrustSettings(environment: environment))
            pictures = transport
            var configuration = configuration
            configuration.baseURL = baseURL
            // TVmaze's budget is per IP address: every tv process of this user takes its requests from one ledger.
            let ledger = SharedRequestLedger.forServer(
                TVMazeClient.hostDescription(of: baseURL), environment: environment)
            let client = TVMazeClient(
                configuration: configuration, transport: transport, pacer: RequestPacer(shared: ledger), logger: logger)
            warmUp = { await client.warmUp() }
            account = AccountService(
                api: TVMazeUserAPI(client: client),
                keys: AccountFile(directory: StorePaths.configDirectory(environment: environment)), store: tracking,
                wallClock: wallClock)
            let cache =
                options.noCache ? nil : CacheDatabase(directory: cacheDirectory, warn: { output.writeError($0 + "\n") })
            service = TVService(
                api: TVMazeAPI(client: client), clock: wallClock, fallback: mayFailOver ? sample : nil,
                displayZone: zone, country: options.country, tracking: tracking, cache: cache)
        }

        let names = CompletionNames(
            index: ShowNameIndex(store: ShowIndexFile(url: cacheDirectory.appendingPathComponent("show-index"))))
        let interactive = options.commands.isEmpty && options.file == nil && TerminalInfo.isTerminal(STDIN_FILENO)
        // The pager on a terminal, for the prompt and for -c commands (as psql pages -c output); never for -f or stdin.
        let pages = interactive || (!options.commands.isEmpty && TerminalInfo.isTerminal(STDOUT_FILENO))
        let sessionOutput: any OutputSink = pages ? PagingOutput(environment: environment) : output
        let images = TransportImageSource(
            transport: service.pictureTransport(network: pictures),
            cache: useFixtures || options.noCache
                ? nil : ImageDiskCache(directory: cacheDirectory.appendingPathComponent("images")),
            mirror: baseURL == TVMazeClient.Configuration.defaultBaseURL ? nil : baseURL)
        var settings = self.settings()
        if useFixtures, let sample {
            settings.sampleDataNote =
                options.offline
                ? "offline: showing the bundled sample week of \(sample.dates.lowerBound), not TVmaze (--offline)"
                : "offline: showing the sample week of \(sample.dates.lowerBound) in \(fixtureDirectory?.path ?? "--fixtures"), not TVmaze (--fixtures)"
        }
        let session = ShellSession(
            service: service, settings: settings, output: sessionOutput, names: names,
            imageSource: images, account: account)

        let status = await runMode(session: session, names: names, service: service, warmUp: warmUp)
        await service.finishWrites()
        tracking.close()
        // Ends here, the service and session still held: freeing them piece by piece and shutting the event loops
        // down is work no one waits for, and returning to `main` would hop to the main actor (BENCHMARKS.md).
        Foundation.exit(status.rawValue)
    }

    private func settings() -> Settings {
        var settings = Settings()
        settings.mode = options.format
        let terminal = TerminalInfo.isTerminal(STDOUT_FILENO)
        settings.autoColor = Settings.colorsByDefault(isTerminal: terminal, environment: environment)
        settings.choose(color: options.color)
        settings.width = terminal ? TerminalInfo.columns(STDOUT_FILENO) : 100
        settings.showsProgress = TerminalInfo.isTerminal(STDERR_FILENO)
        settings.isTerminal = terminal
        settings.images = options.images
        settings.layout = options.layout
        if terminal {
            settings.canDrawPictures = TerminalImage.isAvailable  // opens libchafa, only on a terminal
            settings.detectedGraphics = GraphicsDetection.detect(environment: environment) { nil }
            // The DA1 query only where it is safe: the interactive shell (both ends a terminal, a line editor to give
            // typeahead back to), and only when the environment leaves it open.
            settings.asksTerminalForSixel =
                settings.detectedGraphics.graphics == .blocks && options.commands.isEmpty && options.file == nil
                && TerminalInfo.isTerminal(STDIN_FILENO)
        }
        return settings
    }

    private func runMode(
        session: ShellSession, names: CompletionNames, service: TVService, warmUp: (@Sendable () async -> Void)?
    ) async -> ExitStatus {
        let runner = ScriptRunner(
            session: session, output: output, echo: options.echo, stopOnError: options.onError == .stop)
        if !options.noRCFile, let rc = StorePaths.rcFile(environment: environment), let data = try? ScriptText.read(rc)
        {
            var quiet = ScriptRunner(session: session, output: output, echo: false, stopOnError: false)
            quiet.documentsSilentCommands = false
            _ = await quiet.run(lines: ScriptText.lines(data), source: rc)
        }
        if !options.commands.isEmpty {
            return await runner.run(lines: options.commands)
        }
        if let file = options.file, file != "-" {
            let data: Data
            do { data = try ScriptText.read(file) } catch {
                output.writeError("error: cannot read ‘\(file.terminalSafe)’: \(error.reason.terminalSafe)\n")
                return .usage
            }
            if let reason = ScriptText.notAScript(data, path: file) {
                output.writeError("error: \(reason)\n")
                return .usage
            }
            return await runner.run(lines: ScriptText.lines(data), source: file)
        }
        let interactive = options.file == nil && TerminalInfo.isTerminal(STDIN_FILENO)
        let remote = RemoteNameSearch(service: service)
        let contents = RemoteNameSearch(episodesFrom: service, into: names)
        let completer = ShellCompleter(
            names: names, remote: { remote.names(for: $0) }, showContents: { _ = contents.names(for: String($0)) })
        let complete: Completer? = interactive ? { @Sendable text in completer.complete(text) } : nil
        let reader = AsyncLineReader(
            programName: "tv", prompt: "tv> ",
            historyFile: interactive ? StorePaths.historyFile(environment: environment) : nil,
            completer: complete)
        guard reader.isInteractive else {
            return await runner.run(
                source: "<stdin>",
                reading: {
                    if case .line(let line) = await reader.readLine() { return line }
                    return nil
                })
        }
        // The connection to TVmaze opens while the person reads the banner and types (not for -c, -f or stdin runs).
        let warming = warmUp.map { warmUp in Task { await warmUp() } }
        defer { warming?.cancel() }
        output.write("tv \(TVMazeVersion.current): type help for commands, week for the schedule, Ctrl-D to quit.\n")
        reader.giveBack(await session.askTerminalForSixel())
        let notices = NoticeBoard()
        notices.listen(to: service.events)
        let refresher = ScheduleRefresher(service: service)
        await refresher.start()
        defer { notices.stop() }
        let status = await InteractiveLoop(
            session: session, reader: reader, interrupts: Interrupts(), output: output,
            notices: notices
        ).run()
        await refresher.stop()
        return status
    }

    /// The environment variable `name`; one set but empty counts as unset.
    private func variable(_ name: String) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    private func makeLogger() -> Logger {
        var logger = Logger(label: "tv.network") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = options.verbose ? .debug : .error
        return logger
    }
}
