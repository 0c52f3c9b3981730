import Foundation
import TVMaze
import TVService
import TVText

/// `export ics [week|following] [FILE]`: an iCalendar file of the week's schedule or of the followed shows' upcoming
/// episodes; `export history [FILE]`: tv's backup of marks and follows (``ExportHistory``); `-` writes to standard
/// output.
enum ExportCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "export",
        usage:
            "export ics [week|following] [FILE | -] [--premieres] [--force] | export history [FILE | -] [--force]",
        summary:
            "Write an iCalendar file of the week or the followed shows, or a backup of your marks (history); a FILE has a dot or a slash in its name, and an existing one is replaced only with --force.",
        examples: [
            "export ics", "export ics following", "export ics week ~/week.ics", "export ics following -",
            "export ics week.ics --force", "export ics --premieres -", "export history ~/tv-backup.json",
        ],
        argument: .export)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        if arguments.first?.lowercased() == "history" {
            return try await ExportHistory.run(Array(arguments.dropFirst()), in: session)
        }
        guard arguments.first?.lowercased() == "ics" else {
            throw declaration.usageError("export writes ics (iCalendar) files or history (a tv backup)")
        }
        var rest = Array(arguments.dropFirst())
        let force = rest.contains("--force")
        var marks = EpisodeMarks(premieresFrom: &rest)
        rest.removeAll { $0 == "--force" }
        var kind = "week"
        if let first = rest.first?.lowercased(), ["week", "following"].contains(first) {
            kind = first
            rest.removeFirst()
        }
        guard rest.count <= 1 else { throw declaration.usageError("too many arguments") }
        if let word = rest.first {
            try checkFileName(word, keywords: ["week", "following"])
        }
        let path = rest.first ?? "tv-\(kind).ics"
        let settings = session.settings
        let format = session.formatting
        var calendar = ICalendar()
        let events: [ScheduleEvent]
        if kind == "week" {
            let lastWeek = session.listing.week
            let week = try await session.service.week(choosing: { thisWeek in lastWeek ?? thisWeek })
            if let missing = week.missing.first { throw missing.error }  // a file is all of the week or nothing
            events = week.days.flatMap(\.events)
            calendar.name = "tv: \(week.window.country) week of \(week.window.start)"
        } else {
            guard let shows = try await session.followedShowEpisodes() else { return .succeeded }
            let now = await session.service.now()
            events = shows.flatMap { item in
                item.episodes.filter { ($0.airstamp ?? .distantFuture) > now }.map(item.event)
            }
            calendar.name = "tv: followed shows"
        }
        let listed = events.filter(marks.lists)
        // As the week marks them (from this process's seasons only), so that its export says what it showed.
        marks.finales = await session.service.keptFinales(showIDs: listed.map(\.show.id), stored: kind != "week")
        calendar.events = listed.compactMap { ICalendar.Event($0, format: format, marks: marks) }
        let skipped = listed.count - calendar.events.count
        let text = calendar.render(stamp: session.service.realNow())
        let note = skipped == 0 ? "" : " (\(ShellSession.count(skipped, "episode")) without an air date skipped)"
        if path == "-" {
            session.emit(text)
            session.output.writeError(
                "Wrote \(ShellSession.count(calendar.events.count, "episode")) to standard output\(note).\n")
            return .succeeded
        }
        let url = try writeFile(text, to: path, force: force)
        if settings.format == .json {
            session.emit(
                JSONModels.serialize(
                    ["file": url.path, "episodes": calendar.events.count, "skipped": skipped] as [String: Any]))
        } else {
            session.emit(
                "Wrote \(ShellSession.count(calendar.events.count, "episode")) to \(path.terminalSafe)\(note).\n")
        }
        return .succeeded
    }

    /// A typo of a keyword (`week`, `following`) must not become a file: a file name has a dot or a slash
    /// (`./following`).
    static func checkFileName(_ word: String, keywords: [String]) throws {
        guard word != "-", !word.contains("."), !word.contains("/") else { return }
        if word.hasPrefix("-") {
            throw declaration.usageError("unknown option ‘\(word.terminalSafe)’")
        }
        let hints = CommandDeclaration.suggestions(for: word, among: keywords)
        let hint = hints.isEmpty ? "" : "did you mean \(hints.map { "‘\($0)’" }.joined(separator: " or "))? "
        let what = keywords.isEmpty ? "not a file name" : "neither \(keywords.joined(separator: ", ")) nor a file name"
        throw declaration.usageError(
            "‘\(word.terminalSafe)’ is \(what); \(hint)a file name has a dot or a slash (./\(word.terminalSafe))")
    }

    /// Writes `text` to the file at `path`; an existing file is replaced only with `force`. Returns its URL.
    static func writeFile(_ text: String, to path: String, force: Bool) throws -> URL {
        let url = URL(fileURLWithPath: TildePath.expand(path))
        let target = url.resolvingSymlinksInPath()
        let type = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.type] as? FileAttributeType
        if type == .typeDirectory {
            throw ShellError(
                "cannot write ‘\(path.terminalSafe)’: it is a folder; name a file in it, e.g. \(url.appendingPathComponent("tv.ics").path.terminalSafe)"
            )
        }
        if type == .typeRegular, !force {
            throw ShellError("‘\(path.terminalSafe)’ exists; add --force to replace it", usage: declaration.usage)
        }
        // A new file or a regular one is replaced whole (written beside it, then renamed over it). Anything else is
        // written into, as a shell's `>` does: the renaming turned a device (/dev/null), a FIFO or a symlink into a
        // plain file.
        do {
            try Data(text.utf8).write(to: target, options: type == nil || type == .typeRegular ? .atomic : [])
        } catch {
            throw FileError(.write, path: path, underlying: error)
        }
        return url
    }
}
