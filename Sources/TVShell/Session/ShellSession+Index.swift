import Foundation
import TVService

/// `index` and `index update`: the local show index that TAB completes show names from.
extension ShellSession {
    func index(_ args: [String], _ spec: CommandSpec) async throws {
        guard let index = names.index else { throw ShellError("this session has no show index") }
        switch args.first {
        case nil:
            let now = service.wallClock.now()   // the index's age is real time, also while the sample week is shown
            emit(Self.indexStatus(index.loaded(), now: now) + "\n")
        case "update" where args.count == 1:
            let progress = ProgressLine("Downloading show index, page", output: output, enabled: settings.showsProgress)
            defer { progress.finish() }
            let updater = ShowIndexUpdater(api: await service.api, store: index.store, clock: service.wallClock)
            let outcome = try await updater.update { progress.update(done: $0, total: $1) }
            index.invalidate()
            emit("show index: \(outcome.snapshot.entries.count) shows (\(outcome.pagesFetched) pages fetched)\n")
        default:
            throw ShellError("index takes nothing or ‘update’", usage: spec.usage)
        }
    }

    /// "show index: 70000 shows, updated 3 h ago" or how to make one (loads the index, as TAB would).
    static func indexStatus(_ loaded: ShowNameIndex.Loaded, now: Date) -> String {
        guard let count = loaded.matcher?.count else { return "show index: none yet; ‘index update’ downloads it" }
        let snapshot = loaded.status
        guard snapshot.complete, let updated = snapshot.updatedAt else {
            return "show index: \(count) shows, download stopped after page \(snapshot.lastPage); ‘index update’ resumes it"
        }
        let minutes = max(0, Int(now.timeIntervalSince(updated) / 60))
        let age = minutes < 60 ? "\(minutes) min" : minutes < 2880 ? "\(minutes / 60) h" : "\(minutes / 1440) days"
        return "show index: \(count) shows, updated \(age) ago"
    }
}
