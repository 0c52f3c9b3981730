import Foundation
import TVTestSupport
import Testing

/// Golden transcripts: each `Fixtures/sessions/NAME.tv` runs through the built `tv` with the sample week,
/// pinned time and zone, and its output must equal `NAME.out` exactly. `TV_BLESS=1 swift test` rewrites them.
///
/// A script's first lines may carry `# args: …` (extra flags) and `# stdin` (feed the script on standard
/// input instead of `-f`). The last line of each `.out` is the exit status.
@Suite(.serialized) struct TranscriptTests {
    static let sessions = RepositoryPaths.fixtures.appendingPathComponent("sessions")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []).filter { $0.hasSuffix(".tv") }
            .sorted()
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
            Issue.record(
                "\(name) differs from its .out (TV_BLESS=1 swift test --filter TranscriptTests re-blesses):\n\(diff)")
        }
    }

    @Test func thereAreTranscripts() {
        #expect(Self.scripts.count >= 5)
    }
}

/// Where transcripts differ.
extension TVProcess {
    /// The first differing line, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n")
        let b = actual.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count)
        where (index < a.count ? a[index] : nil) != (index < b.count ? b[index] : nil) {
            return
                "line \(index + 1):\n  expected: \(index < a.count ? a[index] : "<end>")\n  actual:   \(index < b.count ? b[index] : "<end>")"
        }
        return "(no difference)"
    }
}
