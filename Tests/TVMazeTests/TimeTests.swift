import Foundation
import Testing
@testable import TVMaze

@Suite struct TimeTests {
    let newYork = TimeZone(identifier: "America/New_York")!

    @Test func calendarDateParsesStrictlyAndCounts() {
        #expect(CalendarDate("2026-11-16")?.weekday == 1)
        #expect(CalendarDate("2026-11-22")?.weekday == 7)
        #expect(CalendarDate("2024-02-29") != nil)
        #expect(CalendarDate("2025-02-29") == nil)
        #expect(CalendarDate("") == nil)
        #expect(CalendarDate("2026-1-16") == nil)
        #expect(CalendarDate("2026-11-19")?.mondayOfWeek == CalendarDate("2026-11-16"))
        #expect(CalendarDate("2026-12-31")?.adding(days: 1) == CalendarDate("2027-01-01"))
        for (year, month, day) in [(2026, 11, 16), (987, 3, 4), (5, 12, 31), (12_345, 1, 1), (-44, 3, 15)] {
            let date = CalendarDate(year: year, month: month, day: day)
            #expect(date?.description == String(format: "%04d-%02d-%02d", year, month, day))
        }
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(CalendarDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test func airstampReadsBothOffsetStyles() {
        let utc = Airstamp.parse("2017-09-22T07:00:00+00:00")
        #expect(utc == Date(timeIntervalSince1970: 1_506_063_600))
        #expect(Airstamp.parse("2017-09-22T03:00:00-04:00") == utc)
        #expect(Airstamp.parse("2017-09-22T07:00:00Z") == utc)
        #expect(Airstamp.parse("2017-09-22T07:00:00.500+0000") == utc?.addingTimeInterval(0.5))
        #expect(Airstamp.parse("2017-09-22T07:00:00") == nil)
        #expect(Airstamp.parse("") == nil)
        #expect(Airstamp.parse("2017-09-22T25:00:00+00:00") == nil)
    }

    @Test func broadcastDayRuleMovesEarlyMorningToTheNextCalendarDay() {
        // API.md §5: airdate 2017-09-21, airtime 03:00 → airstamp 2017-09-22T07:00:00+00:00 (Early Today, NBC).
        let instant = BroadcastDay.instant(airdate: CalendarDate("2017-09-21")!, airtime: "03:00", in: newYork)
        #expect(instant == Airstamp.parse("2017-09-22T07:00:00+00:00"))
        #expect(BroadcastDay.instant(airdate: CalendarDate("2017-09-21")!, airtime: "05:00", in: newYork)
            == Airstamp.parse("2017-09-21T09:00:00+00:00"))
        #expect(BroadcastDay.instant(airdate: CalendarDate("2017-09-21")!, airtime: "", in: newYork) == nil)
        #expect(BroadcastDay.programmingDay(of: instant!, in: newYork) == CalendarDate("2017-09-21"))
        #expect(BroadcastDay.programmingDay(of: Airstamp.parse("2017-09-22T09:00:00+00:00")!, in: newYork) == CalendarDate("2017-09-22"))
    }

    @Test func broadcastDayAcrossTheNovemberDSTChange() {
        // 2026-11-01 02:00 EDT → 01:00 EST. A 20:00 slot is 00:00Z before and 01:00Z after.
        #expect(BroadcastDay.instant(airdate: CalendarDate("2026-10-31")!, airtime: "20:00", in: newYork)
            == Airstamp.parse("2026-11-01T00:00:00+00:00"))
        #expect(BroadcastDay.instant(airdate: CalendarDate("2026-11-01")!, airtime: "20:00", in: newYork)
            == Airstamp.parse("2026-11-02T01:00:00+00:00"))
        // 04:00 on the night of the change: airdate Oct 31 → Nov 1 04:00 EST = 09:00Z.
        #expect(BroadcastDay.instant(airdate: CalendarDate("2026-10-31")!, airtime: "04:00", in: newYork)
            == Airstamp.parse("2026-11-01T09:00:00+00:00"))
        // The Monday–Sunday day that holds 2026-11-01 is 25 hours long in New York.
        let sunday = CalendarDate("2026-11-01")!
        #expect(sunday.adding(days: 1).instant(in: newYork).timeIntervalSince(sunday.instant(in: newYork)) == 25 * 3600)
        // The spring change: 2026-03-08 02:30 does not exist; it resolves after the gap.
        let skipped = CalendarDate("2026-03-08")!.instant(hour: 2, minute: 30, in: newYork)
        #expect(ClockTime(skipped, in: newYork).hour == 3)
    }

    @Test func aNonUSZoneSeesTheSameInstantOnAnotherDay() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let oslo = TimeZone(identifier: "Europe/Oslo")!
        let instant = Airstamp.parse("2026-11-17T01:00:00+00:00")!   // Monday 20:00 in New York
        #expect(CalendarDate(instant, in: newYork) == CalendarDate("2026-11-16"))
        #expect(CalendarDate(instant, in: tokyo) == CalendarDate("2026-11-17"))
        #expect(ClockTime(instant, in: tokyo).description == "10:00")
        #expect(ClockTime(instant, in: oslo).description == "02:00")
        // The Norwegian sample: airtime 21:40 Oslo on 2017-09-21 (CEST) is 19:40Z.
        #expect(BroadcastDay.instant(airdate: CalendarDate("2017-09-21")!, airtime: "21:40", in: oslo)
            == Airstamp.parse("2017-09-21T19:40:00+00:00"))
    }

    @Test(arguments: [("20:00", "20:00"), ("9:05", "09:05"), ("00:00", "00:00"), ("23:59", "23:59"), ("", nil), (":", nil),
                      ("24:00", nil), ("12:60", nil), ("12:5", nil), ("123:00", nil), ("12:000", nil), ("+1:30", nil),
                      ("-1:30", nil), ("12:30:00", nil), ("12::30", nil), (" 12:30", nil), ("١٢:٣٠", nil), ("12h30", nil)])
    func clockTimesParseOnlyHourColonMinutes(_ text: String, _ expected: String?) {
        #expect(ClockTime(text)?.description == expected)
    }
}
