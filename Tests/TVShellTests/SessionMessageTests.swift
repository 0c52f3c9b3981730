import Foundation
import Testing
import TVTestSupport
@testable import TVShell

/// What the session says back: argument errors, a show's missing parts, files it cannot write, and the columns of
/// its plain rows.
@Suite struct SessionMessageTests {
    /// The lines `line` wrote after what was there before it.
    static func run(_ session: ShellSession, _ output: CapturedOutput, _ line: String) async -> String {
        let before = output.written.count
        _ = await session.run(line)
        return String(output.written.dropFirst(before))
    }

    @Test func extraOrMalformedArgumentsSayWhatIsWrong() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("show #139")
        #expect(await Self.run(session, output, "season 3 4") == "error: too many arguments (usage: season N)\n")
        #expect(await Self.run(session, output, "season x") == "error: ‘x’ is not a season number (usage: season N)\n")
        #expect(await Self.run(session, output, "season") == "error: which season? (usage: season N)\n")
        #expect(await Self.run(session, output, "episode 3x2 extra") == "error: too many arguments (usage: episode SxE | episode N)\n")
        #expect(await Self.run(session, output, "episode") == "error: which episode? (usage: episode SxE | episode N)\n")
        #expect(await Self.run(session, output, "week --network NBC -n CBS").hasPrefix("error: -n given twice; a listing filters by one (usage: week "))
    }

    @Test func aShowsMissingPartsAreNamedByTheShow() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("show #525")   // the sample data has its details, not its seasons or cast
        #expect(await Self.run(session, output, "seasons") == "error: no seasons of Gilmore Girls (#525) found\n")
        #expect(await Self.run(session, output, "cast") == "error: no cast of Gilmore Girls (#525) found\n")
    }

    @Test func exportingIntoAFolderSaysSo() async throws {
        let folder = try TVProcess.temporaryHome()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        #expect(await Self.run(session, output, "export ics week \(folder.path)")
                == "error: cannot write ‘\(folder.path)’: it is a folder; name a file in it, e.g. \(folder.path)/tv.ics\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func plainRowsGiveTheDateOfTheirTimeAsJSONDoes() async throws {
        let (session, output, _) = sampleSession(width: 100, terminal: false)
        _ = await session.run("set format json")
        let json = await Self.run(session, output, "day mon")
        let days = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["days"] as? [[String: Any]]
        let events = try #require(days?.first?["events"] as? [[String: Any]])
        _ = await session.run("set format plain")
        let plain = await Self.run(session, output, "day mon").split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(plain.count == events.count && !plain.isEmpty)
        for (row, event) in zip(plain, events) {
            #expect(String(row[1]) == event["date"] as? String && String(row[2]) == (event["time"] as? String ?? "TBA"), "\(row)")
        }
        // Monday's listing runs past midnight: its late rows are dated Tuesday.
        #expect(plain.contains { $0[1] == "2026-11-17" })
    }

    @Test func aDayOfOneEpisodeSaysEpisode() async {
        let (session, output, _) = sampleSession(width: 100, terminal: false, layout: .table)
        #expect(await Self.run(session, output, "day sat /🍿").contains("Saturday 2026-11-21  ·  1 episode\n"))
    }
}
