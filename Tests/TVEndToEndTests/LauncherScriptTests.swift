import Foundation
import TVTestSupport
import Testing

/// `scripts/tv`, run in a copy of the repository's shape whose `swift`, `scripts/setup` and built tv are stand-ins
/// that log their calls: with nothing to rebuild it starts tv at once (no package check, no swift build, which took
/// 12–16 s doing nothing), and a build's warnings about a dependency's unhandled files are not printed.
@Suite struct LauncherScriptTests {
    /// A fake repository with the real `scripts/tv`, stand-ins beside it, and a `bin` folder to put first on PATH.
    static func fakeRoot() throws -> URL {
        let root = try TemporaryFolder.make()
        let files: [(String, String)] = [
            ("Package.swift", "// manifest\n"), ("Package.resolved", "{}\n"), ("Sources/tv/main.swift", "// tv\n"),
            ("scripts/setup", "#!/bin/sh\necho setup >> \"$(dirname \"$0\")/../calls\"\n"),
            (".build/debug/tv", "#!/bin/sh\necho \"tv $*\"\n"),
            (
                "bin/swift",
                "#!/bin/sh\necho \"swift $*\" >> \"$(dirname \"$0\")/../calls\"\n"
                    + "echo \"warning: 'swift-distributed-tracing': found 1 file(s) which are unhandled; explicitly"
                    + " declare them as resources or exclude from the target\" >&2\n"
                    + "echo '    /x/.build/checkouts/swift-distributed-tracing/Sources/Tracing/CMakeLists.txt' >&2\n"
                    + "echo 'Build of product tv complete!' >&2\n"
            ),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        let script = root.appendingPathComponent("scripts/tv")
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("scripts/tv"), to: script)
        return root
    }

    /// Sets `path`'s modification time `seconds` from now.
    static func touch(_ root: URL, _ path: String, _ seconds: TimeInterval) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: seconds)],
            ofItemAtPath: root.appendingPathComponent(path).path)
    }

    /// Runs `scripts/tv ARGUMENTS` in `root`; its stdout, stderr and the calls the stand-ins logged.
    ///
    /// The script and its stand-ins were written a moment ago, and a child another test forked meanwhile may still
    /// hold one open for writing, so that exec fails with "Text file busy" (ETXTBSY): bash reads the script as data,
    /// and a run a stand-in's exec met that way is run again.
    static func run(_ root: URL, _ arguments: [String]) async throws -> (out: String, err: String, calls: String) {
        var attempts = 0
        while true {
            let run = try await runOnce(root, arguments)
            attempts += 1
            guard run.err.contains("Text file busy"), attempts < 20 else { return run }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    private static func runOnce(
        _ root: URL, _ arguments: [String]
    ) async throws -> (out: String, err: String, calls: String) {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("calls"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/tv").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = root.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TV_BUILD"] = nil
        process.environment = environment
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes read at once, each on a thread of its own: a child that filled one while the other was read to
        // its end would wait forever.
        async let errors = onOwnThread { err.fileHandleForReading.readDataToEndOfFile() }
        let output = await onOwnThread { out.fileHandleForReading.readDataToEndOfFile() }
        let errorData = await errors
        await onOwnThread { process.waitUntilExit() }
        let calls = (try? String(contentsOf: root.appendingPathComponent("calls"), encoding: .utf8)) ?? ""
        return (String(decoding: output, as: UTF8.self), String(decoding: errorData, as: UTF8.self), calls)
    }

    @Test func nothingToRebuildStartsTVAtOnceAndABuildIsQuiet() async throws {
        let root = try Self.fakeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Package.swift", "Package.resolved", "Sources/tv/main.swift"] { try Self.touch(root, path, -60) }
        let fresh = try await Self.run(root, ["-c", "help"])
        #expect(fresh.out == "tv -c help\n" && fresh.calls.isEmpty && fresh.err.isEmpty, "\(fresh)")
        try Self.touch(root, ".build/debug/tv", -120)  // built, then a source edited
        try Self.touch(root, "Sources/tv/main.swift", -30)
        let edited = try await Self.run(root, ["-c", "help"])
        #expect(edited.out == "tv -c help\n", "\(edited)")
        #expect(edited.calls.hasPrefix("setup\nswift build "), "\(edited.calls)")
        #expect(edited.err == "Build of product tv complete!\n", "\(edited.err)")
        // Built from the sources as they are now (swift build may have found nothing to redo): no build next time.
        let again = try await Self.run(root, ["-c", "help"])
        #expect(again.out == "tv -c help\n" && again.calls.isEmpty, "\(again)")
    }
}
