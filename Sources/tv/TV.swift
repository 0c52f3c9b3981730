import ArgumentParser
import Foundation
import LineEditor
import Logging
import TVMaze
import TVService
import TVShell

/// `tv`: a TVmaze shell. Flags choose the data, the time and the output; commands come from -c, -f, stdin or the prompt.
@main
struct TV: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tv",
        abstract: "A shell over the TVmaze API: this week's schedule, shows, seasons, episodes and cast.",
        discussion: """
            Exit status: 0 all commands succeeded; 1 a command failed (the script went on); \
            2 usage error; 3 a script stopped at an error (--on-error stop).
            Data: TVmaze.com (CC BY-SA 4.0).
            """,
        version: TVMazeVersion.current
    )

    @Option(name: .customShort("c"), help: ArgumentHelp("Run a command and exit (repeatable).", valueName: "command"))
    var commands: [String] = []

    @Option(name: .customShort("f"), help: ArgumentHelp("Run the commands in a file ('-' for standard input) and exit.", valueName: "file"))
    var files: [String] = []   // an array, so that a second -f is refused rather than replacing the first
    var file: String? { files.first }

    @Flag(help: "Serve the bundled sample week instead of the network.")
    var offline = false

    @Option(help: ArgumentHelp("Serve this fixture directory (Fixtures/ layout) in-process.", valueName: "dir"))
    var fixtures: String?

    @Option(name: .customLong("api-url"), help: ArgumentHelp("TVmaze base URL (also TVMAZE_API_URL).", valueName: "url"))
    var apiURL: String?

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp("Keep the cache here (default $XDG_CACHE_HOME/tv).", valueName: "dir"))
    var cacheDir: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache.")
    var noCache = false

    @Option(help: ArgumentHelp("Pin the clock to an ISO 8601 instant (also TV_NOW).", valueName: "instant"))
    var now: String?

    @Option(help: ArgumentHelp("Display time zone, e.g. America/New_York (default: the system's).", valueName: "zone"))
    var tz: String?

    // The options below name their defaults in their help and apply them in the computed properties after them: an
    // option declared with a default value has argument-parser describe that value at every start-up, by casts that
    // each search the binary's 8,800 conformance records (a fifth of the conformance searches of `tv -c help`).

    @Option(name: .customLong("country"), help: ArgumentHelp("Schedule country (ISO code; default: US).", valueName: "CC"))
    var countryCode: String?
    var country: String { countryCode ?? "US" }

    @Option(name: .customLong("format"), help: "Output format: table, plain or json (default: table).")
    var formatChoice: OutputFormat?
    var format: OutputFormat { formatChoice ?? .table }

    @Option(name: .customLong("color"), help: "Colour: auto, always or never (default: auto; NO_COLOR is honoured).")
    var colorChoice: ColorChoice?
    var color: ColorChoice { colorChoice ?? .auto }

    @Option(name: .customLong("images"), help: """
        Pictures: auto, kitty, iterm, sixel, blocks or none (default: auto; only ever on a terminal, never with \
        --format json).
        """)
    var imageChoice: ImageChoice?
    var images: ImageChoice { imageChoice ?? .auto }

    @Option(name: .customLong("layout"), help: """
        Week layout: auto (the default; on a terminal: list under 80 columns, shelves from 80; else table), table, \
        list or shelves.
        """)
    var layoutChoice: LayoutChoice?
    var layout: LayoutChoice { layoutChoice ?? .auto }

    @Flag(help: "Print each command after the prompt before its output.")
    var echo = false

    @Option(name: .customLong("on-error"), help: "In scripts: stop at the first error, or continue (the default).")
    var errorPolicy: ErrorPolicy?
    var onError: ErrorPolicy { errorPolicy ?? .continue }

    @Flag(name: .customShort("X"), help: "Do not run the rc file ($XDG_CONFIG_HOME/tv/tvrc).")
    var noRCFile = false

    @Option(name: .customLong("timeout"), help: ArgumentHelp("Seconds one request may take (default: 20).", valueName: "seconds"))
    var timeoutSeconds: Double?
    var timeout: Double { timeoutSeconds ?? 20 }

    @Flag(name: .shortAndLong, help: "Log network activity to standard error.")
    var verbose = false

    func validate() throws {
        if let now, Self.pinnedNow(now) == nil {
            throw ValidationError("--now needs an ISO 8601 instant with an offset in the years 1900–2100, e.g. 2026-11-18T20:30:00-05:00")
        }
        if let tz, TimeZone(identifier: tz) == nil { throw ValidationError("unknown time zone ‘\(tz)’") }
        if country.count != 2 { throw ValidationError("--country takes a two-letter ISO code such as US or GB") }
        if let apiURL, !(URL(string: apiURL).map(ServerURL.isUsableBase) ?? false) {
            throw ValidationError("--api-url needs an http or https URL without a query, such as http://127.0.0.1:8080 (ports 1–65535)")
        }
        if timeout <= 0 { throw ValidationError("--timeout must be positive") }
        // -c and -f cannot keep their order between them, and only one script is read: refuse rather than drop one.
        if files.count > 1 { throw ValidationError("-f takes one file; run the others with `source FILE` in it") }
        if !files.isEmpty && !commands.isEmpty {
            throw ValidationError("-c and -f cannot be combined; use -c 'source FILE' to run the file among the commands")
        }
    }

    /// The instant `--now` or `TV_NOW` pins the clock to; nil when it is not one, or outside the years the shell lists.
    static func pinnedNow(_ text: String) -> Date? {
        Airstamp.parse(text).flatMap { (1900...2100).contains(CalendarDate($0, in: .gmt).year) ? $0 : nil }
    }

    func run() async throws {
        let status = await Launcher(options: self).run()
        // The process ends on the thread that finished the work: returning to `main` would hop to the main actor,
        // whose queue only a worker thread that libdispatch starts for it can run, and that costs every exit.
        Foundation.exit(status.rawValue)
    }

    /// Usage errors exit with 2, as README documents (argument-parser's default is 64).
    static func main() async {
        AllocatorTuning.apply()
        StandardOutput.handleBrokenPipes()
        do {
            var command = try parseAsRoot()
            // The only async command is this one (help and version are not): a cast to it compares metadata, where
            // `as? any AsyncParsableCommand` searched the binary's 8,800 conformance records twice.
            if let tv = command as? TV {
                try await tv.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            StandardOutput().writeError(fullMessage(for: error) + "\n")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
    }
}

/// `--color`.
enum ColorChoice: String, ArgumentChoice {
    case auto, always, never
}

/// `--on-error`.
enum ErrorPolicy: String, ArgumentChoice {
    case stop, `continue`
}

extension OutputFormat: ArgumentChoice {}
extension ImageChoice: ArgumentChoice {}
extension LayoutChoice: ArgumentChoice {}

/// An option's closed set of values. argument-parser's own implementations of these describe values through reflection
/// and generic code at every start-up, for every option, even when no help is shown; these give the same strings directly.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentChoice {
    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package static var allValueDescriptions: [String: String] { [:] }   // a value's description is its raw value
    package static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
