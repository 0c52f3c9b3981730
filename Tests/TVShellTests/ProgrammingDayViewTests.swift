import Foundation
import TVMaze
import TVService
import Testing

@testable import TVShell

/// The README's 05:00 programming-day rule in `calendar`, `following` and `upcoming`: an episode after midnight is
/// listed on the day before, on the same day in all three, and its row says the real time with its date.
@Suite struct ProgrammingDayViewTests {
    /// Airs Friday 2026-11-20 at 02:30 in New York (07:30 UTC), which is Friday 16:30 in Tokyo.
    static let late = TrackingSamples.event(301, show: "Night Owls", at: "2026-11-20T07:30:00+00:00", airtime: "02:30")
    /// A release without a time stays on its release day.
    static let untimed: ScheduleEvent = {
        var event = TrackingSamples.event(402, show: "Drops", at: "2026-11-20T05:00:00+00:00", airtime: "")
        event.episode.airdate = CalendarDate("2026-11-20")
        return event
    }()

    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    func views(_ zone: TimeZone, format: OutputFormat = .table) -> TrackingViews {
        TrackingViews(format: Formatting(zone: zone), settings: TrackingSamples.settings(width: 100, format: format))
    }

    func calendar(_ zone: TimeZone, format: OutputFormat = .table) -> String {
        let month = CalendarMonth("2026-11")!
        let view = CalendarView(
            format: Formatting(zone: zone), settings: TrackingSamples.settings(width: 100, format: format))
        return view.render(
            month, days: CalendarView.days(of: month, events: [Self.late, Self.untimed], zone: zone),
            today: CalendarDate("2026-11-18")!
        ).text
    }

    func following(_ zone: TimeZone) -> String {
        views(zone).following([.init(show: Self.late.show, next: Self.late.episode)]).text
    }

    func upcoming(_ zone: TimeZone, format: OutputFormat = .table) -> String {
        views(zone, format: format).upcoming([Self.late, Self.untimed], days: 30, quiet: []).text
    }

    @Test func newYorkListsTheNightOnThursdayWithFridaysDateBesideTheTime() {
        let zone = TrackingSamples.newYork
        let month = calendar(zone)
        #expect(month.contains("Thu 19  02:30 (Fri 20)  Night Owls"))
        #expect(month.contains("Fri 20  TBA             Drops"))
        #expect(following(zone).contains("Thu 2026-11-19 02:30 (Fri 20)  2x01"))
        let soon = upcoming(zone)
        #expect(soon.contains("Thu 2026-11-19  02:30 (Fri 20)  Night Owls"))
        #expect(soon.contains("Fri 2026-11-20  TBA             Drops"))
        // Every 02:30 on screen carries its real date.
        let all = month + following(zone) + soon
        #expect(all.components(separatedBy: "02:30").count == all.components(separatedBy: "02:30 (Fri 20)").count)
        let plain = upcoming(zone, format: .plain)
        #expect(plain.contains("2026-11-19\t02:30 (Fri 20)\tNight Owls"))
        #expect(calendar(zone, format: .plain).contains("2026-11-19\t02:30 (Fri 20)\tNight Owls"))
    }

    @Test func tokyoListsTheSameEpisodeOnFridayAfternoonWithoutADate() {
        let month = calendar(Self.tokyo)
        #expect(month.contains("Fri 20  16:30  Night Owls"))
        #expect(following(Self.tokyo).contains("Fri 2026-11-20 16:30  2x01"))
        #expect(upcoming(Self.tokyo).contains("Fri 2026-11-20  16:30  Night Owls"))
        #expect(!(month + following(Self.tokyo) + upcoming(Self.tokyo)).contains("(Fri"))
    }

    @Test func theThreeViewsAgreeOnTheDayInEitherZone() throws {
        for zone in [TrackingSamples.newYork, Self.tokyo] {
            let day = try #require(Formatting(zone: zone).listedDay(Self.late.episode))
            #expect(
                CalendarView.days(of: CalendarMonth("2026-11")!, events: [Self.late], zone: zone)
                    .first { !$0.events.isEmpty }?.date == day)
            #expect(following(zone).contains(day.description))
            #expect(upcoming(zone).contains(day.description))
        }
    }
}
