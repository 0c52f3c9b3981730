import Foundation
import TVMaze
import TVService
import TVText

/// A calendar month: `calendar [YYYY-MM]`.
struct CalendarMonth: Hashable, CustomStringConvertible {
    let year: Int
    let month: Int

    static let names = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// The month of a date.
    init(containing date: CalendarDate) {
        year = date.year
        month = date.month
    }

    /// Parses exactly "YYYY-MM".
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
        else { return nil }
        self.year = year
        self.month = month
    }

    var first: CalendarDate { CalendarDate(year: year, month: month, day: 1)! }

    /// Every date of the month.
    var days: [CalendarDate] {
        let next = moved(by: 1).first
        return (0..<(next.daysSinceEpoch - first.daysSinceEpoch)).map { first.adding(days: $0) }
    }

    /// The month `count` months later (earlier when negative).
    func moved(by count: Int) -> CalendarMonth {
        let index = year * 12 + (month - 1) + count
        return CalendarMonth(containing: CalendarDate(year: index / 12, month: index % 12 + 1, day: 1)!)
    }

    /// "November 2026".
    var title: String { "\(Self.names[month - 1]) \(year)" }

    var description: String { String(format: "%04d-%02d", year, month) }
}

/// The month view of the seed's iPad app: a Monday-first grid with numbered episodes in their day cells and a legend
/// of those numbers; under 80 columns, a list by day instead.
struct CalendarView {
    let format: Formatting
    let settings: Settings
    /// What the legend and list add after an episode's name.
    var marks = EpisodeMarks()

    /// Episode lines a day cell shows before "+N more" takes the last one.
    static let linesPerCell = 3

    /// The month's days with the episodes listed on each (programming day in the display zone), in airing order.
    static func days(of month: CalendarMonth, events: [ScheduleEvent], zone: TimeZone) -> [DaySchedule] {
        var grouped: [CalendarDate: [ScheduleEvent]] = [:]
        for event in events {
            if let day = ScheduleWindow.listingDay(of: event.episode, in: zone) {
                grouped[day, default: []].append(event)
            }
        }
        return month.days.map { DaySchedule(date: $0, events: AiringOrder.day(grouped[$0] ?? [])) }
    }

    /// Renders the month; rows are numbered in day and airing order. Returns the text and the rows.
    func render(_ month: CalendarMonth, days: [DaySchedule], today: CalendarDate) -> (text: String, rows: [ListingRow])
    {
        var rows: [ListingRow] = []
        var numbers: [Int: Int] = [:]  // episode id → row number
        for event in days.flatMap(\.events) {
            rows.append(.event(event))
            numbers[event.episode.id] = rows.count
        }
        switch settings.format {
        case .json:
            let json = days.map { day -> [String: Any] in
                [
                    "date": day.date.description, "weekday": Formatting.weekdays[day.date.weekday - 1],
                    "today": day.date == today,
                    "events": day.events.map {
                        JSONModels.event(
                            $0, number: numbers[$0.episode.id] ?? 0, format: format, finales: marks.finales)
                    },
                ]
            }
            return (
                JSONModels.serialize([
                    "month": month.description, "timezone": format.zone.identifier,
                    "today": today.description, "days": json,
                ]), rows
            )
        case .plain:
            return (layout().plain(listed(days, numbers: numbers)), rows)
        case .table:
            let count = rows.count
            var text =
                "\(month.title) · \(count) episode\(count == 1 ? "" : "s") · times in \(format.zone.identifier)\n"
            if settings.width < 80 {
                text += list(days, today: today, numbers: numbers)
            } else {
                text += grid(days, today: today, numbers: numbers)
                if count > 0 { text += legend(days, numbers: numbers) }
            }
            return (text, rows)
        }
    }

    // MARK: Grid

    /// Cell width (borders excluded): 10 columns at 80, wider with the terminal up to 22.
    var cellWidth: Int { min(22, (settings.width - 8) / 7) }

    func grid(_ days: [DaySchedule], today: CalendarDate, numbers: [Int: Int]) -> String {
        guard let first = days.first else { return "" }
        let width = cellWidth
        let lead = first.date.weekday - 1
        let slots: [DaySchedule?] =
            Array(repeating: nil, count: lead) + days
            + Array(repeating: nil, count: (7 - (lead + days.count) % 7) % 7)
        let rule = { (left: String, middle: String, right: String) in
            left + Array(repeating: String(repeating: "─", count: width), count: 7).joined(separator: middle) + right
                + "\n"
        }
        var text =
            " " + Formatting.weekdays.map { DisplayWidth.pad(" " + $0.prefix(3), to: width) }.joined(separator: " ")
        while text.hasSuffix(" ") { text.removeLast() }
        text += "\n"
        text += rule("┌", "┬", "┐")
        for weekStart in stride(from: 0, to: slots.count, by: 7) {
            let week = Array(slots[weekStart..<weekStart + 7])
            let cells = week.map { cell($0, today: today, numbers: numbers) }
            let height = max(2, cells.map(\.count).max() ?? 0)
            for line in 0..<height {
                text +=
                    "│"
                    + zip(week, cells).map { day, lines in
                        let content = line < lines.count ? lines[line] : ""
                        let padded = DisplayWidth.pad(" " + DisplayWidth.truncate(content, to: width - 1), to: width)
                        return settings.color && line == 0 && day?.date == today ? Style.bold(padded) : padded
                    }.joined(separator: "│") + "│\n"
            }
            text += weekStart + 7 < slots.count ? rule("├", "┼", "┤") : rule("└", "┴", "┘")
        }
        return text
    }

    /// A day cell's lines: the day number (with "today"), then numbered show names, "+N more" when they overflow.
    func cell(_ day: DaySchedule?, today: CalendarDate, numbers: [Int: Int]) -> [String] {
        guard let day else { return [] }
        var lines = [day.date == today ? "\(day.date.day) today" : String(day.date.day)]
        let shown = day.events.count > Self.linesPerCell ? Self.linesPerCell - 1 : day.events.count
        for event in day.events.prefix(shown) {
            lines.append("\(numbers[event.episode.id] ?? 0) \(format.safe(event.show.name))")
        }
        if shown < day.events.count { lines.append("+\(day.events.count - shown) more") }
        return lines
    }

    /// The numbers of the grid with what they stand for.
    func legend(_ days: [DaySchedule], numbers: [Int: Int]) -> String {
        layout(nameWidth: max(12, (settings.width - 34) / 2)).table(listed(days, numbers: numbers), settings: settings)
            .render()
    }

    /// An episode listed on a day, with its row number.
    struct Listed {
        let number: Int
        let day: CalendarDate
        let event: ScheduleEvent
    }

    /// The episodes of `days` in order, numbered as `numbers` says.
    private func listed(_ days: [DaySchedule], numbers: [Int: Int]) -> [Listed] {
        days.flatMap { day in
            day.events.map { Listed(number: numbers[$0.episode.id] ?? 0, day: day.date, event: $0) }
        }
    }

    /// A listed episode's plain fields, and the columns of the legend and of the list (which drops "day"); names cut
    /// to `nameWidth` on a terminal.
    private func layout(nameWidth: Int? = nil) -> RowLayout<Listed> {
        RowLayout(
            fields: [
                .init("row", text: { String($0.number) }), .init("date", text: { $0.day.description }),
                .init("time", text: { format.time($0.event, listedOn: $0.day) }),
                .init("show", text: { format.safe($0.event.show.name) }),
                .init("code", text: { EpisodeCode.text($0.event) }),
                .init("episode", text: { format.safe($0.event.episode.name) }),
                .init("channel", text: { format.channel($0.event) }),
            ],
            columns: [
                .init(.init(title: "#", alignRight: true), field: "row"),
                .init(.init(title: "day")) { "\(format.weekdayName($0.day)) \($0.day.day)" },
                .init(.init(title: "time"), field: "time"),
                .init(.init(title: "show", maxWidth: nameWidth), field: "show"),
                .init(.init(title: "ep"), field: "code"),
                .init(.init(title: "episode", maxWidth: nameWidth)) {
                    marks.name(format.safe($0.event.episode.name), of: $0.event)
                },
            ])
    }

    // MARK: Narrow terminals

    /// Under 80 columns: the days that have episodes (and today), each with its numbered rows.
    func list(_ days: [DaySchedule], today: CalendarDate, numbers: [Int: Int]) -> String {
        let narrowLayout = layout(nameWidth: max(10, (settings.width - 30) / 2))
        var text = ""
        for day in days where !day.events.isEmpty || day.date == today {
            let heading = "\(format.weekdayName(day.date)) \(day.date)" + (day.date == today ? " · today" : "")
            text += "\n" + (settings.color ? Style.bold(heading) : heading) + "\n"
            guard !day.events.isEmpty else {
                text += "  no episodes\n"
                continue
            }
            let table = narrowLayout.table(listed([day], numbers: numbers), settings: settings, without: ["day"])
            text += table.render(header: false)
        }
        return text
    }
}
