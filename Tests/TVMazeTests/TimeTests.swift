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

    /// The instant of a wall time agrees with Calendar's, whose answer it takes near an offset change (a skipped or
    /// repeated hour, Samoa's skipped day): eight wall times a day over two years, in zones with odd offsets and rules.
    @Test(arguments: [
        "America/New_York", "Europe/Oslo", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Apia", "UTC",
    ])
    func wallTimesGiveCalendarsInstant(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let first = try #require(CalendarDate("2011-01-01"))
        let end = try #require(CalendarDate("2013-01-01"))
        for day in first.daysSinceEpoch..<end.daysSinceEpoch {
            let date = CalendarDate(daysSinceEpoch: day)
            for (hour, minute) in [(0, 0), (1, 30), (2, 0), (2, 30), (3, 0), (5, 0), (12, 15), (23, 59)] {
                let expected = calendar.date(
                    from: DateComponents(
                        year: date.year, month: date.month, day: date.day,
                        hour: hour, minute: minute))
                #expect(date.instant(hour: hour, minute: minute, in: zone) == expected, "\(date) \(hour):\(minute)")
            }
        }
    }

    /// tv writes an instant one way in each of its three forms (JSON, its backup, iCalendar and file names), in UTC,
    /// also before 1970; what it writes reads back as the instant (to the second, or the millisecond).
    @Test func utcStampsAreWrittenOneWay() {
        let instant = Airstamp.parse("2026-11-18T20:30:00.750-05:00")!
        #expect(UTCStamp.seconds(instant) == "2026-11-19T01:30:00Z")
        #expect(UTCStamp.milliseconds(instant) == "2026-11-19T01:30:00.750Z")
        #expect(UTCStamp.basic(instant) == "20261119T013000Z")
        #expect(UTCStamp.milliseconds(Date(timeIntervalSince1970: 1_704_164_645.0004)) == "2024-01-02T03:04:05.000Z")
        #expect(UTCStamp.milliseconds(Date(timeIntervalSince1970: 1_704_164_645.5)) == "2024-01-02T03:04:05.500Z")
        let before1970 = Date(timeIntervalSince1970: -0.5)
        #expect(UTCStamp.seconds(before1970) == "1969-12-31T23:59:59Z")
        #expect(UTCStamp.milliseconds(before1970) == "1969-12-31T23:59:59.500Z")
        #expect(UTCStamp.basic(before1970) == "19691231T235959Z")
        for seconds in stride(from: -86_400.0 * 400, through: 86_400.0 * 400, by: 7_777.375) {
            let instant = Date(timeIntervalSince1970: seconds)  // a multiple of 1/8 s: exact in a Date
            #expect(Airstamp.parse(UTCStamp.seconds(instant))?.timeIntervalSince1970 == seconds.rounded(.down))
            #expect(Airstamp.parse(UTCStamp.milliseconds(instant)) == instant)
        }
    }

    /// A programming day ends at 05:00 local time, whatever the zone's offset.
    @Test func programmingDaysTurnAtFive() throws {
        for identifier in ["America/New_York", "Asia/Kathmandu", "Pacific/Chatham"] {
            let zone = try #require(TimeZone(identifier: identifier))
            let day = try #require(CalendarDate("2026-11-18"))
            let five = day.instant(hour: 5, in: zone)
            #expect(BroadcastDay.programmingDay(of: five, in: zone) == day)
            #expect(BroadcastDay.programmingDay(of: five.addingTimeInterval(-1), in: zone) == day.adding(days: -1))
            #expect(BroadcastDay.programmingDay(of: five.addingTimeInterval(86_399), in: zone) == day)
            #expect(BroadcastDay.programmingDay(of: five.addingTimeInterval(86_400), in: zone) == day.adding(days: 1))
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
        #expect(
            BroadcastDay.instant(airdate: CalendarDate("2017-09-21")!, airtime: "05:00", in: newYork)
                == Airstamp.parse("2017-09-21T09:00:00+00:00"))
        #expect(BroadcastDay.instant(airdate: CalendarDate("2017-09-21")!, airtime: "", in: newYork) == nil)
        #expect(BroadcastDay.programmingDay(of: instant!, in: newYork) == CalendarDate("2017-09-21"))
        #expect(
            BroadcastDay.programmingDay(of: Airstamp.parse("2017-09-22T09:00:00+00:00")!, in: newYork)
                == CalendarDate("2017-09-22"))
    }

    @Test func broadcastDayAcrossTheNovemberDSTChange() {
        // 2026-11-01 02:00 EDT → 01:00 EST. A 20:00 slot is 00:00Z before and 01:00Z after.
        #expect(
            BroadcastDay.instant(airdate: CalendarDate("2026-10-31")!, airtime: "20:00", in: newYork)
                == Airstamp.parse("2026-11-01T00:00:00+00:00"))
        #expect(
            BroadcastDay.instant(airdate: CalendarDate("2026-11-01")!, airtime: "20:00", in: newYork)
                == Airstamp.parse("2026-11-02T01:00:00+00:00"))
        // 04:00 on the night of the change: airdate Oct 31 → Nov 1 04:00 EST = 09:00Z.
        #expect(
            BroadcastDay.instant(airdate: CalendarDate("2026-10-31")!, airtime: "04:00", in: newYork)
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
        let instant = Airstamp.parse("2026-11-17T01:00:00+00:00")!  // Monday 20:00 in New York
        #expect(CalendarDate(instant, in: newYork) == CalendarDate("2026-11-16"))
        #expect(CalendarDate(instant, in: tokyo) == CalendarDate("2026-11-17"))
        #expect(ClockTime(instant, in: tokyo).description == "10:00")
        #expect(ClockTime(instant, in: oslo).description == "02:00")
        // The Norwegian sample: airtime 21:40 Oslo on 2017-09-21 (CEST) is 19:40Z.
        #expect(
            BroadcastDay.instant(airdate: CalendarDate("2017-09-21")!, airtime: "21:40", in: oslo)
                == Airstamp.parse("2017-09-21T19:40:00+00:00"))
    }

    @Test(arguments: [
        ("20:00", "20:00"), ("9:05", "09:05"), ("00:00", "00:00"), ("23:59", "23:59"), ("", nil), (":", nil),
        ("24:00", nil), ("12:60", nil), ("12:5", nil), ("123:00", nil), ("12:000", nil), ("+1:30", nil),
        ("-1:30", nil), ("12:30:00", nil), ("12::30", nil), (" 12:30", nil), ("١٢:٣٠", nil), ("12h30", nil),
    ])
    func clockTimesParseOnlyHourColonMinutes(_ text: String, _ expected: String?) {
        #expect(ClockTime(text)?.description == expected)
    }
}
