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

    /// A TVmaze whose search finds nothing.
    static let findsNothing: MockTransport.Answer = { _ in TransportResponse(status: 200, body: Array("[]".utf8)) }
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    @Test func severalProfilesWithoutOneChosenIsAUsageErrorNamingThem() async {
        let (shell, output) = testSession(.transport(MockTransport(Self.findsNothing)), now: Self.now, zone: "UTC")
        #expect(await shell.run("import netflix \(Self.activity)") == .failed)
        let error = output.err
        #expect(error.contains("holds the profiles ‘Ann’, ‘Ben’: choose one with --profile NAME"))
        #expect(error.contains("usage: import"))
        #expect(await shell.run("import netflix \(Self.activity) --date-order ddmm") == .failed)
        #expect(output.err.contains("error: --date-order is dmy, mdy or ymd"))
    }

    @Test func aDryRunOfOneProfileReportsEveryRow() async {
        let (shell, output) = testSession(.transport(MockTransport(Self.findsNothing)), now: Self.now, zone: "UTC")
        #expect(await shell.run("import netflix \(Self.activity) --profile Ann --dry-run") == .succeeded)
        let text = output.out
        #expect(text.contains("Dry run, nothing written: Netflix viewing activity export"))
        #expect(text.contains("  rows not matched     3"))
        #expect(text.contains("  rows skipped         2\n    1 rows of other profiles\n    1 trailers and other"))
        #expect(text.contains("  rows read            5"))
        #expect(text.contains("Breaking Bad season 1 episode 1: TVmaze's search finds no show named ‘Breaking Bad’"))
    }
}
