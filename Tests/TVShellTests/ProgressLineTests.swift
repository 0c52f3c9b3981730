import Foundation
import TVMaze
import TVService
import TVTestSupport
import Testing

@testable import TVShell

/// Long waits say what they wait for: a line on stderr within a second, redrawn with the time waited, then cleared.
@Suite struct ProgressLineTests {
    @Test func theLineNamesTheWaitWithinASecondAndCountsTheSeconds() async {
        let clock = TestClock(sleepersWait: true)
        let output = SessionOutput()
        let line = ProgressLine("week: waiting for TVmaze's schedule", output: output, enabled: true, clock: clock)
        line.relabel("week: waiting for TVmaze's schedule", counting: "days")
        await clock.run(until: .milliseconds(500))
        #expect(output.written.hasSuffix("week: waiting for TVmaze's schedule… (Ctrl-C cancels)"))
        line.update(done: 3, total: 7)
        await clock.run(until: .milliseconds(2500))
        #expect(output.written.hasSuffix("week: waiting for TVmaze's schedule, 3 of 7 days… 2 s (Ctrl-C cancels)"))
        line.finish()
        #expect(output.written.hasSuffix("\r\u{1B}[2K"))
        let done = output.written
        await clock.run(until: .seconds(5), sleepers: 0)
        #expect(output.written == done)  // nothing after finish
    }

    /// A notice said while the line is drawn clears it first and draws it again below, so the two never run together.
    @Test func aNoticeClearsTheLineAndTheLineIsDrawnAgainBelowIt() async {
        let clock = TestClock(sleepersWait: true)
        let output = SessionOutput()
        let line = ProgressLine("day: waiting for TVmaze", output: output, enabled: true, clock: clock)
        await clock.run(until: .milliseconds(4500))
        line.interject("offline: cannot reach api.tvmaze.com\n")
        #expect(
            output.written.hasSuffix(
                "day: waiting for TVmaze… 4 s (Ctrl-C cancels)\r\u{1B}[2Koffline: cannot reach api.tvmaze.com\n"
                    + "\r\u{1B}[2Kday: waiting for TVmaze… 4 s (Ctrl-C cancels)"), "\(output.written)")
        line.finish()
        line.interject("later\n")
        #expect(output.written.hasSuffix("\r\u{1B}[2Klater\n"))
    }

    /// The switch to the sample week found by a TAB completion (no command running) is not written into the line
    /// being typed: it waits for the next prompt, or the next command.
    @Test func theSampleWeekNoticeWaitsWhileNoCommandRuns() async {
        let (session, output) = testSession()
        let message = "cannot reach api.tvmaze.com; showing the sample week"
        await session.service.events.publish(.usingSample(message: message))
        #expect(output.written.isEmpty)
        #expect(session.notices.drain() == ["offline: " + message])
        #expect(session.notices.drain().isEmpty)
        await session.service.events.publish(.usingSample(message: "again"))
        _ = await session.run("help back")
        #expect(output.written.hasPrefix("offline: again\nback\n"), "\(output.written)")
    }

    /// A wait for tv's own request budget is said as such, not as a wait for TVmaze (issue 36, item 9).
    @Test func aWaitForTVsOwnBudgetSaysSo() async throws {
        let clock = TestClock(sleepersWait: true)
        let output = SessionOutput()
        let line = ProgressLine("day: waiting for TVmaze", output: output, enabled: true, clock: clock)
        await clock.run(until: .milliseconds(1500))
        // The pacer reports the wait of a request made under the line, as a session's command makes them.
        let pacer = RequestPacer(limit: 1, clock: TestClock())
        try await PacingWait.$listener.withValue(PacingWait { line.paced($0) }) {
            try await pacer.paced(concurrency: nil) { #expect(!output.written.contains("paced by tv")) }
            try await pacer.paced(concurrency: nil) {}  // waits out the window: drawn as tv's wait, then let go
        }
        #expect(output.written.contains("day: waiting for TVmaze, paced by tv (20 requests in 10 s)… 1 s (Ctrl-C"))
        #expect(output.written.hasSuffix("day: waiting for TVmaze… 1 s (Ctrl-C cancels)"))
        line.finish()
    }

    @Test func aLineThatIsNotEnabledOrNotYetDueDrawsNothing() async {
        let clock = TestClock(sleepersWait: true)
        let output = SessionOutput()
        let off = ProgressLine("x", output: output, enabled: false, clock: clock)
        let quick = ProgressLine("y", output: output, enabled: true, clock: clock)
        await clock.run(until: .milliseconds(400))
        off.finish()
        quick.finish()
        #expect(output.written.isEmpty)
    }

    @Test func aWeekFromAServerThatNeverAnswersSaysSoOnATerminal() async {
        let transport = MockTransport { _ in
            try await Task.sleep(for: .seconds(3600))
            throw CancellationError()
        }
        let (session, output) = testSession(.transport(transport), errorsOnTerminal: true)
        let clock = TestClock(sleepersWait: true)
        await session.setProgressClock(clock)
        let week = Task { await session.run("week") }
        await clock.run(until: .seconds(8))
        #expect(output.written.contains("week: waiting for TVmaze's schedule… 7 s"), "\(output.written)")
        week.cancel()
        _ = await week.value
    }
}

extension ShellSession {
    func setProgressClock(_ clock: any PacingClock) {
        progressClock = clock
    }
}
