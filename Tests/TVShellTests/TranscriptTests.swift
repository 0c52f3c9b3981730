import Foundation
import Testing
import TVTestSupport

/// Golden transcripts: each `Fixtures/sessions/NAME.tv` runs through the built `tv` with the sample week,
/// pinned time and zone, and its output must equal `NAME.out` exactly. `TV_BLESS=1 swift test` rewrites them.
///
/// A script's first lines may carry `# args: …` (extra flags) and `# stdin` (feed the script on standard
/// input instead of `-f`). The last line of each `.out` is the exit status.
@Suite struct TranscriptTests {
    static let sessions = RepositoryPaths.fixtures.appendingPathComponent("sessions")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []).filter { $0.hasSuffix(".tv") }.sorted()
    }

    @Test(arguments: scripts)
    func transcript(_ name: String) async throws {
        let script = Self.sessions.appendingPathComponent(name)
        let expectedURL = script.deletingPathExtension().appendingPathExtension("out")
        let actual = try await TVProcess.transcript(of: script)
        if ProcessInfo.processInfo.environment["TV_BLESS"] == "1" {
            try Data(actual.utf8).write(to: expectedURL)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        if actual != expected {
            let diff = TVProcess.firstDifference(expected, actual)
            Issue.record("\(name) differs from its .out (TV_BLESS=1 swift test --filter TranscriptTests re-blesses):\n\(diff)")
        }
    }

    @Test func thereAreTranscripts() {
        #expect(Self.scripts.count >= 5)
    }
}

/// Runs the built `tv` binary.
enum TVProcess {
    /// `.build/<config>/tv`, beside the test bundle.
    static var binary: URL {
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundleDir.appendingPathComponent("tv"), bundleDir.deletingLastPathComponent().appendingPathComponent("tv")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The environment a transcript runs in: no rc file, no colour, no history, a fixed locale, and the XDG
    /// directories (cache, data, state, config) inside `home`, so no run touches the real home or another run's cache.
    static func hermeticEnvironment(home: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TV") && $0.key != "NO_COLOR" }
        for (variable, folder) in [("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"),
                                   ("XDG_CONFIG_HOME", "config")] {
            environment[variable] = home.appendingPathComponent(folder).path
        }
        environment["TV_HISTFILE"] = "/dev/null"
        environment["NO_COLOR"] = "1"
        environment["LC_ALL"] = "C.UTF-8"
        environment["TVMAZE_API_URL"] = nil
        return environment
    }

    /// Runs a session script and returns stdout and stderr interleaved, then `[exit N]`.
    static func transcript(of script: URL) async throws -> String {
        let text = try String(contentsOf: script, encoding: .utf8)
        var arguments = ["--offline", "--now", "2026-11-18T20:30:00-05:00", "--tz", "America/New_York", "-X", "--echo"]
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }
        for line in header where line.hasPrefix("# args:") {
            arguments += line.dropFirst("# args:".count).split(separator: " ").map(String.init)
        }
        let useStdin = header.contains { $0.trimmingCharacters(in: .whitespaces) == "# stdin" }
        if !useStdin { arguments += ["-f", script.path] }
        let (output, status) = try await run(arguments, stdin: useStdin ? Data(text.utf8) : nil)
        return output + "[exit \(status)]\n"
    }

    /// A new empty directory to stand for the home of one run.
    static func temporaryHome() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tv-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `tv` with arguments; returns stdout+stderr (one pipe, so their order is kept) and the exit status.
    /// Without an `environment`, it runs in ``hermeticEnvironment(home:)`` of a fresh home removed afterwards.
    /// The wait happens on a thread of its own, never blocking Swift's cooperative pool.
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) async throws -> (String, Int32) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runBlocking(arguments, stdin: stdin, environment: environment) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], stdin: Data?, environment: [String: String]?) throws -> (String, Int32) {
        let home = environment == nil ? try temporaryHome() : nil
        defer { if let home { try? FileManager.default.removeItem(at: home) } }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment ?? home.map(hermeticEnvironment(home:))
        process.currentDirectoryURL = RepositoryPaths.root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(stdin)
            try input.fileHandleForWriting.close()
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// The first differing line, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count) where (index < a.count ? a[index] : nil) != (index < b.count ? b[index] : nil) {
            return "line \(index + 1):\n  expected: \(index < a.count ? a[index] : "<end>")\n  actual:   \(index < b.count ? b[index] : "<end>")"
        }
        return "(no difference)"
    }
}
