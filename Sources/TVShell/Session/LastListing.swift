import TVMaze
import TVService

/// What the last listings showed, which the next commands go from: the numbered rows a bare N, `show N` and
/// `person N` select, the guests of the last `episode`, the week and the month shown (`week next`, `calendar next`),
/// the days a schedule showed and the view `refresh` repeats.
struct LastListing: Sendable {
    /// The numbered rows of the last listing.
    private(set) var rows: [ListingRow] = []
    /// The guest cast and crew the last `episode` listed, in its row order, for `person N` (cleared by a new listing).
    private(set) var guests: [Person] = []
    /// The week `week` showed last, which `week next`, `day tue` and `export ics week` go from (nil: the current one).
    private(set) var week: ScheduleWindow?
    /// The month `calendar` showed last, which `calendar next` and `prev` move from.
    private(set) var month: CalendarMonth?
    /// The listing days the last schedule view showed, which `refresh` fetches again.
    private(set) var shownDates: [CalendarDate] = []
    /// The last command that showed fetched data, which `refresh` fetches again and repeats.
    var view: (command: any ShellCommand.Type, arguments: [String])?

    /// A new listing: its rows, numbered from 1; the guests of an earlier `episode` are no longer rows.
    mutating func list(_ rows: [ListingRow]) {
        self.rows = rows
        guests = []
    }

    /// A schedule's rows and the days it showed.
    mutating func list(_ rows: [ListingRow], days: [CalendarDate]) {
        list(rows)
        shownDates = days
    }

    /// A month grid's rows and its month.
    mutating func list(_ rows: [ListingRow], month: CalendarMonth) {
        list(rows)
        self.month = month
    }

    /// The guests an episode's details listed, for `person N`; the rows stay (a season's list, say).
    mutating func list(guests: [Person]) {
        self.guests = guests
    }

    /// The week `week` showed.
    mutating func showed(week: ScheduleWindow) {
        self.week = week
    }

    /// Forgets the week shown, whose days no longer match the zone or the country: `week next` goes from the current one.
    mutating func forgetWeek() {
        week = nil
    }

    /// Row N of the last listing; `listers` names the commands that list what the caller wants.
    func row(_ number: Int, listers: String = "week, day or search") throws -> ListingRow {
        guard !rows.isEmpty else { throw ShellError("no listing to select from; try \(listers) first") }
        guard (1...rows.count).contains(number) else {
            throw ShellError("no row \(number); the last listing has rows 1–\(rows.count)")
        }
        return rows[number - 1]
    }

    /// Guest N of the last `episode`; nil when it listed none.
    func guest(_ number: Int) throws -> Person? {
        guard !guests.isEmpty else { return nil }
        guard guests.indices.contains(number - 1) else {
            throw ShellError("no row \(number): the episode lists \(guests.count) guests")
        }
        return guests[number - 1]
    }
}
