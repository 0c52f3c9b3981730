import Foundation
import Synchronization
import TVMaze
import TVService
import TVTestSupport
import Testing

@testable import TVShell

/// `import netflix|kodi|seriesguide` at the prompt: the choice a file needs is a usage error naming what to choose,
/// and a dry run's summary counts the skipped trailers and says what was left aside.
@Suite struct ImportPlacesCommandTests {
    static let activity = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TVImportTests/ImportSamples/netflix/ViewingActivity.csv").standardizedFileURL.path

    /// A session whose TVmaze search finds nothing.
    func session() -> (ShellSession, RefreshAndNoticeTests.Captured) {
        let transport = MockTransport { _ in TransportResponse(status: 200, body: Array("[]".utf8)) }
        let service = TVService(
            api: TVMazeAPI(client: TVMazeClient(transport: transport, clock: TestClock())),
            clock: FixedWallClock(Date(timeIntervalSince1970: 1_780_000_000)),
            displayZone: TimeZone(identifier: "UTC")!, tracking: InMemoryTrackingStore())
        let output = RefreshAndNoticeTests.Captured()
        return (ShellSession(service: service, settings: Settings(), output: output), output)
    }

    @Test func severalProfilesWithoutOneChosenIsAUsageErrorNamingThem() async {
        let (shell, output) = session()
        #expect(await shell.run("import netflix \(Self.activity)") == .failed)
        let error = output.err.withLock { $0 }
        #expect(error.contains("holds the profiles ‘Ann’, ‘Ben’: choose one with --profile NAME"))
        #expect(error.contains("usage: import"))
        #expect(await shell.run("import netflix \(Self.activity) --date-order ddmm") == .failed)
        #expect(output.err.withLock { $0 }.contains("error: --date-order is dmy, mdy or ymd"))
    }

    @Test func aDryRunOfOneProfileReportsEveryRow() async {
        let (shell, output) = session()
        #expect(await shell.run("import netflix \(Self.activity) --profile Ann --dry-run") == .succeeded)
        let text = output.out.withLock { $0 }
        #expect(text.contains("Dry run, nothing written: Netflix viewing activity export"))
        #expect(text.contains("  rows not matched     3"))
        #expect(text.contains("  rows skipped         2\n    1 rows of other profiles\n    1 trailers and other"))
        #expect(text.contains("  rows read            5"))
        #expect(text.contains("Breaking Bad season 1 episode 1: TVmaze's search finds no show named ‘Breaking Bad’"))
    }
}
