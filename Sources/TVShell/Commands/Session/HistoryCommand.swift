import Foundation
import TVText

/// `history`: the command lines typed so far.
enum HistoryCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "history", usage: "history", summary: "The commands typed so far.", examples: ["history"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        if session.settings.format == .json {
            session.emit(
                JSONModels.serialize(
                    session.typed.enumerated().map { ["row": $0.offset + 1, "line": $0.element] as [String: Any] }))
            return .succeeded
        }
        session.emit(
            session.typed.enumerated().map { String(format: "%5d  ", $0.offset + 1) + $0.element.terminalSafe + "\n" }
                .joined())
        return .succeeded
    }
}
