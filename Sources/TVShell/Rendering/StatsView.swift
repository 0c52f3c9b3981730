import TVService

/// The `stats` tables, plain rows and JSON document.
struct StatsView {
    let format: Formatting
    let settings: Settings

    func render(_ stats: WatchStats, year: Int?) -> String {
        // Each show's and each period's total: plain rows of both kinds, one after the other, led by their kind.
        let counts: [RowLayout<WatchStats.Total>.Field] = [
            .init("episodes", json: { $0.episodes }, text: { String($0.episodes) }),
            .init("minutes", json: { $0.minutes }, text: { String($0.minutes) }),
        ]
        let figures: [RowLayout<WatchStats.Total>.Column] = [
            .init(.init(title: "episodes", alignRight: true), field: "episodes"),
            .init(.init(title: "hours", alignRight: true)) { Self.hours($0.minutes) },
        ]
        let shows = RowLayout<WatchStats.Total>(
            fields: [
                .init("kind", text: { _ in "show" }), .init("id", json: { Int($0.key) ?? 0 }, text: { $0.key }),
                .init("name", json: { $0.name }, text: { format.safe($0.name) }),
            ] + counts,
            columns: [.init(.init(title: "show", maxWidth: 40), field: "name")] + figures)
        let periods = RowLayout<WatchStats.Total>(
            fields: [
                .init("kind", text: { _ in "period" }), .init("period", json: { $0.key }, text: { $0.key }),
                .init("name", text: { $0.key }),
            ] + counts,
            columns: [.init(.init(title: year == nil ? "year" : "month"), field: "period")] + figures)
        switch settings.format {
        case .json:
            return JSONModels.serialize([
                "episodes": stats.episodes, "minutes": stats.minutes, "shows": shows.json(stats.shows),
                "periods": periods.json(stats.periods),
            ])
        case .plain:
            return shows.plain(stats.shows) + periods.plain(stats.periods)
        case .table:
            let span = year.map { " in \($0)" } ?? ""
            guard stats.episodes > 0 else { return "No episodes marked watched\(span).\n" }
            return
                "Watched\(span): \(ShellSession.count(stats.episodes, "episode")) · \(Self.hours(stats.minutes)) hours\n"
                + shows.table(stats.shows, settings: settings).render() + "\n"
                + periods.table(stats.periods, settings: settings).render()
        }
    }

    /// Minutes as hours with one decimal: "11.5".
    static func hours(_ minutes: Int) -> String {
        let tenths = (minutes * 10 + 30) / 60
        return "\(tenths / 10).\(tenths % 10)"
    }
}
