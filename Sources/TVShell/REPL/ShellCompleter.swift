import Foundation
package import LineEditor
import TVText

/// TAB completion by context: command names, then the argument the command takes.
package struct ShellCompleter: Sendable {
    let names: CompletionNames
    /// Looks names up remotely when few are known locally; nil in tests and offline.
    let remote: (@Sendable (String) -> [String])?
    /// The commands whose names and arguments it completes.
    let commands: [CommandDeclaration]

    init(names: CompletionNames, remote: (@Sendable (String) -> [String])?, commands: [CommandDeclaration]) {
        self.names = names
        self.remote = remote
        self.commands = commands
    }

    /// The completion for the text before the cursor.
    package func complete(_ text: String) -> Completion? {
        guard let space = text.firstIndex(where: \.isWhitespace) else {
            return CompletionBuilder.complete(text, from: commands.map(\.name).sorted())
        }
        let word = String(text[..<space])
        let rest = String(text[space...].drop(while: \.isWhitespace))
        guard let command = CommandDeclaration.find(word, in: commands) else { return nil }
        switch command.argument {
        case .none:
            return nil
        case .command:
            return CompletionBuilder.complete(rest, from: commands.map(\.name))
        case .weekday:
            return CompletionBuilder.complete(
                rest,
                from: [
                    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                    "sunday", "today", "tomorrow", "yesterday",
                ])
        case .week:
            return CompletionBuilder.complete(rest, from: ["this", "next", "prev"])
        case .setting:
            return CompletionBuilder.complete(
                rest, from: ["format", "color", "tz", "country", "images", "layout", "sources", "spoilers"])
        case .seasonNumber:
            return CompletionBuilder.complete(rest, from: names.seasons)
        case .episodeCode:
            return CompletionBuilder.complete(rest, from: names.episodeCodes)
        case .watchTarget:
            let seasons = names.seasons.isEmpty ? ["season"] : names.seasons.map { "season \($0)" }
            let upto = names.episodeCodes.map { "--upto \($0)" }
            return CompletionBuilder.complete(rest, from: seasons + ["show"] + upto + names.episodeCodes)
        case .month:
            return CompletionBuilder.complete(rest, from: ["this", "next", "prev"])
        case .export:
            let words = rest.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count > 1 else { return CompletionBuilder.complete(rest, from: ["ics"]) }
            let tail = words.dropFirst().joined(separator: " ")
            if words.count == 2, let kinds = CompletionBuilder.complete(tail, from: ["week", "following"]) {
                return kinds
            }
            return PathCompletion.complete(String(words.last!))
        case .path:
            return PathCompletion.complete(rest)
        case .showName:
            if let completion = names.index?.complete(rest) { return completion }
            var candidates = names.all
            if let remote, rest.count >= 2,
                candidates.filter({ $0.lowercased().hasPrefix(rest.lowercased()) }).count < 3
            {
                candidates = Array(Set(candidates + remote(rest).map(\.terminalSafe).filter { !$0.isEmpty })).sorted()
                names.add(candidates)
            }
            return CompletionBuilder.complete(rest, from: candidates)
        }
    }
}

/// File names for `source`.
enum PathCompletion {
    static func complete(_ text: String) -> Completion? {
        let expanded = TildePath.expand(text)
        let directory =
            text.isEmpty || !text.contains("/")
            ? "." : (expanded.hasSuffix("/") ? expanded : NSString(string: expanded).deletingLastPathComponent)
        let prefixPart = text.contains("/") ? String(text[text.index(after: text.lastIndex(of: "/")!)...]) : text
        let base = text.contains("/") ? String(text[...text.lastIndex(of: "/")!]) : ""
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
        let candidates = entries.filter { !$0.hasPrefix(".") || prefixPart.hasPrefix(".") }.map { entry -> String in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: (directory as NSString).appendingPathComponent(entry), isDirectory: &isDirectory)
            return entry + (isDirectory.boolValue ? "/" : "")
        }
        guard let completion = CompletionBuilder.complete(prefixPart, from: candidates, suffix: "") else { return nil }
        var insertion = base + completion.insertion
        if completion.alternatives.isEmpty, !insertion.hasSuffix("/") { insertion += " " }
        return Completion(replacing: text, insertion: insertion, alternatives: completion.alternatives)
    }
}
