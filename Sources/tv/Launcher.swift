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

    func run() async -> ExitStatus {
        let logger = makeLogger()
        let nowVariable = variable("TV_NOW")
        let pinned = (options.now ?? nowVariable).flatMap(TV.pinnedNow)
        if options.now == nil, let text = nowVariable, pinned == nil {
            output.writeError("warning: ignoring TV_NOW=\(text): not an ISO 8601 instant with an offset in the years 1900–2100\n")
        }
        let useFixtures = options.offline || (options.fixtures != nil && options.apiURL == nil)
        // The sample data is looked up only by a run that may show it: one on it, or one that fails over to it
        // from TVmaze (not one given a server of its own).
        let apiURLVariable = variable("TVMAZE_API_URL")
        let mayFailOver = !useFixtures && options.apiURL == nil && apiURLVariable == nil
        let fixtureDirectory = useFixtures || mayFailOver
            ? FixtureLocator.directory(explicit: options.fixtures, environment: environment) : nil
        let manifest = fixtureDirectory.flatMap { try? FixtureManifest.load(from: $0) }

        let zone = options.tz.flatMap(TimeZone.init(identifier:)) ?? systemZone()
        let output = self.output
        let cacheDirectory = StorePaths.cacheDirectory(explicit: options.cacheDir, environment: environment)
        let cacheDatabase = useFixtures || options.noCache ? nil : CacheDatabase(
            directory: cacheDirectory, warn: { output.writeError($0 + "\n") })
        var cache: (any ServiceCache)? = cacheDatabase
        let transport: any HTTPTransport
        var failingOver: FailoverTransport?   // kept typed: a cast from `any HTTPTransport` costs a runtime type search
        let clock: any WallClock
        var baseURL = TVMazeClient.Configuration.defaultBaseURL
        if useFixtures {
            guard let fixtureDirectory, let manifest else {
                output.writeError("error: no sample data found (looked for Fixtures/manifest.json; use --fixtures DIR)\n")
                return .usage
            }
            transport = FixtureTransport(router: FixtureRouter(directory: fixtureDirectory))
            clock = FixedWallClock(pinned ?? manifest.now)
        } else {
            if let text = options.apiURL ?? apiURLVariable {
                if let url = URL(string: text), ServerURL.isUsableBase(url) {
                    baseURL = url
                } else {
                    output.writeError("warning: ignoring TVMAZE_API_URL=\(text): not an http or https URL without a query (ports 1–65535)\n")
                }
            }
            let network = AsyncHTTPClientTransport(proxies: ProxySettings(environment: environment))
            let live: any WallClock = pinned.map { FixedWallClock($0) } ?? SystemWallClock()
            if mayFailOver, let fixtureDirectory, let manifest {
                let switchable = SwitchableClock(live: live, offlineNow: pinned ?? manifest.now)
                let host = baseURL.host ?? "api.tvmaze.com"
                let country = options.country.uppercased()
                let failover = FailoverTransport(
                    primary: network, fallback: FixtureTransport(router: FixtureRouter(directory: fixtureDirectory)),
                    shouldFailOver: {   // a cached copy of the real today beats the sample week
                        let today = CalendarDate(live.now(), in: zone)   // the TVmaze day TVService asks for first
                        return await cacheDatabase?.scheduleDays(country: country, dates: [today]).isEmpty ?? true
                    }
                ) { failure in
                    output.writeError("offline: cannot reach \(host) (\(failure.detail)); showing the bundled sample week of \(manifest.week)\n")
                    switchable.switchToOffline()
                }
                cache = cacheDatabase.map { GatedCache($0) { !failover.isFailedOver } }
                transport = failover
                failingOver = failover
                clock = switchable
            } else {
                transport = network
                clock = live
            }
        }

        let client = TVMazeClient(
            configuration: .init(baseURL: baseURL, timeout: .milliseconds(Int(options.timeout * 1000))),
            transport: transport, logger: logger)
        let tracking = TrackingDatabase(directory: StorePaths.dataDirectory(environment: environment))
        let service = TVService(api: TVMazeAPI(client: client), clock: clock, displayZone: zone, country: options.country,
                                settlesConnectivity: failingOver != nil, tracking: tracking, cache: cache)
        let names = CompletionNames(index: ShowNameIndex(store: ShowIndexFile(url: cacheDirectory.appendingPathComponent("show-index"))))
        let interactive = options.commands.isEmpty && options.file == nil && TerminalInfo.isTerminal(STDIN_FILENO)
        let sessionOutput: any OutputSink = interactive ? PagingOutput(environment: environment) : output
        let images = TransportImageSource(transport: failingOver?.following ?? transport,
                                          cache: useFixtures || options.noCache ? nil : ImageDiskCache(directory: cacheDirectory.appendingPathComponent("images")),
                                          mirror: baseURL == TVMazeClient.Configuration.defaultBaseURL ? nil : baseURL)
        var settings = settings(zone: zone)
        if useFixtures, let manifest {
            settings.sampleDataNote = options.offline
                ? "offline: showing the bundled sample week of \(manifest.week), not TVmaze (--offline)"
                : "offline: showing the sample week of \(manifest.week) in \(fixtureDirectory?.path ?? "--fixtures"), not TVmaze (--fixtures)"
        }
        let session = ShellSession(service: service, settings: settings, output: sessionOutput, names: names,
                                   imageSource: images)

        let status = await runMode(session: session, names: names, service: service)
        await service.finishWrites()
        tracking.close()
        // The process ends now: what the session holds (a week of rows, the service's caches) and the HTTP client's
        // idle connections are left to the operating system instead of being freed object by object and closed one
        // by one (the client's shutdown took 0.3–1 ms of every run that used the network).
        _ = Unmanaged.passRetained(session)
        return status
    }

    private func settings(zone: TimeZone) -> Settings {
        var settings = Settings(timeZone: zone)
        settings.format = options.format
        settings.country = options.country.uppercased()
        let terminal = TerminalInfo.isTerminal(STDOUT_FILENO)
        switch options.color {
        case .always: settings.color = true
        case .never: settings.color = false
        case .auto: settings.color = Settings.colorsByDefault(isTerminal: terminal, environment: environment)
        }
        settings.width = terminal ? TerminalInfo.columns(STDOUT_FILENO) : 100
        settings.showsProgress = TerminalInfo.isTerminal(STDERR_FILENO)
        settings.isTerminal = terminal
        settings.images = options.images
        settings.layout = options.layout
        if terminal {
            settings.canDrawPictures = TerminalImage.isAvailable  // opens libchafa, only on a terminal
            settings.detectedGraphics = GraphicsDetection.detect(environment: environment) { nil }
            // The DA1 query only where it is safe: both ends a terminal, and only when the environment leaves it open.
            settings.asksTerminalForSixel = settings.detectedGraphics.graphics == .blocks && TerminalInfo.isTerminal(STDIN_FILENO)
        }
        return settings
    }

    private func runMode(session: ShellSession, names: CompletionNames, service: TVService) async -> ExitStatus {
        let runner = ScriptRunner(session: session, output: output, echo: options.echo, stopOnError: options.onError == .stop)
        if !options.noRCFile, let rc = configFile(), let data = ScriptText.read(rc) {
            _ = await ScriptRunner(session: session, output: output, echo: false, stopOnError: false)
                .run(lines: ScriptText.lines(data), source: rc)
        }
        if !options.commands.isEmpty {
            return await runner.run(lines: options.commands)
        }
        if let file = options.file, file != "-" {
            guard let data = ScriptText.read(file) else {
                output.writeError("error: cannot read ‘\(file)’\n")
                return .usage
            }
            return await runner.run(lines: ScriptText.lines(data), source: file)
        }
        let interactive = options.file == nil && TerminalInfo.isTerminal(STDIN_FILENO)
        let remote = RemoteNameSearch(service: service)
        let completer = ShellCompleter(names: names, remote: { remote.names(for: $0) })
        let complete: Completer? = interactive ? { @Sendable text in completer.complete(text) } : nil
        let reader = AsyncLineReader(programName: "tv", prompt: "tv> ", historyFile: interactive ? historyFile() : nil,
                                     completer: complete)
        guard reader.isInteractive else {
            return await runner.run(source: "<stdin>", reading: {
                if case .line(let line) = await reader.readLine() { return line }
                return nil
            })
        }
        output.write("tv \(TVMazeVersion.current): type help for commands, week for the schedule, Ctrl-D to quit.\n")
        let notices = NoticeBoard()
        notices.listen(to: service.events)
        let refresher = ScheduleRefresher(service: service)
        await refresher.start()
        defer { notices.stop() }
        let status = await InteractiveLoop(session: session, reader: reader, interrupts: Interrupts(), output: output,
                                           notices: notices).run()
        await refresher.stop()
        return status
    }

    /// The environment variable `name`; one set but empty counts as unset.
    private func variable(_ name: String) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The system's zone. Foundation reads `TZ` only as a zone name, so `TZ=:Asia/Tokyo` (POSIX's form for a zone
    /// file) and `TZ=JST-9` (an offset) became UTC; those get the name after the colon, or the C library's offset now.
    private func systemZone() -> TimeZone {
        guard var name = environment["TZ"], !name.isEmpty else { return .current }
        if name.hasPrefix(":") { name.removeFirst() }
        if let zone = TimeZone(identifier: name) { return zone }
        tzset()
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return .current }
        return TimeZone(secondsFromGMT: parts.tm_gmtoff) ?? .current
    }

    /// `$TV_HISTFILE`, else `$XDG_STATE_HOME/tv/history` (its folder created); "/dev/null" disables.
    private func historyFile() -> String? {
        if let explicit = environment["TV_HISTFILE"], !explicit.isEmpty { return explicit }
        let folder = StorePaths.stateDirectory(environment: environment)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("history").path
    }

    /// `$XDG_CONFIG_HOME/tv/tvrc` (default `~/.config/tv/tvrc`), if it exists.
    private func configFile() -> String? {
        let path = StorePaths.configDirectory(environment: environment).appendingPathComponent("tvrc").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    private func makeLogger() -> Logger {
        var logger = Logger(label: "tv.network") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = options.verbose ? .debug : .error
        return logger
    }
}

/// Finds the sample data: `--fixtures`, `$TV_FIXTURES`, an installed `share/tv/Fixtures`, or the checkout's `Fixtures/`.
enum FixtureLocator {
    static func directory(explicit: String?, environment: [String: String]) -> URL? {
        if let explicit { return URL(fileURLWithPath: explicit) }
        if let fromEnvironment = environment["TV_FIXTURES"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
        }
        // realpath(3) rather than URL.resolvingSymlinksInPath(), which costs a millisecond of runtime type lookups at start-up.
        let path = CommandLine.arguments[0]
        let executable = URL(fileURLWithPath: realpath(path, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        } ?? path)
        let candidates = [
            executable.deletingLastPathComponent().appendingPathComponent("../share/tv/Fixtures").standardized,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures").standardized,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("manifest.json").path) }
    }
}
