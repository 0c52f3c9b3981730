import TVMaze
import TVService

/// What a listing adds after an episode's name: its premiere (`new series`, `season 3`; with `--premieres`) and
/// `finale` where the kept season records say so.
struct EpisodeMarks {
    /// Whether premieres are marked (`--premieres`).
    var premieres = false
    /// Where seasons end, as far as the season records already fetched tell (``TVService/keptFinales(showIDs:)``).
    var finales = Finales()

    /// `name` (already made safe, or to be) with the row's marks after it, each after ` · `.
    func name(_ name: String, of event: ScheduleEvent) -> String {
        var parts = name.isEmpty ? [] : [name]
        if premieres, let label = Premiere.label(event) { parts.append(label) }
        if finales.isFinale(event) { parts.append("finale") }
        return parts.joined(separator: " · ")
    }
}
