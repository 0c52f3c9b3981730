import Foundation
import LineEditor
import TVImport
import TVService
import TVText

/// `import tvtime|trakt|imdb|simkl|tv|netflix|kodi|seriesguide PATH [--dry-run] [--report FILE] [--password P]
/// [--follow] [--watchlist] [--profile NAME] [--date-order dmy|mdy|ymd] [--estimate-from-counts]`: marks and follows
/// from another tracker's export, a place shows were watched (Netflix's history, Kodi's library), or tv's own backup
/// (`export history`). Every row read is accounted for in the summary: marked, already marked, repeated, a follow, not
/// matched, naming only an episode id, or skipped by kind.
enum ImportCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "import",
        usage:
            "import tvtime|trakt|imdb|simkl|tv|netflix|kodi|seriesguide PATH [--dry-run] [--report FILE] [--password P]"
            + " [--follow] [--watchlist] [--profile NAME] [--date-order dmy|mdy|ymd] [--estimate-from-counts]",
        summary: "Mark and follow what another tracker, Netflix or Kodi (or tv's backup) says you watched.",
        examples: [
            "import tvtime ~/Downloads/tvtime-export.zip --dry-run", "import trakt trakt.zip --watchlist",
            "import imdb ratings.csv --follow", "import simkl SimklBackup.json", "import tv tv-history.json",
            "import netflix NetflixViewingHistory.csv --dry-run", "import netflix netflix-report.zip --profile Ann",
            "import kodi ~/.kodi/userdata/Database", "import seriesguide seriesguide-shows-backup.json",
        ],
        argument: .path)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        var words = arguments[...]
        guard let word = words.popFirst(), let kind = ExportKind(rawValue: word.lowercased()) else {
            throw declaration.usageError("import reads tvtime, trakt, imdb, simkl, tv, netflix, kodi or seriesguide")
        }
        var path: String?
        var (dryRun, follow, watchlist, estimateFromCounts) = (false, false, false, false)
        var (report, password, profile): (String?, String?, String?) = (nil, nil, nil)
        var dateOrder: DateOrder?
        while let word = words.popFirst() {
            switch word {
            case "--dry-run", "-n": dryRun = true
            case "--follow": follow = true
            case "--watchlist": watchlist = true
            case "--estimate-from-counts": estimateFromCounts = true
            case "--report", "--password", "--profile", "--date-order":
                guard let value = words.popFirst() else { throw declaration.usageError("\(word) needs a value") }
                switch word {
                case "--report": report = value
                case "--password": password = value
                case "--profile": profile = value
                default:
                    guard let order = DateOrder(rawValue: value.lowercased()) else {
                        throw declaration.usageError("--date-order is dmy, mdy or ymd")
                    }
                    dateOrder = order
                }
            case let flag where flag.hasPrefix("--") && flag.count > 2:
                throw declaration.usageError("unknown option ‘\(flag.terminalSafe)’")
            default:
                guard path == nil else { throw declaration.usageError("too many arguments") }
                path = word
            }
        }
        guard let path else { throw declaration.usageError("name the export to read") }
        // Shows are found by TVmaze's lookups; tv's own backup names their ids and needs no request.
        if kind != .tv { try session.requireTVmaze("import") }
        let file = TildePath.expand(path)
        let history: ImportedHistory
        do {
            history = try kind.read(
                file, password: password, follow: follow, watchlist: watchlist, profile: profile, dateOrder: dateOrder)
        } catch let error as ImportError where error.kind == .usage {
            throw declaration.usageError(error.message.terminalSafe)
        } catch let error as ImportError where error.kind == .needsPassword && password == nil {
            // TV Time mails the password apart: ask for it on a terminal, never echoing it.
            guard let typed = SecretPrompt.read("Password for \(path.terminalSafe): "), !typed.isEmpty else {
                throw ShellError(error.message.terminalSafe)
            }
            history = try read(
                kind, file, password: typed, follow: follow, watchlist: watchlist, profile: profile,
                dateOrder: dateOrder)
        } catch let error as ImportError {
            throw ShellError(error.message.terminalSafe)
        }
        session.running.progress?.relabel(
            "import: paced by TVmaze's rate limit (20 requests in 10 s)", counting: "shows")
        let estimate = TimeLeft()
        let summary = try await session.service.importHistory(
            history, dryRun: dryRun, estimateFromCounts: estimateFromCounts
        ) {
            [progress = session.running.progress] in
            progress?.update(done: $0, total: $1, detail: estimate.text(done: $0, total: $1))
        }
        if let report { try writeReport(summary.notMatched + summary.episodeIDOnly, to: report) }
        show(summary, path: path, report: report, in: session)
        return .succeeded
    }

    private static func read(
        _ kind: ExportKind, _ file: String, password: String, follow: Bool, watchlist: Bool, profile: String?,
        dateOrder: DateOrder?
    ) throws -> ImportedHistory {
        do {
            return try kind.read(
                file, password: password, follow: follow, watchlist: watchlist, profile: profile, dateOrder: dateOrder)
        } catch let error as ImportError where error.kind == .usage {
            throw declaration.usageError(error.message.terminalSafe)
        } catch let error as ImportError {
            throw ShellError(error.message.terminalSafe)
        }
    }

    /// Every row not matched or naming only an episode id, as CSV: `show,season,number,reason,where`.
    private static func writeReport(_ rows: [UnplacedRow], to path: String) throws {
        func field(_ text: String) -> String { DocumentOutput.csvField(text.terminalSafe) }
        var text = "show,season,number,reason,where\n"
        for row in rows {
            text +=
                [
                    field(row.show), row.season.map(String.init) ?? "", row.number.map(String.init) ?? "",
                    field(row.reason), field(row.location),
                ].joined(separator: ",") + "\n"
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: TildePath.expand(path)), options: .atomic)
        } catch {
            throw FileError(.write, path: path, underlying: error)
        }
    }

    /// The summary: the same lines for a dry run and a real one, and the first rows not matched.
    private static func show(_ summary: ImportSummary, path: String, report: String?, in session: isolated ShellSession)
    {
        if session.settings.format == .json {
            var json: [String: Any] = [
                "format": summary.format, "file": path, "dryRun": summary.dryRun, "shows": summary.shows,
                "marked": summary.marked, "alreadyMarked": summary.alreadyMarked, "followed": summary.followed,
                "alreadyFollowed": summary.alreadyFollowed, "skipped": summary.skipped,
                "skippedByKind": summary.skippedKinds, "repeated": summary.repeated,
                "followRows": summary.followRows, "episodeIDOnly": summary.episodeIDOnly.count,
                "rowsRead": summary.rowsRead, "notes": summary.notes, "estimated": summary.estimated,
                "notMatched": summary.notMatched.map { row -> [String: Any] in
                    var item: [String: Any] = ["show": row.show, "reason": row.reason, "where": row.location]
                    if let season = row.season { item["season"] = season }
                    if let number = row.number { item["number"] = number }
                    return item
                },
            ]
            if let report { json["report"] = report }
            session.emit(JSONModels.serialize(json))
            return
        }
        let dry = summary.dryRun
        var lines = [
            "\(dry ? "Dry run, nothing written: " : "")\(summary.format) export \(path.terminalSafe)",
            "  episodes \(dry ? "to mark " : "marked  ")    \(summary.marked)",
            "  already marked       \(summary.alreadyMarked)",
            "  shows \(dry ? "to follow" : "followed ")      \(summary.followed)",
            "  already followed     \(summary.alreadyFollowed)",
            "  rows not matched     \(summary.notMatched.count)",
        ]
        /// A figure under the others, its label in their column.
        func figure(_ label: String, _ value: Int, _ remark: String = "") -> String {
            "  " + label.padding(toLength: 21, withPad: " ", startingAt: 0) + "\(value)" + remark
        }
        if summary.estimated > 0 {
            lines.append(
                figure(
                    dry ? "to mark by estimate" : "marked by estimate", summary.estimated, " (--estimate-from-counts)"))
        }
        if summary.repeated > 0 { lines.append(figure("repeated watches", summary.repeated)) }
        if !summary.episodeIDOnly.isEmpty {
            lines.append(
                figure(
                    "by episode id only", summary.episodeIDOnly.count,
                    " (watches naming only TheTVDB's episode id, which TVmaze cannot place; --report lists each)"))
        }
        if summary.skipped > 0 {
            lines.append(figure("rows skipped", summary.skipped))
            let named = summary.skippedKinds.values.reduce(0, +)
            var kinds = summary.skippedKinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
                ($0.value, $0.key)
            }
            if summary.skipped > named { kinds.append((summary.skipped - named, "other rows")) }
            for (count, kind) in kinds { lines.append("    \(count) \(kind.terminalSafe)") }
        }
        if summary.rowsRead > 0 { lines.append(figure("rows read", summary.rowsRead)) }
        for note in summary.notes { lines.append("note: \(note.terminalSafe)") }
        let shown = summary.notMatched.prefix(10)
        if !shown.isEmpty {
            lines.append("Not matched (never guessed):")
            for row in shown {
                let code = [row.season.map { "season \($0)" }, row.number.map { "episode \($0)" }].compactMap { $0 }
                    .joined(separator: " ")
                let name = row.show.isEmpty ? "(no title)" : row.show
                lines.append(
                    "  \(name.terminalSafe)\(code.isEmpty ? "" : " \(code)"): \(row.reason.terminalSafe) (\(row.location.terminalSafe))"
                )
            }
            if summary.notMatched.count > shown.count {
                lines.append(
                    "  … and \(summary.notMatched.count - shown.count) more"
                        + (report == nil ? " (--report FILE lists them all)" : ""))
            }
        }
        if let report { lines.append("Rows not matched are listed in \(report.terminalSafe).") }
        session.emit(lines.joined(separator: "\n") + "\n")
    }
}
