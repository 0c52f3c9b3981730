import Foundation
import TVTestSupport

/// What one run of `tv` did: its output streams, how it ended, and whether it had to be killed.
struct TVRun: Sendable {
    /// Standard output (with standard error when the streams were merged).
    var stdout: [UInt8]
    /// Standard error; empty when the streams were merged.
    var stderr: [UInt8]
    /// The exit status, or the signal number when `signalled`.
    var status: Int32
    /// Ended by a signal (a crash, or the kill after `timeout`).
    var signalled: Bool
    /// Still running at the deadline, so it was killed.
    var timedOut: Bool

    var output: String { String(decoding: stdout, as: UTF8.self) }
    var errors: String { String(decoding: stderr, as: UTF8.self) }
    /// The lines of standard error.
    var errorLines: [String] {
        errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    /// Exited by itself with a status, as opposed to a crash or a kill.
    var exitedNormally: Bool { !signalled && !timedOut }
}

/// Runs the built `tv` binary.
enum TVProcess {
    /// `.build/<config>/tv`, beside the test bundle.
    static var binary: URL {
        let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleDir.appendingPathComponent("tv"), bundleDir.deletingLastPathComponent().appendingPathComponent("tv"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The environment a transcript runs in: no rc file, no colour, no history, a fixed locale, and the XDG
    /// directories (cache, data, state, config, runtime) inside `home`, so no run touches the real home or another
    /// run's cache or request budget.
    static func hermeticEnvironment(home: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TV") && $0.key != "NO_COLOR" }
        for (variable, folder) in [
            ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"),
            ("XDG_CONFIG_HOME", "config"),
        ] {
            environment[variable] = home.appendingPathComponent(folder).path
        }
        let runtime = home.appendingPathComponent("runtime")  // where the request budget shared by processes is kept
        try? FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        environment["XDG_RUNTIME_DIR"] = runtime.path
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
        // Relative to the repository (the working directory), so error lines name the script the same on every clone.
        if !useStdin { arguments += ["-f", "Fixtures/sessions/" + script.lastPathComponent] }
        let (output, status) = try await run(arguments, stdin: useStdin ? Data(text.utf8) : nil)
        return output + "[exit \(status)]\n"
    }

    /// Runs `tv` with arguments; returns stdout+stderr (one pipe, so their order is kept) and the exit status.
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil
    ) async throws -> (String, Int32) {
        let result = try await execute(arguments, stdin: stdin, environment: environment, mergeStreams: true)
        return (result.output, result.status)
    }

    /// Runs `tv` and keeps stdout and stderr apart; a run still going after `timeout` is killed (`timedOut`).
    /// Without an `environment`, it runs in ``hermeticEnvironment(home:)`` of a fresh home removed afterwards.
    /// A `stdout` handle replaces the collected standard output (the run's `stdout` is then empty).
    /// The wait happens on threads of their own, never blocking Swift's cooperative pool.
    static func execute(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
        mergeStreams: Bool = false, stdout: FileHandle? = nil,
        timeout: Duration = .seconds(120)
    ) async throws -> TVRun {
        try await onOwnThread {
            try runBlocking(
                arguments, stdin: stdin, environment: environment, mergeStreams: mergeStreams,
                stdout: stdout, timeout: timeout)
        }
    }

    private static func runBlocking(
        _ arguments: [String], stdin: Data?, environment: [String: String]?,
        mergeStreams: Bool, stdout: FileHandle?, timeout: Duration
    ) throws -> TVRun {
        signal(SIGPIPE, SIG_IGN)  // a tv that quits before reading all its input must not kill the test runner
        let home = environment == nil ? try TemporaryFolder.make() : nil
        defer { if let home { try? FileManager.default.removeItem(at: home) } }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment ?? home.map(hermeticEnvironment(home:))
        process.currentDirectoryURL = RepositoryPaths.root
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = mergeStreams ? out : err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let readers = DispatchGroup()
        let collected = Collected()
        if stdout == nil { read(out.fileHandleForReading, group: readers) { collected.stdout = $0 } }
        if !mergeStreams { read(err.fileHandleForReading, group: readers) { collected.stderr = $0 } }
        if let stdin {
            Thread.detachNewThread {
                try? input.fileHandleForWriting.write(contentsOf: stdin)
                try? input.fileHandleForWriting.close()
            }
        }
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        var timedOut = false
        if ended.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        readers.wait()
        return TVRun(
            stdout: collected.stdout, stderr: collected.stderr, status: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut)
    }

    /// The bytes read from the pipes, each written by one reader thread before the group is left.
    private final class Collected: @unchecked Sendable {
        var stdout: [UInt8] = []
        var stderr: [UInt8] = []
    }

    private static func read(
        _ handle: FileHandle, group: DispatchGroup, into store: @escaping @Sendable ([UInt8]) -> Void
    ) {
        group.enter()
        Thread.detachNewThread {
            store([UInt8](handle.readDataToEndOfFile()))
            group.leave()
        }
    }
}
