import ArgumentParser
import Foundation
import LineEditor
import Logging
import TVMaze
import TVService
import TVShell
import TVText

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
        version: BuildVersion.text
    )

    @Option(name: .customShort("c"), help: ArgumentHelp("Run a command and exit (repeatable).", valueName: "command"))
    var commands: [String] = []

    @Option(
        name: .customShort("f"),
        help: ArgumentHelp("Run the commands in a file ('-' for standard input) and exit.", valueName: "file"),
        completion: .file())
    var files: [String] = []  // an array, so that a second -f is refused rather than replacing the first
    var file: String? { files.first }

    @Flag(help: "Serve the bundled sample week instead of the network.")
    var offline = false

    @Option(
        help: ArgumentHelp("Serve this fixture directory (Fixtures/ layout) in-process.", valueName: "dir"),
        completion: .directory)
    var fixtures: String?

    @Option(
        name: .customLong("api-url"), help: ArgumentHelp("TVmaze base URL (also TVMAZE_API_URL).", valueName: "url"))
    var apiURL: String?

    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp("Keep the cache here (default $XDG_CACHE_HOME/tv).", valueName: "dir"),
        completion: .directory)
    var cacheDir: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the cache.")
    var noCache = false

    @Option(help: ArgumentHelp("Pin the clock to an ISO 8601 instant (also TV_NOW).", valueName: "instant"))
    var now: String?

    @Option(help: ArgumentHelp("Display time zone, e.g. America/New_York (default: the system's).", valueName: "zone"))
    var tz: String?

    @Option(
        help: ArgumentHelp("Schedule country, an ISO 3166-1 code such as US or GB (UK reads as GB).", valueName: "CC"),
        transform: CountryCode.argument)
    var country = CountryCode.us

    @Option(help: "Output format: json prints one document per command; jsonl, csv, tsv and markdown its records.")
    var format = OutputMode.table

    @Option(help: "Colour; NO_COLOR is honoured.")
    var color = ColorChoice.auto

    @Option(help: "Pictures: only ever on a terminal, never with --format json.")
    var images = ImageChoice.auto

    @Option(help: "Week layout: auto is the list on a terminal (any width), else the table; shelves when asked for.")
    var layout = LayoutChoice.auto

    @Flag(help: "Print each command after the prompt before its output.")
    var echo = false

    @Option(help: "In scripts: stop at the first error, or continue.")
    var onError = ErrorPolicy.continue

    @Flag(name: .customShort("X"), help: "Do not run the rc file ($XDG_CONFIG_HOME/tv/tvrc).")
    var noRCFile = false

    @Option(help: ArgumentHelp("Seconds one try of a request may take, a slow body included.", valueName: "seconds"))
    var timeout = 20.0

    @Flag(name: .shortAndLong, help: "Log network activity to standard error.")
    var verbose = false

    /// The REPL commands as a man page section (roff), for `scripts/install`'s man page.
    @Flag(name: .customLong("help-commands"), help: .hidden)
    var helpCommands = false

    func validate() throws {
        if let now, Self.pinnedNow(now) == nil {
            throw ValidationError(
                "--now needs an ISO 8601 instant with an offset in the years \(CalendarDate.supportedYearsText), "
                    + "e.g. 2026-11-18T20:30:00-05:00")
        }
        if let tz, TimeZone(identifier: tz) == nil { throw ValidationError("unknown time zone ‘\(tz)’") }
        if let apiURL, !(URL(string: apiURL).map(ServerURL.isUsableBase) ?? false) {
            throw ValidationError(
                "--api-url needs an http or https URL without a query, such as http://127.0.0.1:8080 (ports 1–65535)")
        }
        if timeout <= 0 { throw ValidationError("--timeout must be positive") }
        // -c and -f cannot keep their order between them, and only one script is read: refuse rather than drop one.
        if files.count > 1 { throw ValidationError("-f takes one file; run the others with ‘source FILE’ in it") }
        if !files.isEmpty && !commands.isEmpty {
            throw ValidationError(
                "-c and -f cannot be combined; use -c 'source FILE' to run the file among the commands")
        }
    }

    /// The instant `--now` or `TV_NOW` pins the clock to; nil when it is not one, or outside the years the shell lists.
    static func pinnedNow(_ text: String) -> Date? {
        Airstamp.parse(text).flatMap { CalendarDate($0, in: .gmt).isInSupportedYears ? $0 : nil }
    }

    func run() async {
        if helpCommands {
            StandardOutput().write(CommandManual.roff())
            Foundation.exit(ExitStatus.success.rawValue)
        }
        await Launcher(options: self).run()
    }

    /// argument-parser's `main`, except that a usage error exits with 2 as docs/COMMANDS.md documents (argument-parser's
    /// is 64).
    static func main() async {
        StandardOutput.handleBrokenPipes()
        let tv: TV
        do {
            // `tv help` is `tv --help`: the completion scripts argument-parser generates offer the word.
            let arguments = Array(CommandLine.arguments.dropFirst())
            tv = try parse(arguments == ["help"] ? ["--help"] : arguments)
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }  // --help, --version
            StandardOutput().writeError(restyled(fullMessage(for: error)) + "\n")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        await tv.run()
    }

    /// argument-parser's message in tv's style: `error: unknown option ‘--bogus’` for `Error: Unknown option
    /// '--bogus'` (lower case after `error:`, tv's quotes), its usage lines after it as they are but for the quotes.
    static func restyled(_ message: String) -> String {
        var text = message
        if text.hasPrefix("Error: ") { text = "error: " + SystemReason.lowercasedFirst(String(text.dropFirst(7))) }
        return text.replacing(/(^|[\s(])'([^'\s][^'\n]*?)'(?=$|[\s.,:;)])/.anchorsMatchLineEndings()) { match in
            "\(match.1)‘\(match.2)’"
        }
    }
}

extension CountryCode {
    /// `--country`'s value, or the reason it is none (argument-parser shows it after the value).
    static func argument(_ text: String) throws -> CountryCode {
        guard let country = CountryCode(text) else { throw ValidationError(CountryCode.refusal) }
        return country
    }
}

/// `--on-error`.
enum ErrorPolicy: String, CaseIterable, ExpressibleByArgument {
    case stop, `continue`
}

extension OutputMode: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension ImageChoice: ExpressibleByArgument {}
extension LayoutChoice: ExpressibleByArgument {}
