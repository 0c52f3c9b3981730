import Foundation
import TVImport
import TVService
import TVText

/// `export history [FILE | -] [--force]`: tv's backup of follows and marks (read back by `import tv FILE`).
enum ExportHistory {
    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        let force = arguments.contains("--force")
        let arguments = arguments.filter { $0 != "--force" }
        guard arguments.count <= 1 else { throw ExportCommand.declaration.usageError("too many arguments") }
        if let word = arguments.first { try ExportCommand.checkFileName(word, keywords: []) }
        let path = arguments.first ?? "tv-history.json"
        let backup = try await session.service.trackingBackup()
        let json = session.settings.format == .json
        if path == "-" {
            // Names are export and API text: on standard output they pass the terminal-safety filter (a file keeps
            // them as they are, JSON-escaped).
            var shown = backup
            shown.follows = backup.follows.map { follow in
                var follow = follow
                follow.name = follow.name.terminalSafe
                return follow
            }
            session.emit(json ? shown.rendered(compact: true) : shown.rendered())
            return .succeeded
        }
        let url = try ExportCommand.writeFile(backup.rendered(), to: path, force: force)
        if json {
            session.emit(
                JSONModels.serialize(
                    ["file": url.path, "follows": backup.follows.count, "marks": backup.marks.count] as [String: Any]))
        } else {
            session.emit(
                "Wrote \(ShellSession.count(backup.follows.count, "follow")) and \(ShellSession.count(backup.marks.count, "mark")) to \(path.terminalSafe).\n"
            )
        }
        return .succeeded
    }
}
