import Foundation
import TVTestSupport
import Testing

/// Script files as editors and other systems write them, the flags that choose them, and what runs beside a broken
/// tracking database.
@Suite struct ScriptFileTests {
    static let base = ["--offline", "--now", "2026-11-18T20:30:00-05:00", "--tz", "America/New_York"]
    static let crlfScript = Data("help back\r\n# a comment\r\nhelp cast\r\n".utf8)

    /// A fresh home with `files` written into it (paths relative to it), and the hermetic environment over it.
    static func home(with files: [String: Data]) throws -> (URL, [String: String]) {
        let home = try TemporaryFolder.make()
        for (path, data) in files {
            let url = home.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return (home, TVProcess.hermeticEnvironment(home: home))
    }

    @Test func crlfLinesRunOneByOneFromAFileASourceAndTheRCFile() async throws {
        let (home, environment) = try Self.home(with: [
            "s.tv": Self.crlfScript,
            "config/tv/tvrc": Data("set format plain\r\nset tz Asia/Tokyo\r\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: home) }
        let script = home.appendingPathComponent("s.tv").path
        for arguments in [["-X", "-f", script], ["-X", "-c", "source \(script)"]] {
            let run = try await TVProcess.execute(Self.base + arguments, environment: environment)
            #expect(run.status == 0 && run.errors.isEmpty, "\(arguments): \(run.errors)")
            #expect(
                run.output.contains("back\n") && run.output.contains("cast\n"),
                "\(arguments): \(run.output.prefix(200))")
        }
        let rc = try await TVProcess.execute(
            ["--offline", "--now", "2026-11-18T20:30:00-05:00", "-c", "set"], environment: environment)
        #expect(rc.status == 0 && rc.errors.isEmpty, "\(rc.errors)")
        #expect(
            rc.output.contains("format") && rc.output.contains("plain") && rc.output.contains("Asia/Tokyo"),
            "\(rc.output)")
    }

    @Test func aSecondScriptOrCommandsBesideOneAreRefusedNotDropped() async throws {
        let (home, environment) = try Self.home(with: ["s.tv": Self.crlfScript])
        defer { try? FileManager.default.removeItem(at: home) }
        let script = home.appendingPathComponent("s.tv").path
        let twice = try await TVProcess.execute(
            Self.base + ["-X", "-f", script, "-f", script], environment: environment)
        #expect(
            twice.status == 2 && twice.output.isEmpty && twice.errors.contains("-f takes one file"), "\(twice.errors)")
        let mixed = try await TVProcess.execute(
            Self.base + ["-X", "-f", "/nonexistent.tv", "-c", "help cast"], environment: environment)
        #expect(
            mixed.status == 2 && mixed.output.isEmpty && mixed.errors.contains("-c and -f cannot be combined"),
            "\(mixed.errors)")
    }

    @Test func aDeviceOrAPipeIsAScriptAndAFolderIsNot() async throws {
        let empty = try await TVProcess.execute(Self.base + ["-X", "-c", "source /dev/null"])
        #expect(empty.status == 0 && empty.errors.isEmpty, "\(empty.errors)")
        #expect(try await TVProcess.execute(Self.base + ["-X", "-f", "/dev/null"]).status == 0)
        let piped = try await TVProcess.execute(
            Self.base + ["-X", "-f", "/dev/stdin"], stdin: Data("help back\n".utf8))
        #expect(piped.status == 0 && piped.output.hasPrefix("back\n"), "\(piped.output.prefix(80))")
        let folder = try await TVProcess.execute(Self.base + ["-X", "-c", "source /tmp"])
        #expect(folder.status == 1 && folder.errors == "error: cannot read ‘/tmp’: is a directory\n")
        let endless = try await TVProcess.execute(Self.base + ["-X", "-c", "source /dev/zero"], timeout: .seconds(60))
        #expect(
            endless.exitedNormally && endless.status == 1
                && endless.errors == "error: cannot read ‘/dev/zero’: larger than 64 MB\n")
    }

    /// A program or picture given as a script (issue 36: 11,502 error lines over 24 s) is one line, run as nothing.
    @Test func aBinaryFileIsNotAScript() async throws {
        var random = SplitMix64(seed: 36)
        let bytes = Data((0..<300_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let (home, environment) = try Self.home(with: ["tv.bin": Data("help back\n".utf8) + bytes])
        defer { try? FileManager.default.removeItem(at: home) }
        let path = home.appendingPathComponent("tv.bin").path
        let file = try await TVProcess.execute(Self.base + ["-X", "-f", path], environment: environment)
        #expect(file.status == 2 && file.output.isEmpty, "\(file.output.prefix(80))")
        #expect(file.errors == "error: ‘\(path)’ is not a script: it holds binary data\n", "\(file.errors.prefix(300))")
        let sourced = try await TVProcess.execute(Self.base + ["-X", "-c", "source \(path)"], environment: environment)
        #expect(sourced.status == 1 && sourced.output.isEmpty)
        #expect(sourced.errors == "error: ‘\(path)’ is not a script: it holds binary data\n")
    }

    @Test func aFailureInNestedSourcesIsSummedUpOnceNotOncePerLevel() async throws {
        let (home, environment) = try Self.home(with: ["inner.tv": Data("wek\n".utf8)])
        defer { try? FileManager.default.removeItem(at: home) }
        let path = { (name: String) in home.appendingPathComponent(name).path }
        try Data("source \(path("loop.tv"))\n".utf8).write(to: URL(fileURLWithPath: path("loop.tv")))
        try Data("source \(path("mid.tv"))\nhelp back\n".utf8).write(to: URL(fileURLWithPath: path("outer.tv")))
        try Data("source \(path("inner.tv"))\n".utf8).write(to: URL(fileURLWithPath: path("mid.tv")))
        let looping = try await TVProcess.execute(
            Self.base + ["-X", "-c", "source \(path("loop.tv"))"], environment: environment)
        #expect(looping.status == 1, "\(looping.status)")
        #expect(
            looping.errors
                == "error: \(path("loop.tv")):1: source nested too deeply\nerror: 1 command in ‘\(path("loop.tv"))’ failed\n",
            "\(looping.errors)")
        let nested = try await TVProcess.execute(Self.base + ["-X", "-f", path("outer.tv")], environment: environment)
        let lines = nested.errors.split(separator: "\n")
        #expect(nested.status == 1 && nested.output.hasPrefix("back\n"), "\(nested.output.prefix(80))")
        #expect(
            lines.count == 2 && lines[0].hasPrefix("error: \(path("inner.tv")):1: unknown command ‘wek’")
                && lines[1] == "error: \(path("outer.tv")):1: 1 command in ‘\(path("mid.tv"))’ failed",
            "\(nested.errors)")
    }

    @Test func aFileTheIndexCannotBeWrittenToIsNamedWithTheSystemsReason() async throws {
        let (home, environment) = try Self.home(with: [:])
        defer { try? FileManager.default.removeItem(at: home) }
        let index = home.appendingPathComponent("cache/tv/show-index").path
        try FileManager.default.createDirectory(atPath: index, withIntermediateDirectories: true)
        // Against a TVmaze stand-in: offline, `index update` is refused before any file is touched.
        let server = try await FixtureServer(directory: RepositoryPaths.fixtures)
        let run = try await TVProcess.execute(
            ["--api-url", server.baseURL.absoluteString] + Self.base.dropFirst() + ["-X", "-c", "index update"],
            environment: environment)
        await server.shutdown()
        #expect(
            run.status == 1 && run.errors.hasSuffix("error: cannot write ‘\(index)’: is a directory\n"), "\(run.errors)"
        )
    }

    @Test func psqlsBackslashQQuits() async throws {
        let run = try await TVProcess.execute(Self.base + ["-X", "-c", "help back", "-c", #"\q"#, "-c", "help cast"])
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        #expect(run.output.contains("back\n") && !run.output.contains("cast\n"))
    }

    @Test func browsingGoesOnWithoutMarksWhenTheTrackingDatabaseIsBroken() async throws {
        let (home, environment) = try Self.home(with: ["data/tv/tracking.sqlite": Data(repeating: 0xA5, count: 8_192)])
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await TVProcess.execute(
            Self.base + [
                "-X", "-c", "show #139", "-c", "seasons", "-c", "season 1",
                "-c", "episode 1x2", "-c", "watch 1x2",
            ], environment: environment)
        #expect(run.status == 1)  // only the tracking command failed
        #expect(
            run.output.contains("Season 1 · 10 episodes") && run.output.contains("1x01  Pilot")
                && run.output.contains("Girls 1x02"))
        let warnings = run.errorLines.filter {
            $0.hasPrefix("warning: no watched marks shown: cannot use the tracking database")
        }
        #expect(
            warnings.count == 3 && run.errorLines.filter { $0.hasPrefix("error: ") }.count == 1, "\(run.errorLines)")
        #expect(
            try Data(contentsOf: home.appendingPathComponent("data/tv/tracking.sqlite"))
                == Data(repeating: 0xA5, count: 8_192))
    }

    @Test func anEmptyVariableIsUnsetAndABadOneIsSaidOnce() async throws {
        let home = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = TVProcess.hermeticEnvironment(home: home)
        environment["TVMAZE_API_URL"] = ""
        environment["TV_NOW"] = ""
        let empty = try await TVProcess.execute(["-X", "--no-cache", "-c", "help back"], environment: environment)
        #expect(empty.status == 0 && empty.errors.isEmpty, "\(empty.errors)")
        environment["TVMAZE_API_URL"] = "http://127.0.0.1:70000"
        environment["TV_NOW"] = "yesterday"
        let bad = try await TVProcess.execute(["-X", "--no-cache", "-c", "help back"], environment: environment)
        #expect(
            bad.status == 0 && bad.errorLines.count == 2
                && bad.errorLines.allSatisfy { $0.hasPrefix("warning: ignoring ") },
            "\(bad.errors)")
    }

    @Test func theSystemZoneInPOSIXsOtherFormsOfTZ() async throws {
        let home = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: home) }
        for (tz, clock) in [
            (":Asia/Tokyo", "Thu 2026-11-19 10:30"), ("JST-9", "Thu 2026-11-19 10:30"),
            ("Asia/Tokyo", "Thu 2026-11-19 10:30 (Asia/Tokyo)"), ("UTC", "Thu 2026-11-19 01:30"),
        ] {
            var environment = TVProcess.hermeticEnvironment(home: home)
            environment["TZ"] = tz
            let run = try await TVProcess.execute(
                ["--offline", "--now", "2026-11-18T20:30:00-05:00", "-X", "-c", "now"],
                environment: environment)
            #expect(run.status == 0 && run.output.hasPrefix("On now, \(clock)"), "TZ=\(tz): \(run.output.prefix(40))")
        }
    }
}
