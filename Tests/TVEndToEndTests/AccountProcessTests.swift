import Foundation
import TVTestSupport
import Testing

/// `account` and `sync` through the built binary against the loopback server with the user-API stand-in: the key's
/// secrecy and file mode, a refused loose file, and a sync killed midway then finished by the next.
@Suite(.serialized) struct AccountProcessTests {
    static let key = "Zq8-secret-api-key-77"

    /// The loopback server serving the sample fixtures and the user API for viewer@example.com.
    static func server(premium: Int = 0, pendingPolls: Int = 0) async throws -> (FixtureServer, UserAPIStandIn) {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        let standIn = UserAPIStandIn(account: .init(apiKey: key, premium: premium), pendingPolls: pendingPolls)
        server.serveUserAPI(standIn)
        return (server, standIn)
    }

    static func base(_ server: FixtureServer) -> [String] {
        ["--api-url", server.baseURL.absoluteString, "--now", "2026-11-18T20:30:00-05:00", "--tz", "UTC", "-X"]
    }

    static func accountFile(_ home: URL) -> URL { home.appendingPathComponent("config/tv/account") }

    static func mode(_ url: URL) -> mode_t {
        var info = stat()
        stat(url.path, &info)
        return info.st_mode & 0o777
    }

    /// Writes `count` local marks of show 1 (episodes 1…count) with tv-mark-writer.
    static func writeMarks(_ count: Int, home: URL) async throws {
        let writer = TVProcess.binary.deletingLastPathComponent().appendingPathComponent("tv-mark-writer")
        try await onOwnThread {
            let process = Process()
            process.executableURL = writer
            process.arguments = [home.appendingPathComponent("data/tv").path, "1", String(count)]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
    }

    /// Writes the key file as `account link` leaves it (linking itself waits 10 s for its first poll).
    static func linkDirectly(home: URL) throws {
        let file = accountFile(home)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let body = Data("{\"apikey\":\"\(key)\",\"username\":\"viewer\"}".utf8)
        #expect(
            FileManager.default.createFile(atPath: file.path, contents: body, attributes: [.posixPermissions: 0o600]))
    }

    @Test func theKeyNeverReachesOutputLogsOrHistoryAndItsFileIs0600() async throws {
        let (server, standIn) = try await Self.server()
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = TVProcess.hermeticEnvironment(home: home)
        let history = home.appendingPathComponent("history")
        environment["TV_HISTFILE"] = history.path
        standIn.mark([5])
        let run = try await TVProcess.execute(
            Self.base(server) + [
                "-v", "--echo", "-c", "account link viewer@example.com", "-c", "account", "-c", "sync", "-c",
                "history",
            ], environment: environment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Linked viewer"))
        #expect(run.output.contains("free"))
        #expect(run.output.contains("Synced with viewer"))
        // The confirmation link is shown (token-2 when a loaded machine made the first start time out and retry).
        #expect(run.errors.contains("confirm-app?token=token-"))
        #expect(run.errors.contains("POST") && run.errors.contains("(Authorization: redacted)"))  // -v logged calls
        let basic = Data("viewer:\(Self.key)".utf8).base64EncodedString()
        for text in [run.output, run.errors, (try? String(contentsOf: history, encoding: .utf8)) ?? ""] {
            #expect(!text.contains(Self.key))
            #expect(!text.contains(basic))
        }
        let file = Self.accountFile(home)
        #expect(Self.mode(file) == 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(Self.key))
        #expect(standIn.requests.contains { $0.authorization == "Basic " + basic })
    }

    @Test func aKeyFileOthersCanReadIsRefusedWithOneLine() async throws {
        let (server, _) = try await Self.server()
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = TVProcess.hermeticEnvironment(home: home)
        try Self.linkDirectly(home: home)
        let file = Self.accountFile(home)
        chmod(file.path, 0o644)
        for command in ["account", "sync"] {
            let run = try await TVProcess.execute(Self.base(server) + ["-c", command], environment: environment)
            #expect(run.status == 1)
            #expect(
                run.errorLines == [
                    "error: refusing to use ‘\(file.path)’: other users can read it (mode 644); run chmod 600 on it, or account unlink and link again"
                ])
            #expect(!run.output.contains(Self.key) && !run.errors.contains(Self.key))
        }
        let unlink = try await TVProcess.execute(
            Self.base(server) + ["-c", "account unlink"], environment: environment)
        #expect(unlink.status == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aSyncKilledMidwayLosesNothingAndTheNextFinishesIt() async throws {
        let (server, standIn) = try await Self.server()
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = TVProcess.hermeticEnvironment(home: home)
        try Self.linkDirectly(home: home)
        try await Self.writeMarks(240, home: home)  // five batches of 50
        standIn.mark([900, 901])  // marks only the account has
        standIn.holdScrobbles(after: 2)

        let process = Process()
        process.executableURL = TVProcess.binary
        process.arguments = Self.base(server) + ["-c", "sync"]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        while standIn.scrobbleBatches < 3 { try await Task.sleep(for: .milliseconds(10)) }
        kill(process.processIdentifier, SIGKILL)  // the third batch is in flight, unanswered
        await onOwnThread { process.waitUntilExit() }
        #expect(process.terminationReason == .uncaughtSignal)
        standIn.holdScrobbles(after: nil)
        #expect(standIn.marks.count < 242)
        // Nothing local was lost by the kill.
        #expect(try DataSafetyTests.contents(of: home.appendingPathComponent("data")).marks.starts(with: 1...240))

        let rerun = try await TVProcess.execute(
            Self.base(server) + ["--format", "json", "-c", "sync"], environment: environment)
        #expect(rerun.status == 0, "\(rerun.errors)")
        #expect(Set(standIn.marks.keys) == Set(1...240).union([900, 901]))
        let count = try await TVProcess.execute(
            Self.base(server) + ["--format", "json", "-c", "sync"], environment: environment)
        #expect(count.output.contains("\"pushed\":0") && count.output.contains("\"pulled\":0"), "\(count.output)")
        let contents = try DataSafetyTests.contents(of: home.appendingPathComponent("data"))
        #expect(contents.integrity == "ok")
        #expect(contents.marks == Array(1...240) + [900, 901])
    }
}
