import Foundation
import Testing

@testable import TVMaze
@testable import TVService

@Suite struct ScheduleWindowTests {
    let newYork = TimeZone(identifier: "America/New_York")!

    func event(id: Int, airdate: String, airtime: String, airstamp: String?) -> ScheduleEvent {
        var episode = Episode(id: id, name: "E\(id)", season: 1, number: id)
        episode.airdate = CalendarDate(airdate)
        episode.airtime = airtime.isEmpty ? nil : airtime
        episode.airstamp = airstamp.flatMap { Airstamp.parse($0) }
        return ScheduleEvent(episode: episode, show: Show(id: id, name: "S\(id)"))
    }

    @Test func aWeekInTheCountrysZoneNeedsExactlyItsSevenDays() {
        let window = ScheduleWindow(containing: CalendarDate("2026-11-19")!, displayZone: newYork, country: "US")
        #expect(window.start == CalendarDate("2026-11-16"))
        #expect(window.sourceDays(for: window.days) == window.days)
    }

    @Test func aWeekInTokyoNeedsTheUSSundayBefore() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let window = ScheduleWindow(containing: CalendarDate("2026-11-16")!, displayZone: tokyo, country: "US")
        let sources = window.sourceDays(for: window.days)
        #expect(sources.first == CalendarDate("2026-11-15"))
        #expect(sources.last == CalendarDate("2026-11-22"))
        #expect(sources.count == 8)
    }

    @Test func aWeekInLosAngelesNeedsTheFollowingMonday() {
        let la = TimeZone(identifier: "America/Los_Angeles")!
        let window = ScheduleWindow(containing: CalendarDate("2026-11-16")!, displayZone: la, country: "US")
        let sources = window.sourceDays(for: window.days)
        #expect(sources == (0...7).map { CalendarDate("2026-11-16")!.adding(days: $0) })
    }

    @Test func lateNightAndCarryOversListUnderTheNightBefore() {
        let window = ScheduleWindow(containing: CalendarDate("2026-11-16")!, displayZone: newYork, country: "US")
        // 00:35 with airdate Monday airs Tuesday 00:35 ET: listed on Monday, like TV guides and TVmaze.
        #expect(
            window.listingDay(
                of: event(id: 1, airdate: "2026-11-16", airtime: "00:35", airstamp: "2026-11-17T05:35:00+00:00"))
                == CalendarDate("2026-11-16"))
        // A 04:00 carry-over (airdate Monday, airing Tuesday 04:00) is Monday's too, whichever day's file carried it.
        #expect(
            window.listingDay(
                of: event(id: 2, airdate: "2026-11-16", airtime: "04:00", airstamp: "2026-11-17T09:00:00+00:00"))
                == CalendarDate("2026-11-16"))
        // No clock time: the airdate decides, not the T12:00Z placeholder.
        #expect(
            window.listingDay(
                of: event(id: 3, airdate: "2026-11-18", airtime: "", airstamp: "2026-11-18T12:00:00+00:00"))
                == CalendarDate("2026-11-18"))
        #expect(window.listingDay(of: event(id: 4, airdate: "", airtime: "", airstamp: nil)) == nil)
    }

    @Test func aWeekAcrossTheDSTChangeStillHasSevenDays() {
        let window = ScheduleWindow(containing: CalendarDate("2026-11-01")!, displayZone: newYork, country: "US")
        #expect(window.start == CalendarDate("2026-10-26"))
        #expect(window.sourceDays(for: window.days) == window.days)
        // The clocks go back at 02:00 on Sunday Nov 1, inside Saturday's programming day [Sat 05:00, Sun 05:00).
        let saturday = ScheduleWindow.span(of: CalendarDate("2026-10-31")!, in: newYork)
        #expect(saturday.upperBound.timeIntervalSince(saturday.lowerBound) == 25 * 3600)
        let sunday = ScheduleWindow.span(of: CalendarDate("2026-11-01")!, in: newYork)
        #expect(sunday.upperBound.timeIntervalSince(sunday.lowerBound) == 24 * 3600)
    }

    @Test func rowsInAiringOrderGetTheDaysEachGetsAlone() {
        let rows = [
            event(id: 1, airdate: "2026-11-16", airtime: "23:30", airstamp: "2026-11-17T04:30:00+00:00"),
            event(id: 2, airdate: "2026-11-16", airtime: "00:35", airstamp: "2026-11-17T05:35:00+00:00"),
            // The same instant with no clock time: its airdate decides, not the row before.
            event(id: 3, airdate: "2026-11-17", airtime: "", airstamp: "2026-11-17T05:35:00+00:00"),
            event(id: 4, airdate: "2026-11-16", airtime: "00:35", airstamp: "2026-11-17T05:35:00+00:00"),
            event(id: 5, airdate: "2026-11-17", airtime: "05:00", airstamp: "2026-11-17T10:00:00+00:00"),
            event(id: 6, airdate: "", airtime: "", airstamp: nil),
        ]
        var days = ListingDays(zone: newYork)
        let listed = rows.map { days.day(of: $0.episode) }
        #expect(listed == rows.map { ScheduleWindow.listingDay(of: $0.episode, in: newYork) })
        #expect(
            listed
                == ["2026-11-16", "2026-11-16", "2026-11-17", "2026-11-16", "2026-11-17", nil].map {
                    $0.flatMap(CalendarDate.init)
                })
    }

    @Test func movingWeeks() {
        let window = ScheduleWindow(containing: CalendarDate("2026-11-16")!, displayZone: newYork, country: "US")
        #expect(window.moved(byWeeks: 1).start == CalendarDate("2026-11-23"))
        #expect(window.moved(byWeeks: -1).start == CalendarDate("2026-11-09"))
        #expect(
            ScheduleWindow(containing: CalendarDate("2026-11-22")!, displayZone: newYork, country: "US").start
                == CalendarDate("2026-11-16"))
    }

    @Test func orderingPutsTimeTBAFirstThenAirstampThenName() {
        let rows = [
            event(id: 1, airdate: "2026-11-16", airtime: "21:00", airstamp: "2026-11-17T02:00:00+00:00"),
            event(id: 2, airdate: "2026-11-16", airtime: "", airstamp: "2026-11-16T12:00:00+00:00"),
            event(id: 3, airdate: "2026-11-16", airtime: "20:00", airstamp: "2026-11-17T01:00:00+00:00"),
        ]
        #expect(AiringOrder.day(rows).map(\.episode.id) == [2, 3, 1])
    }

    /// `digest` (and `upcoming`) order shows airing at one time as the week does, "Show 9" before "Show 10" (they
    /// compared lower-cased names, which put "show 10" first); over several days a release day keeps its place in time.
    @Test func aDigestOrdersShowsAtOneTimeAsTheWeekDoes() {
        let instant = Airstamp.parse("2026-11-17T01:00:00+00:00")!
        func followed(_ id: Int, _ name: String, airtime: String?, hours: Double) -> FollowedShowEpisodes {
            var episode = Episode(id: id, name: "E\(id)", season: 1, number: 1)
            episode.airtime = airtime
            episode.airstamp = instant.addingTimeInterval(hours * 3600)
            return FollowedShowEpisodes(show: Show(id: id, name: name), episodes: [episode])
        }
        let shows = [
            followed(1, "Show 10", airtime: "20:00", hours: 0), followed(2, "Show 9", airtime: "20:00", hours: 0),
            followed(3, "Release", airtime: nil, hours: 30),
        ]
        let digest = Digest.episodes(
            shows, since: instant.addingTimeInterval(-60), until: instant.addingTimeInterval(2 * 86_400))
        #expect(digest.map(\.show.name) == ["Show 9", "Show 10", "Release"])
        #expect(AiringOrder.day(digest).map(\.show.name) == ["Release", "Show 9", "Show 10"])
    }
}
