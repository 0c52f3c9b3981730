import Foundation
import Synchronization
import TVImages
import TVMaze
import TVService
import TVTestSupport
import TVText
import Testing

@testable import TVShell

/// Pictures from the sample data's files, counting requests.
final class FixtureImages: ImageSource {
    let router = FixtureRouter(directory: RepositoryPaths.fixtures)
    private let count = Mutex(0)

    var requests: Int { count.withLock { $0 } }

    func imageData(for url: URL) async throws -> Data {
        count.withLock { $0 += 1 }
        let response = router.respond(to: url)
        guard response.status == 200 else { throw ImageFetchError("HTTP \(response.status)") }
        return Data(response.body)
    }
}

/// A picture that never arrives unless its task is left running for a minute.
struct StalledImages: ImageSource {
    func imageData(for url: URL) async throws -> Data {
        try await Task.sleep(for: .seconds(60))
        return Data()
    }
}

@Suite struct WeekLayoutGoldenTests {
    static let goldens = RepositoryPaths.root.appendingPathComponent("Tests/TVShellTests/Goldens")

    /// `week --network ABC` on a terminal of `width` columns equals `Goldens/week-WIDTH.txt` (`TV_BLESS=1` rewrites).
    @Test(arguments: [60, 100, 160])
    func weekAtWidth(_ width: Int) async throws {
        let (session, output) = testSession(width: width, terminal: true)
        #expect(await session.run("week --network ABC") == .succeeded)
        let url = Self.goldens.appendingPathComponent("week-\(width).txt")
        if ProcessInfo.processInfo.environment["TV_BLESS"] == "1" {
            try Data(output.written.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            output.written == expected,
            "week-\(width).txt differs (TV_BLESS=1 swift test --filter WeekLayoutGoldenTests)")
    }

    /// The compact list of the whole sample week (long names, year-numbered codes like 2026x196) leaves the last
    /// column of every width from 40 to 79 free.
    @Test func theListFitsEveryNarrowWidth() async throws {
        for width in 40..<80 {
            let (session, output) = testSession(width: width, terminal: true)
            #expect(await session.run("week") == .succeeded)
            let widest = output.written.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
            #expect(widest > width / 2 && widest <= width - 1, "week at \(width) columns is \(widest) wide")
        }
    }

    @Test func autoIsTheListOnATerminalAndTheTableElsewhere() {
        var settings = Settings()
        settings.isTerminal = true
        for width in [40, 79, 80, 100, 200] {
            settings.width = width
            #expect(settings.weekLayout == .list)
        }
        settings.isTerminal = false
        #expect(settings.weekLayout == .table)
        settings.layout = .shelves
        #expect(settings.weekLayout == .shelves)
    }

    @Test func aBareNumberSelectsTheSameRowInEveryLayout() async throws {
        var chosen: [String] = []
        for width in [60, 160] {
            let (session, _) = testSession(width: width, terminal: true)
            _ = await session.run("week --network ABC")
            #expect(await session.run("7") == .succeeded)
            chosen.append(await session.selection.show?.name ?? "")
        }
        #expect(chosen[0] == chosen[1] && !chosen[0].isEmpty)
    }

    @Test func resizingBetweenCommandsChangesTheLayout() async throws {
        let (session, output) = testSession(width: 60, terminal: true)
        _ = await session.run("day thu")
        let narrow = output.written
        await session.setWidth(160)
        _ = await session.run("day thu")
        let wide = String(output.written.dropFirst(narrow.count))
        func widest(_ text: String) -> Int {
            text.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
        }
        #expect(widest(narrow) <= 59 && widest(wide) > 80)  // the list fitted to each width
        _ = await session.run("set layout shelves")
        // shelves: "time · network" in cells
        #expect(await output.printed(by: session, running: "day thu --network ABC").contains(" · ABC"))
    }

    /// The default week on a terminal of any width: no taller than one line per episode, plus a blank line and a
    /// heading per day and the title.
    @Test(arguments: [60, 80, 100, 160])
    func theDefaultWeekIsOneLinePerEpisode(_ width: Int) async throws {
        let (session, output) = testSession(width: width, terminal: true)
        #expect(await session.run("set format json") == .succeeded)
        _ = await session.run("week")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.written.utf8)) as? [String: Any])
        let days = try #require(json["days"] as? [[String: Any]])
        let episodes = days.reduce(0) { $0 + (($1["events"] as? [Any])?.count ?? 0) }
        _ = await session.run("set format table")
        let week = await output.printed(by: session, running: "week")
        let lines = week.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(episodes > 1000 && lines <= episodes + 2 * days.count + 3, "\(lines) lines for \(episodes) episodes")
    }
}

/// Pictures are awaited with a generous bound (60 s): a loaded machine is slow, and a hang still ends.
@Suite(.serialized) struct PictureRuleTests {
    @Test func picturesNeedATerminalAndTheTableFormat() {
        var settings = Settings()
        settings.detectedGraphics = GraphicsCapability(.sixel)
        settings.isTerminal = true
        #expect(settings.pictures.graphics == .sixel)
        settings.images = .blocks
        #expect(settings.pictures.graphics == .blocks)
        settings.format = .json
        #expect(settings.pictures == .none)
        settings.format = .plain
        #expect(settings.pictures == .none)
        settings.format = .table
        settings.isTerminal = false
        #expect(settings.pictures == .none)
        settings.isTerminal = true
        settings.images = .none
        #expect(settings.pictures == .none)
        settings.images = .kitty
        settings.canDrawPictures = false  // libchafa missing
        #expect(settings.pictures == .none)
    }

    /// Show details at `width` columns with pictures on, once the poster is drawn: what was written, and the images.
    private func details(_ show: String, width: Int) async -> (text: String, source: FixtureImages) {
        let source = FixtureImages()
        let (session, output) = testSession(width: width, terminal: true, images: .blocks, imageSource: source)
        #expect(await session.run("show \(show)") == .succeeded)
        await session.settlePictures(seconds: 60)
        return (output.written, source)
    }

    @Test func thePosterFollowsTheDetailsBesideThem() async throws {
        let (text, source) = await details("#139", width: 100)
        let details = try #require(text.range(of: "Data: TVmaze.com (CC BY-SA 4.0)\n"))
        let picture = text[details.upperBound...]
        #expect(picture.hasPrefix("\u{1B}7\u{1B}["))  // drawn after the text, beside it
        #expect(picture.contains("▀") || picture.contains("▄"))
        #expect(source.requests == 1)
    }

    @Test func theDetailsWrapLeftOfThePoster() async throws {
        let text = await details("#72320", width: 80).text  // a schedule of five days: longer than the room
        let picture = try #require(text.range(of: "\u{1B}7"))
        let lines = text[..<picture.lowerBound].split(separator: "\n").map { DisplayWidth.of(String($0)) }
        // The poster starts at column 80 - 16 - 2 = 62.
        #expect(lines.count > 10 && lines.allSatisfy { $0 <= 62 }, "\(lines)")
        #expect(text.contains("  Schedule   Monday, Tuesday, Wednesday, Thursday, Friday at\n             19:00"))
    }

    @Test func aNarrowTerminalHasThePosterBelowTheDetails() async throws {
        let text = await details("#139", width: 60).text
        let picture = try #require(text.range(of: "\u{1B}7"))
        let details = try #require(text.range(of: "Data: TVmaze.com (CC BY-SA 4.0)\n"))
        let reserved = text[details.upperBound..<picture.lowerBound]  // lines made below the text, then drawn into
        #expect(reserved.count > 4 && reserved.allSatisfy { $0 == "\n" })
        #expect(text.contains("  Schedule   Sunday at 22:00 (America/New_York)\n"))  // not wrapped
    }

    @Test func theEpisodeStillGoesBelowTheText() async throws {
        let (session, output) = testSession(width: 100, terminal: true, images: .blocks, imageSource: FixtureImages())
        _ = await session.run("show #1632")
        await session.settlePictures(seconds: 60)
        let before = output.written.count
        #expect(await session.run("episode 13x3") == .succeeded)
        await session.settlePictures(seconds: 60)
        let text = String(output.written.dropFirst(before))
        let details = try #require(text.range(of: "Chocolate Surprise"))
        let picture = try #require(text.range(of: "\u{1B}7"))
        #expect(details.upperBound < picture.lowerBound)
        #expect(text[..<picture.lowerBound].hasSuffix("\n\n\n"))  // lines reserved below the text, then drawn into
        // The still is drawn, so its URL is not listed too (a missing one would read "no image" under its URL).
        #expect(!text.contains("  Image "), "\(text.prefix(400))")
        let (piped, pipedOutput) = testSession(width: 100, images: .blocks, imageSource: FixtureImages())
        _ = await piped.run("show #1632")
        _ = await piped.run("episode 13x3")
        #expect(pipedOutput.written.contains("  Image      https://"))
    }

    @Test func aMissingPictureIsNotDrawnAndAJSONCommandDrawsNone() async throws {
        let source = FixtureImages()
        let (session, output) = testSession(width: 100, terminal: true, images: .blocks, imageSource: source)
        _ = await session.run("search girls")  // only Girls has a sample poster
        await session.settlePictures(seconds: 60)
        #expect(output.written.contains("#1"))
        #expect(!output.written.contains("#2"))
        _ = await session.run("set format json")
        let before = source.requests
        _ = await session.run("show #139")
        await session.settlePictures(seconds: 60)
        #expect(source.requests == before)
    }

    @Test func aLatePictureIsDroppedWhenTheNextCommandStarts() async throws {
        let (session, output) = testSession(width: 100, terminal: true, images: .blocks, imageSource: StalledImages())
        _ = await session.run("show #139")
        _ = await session.run("set")  // moved on: the stalled picture is cancelled, not waited for
        await session.settlePictures(seconds: 60)
        #expect(!output.written.contains("\u{1B}7"))
        #expect(output.written.hasSuffix("expanded off\nsources  all\nspoilers show\n"))
    }
}
