import Foundation
import TVMaze
import TVService
import TVTestSupport
import Testing

@testable import TVShell

/// `refresh` really asks TVmaze again, and service events become one-line notices.
@Suite struct RefreshAndNoticeTests {
    @Test func refreshFetchesTheShownDayAndSearchAgain() async {
        let transport = MockTransport.fixtures()
        let (shell, output) = testSession(.transport(transport))
        #expect(await shell.run("refresh") == .failed)
        #expect(output.err.hasPrefix("error: nothing to refresh yet"))
        #expect(await shell.run("day wed") == .succeeded)
        #expect(await shell.run("day wed") == .succeeded)
        #expect(transport.count(path: "/schedule") == 1)
        let shown = output.out
        #expect(await shell.run("refresh") == .succeeded)
        #expect(transport.count(path: "/schedule") == 2)
        #expect(output.out.hasSuffix(String(shown.suffix(200))))

        #expect(await shell.run("search girls") == .succeeded)
        #expect(await shell.run("refresh") == .succeeded)
        #expect(transport.count(path: "/search/shows") == 2)
        #expect(await shell.run("show #139") == .succeeded)
        #expect(await shell.run("cast") == .succeeded)
        #expect(await shell.run("refresh") == .succeeded)
        #expect(transport.count(path: "/shows/139/cast") == 2)

        // After a row of a season list, refresh shows that episode again, fetched anew.
        #expect(await shell.run("season 1") == .succeeded)
        #expect(await shell.run("2") == .succeeded)
        let episode = output.out
        #expect(await shell.run("refresh") == .succeeded)
        #expect(transport.count(path: "/shows/139/episodes") == 2)
        #expect(output.out.hasSuffix(String(episode.suffix(300))))
        // After "show NAME", refresh asks for the show by id rather than the name search again.
        #expect(await shell.run("show Girls") == .succeeded)
        let shows = transport.count(path: "/shows/139")
        #expect(await shell.run("refresh") == .succeeded)
        #expect(transport.count(path: "/shows/139") == shows + 1)
    }

    @Test func eventsBecomeOneLineNoticesEachOnce() {
        let broadcaster = EventBroadcaster()
        let board = NoticeBoard()
        board.listen(to: broadcaster)
        let monday = CalendarDate("2026-11-23")!
        let window = ScheduleWindow(
            containing: monday, displayZone: TimeZone(identifier: "America/New_York")!, country: "US")
        broadcaster.publish(.fetchFailed(message: "cannot reach api.tvmaze.com: connection refused\u{1B}[2J"))
        broadcaster.publish(.windowMoved(today: monday, window: window))
        broadcaster.publish(.windowMoved(today: monday.adding(days: 1), window: window))
        broadcaster.publish(.backOnline)
        broadcaster.publish(.scheduleUpdated(dates: window.days))
        broadcaster.publish(.scheduleUpdated(dates: window.days))
        // Taken as published: the prompt drawn right after a failed command shows its notice.
        #expect(
            board.drain() == [
                "notice: offline (cannot reach api.tvmaze.com: connection refused); retrying in the background",
                "notice: a new week began (2026-11-23 – 2026-11-29)",
                "notice: it is now Tuesday 2026-11-24",
                "notice: back online",
                "notice: schedule updated for 2026-11-23 – 2026-11-29 (week shows it)",
            ])
        #expect(board.drain().isEmpty)
        board.stop()
        broadcaster.publish(.backOnline)
        #expect(board.drain().isEmpty)
    }
}
