import Foundation
import TVText

/// `alias [NAME COMMAND…]`: names a command line (in the rc file too); alone, lists the aliases.
enum AliasCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "alias", usage: "alias [NAME COMMAND…]",
        summary:
            "Name a command with its words: NAME then runs it, with any words after NAME added (rc file too); alone, list the aliases.",
        examples: ["alias abc day today --network ABC", "alias tw week /the", "alias"], argument: .command)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard let name = arguments.first?.lowercased() else {
            let aliases = session.aliases.words.sorted { $0.key < $1.key }
            if session.settings.format == .json {
                session.emit(JSONModels.serialize(session.aliases.words.mapValues { $0 }))
            } else if aliases.isEmpty {
                session.output.writeError("no aliases; alias NAME COMMAND… makes one\n")
            } else {
                session.emit(aliases.map { "alias \($0.key) \(quoted($0.value))".terminalSafe + "\n" }.joined())
            }
            return .succeeded
        }
        guard arguments.count >= 2 else { throw declaration.usageError("alias \(name) needs a command") }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), Int(name) == nil else {
            throw declaration.usageError("an alias name is a word of letters, digits, - and _")
        }
        if CommandRegistry.all.contains(where: { $0.declaration.name == name || $0.declaration.aliases.contains(name) })
        {
            throw ShellError("‘\(name.terminalSafe)’ is a command; pick another name")
        }
        let target = arguments[1]
        guard CommandRegistry.find(target) != nil else {
            throw declaration.usageError("unknown command ‘\(target.terminalSafe)’")
        }
        session.aliases.define(name, as: Array(arguments.dropFirst()))
        session.names.setAliases(session.aliases.names)
        return .succeeded
    }

    /// Words as a line the tokenizer reads back as them: a word with a space, a quote or a backslash in `"…"`.
    static func quoted(_ words: [String]) -> String {
        words.map { word in
            guard word.isEmpty || word.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" })
            else { return word }
            return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        }.joined(separator: " ")
    }
}

/// `unalias NAME`: forgets an alias.
enum UnaliasCommand: ShellCommand {
    static let declaration = CommandDeclaration(
        name: "unalias", usage: "unalias NAME", summary: "Forget an alias.", examples: ["unalias abc"],
        argument: .alias)

    static func run(_ arguments: [String], in session: isolated ShellSession) async throws -> CommandOutcome {
        guard arguments.count == 1 else { throw declaration.usageError("unalias takes one name") }
        guard session.aliases.remove(arguments[0]) else {
            throw ShellError("no alias ‘\(arguments[0].terminalSafe)’")
        }
        session.names.setAliases(session.aliases.names)
        return .succeeded
    }
}
