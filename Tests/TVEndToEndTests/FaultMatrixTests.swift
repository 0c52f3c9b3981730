import Foundation
import TVTestSupport
import Testing

/// Every network fault × every command that fetches, through the real `tv` binary against the loopback server.
///
/// Each run is `setup…; CMD; CMD` with the fault armed for the first request(s) to CMD's path only. A transient
/// fault is retried and both CMDs print what a clean run prints; a lasting one makes the first CMD print exactly
/// one `error: …` line and the second CMD ask again and succeed (no bad cache entry). The process never crashes
/// and the server never sees more than 20 requests in any 10 s.
@Suite(.serialized) struct FaultMatrixTests {
    /// A command that fetches, what selects a show for it, and the path its requests take.
    struct FetchingCommand: Sendable, CustomTestStringConvertible {
        let setup: [String]
        let command: String
        let path: String
        /// A week: a day that fails leaves the others shown.
        var partial = false
        var testDescription: String { command }
    }

    static let selectShow = ["show #139"]
    static let commands: [FetchingCommand] = [
        FetchingCommand(setup: [], command: "week", path: "/schedule?country=US&date=2026-11-17", partial: true),
        FetchingCommand(setup: [], command: "day tue", path: "/schedule?country=US&date=2026-11-17"),
        FetchingCommand(setup: [], command: "search girls", path: "/search/shows"),
        FetchingCommand(setup: [], command: "show #139", path: "/shows/139"),
        FetchingCommand(setup: selectShow, command: "seasons", path: "/shows/139/seasons"),
        FetchingCommand(setup: selectShow, command: "season 1", path: "/shows/139/episodes"),
        FetchingCommand(setup: selectShow, command: "episode 1x2", path: "/shows/139/episodes"),
        FetchingCommand(setup: selectShow, command: "cast", path: "/shows/139/cast"),
    ]

    static func arguments(_ server: URL, _ lines: [String], timeout: Double = 20) -> [String] {
        var arguments = [
            "--api-url", server.absoluteString, "--now", "2026-11-18T20:30:00-05:00", "--tz", "America/New_York",
            "-X", "--timeout", String(timeout),
        ]
        for line in lines { arguments += ["-c", line] }
        return arguments
    }

    /// What a clean server makes of `setup` alone and of `setup` + CMD: the CMD's own output is the difference.
    static func cleanOutput(_ command: FetchingCommand) async throws -> (setup: String, command: String) {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let setup =
            command.setup.isEmpty ? "" : try await TVProcess.execute(arguments(server.baseURL, command.setup)).output
        let both = try await TVProcess.execute(arguments(server.baseURL, command.setup + [command.command]))
        #expect(
            both.status == 0 && both.errors.isEmpty && both.output.hasPrefix(setup),
            "\(command.command): \(both.errors)")
        return (setup, String(both.output.dropFirst(setup.count)))
    }

    /// What a crash or a dump looks like on stderr.
    static func looksLikeACrash(_ text: String) -> Bool {
        ["Fatal error", "Stack dump", "backtrace", "Segmentation", "SIGABRT", "0x0000"].contains { text.contains($0) }
    }

    @Test(arguments: FaultCase.all, commands)
    func faultThenRecovery(_ fault: FaultCase, _ command: FetchingCommand) async throws {
        let clean = try await Self.cleanOutput(command)
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        server.inject(fault.faults, matching: command.path)
        let lines = command.setup + [command.command, command.command]
        let run = try await TVProcess.execute(
            Self.arguments(server.baseURL, lines, timeout: fault.timeout),
            timeout: .seconds(90))
        let requests = server.requests
        let peak = server.maxRequests(inAnyWindow: .seconds(10))
        await server.shutdown()

        let label = "\(fault.name) × \(command.command)"
        #expect(run.exitedNormally, "\(label): crashed or hung (status \(run.status))")
        #expect(!Self.looksLikeACrash(run.errors), "\(label): \(run.errors)")
        switch fault.outcome {
        case .completes:
            #expect(run.status == 0 && run.errorLines.isEmpty, "\(label): not retried to success: \(run.errors)")
            #expect(
                run.output == clean.setup + clean.command + clean.command,
                "\(label): \(TVProcess.firstDifference(clean.setup + clean.command + clean.command, run.output))")
        case .fails where command.partial:
            // The six days that arrived are shown with one line naming the seventh; the second week is whole.
            #expect(run.status == 1, "\(label): exit \(run.status)")
            #expect(
                run.errorLines.count == 1
                    && run.errorLines.first?.hasPrefix("error: Tuesday 2026-11-17 is missing: ") == true,
                "\(label): \(run.errors)")
            let first = run.output.dropLast(clean.command.count)
            #expect(run.output.hasSuffix(clean.command), "\(label): the second week is not whole")
            #expect(!first.isEmpty && first != clean.command, "\(label): \(first)")
        case .fails:
            #expect(run.status == 1, "\(label): exit \(run.status)")
            #expect(
                run.errorLines.count == 1 && run.errorLines.first?.hasPrefix("error: ") == true,
                "\(label): \(run.errors)")
            // The second CMD asked again and printed what a clean run prints: nothing bad was cached.
            #expect(
                run.output == clean.setup + clean.command,
                "\(label): \(TVProcess.firstDifference(clean.setup + clean.command, run.output))")
            #expect(
                requests.filter { $0.target.hasPrefix(command.path) }.last?.status == 200,
                "\(label): no clean request after the fault")
        }
        #expect(peak <= 20, "\(label): \(peak) requests in 10 s")
    }

    /// Every fault kind interleaved over the seven days of a week: each day meets two transient faults (5xx, reset,
    /// cut body, a try slower than `--timeout`) with a 429 between them, and the week completes as a clean run does.
    @Test func aMixedStormOverTheWeekCompletes() async throws {
        let clean = try await Self.cleanOutput(Self.commands[0])
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        let transient: [Fault] = [.status(500), .reset, .truncated, .status(503), .slow(.seconds(10)), .status(502)]
        for (index, date) in (16...22).enumerated() {
            let first = transient[index % transient.count]
            let second = transient[(index + 1) % transient.count]
            server.inject(
                [first, .status(429, retryAfter: index.isMultiple(of: 2) ? "0" : "1"), second],
                matching: "/schedule?country=US&date=2026-11-\(date)")
        }
        let run = try await TVProcess.execute(
            Self.arguments(server.baseURL, ["week"], timeout: 4), timeout: .seconds(120))
        let peak = server.maxRequests(inAnyWindow: .seconds(10))
        let statuses = server.requests.map(\.status)
        await server.shutdown()
        #expect(run.status == 0 && run.errorLines.isEmpty, "\(run.errors)")
        #expect(run.output == clean.command, "\(TVProcess.firstDifference(clean.command, run.output))")
        #expect(statuses.filter { $0 == 429 }.count == 7)
        #expect(peak <= 20)
    }

    /// A day that fails on every try: the week shows the other six with one line naming it (exit 1); JSON lists the
    /// six and names the missing one; the next `week` asks for that day again.
    @Test func aPermanentlyFailingDayLeavesTheOthersShown() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        let tuesday = "/schedule?country=US&date=2026-11-17"
        server.inject(Array(repeating: .status(500), count: 6), matching: tuesday)
        let run = try await TVProcess.execute(
            Self.arguments(server.baseURL, ["set format json", "week", "week"]), timeout: .seconds(90))
        let tuesdayRequests = server.requests.filter { $0.target == tuesday }.map(\.status)
        await server.shutdown()
        #expect(run.status == 1)
        #expect(run.errorLines.count == 2, "\(run.errors)")
        let line =
            "error: Tuesday 2026-11-17 is missing: TVmaze answered 500 (Internal Server Error); gave up after 3 tries"
        #expect(run.errorLines.allSatisfy { $0.hasPrefix(line) }, "\(run.errors)")
        #expect(tuesdayRequests == [500, 500, 500, 500, 500, 500])  // each week asked again
        let documents = run.output.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        #expect(documents.count == 2)
        let days = (documents.first??["days"] as? [[String: Any]])?.compactMap { $0["date"] as? String }
        #expect(days == ["2026-11-16", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"])
        let missing = documents.first??["missing"] as? [[String: Any]]
        #expect(missing?.count == 1 && missing?.first?["date"] as? String == "2026-11-17")
        #expect((missing?.first?["error"] as? String)?.hasPrefix("TVmaze answered 500") == true)
    }

    /// A server that accepts and never answers: a search and a week are given up on with one plain line naming the
    /// host each (no library names), exit 1; the limit, not the try count, ends them.
    @Test func aServerThatNeverAnswersIsGivenUpOnWithAPlainLine() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        server.setStandingFault(.slow(.seconds(120)))
        let run = try await TVProcess.execute(
            Self.arguments(server.baseURL, ["search girls", "day tue"]), timeout: .seconds(120))
        await server.shutdown()
        let host = "127.0.0.1:\(server.baseURL.port ?? 0)"
        #expect(run.exitedNormally && run.status == 1)
        #expect(run.errorLines.count == 2, "\(run.errors)")
        #expect(
            run.errorLines.allSatisfy {
                $0.hasPrefix(
                    "error: \(host) did not answer (connected, but no answer began); gave up after 2 tries in ")
            }, "\(run.errors)")
        // Two tries of at most 10 s each is what the 20 s limit allows (a third would need 30 s).
        #expect(!run.errors.contains("HTTPClientError") && !run.errors.contains("NIO"))
    }

    /// A closed port: every fetching command fails at once with one line naming the host; the shell goes on to the next.
    @Test func connectionRefusedGivesOneLinePerCommand() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        let closed = server.baseURL
        await server.shutdown()
        let lines = Self.commands.map(\.command).filter { $0 != "show #139" } + ["show #139", "seasons", "help week"]
        let run = try await TVProcess.execute(Self.arguments(closed, lines), timeout: .seconds(90))
        #expect(run.exitedNormally && run.status == 1)
        // Every command that fetches fails; those needing a show say so; `help` still answers.
        #expect(run.errorLines.count == lines.count - 1, "\(run.errors)")
        #expect(run.errorLines.allSatisfy { $0.hasPrefix("error: ") }, "\(run.errors)")
        let refused = run.errorLines.filter { $0.contains("cannot reach 127.0.0.1:\(closed.port ?? 0)") }
        #expect(refused.count == 4, "\(run.errors)")  // week, day, search, show
        #expect(run.output.contains("week"))
        #expect(!Self.looksLikeACrash(run.errors))
    }

    /// A storm: 25 answers of 429 (`Retry-After: 0`) in a row. Five shows give up after five tries each,
    /// one clear line apiece; the sixth command works; the pacer kept to 20 requests in any 10 s throughout.
    @Test func aStormOf429sIsPacedAndEachCommandGivesUpWithOneLine() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        server.inject(Array(repeating: .status(429, retryAfter: "0"), count: 25))
        let lines = ["show #139", "show #1", "show #82", "show #169", "show #526", "show #139"]
        let run = try await TVProcess.execute(Self.arguments(server.baseURL, lines), timeout: .seconds(120))
        let requests = server.requests
        let peak = server.maxRequests(inAnyWindow: .seconds(10))
        await server.shutdown()
        #expect(run.exitedNormally && run.status == 1)
        #expect(
            run.errorLines.count == 5 && run.errorLines.allSatisfy { $0.hasPrefix("error: ") && $0.contains("429") },
            "\(run.errors)")
        #expect(requests.count == 26 && requests.last?.status == 200)
        #expect(peak <= 20)
        #expect(run.output.contains("Girls"))
    }
}
