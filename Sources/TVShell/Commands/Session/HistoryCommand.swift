import Foundation
import TVText

/// `history`: the command lines typed so far.
enum HistoryCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "history", usage: "history", summary: "The commands typed so far.", examples: ["history"])

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        try declaration.expectNoArguments(arguments)
        session.emit(
            session.typed.enumerated().map { String(format: "%5d  ", $0.offset + 1) + $0.element.terminalSafe + "\n" }
                .joined())
        return .succeeded
    }
}
