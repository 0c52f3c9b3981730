import TVMaze
import TVService

/// What a listing adds after an episode's name: its premiere (`new series`, `season 3`; with `--premieres`) and
/// `finale` where the kept season records say so.
struct EpisodeMarks {
    /// Whether premieres are marked (`--premieres`).
    var premieres = false
    /// Where seasons end, as far as the season records already fetched tell (``TVService/keptFinales(showIDs:)``).
    var finales = Finales()

    /// The option that lists premieres only, and marks them (`week`, `day`, `calendar`, `upcoming`, `export ics`).
    static let premieresOption = "--premieres"

    init() {}

    /// The marks of a command that takes ``premieresOption``, which is read and taken out of `arguments`.
    init(premieresFrom arguments: inout [String]) {
        premieres = arguments.contains(Self.premieresOption)
        arguments.removeAll { $0 == Self.premieresOption }
    }

    /// Whether a row is listed: with ``premieres``, only a season or series premiere.
    func lists(_ event: ScheduleEvent) -> Bool { !premieres || Premiere(event) != nil }

    /// `name` (already made safe, or to be) with the row's marks after it, each after ` · `.
    func name(_ name: String, of event: ScheduleEvent) -> String {
        var parts = name.isEmpty ? [] : [name]
        if premieres, let label = Premiere.label(event) { parts.append(label) }
        if finales.isFinale(event) { parts.append("finale") }
        return parts.joined(separator: " · ")
    }
}
