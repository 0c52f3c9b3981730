import Foundation
import TVMaze
import TVService
import TVText
import Testing

@testable import TVShell

/// Episodes of invented shows at fixed instants, for the tracking views.
enum TrackingSamples {
    static let newYork = TimeZone(identifier: "America/New_York")!

    static func event(
        _ id: Int, show: String, at stamp: String, airtime: String? = "20:00", runtime: Int? = 30
    ) -> ScheduleEvent {
        var episode = Episode(id: id, name: "Episode \(id)", season: 2, number: id % 100)
        episode.airstamp = Airstamp.parse(stamp)
        episode.airtime = airtime
        episode.airdate = episode.airstamp.map { BroadcastDay.programmingDay(of: $0, in: newYork) }
        episode.runtime = runtime
        return ScheduleEvent(episode: episode, show: Show(id: id / 100, name: show))
    }

    static func settings(width: Int, format: OutputFormat = .table) -> Settings {
        var settings = Settings()
        settings.width = width
        settings.format = format
        return settings
    }
}

@Suite struct CalendarViewTests {
    let today = CalendarDate("2026-11-18")!
    let november = CalendarMonth("2026-11")!

    func render(
        _ events: [ScheduleEvent], month: CalendarMonth? = nil, width: Int, format: OutputFormat = .table
    )
        -> (text: String, rows: [ListingRow])
    {
        let month = month ?? november
        let view = CalendarView(
            format: Formatting(zone: TrackingSamples.newYork),
            settings: TrackingSamples.settings(width: width, format: format))
        return view.render(
            month, days: CalendarView.days(of: month, events: events, zone: TrackingSamples.newYork), today: today)
    }

    /// The grid lines (between the top and bottom rules), split into their seven cells.
    func cells(_ text: String) -> [[String]] {
        text.split(separator: "\n").filter { $0.hasPrefix("│") }.map { line in
            line.split(separator: "│", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func monthsParseAndMove() {
        #expect(CalendarMonth("2026-11")?.days.count == 30)
        #expect(CalendarMonth("2028-02")?.days.count == 29)
        #expect(CalendarMonth("2026-13") == nil && CalendarMonth("2026-1") == nil && CalendarMonth("nov") == nil)
        #expect(CalendarMonth("2026-12")!.moved(by: 1).description == "2027-01")
        #expect(CalendarMonth("2027-01")!.moved(by: -1).description == "2026-12")
    }

    @Test func theGridFitsEightyColumnsMondayFirstWithAMonthStartingOnSunday() {
        let (text, rows) = render(
            [TrackingSamples.event(101, show: "The Simpsons", at: "2026-11-02T01:00:00+00:00")], width: 80)
        for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].split(separator: " ") == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(lines[2].hasPrefix("┌──────────┬") && DisplayWidth.of(lines[2]) == 78)
        let grid = cells(text)
        #expect(grid[0] == ["", "", "", "", "", "", "1"])  // 2026-11-01 is a Sunday
        #expect(grid[1] == ["", "", "", "", "", "", "1 The Si…"])  // Sunday 20:00 EST is 01:00Z on Monday
        #expect(grid.contains { $0 == ["30", "", "", "", "", "", ""] })
        #expect(rows.count == 1)
        #expect(lines.contains("  1  Sun 1  20:00  The Simpsons  2x01  Episode 101"))
    }

    @Test func aMonthStartingOnMondayHasNoLeadingBlanks() {
        let (text, _) = render([], month: CalendarMonth("2027-02")!, width: 80)
        #expect(cells(text)[0] == ["1", "2", "3", "4", "5", "6", "7"])
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("├") }.count == 3)  // four weeks exactly
    }

    @Test func todayIsMarked() {
        let (text, _) = render([], width: 80)
        let week = cells(text).first { $0.contains("16") }!
        #expect(week == ["16", "17", "18 today", "19", "20", "21", "22"])
    }

    @Test func aCrowdedDaySaysHowManyMoreAndTheLegendListsThemAll() {
        let events = (1...5).map {
            TrackingSamples.event(300 + $0, show: "Show \($0)", at: "2026-11-20T0\($0):00:00+00:00")
        }
        let (text, rows) = render(events, width: 80)
        let thursday = cells(text).filter { $0.count == 7 }.map { $0[3] }
        #expect(thursday.contains("1 Show 1") && thursday.contains("2 Show 2") && thursday.contains("+3 more"))
        #expect(!thursday.contains("3 Show 3"))
        #expect(rows.count == 5)
        // 20:00–00:00 EST: Thursday's programming day
        for number in 1...5 { #expect(text.contains("  \(number)  Thu 19")) }
    }

    @Test func widerTerminalsWidenTheCells() {
        let (text, _) = render([], width: 120)
        let rule = text.split(separator: "\n").first { $0.hasPrefix("┌") }!
        #expect(DisplayWidth.of(String(rule)) == 7 * 16 + 8)
        #expect(DisplayWidth.of(String(render([], width: 300).text.split(separator: "\n")[2])) == 7 * 22 + 8)
    }

    @Test func underEightyColumnsItIsAListByDay() {
        let events = [
            TrackingSamples.event(101, show: "The Simpsons", at: "2026-11-23T01:00:00+00:00"),
            TrackingSamples.event(202, show: "Grey's Anatomy", at: "2026-11-20T03:00:00+00:00"),
        ]
        let (text, rows) = render(events, width: 60)
        #expect(!text.contains("┌"))
        for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 60) }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("Wed 2026-11-18 · today"))
        let thursday = lines.firstIndex(of: "Thu 2026-11-19")!
        let sunday = lines.firstIndex(of: "Sun 2026-11-22")!
        #expect(thursday < sunday && lines[thursday + 1].contains("1  22:00  Grey's Anatomy  2x02"))
        #expect(lines[sunday + 1].contains("2  20:00  The Simpsons"))
        #expect(rows.count == 2)
    }

    @Test func jsonListsEveryDay() throws {
        let (text, _) = render(
            [TrackingSamples.event(101, show: "The Simpsons", at: "2026-11-23T01:00:00+00:00")], width: 80,
            format: .json)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(json["month"] as? String == "2026-11" && days.count == 30)
        #expect((days[21]["events"] as? [[String: Any]])?.first?["row"] as? Int == 1)
        #expect(days[17]["today"] as? Bool == true)
    }
}

@Suite struct ICalendarTests {
    @Test func textIsEscaped() {
        #expect(ICalendar.text(#"a,b;c\d"# + "\ne") == #"a\,b\;c\\d\ne"#)
        #expect(ICalendar.text("bell\u{07} and \u{1B}[31mred") == "bell and red")
    }

    @Test func datesHaveNoSeparators() {
        #expect(ICalendar.date(CalendarDate("2026-01-05")!) == "20260105")
    }

    @Test func longLinesFoldAtSeventyFiveOctetsWithoutSplittingCharacters() throws {
        for line in [
            "SUMMARY:" + String(repeating: "abcdefghij", count: 20),
            "SUMMARY:" + String(repeating: "é", count: 100),
            "SUMMARY:x" + String(repeating: "葬送のフリーレン🍿", count: 12),
        ] {
            let folded = ICalendar.fold(line)
            #expect(folded.hasSuffix("\r\n"))
            let parts = Array(folded.utf8).split(separator: UInt8(ascii: "\n")).map { Array($0) }
            #expect(parts.count > 1)
            for (index, part) in parts.enumerated() {
                #expect(part.last == UInt8(ascii: "\r"))
                #expect(part.count - 1 <= 75)
                #expect(String(validating: part, as: UTF8.self) != nil)  // no sequence cut in two
                #expect((part.first == UInt8(ascii: " ")) == (index > 0))
            }
            #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line + "\r\n")
        }
        #expect(ICalendar.fold(String(repeating: "a", count: 75)) == String(repeating: "a", count: 75) + "\r\n")
    }

    @Test func aDocumentHasCRLFLinesAndTheRequiredProperties() throws {
        let timed = TrackingSamples.event(
            101, show: "Grey's Anatomy, Season; Two", at: "2026-11-20T03:00:00+00:00", runtime: 60)
        let undatedTime = TrackingSamples.event(102, show: "Web Show", at: "2026-11-20T12:00:00+00:00", airtime: nil)
        var noStamp = TrackingSamples.event(103, show: "Someday", at: "2026-11-20T12:00:00+00:00")
        noStamp.episode.airstamp = nil
        let format = Formatting(zone: TrackingSamples.newYork)
        #expect(ICalendar.Event(noStamp, format: format) == nil)
        var calendar = ICalendar()
        calendar.events = [timed, undatedTime].compactMap { ICalendar.Event($0, format: format) }
        let text = calendar.render(stamp: Airstamp.parse("2026-11-18T20:30:00-05:00")!)
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.dropLast().last == "END:VCALENDAR" && lines.last == "")
        #expect(lines.contains("VERSION:2.0") && lines.contains { $0.hasPrefix("PRODID:") })
        #expect(lines.filter { $0 == "DTSTAMP:20261119T013000Z" }.count == 2)
        #expect(lines.contains("UID:tvmaze-episode-101@tv") && lines.contains("UID:tvmaze-episode-102@tv"))
        #expect(lines.contains("DTSTART:20261120T030000Z") && lines.contains("DTEND:20261120T040000Z"))
        #expect(lines.contains("DTSTART;VALUE=DATE:20261120") && lines.contains("DTEND;VALUE=DATE:20261121"))
        #expect(lines.contains(#"SUMMARY:Grey's Anatomy\, Season\; Two 2x01 · Episode 101"#))
    }
}
