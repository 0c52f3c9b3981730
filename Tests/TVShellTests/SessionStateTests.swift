import TVMaze
import Testing

@testable import TVShell

/// The values a session holds, which commands change only through their methods.
@Suite struct SessionStateTests {
    @Test func aLineResolvesItsAliasAndItsCommandOnce() throws {
        var aliases = Aliases()
        aliases.define("TW", as: ["week", "/the"])
        let week = try ResolvedLine.resolve(["tw", "next"], aliases: aliases).get()
        guard case .command(let command) = week.target else {
            Issue.record("tw is not a command")
            return
        }
        let isWeek = command == WeekCommand.self
        #expect(isWeek)
        #expect(week.arguments == ["/the", "next"] && week.name == "week" && !week.runsCommands)
        let row = try ResolvedLine.resolve(["3"], aliases: aliases).get()
        #expect(row.name == "row" && row.arguments.isEmpty && !row.runsCommands)
        #expect(try ResolvedLine.resolve(["every", "5", "now"], aliases: aliases).get().runsCommands)
        #expect(failure(["3", "x"], aliases)?.hasPrefix("unknown command ‘3’") == true)
        #expect(failure(["wek"], aliases)?.hasPrefix("unknown command ‘wek’; did you mean ‘week’") == true)
        aliases.define("x", as: ["nosuch"])
        #expect(failure(["x"], aliases) == "alias ‘x’ names no command (‘nosuch’)")
        let removed = aliases.remove("X")
        let removedAgain = aliases.remove("x")
        #expect(removed && !removedAgain)
    }

    @Test func outputGoesIntoTheInnermostLineThatHoldsIt() {
        var route = OutputRoute()
        route.startLine()
        #expect(route.isOutermost)
        let unheld = route.hold("written as it comes")
        route.hold()
        route.startLine()  // a line `source` runs: not held itself
        #expect(!route.isOutermost)
        let inner = route.hold("inner ")
        let innerLine = route.endLine()
        let outer = route.hold("outer")
        let outerLine = route.endLine()
        let after = route.hold("after")
        #expect(!unheld && inner && outer && !after)
        #expect(innerLine == nil && outerLine == "inner outer")
    }

    @Test func sourceScriptsNestEightDeepAndNoDeeper() {
        var running = RunningLine()
        for depth in 1...RunningLine.maxSourceDepth {
            #expect(running.enterSource() && running.sourceDepth == depth)
        }
        #expect(!running.enterSource() && running.sourceDepth == 8, "a ninth level is refused and counts nothing")
        running.leaveSource()
        #expect(running.enterSource() && running.sourceDepth == 8)
    }

    @Test func aListingIsNumberedFromOneAndKeepsTheMonthAndDaysShown() throws {
        var listing = LastListing()
        #expect(throws: ShellError("no listing to select from; try cast first")) { try listing.row(1, listers: "cast") }
        let month = try #require(CalendarMonth("2026-11"))
        listing.list([.show(Show(id: 139, name: "Girls"))], month: month)
        guard case .show(let show) = try listing.row(1) else {
            Issue.record("row 1 is not the show")
            return
        }
        #expect(show.id == 139)
        #expect(throws: ShellError("no row 2; the last listing has rows 1–1")) { try listing.row(2) }
        let monday = try #require(CalendarDate("2026-11-16"))
        listing.list([], days: [monday])
        #expect(listing.shownDates == [monday] && listing.month == month)
        #expect(try listing.guest(1).map(\.id) == nil)
    }

    /// The error line a line that names no command gets.
    private func failure(_ words: [String], _ aliases: Aliases) -> String? {
        guard case .failure(let error) = ResolvedLine.resolve(words, aliases: aliases) else { return nil }
        return error.message
    }
}
