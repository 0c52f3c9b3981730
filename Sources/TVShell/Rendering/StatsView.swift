import TVService

/// The `stats` tables, plain rows and JSON document.
struct StatsView {
    let format: Formatting
    let settings: Settings

    func render(_ stats: WatchStats, year: Int?) -> String {
        switch settings.format {
        case .json:
            return JSONModels.serialize([
                "episodes": stats.episodes, "minutes": stats.minutes,
                "shows": stats.shows.map {
                    ["id": Int($0.key) ?? 0, "name": $0.name, "episodes": $0.episodes, "minutes": $0.minutes]
                        as [String: Any]
                },
                "periods": stats.periods.map {
                    ["period": $0.key, "episodes": $0.episodes, "minutes": $0.minutes] as [String: Any]
                },
            ])
        case .plain:
            return PlainRows.render(
                stats.shows.map { ["show", $0.key, format.safe($0.name), String($0.episodes), String($0.minutes)] }
                    + stats.periods.map { ["period", $0.key, $0.key, String($0.episodes), String($0.minutes)] })
        case .table:
            let span = year.map { " in \($0)" } ?? ""
            guard stats.episodes > 0 else { return "No episodes marked watched\(span).\n" }
            var text =
                "Watched\(span): \(ShellSession.count(stats.episodes, "episode")) · \(Self.hours(stats.minutes)) hours\n"
            var shows = settings.table([
                .init(title: "show", maxWidth: 40), .init(title: "episodes", alignRight: true),
                .init(title: "hours", alignRight: true),
            ])
            shows.rows = stats.shows.map { [format.safe($0.name), String($0.episodes), Self.hours($0.minutes)] }
            text += shows.render()
            var periods = settings.table([
                .init(title: year == nil ? "year" : "month"), .init(title: "episodes", alignRight: true),
                .init(title: "hours", alignRight: true),
            ])
            periods.rows = stats.periods.map { [$0.key, String($0.episodes), Self.hours($0.minutes)] }
            return text + "\n" + periods.render()
        }
    }

    /// Minutes as hours with one decimal: "11.5".
    static func hours(_ minutes: Int) -> String {
        let tenths = (minutes * 10 + 30) / 60
        return "\(tenths / 10).\(tenths % 10)"
    }
}
