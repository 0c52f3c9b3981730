import Foundation
import GRDB
import TVTestSupport
import Testing

/// `import` run by the built binary against the loopback server: killed with SIGKILL midway it leaves whole shows
/// (never half a show's marks), and running it again finishes the job with the same marks as an uninterrupted run.
@Suite struct ImportProcessTests {
    /// A TV Time 2023+ export of every episode of every fixture show that has a TheTVDB id and an episode list.
    static func export(in folder: URL, shows limit: Int = .max) throws -> (file: URL, perShow: [Int: Int]) {
        let shows = RepositoryPaths.fixtures.appendingPathComponent("shows")
        var lines = ["key,s_id,series_name,season_number,episode_number,created_at"]
        var perShow: [Int: Int] = [:]
        for entry in try FileManager.default.contentsOfDirectory(atPath: shows.path).sorted() {
            guard let id = Int(entry),
                let show = try JSONSerialization.jsonObject(
                    with: Data(contentsOf: shows.appendingPathComponent("\(id).json"))) as? [String: Any],
                let thetvdb = (show["externals"] as? [String: Any])?["thetvdb"] as? Int,
                let episodes = try? JSONSerialization.jsonObject(
                    with: Data(contentsOf: shows.appendingPathComponent("\(id)/episodes.json"))) as? [[String: Any]]
            else { continue }
            guard perShow.count < limit else { break }
            var seen = Set<String>()
            for episode in episodes {
                guard let season = episode["season"] as? Int, let number = episode["number"] as? Int,
                    seen.insert("\(season)x\(number)").inserted
                else { continue }
                lines.append(
                    "watch-episode-\(id)-\(season)-\(number),\(thetvdb),Show \(id),\(season),\(number),2024-01-01 10:00:00"
                )
                perShow[id, default: 0] += 1
            }
        }
        let file = folder.appendingPathComponent("tracking-prod-records-v2.csv")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        return (folder, perShow.filter { $0.value > 0 })
    }

    /// Marks per show in a data directory's tracking database.
    static func marks(_ home: URL) throws -> [Int: Int] {
        let file = home.appendingPathComponent("data/tv/tracking.sqlite")
        guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
        let queue = try DatabaseQueue(path: file.path)
        return try queue.read { db in
            var counts: [Int: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT show_id, COUNT(*) FROM watched GROUP BY show_id") {
                counts[row[0]] = row[1]
            }
            return counts
        }
    }

    @Test func aKilledImportLeavesWholeShowsAndARerunFinishesIt() async throws {
        let folder = try TemporaryFolder.make("tv-import-export")
        let (export, perShow) = try Self.export(in: folder)
        try #require(perShow.count >= 10)
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures, rateLimit: (20, .seconds(10)))
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        let environment = TVProcess.hermeticEnvironment(home: home)
        // A long --timeout: the held answer below is waited for until the kill, however late a busy machine makes it.
        let arguments = [
            "--api-url", server.baseURL.absoluteString, "--timeout", "600", "-c", "import tvtime \(export.path)",
        ]

        // Paced at TVmaze's 20 requests per 10 s, two requests a show: ten shows are done in the first window. The 21st
        // request's answer is held after its head, and the import is killed while it waits for the body.
        let held = server.hold(after: 20)
        let process = Process()
        process.executableURL = TVProcess.binary
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for await _ in held { break }
        kill(process.processIdentifier, SIGKILL)
        await onOwnThread { process.waitUntilExit() }
        #expect(process.terminationReason == .uncaughtSignal)
        let partial = try Self.marks(home)
        #expect(!partial.isEmpty && partial.count < perShow.count, "\(partial.count) of \(perShow.count) shows")
        for (show, count) in partial {
            #expect(count == perShow[show], "show \(show): \(count) of \(perShow[show] ?? 0) marks")
        }

        _ = server.hold(after: nil)
        let rerun = try await TVProcess.execute(arguments, environment: environment, timeout: .seconds(120))
        #expect(rerun.status == 0, "\(rerun.errors)")
        #expect(try Self.marks(home) == perShow)
        #expect(rerun.output.contains("already marked       \(partial.values.reduce(0, +))"))
        // The rerun asks only what the cache cannot answer: each show is looked up once over both runs (twice at
        // most for the one whose answer the kill cut off, held with status 0; the two processes together may draw a
        // 429, retried).
        let lookups = server.requests.filter { $0.target.hasPrefix("/lookup/shows") && $0.status != 429 }.count
        #expect((perShow.count...perShow.count + 1).contains(lookups), "\(lookups) lookups for \(perShow.count) shows")
    }

    @Test func aDryRunInJSONWritesNothingAReportListsTheMissesAndBadInputExitsOne() async throws {
        let folder = try TemporaryFolder.make("tv-import-export")
        let (export, perShow) = try Self.export(in: folder, shows: 5)  // ten requests: within one window
        let file = export.appendingPathComponent("tracking-prod-records-v2.csv")
        try Data(("watch-episode-x,424242,Nobody \u{1B}]0;evil\u{07}Show,1,1,2024-01-01 10:00:00\n").utf8).append(
            to: file)
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        let environment = TVProcess.hermeticEnvironment(home: home)
        let report = folder.appendingPathComponent("report.csv")
        let dry = try await TVProcess.execute(
            [
                "--api-url", server.baseURL.absoluteString, "--format", "json", "-c",
                "import tvtime \(export.path) --dry-run --report \(report.path)",
            ], environment: environment)
        #expect(dry.status == 0, "\(dry.errors)")
        let lines = dry.output.split(separator: "\n")
        #expect(lines.count == 1)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(lines.first.map(String.init)?.utf8 ?? "".utf8))
                as? [String: Any])
        #expect(json["dryRun"] as? Bool == true)
        #expect(json["marked"] as? Int == perShow.values.reduce(0, +))
        #expect((json["notMatched"] as? [Any])?.count == 1)
        #expect(try Self.marks(home).isEmpty)
        let listed = try String(contentsOf: report, encoding: .utf8)
        #expect(listed.hasPrefix("show,season,number,reason,where\n"))
        #expect(listed.contains("TVmaze has no show with TheTVDB id 424242"))
        #expect(!listed.contains("\u{1B}") && !dry.output.contains("\u{1B}"))

        let bad = try await TVProcess.execute(
            ["--api-url", server.baseURL.absoluteString, "-c", "import trakt \(file.path)"], environment: environment)
        #expect(bad.status == 1)
        #expect(bad.errors == "error: \(file.path): not a Trakt export (no watched-history.json)\n")
    }
}

extension ImportProcessTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TVImportTests/ImportSamples")

    /// A real legacy TV Time export (2020, `episode_id` only) imports its follows, exits 0, says how many watches name
    /// only an episode id in one line and lists each in the report; in JSON the figures add up to the rows read, and
    /// a Latin-1 file's note is there too.
    @Test func aLegacyExportFromOutsideImportsItsFollowsAndAccountsForEveryRow() async throws {
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        defer { Task { await server.shutdown() } }
        let home = try TemporaryFolder.make()
        let environment = TVProcess.hermeticEnvironment(home: home)
        let export = Self.samples.appendingPathComponent("found/tvtime-2020-07").path
        let report = try TemporaryFolder.make("tv-import-report").appendingPathComponent("report.csv")
        let text = try await TVProcess.execute(
            [
                "--api-url", server.baseURL.absoluteString, "-c",
                "import tvtime \(export) --dry-run --report \(report.path)",
            ], environment: environment)
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output.hasPrefix("Dry run, nothing written: TV Time (legacy) export \(export)\n"))
        #expect(text.output.contains("\n  by episode id only   15 (watches naming only TheTVDB's episode id"))
        let listed = try String(contentsOf: report, encoding: .utf8).split(separator: "\n")
        #expect(listed.filter { $0.contains("TheTVDB episode") }.count == 15)

        let json = try await TVProcess.execute(
            [
                "--api-url", server.baseURL.absoluteString, "--format", "json", "-c",
                "import tvtime \(export) --dry-run",
            ],
            environment: environment)
        let summary = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let figures = ["marked", "alreadyMarked", "repeated", "followRows", "episodeIDOnly", "skipped"]
            .map { summary[$0] as? Int ?? -1 }
        let notMatched = (summary["notMatched"] as? [Any])?.count ?? -1
        #expect(summary["rowsRead"] as? Int == 21)
        #expect(figures.reduce(0, +) + notMatched == 21)

        let latin1 = try await TVProcess.execute(
            [
                "--format", "json", "-c",
                "import imdb \(Self.samples.appendingPathComponent("imdb-list.csv").path) --dry-run",
            ], environment: environment)
        let latin1Summary = try #require(
            try JSONSerialization.jsonObject(with: Data(latin1.output.utf8)) as? [String: Any])
        let notes = try #require(latin1Summary["notes"] as? [String])
        #expect(notes.count == 1 && notes[0].hasSuffix("is not UTF-8: read as Latin-1"))
    }
}

extension Data {
    /// Appends to the file at `url`.
    fileprivate func append(to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: self)
    }
}
