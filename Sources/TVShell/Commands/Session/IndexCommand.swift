import Foundation
import TVService

/// `index [update]`: the local show index that TAB completes show names from.
enum IndexCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "index", usage: "index [update]",
        summary: "The local show index TAB completes names from: its size and age; update downloads or refreshes it.",
        examples: ["index", "index update"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard let index = session.names.index else { throw ShellError("this session has no show index") }
        switch arguments.first {
        case nil:
            // the index's age is real time, also while the sample week is shown
            let now = session.service.realNow()
            session.emit(status(index.loaded(), now: now) + "\n")
        case "update" where arguments.count == 1:
            try session.requireTVmaze("index update")
            let progress = session.running.progress
            progress?.relabel("index: downloading TVmaze's show index", counting: "pages")
            let updater = await session.service.showIndexUpdater(store: index.store)
            let outcome = try await updater.update { progress?.update(done: $0, total: $1) }
            index.invalidate()
            session.emit(
                "show index: \(outcome.snapshot.entries.count) shows (\(outcome.pagesFetched) pages fetched)\n")
        default:
            throw declaration.usageError("index takes nothing or ‘update’")
        }
        return .succeeded
    }

    /// "show index: 70000 shows, updated 3 h ago" or how to make one (loads the index, as TAB would).
    static func status(_ loaded: ShowNameIndex.Loaded, now: Date) -> String {
        guard let count = loaded.matcher?.count else { return "show index: none yet; ‘index update’ downloads it" }
        let snapshot = loaded.status
        guard snapshot.complete, let updated = snapshot.updatedAt else {
            return
                "show index: \(count) shows, download stopped after page \(snapshot.lastPage); ‘index update’ resumes it"
        }
        let minutes = max(0, Int(now.timeIntervalSince(updated) / 60))
        let age = minutes < 60 ? "\(minutes) min" : minutes < 2880 ? "\(minutes / 60) h" : "\(minutes / 1440) days"
        return "show index: \(count) shows, updated \(age) ago"
    }
}
