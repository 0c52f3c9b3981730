import Foundation
import TVService
import TVText

/// `sync [--dry-run]`: marks (and, for Premium, follows) both ways between tv and the linked TVmaze account.
enum SyncCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "sync", usage: "sync [--dry-run]",
        summary: "Sync watched marks (and follows, for Premium) with the linked TVmaze account.",
        examples: ["sync --dry-run", "sync"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard arguments.allSatisfy({ $0 == "--dry-run" || $0 == "-n" }), arguments.count <= 1 else {
            throw declaration.usageError("sync takes only --dry-run")
        }
        let account = try session.requireAccount()
        let dryRun = !arguments.isEmpty
        let report = try await account.sync(dryRun: dryRun)
        let refused = report.refused.sorted { $0.key < $1.key }
        if !report.followsSynced {
            session.output.writeError(
                "notice: follows are not synced: TVmaze's follow list needs a Premium account (marks are synced)\n")
        }
        for (episode, reason) in refused {
            session.output.writeError(
                "warning: TVmaze refused episode \(episode): \(reason.terminalSafe) (kept here; sent again next sync)\n"
            )
        }
        let count = ShellSession.count
        // "would send" in a dry run, "sent" after a real one.
        func did(_ verb: String, _ past: String) -> String { dryRun ? "would \(verb)" : past }
        var parts = [
            "\(did("send", "sent")) \(count(report.pushed, "mark"))",
            "\(did("add", "added")) \(count(report.pulled, "mark")) here",
        ]
        if report.removedLocally > 0 {
            parts.append("\(did("remove", "removed")) \(count(report.removedLocally, "mark")) here")
        }
        if report.removedRemotely > 0 {
            parts.append("\(did("remove", "removed")) \(count(report.removedRemotely, "mark")) on TVmaze")
        }
        if report.followsSynced {
            parts.append(
                "\(did("follow", "followed")) \(report.followsPushed) on TVmaze and \(report.followsPulled) here")
            if report.unfollowedLocally + report.unfollowedRemotely > 0 {
                parts.append(
                    "\(did("unfollow", "unfollowed")) \(report.unfollowedRemotely) on TVmaze and \(report.unfollowedLocally) here"
                )
            }
        }
        if !refused.isEmpty { parts.append("\(count(refused.count, "mark")) refused") }
        var message = (dryRun ? "Dry run with " : "Synced with ") + report.username.terminalSafe + " ("
        message += "\(count(report.shows, "show"))): " + parts.joined(separator: ", ") + "."
        if report.unmarksKept > 0 {
            let kept = report.unmarksKept
            message +=
                " \(count(kept, "unmark")) \(kept == 1 ? "stays" : "stay") here only: removing marks on TVmaze needs Premium."
        }
        if session.settings.format == .json {
            let object: [String: Any] = [
                "dryRun": dryRun, "username": report.username, "premium": report.premium, "shows": report.shows,
                "pushed": report.pushed, "pulled": report.pulled, "removedLocally": report.removedLocally,
                "removedRemotely": report.removedRemotely, "unmarksKept": report.unmarksKept,
                "refused": refused.map { ["episode": $0.key, "message": $0.value] as [String: Any] },
                "follows": report.followsSynced
                    ? [
                        "pushed": report.followsPushed, "pulled": report.followsPulled,
                        "unfollowedLocally": report.unfollowedLocally, "unfollowedRemotely": report.unfollowedRemotely,
                    ] as [String: Any] : NSNull(),
                "message": message,
            ]
            session.emit(JSONModels.serialize(object))
        } else {
            session.emit(message + "\n")
        }
        return .succeeded
    }
}
