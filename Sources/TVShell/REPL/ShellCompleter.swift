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
    /// Fetches the selected show's episode list into ``names`` (by its id) when TAB needs its seasons or codes before
    /// a command loaded them; nil in tests and offline.
    let showContents: (@Sendable (Int) -> Void)?

    init(
        names: CompletionNames, remote: (@Sendable (String) -> [String])?, commands: [CommandDeclaration],
        showContents: (@Sendable (Int) -> Void)? = nil
    ) {
        self.names = names
        self.remote = remote
        self.commands = commands
        self.showContents = showContents
    }

    /// The selected show's seasons and episode codes, fetched first when none are known yet (`show 3` then
    /// `season <TAB>`).
    private func loadedShowContents() -> (seasons: [String], codes: [String]) {
        if names.seasons.isEmpty, names.episodeCodes.isEmpty, let id = names.selectedShowID { showContents?(id) }
        return (names.seasons, names.episodeCodes)
    }

    /// The completion for the text before the cursor.
    package func complete(_ text: String) -> Completion? {
        guard let space = text.firstIndex(where: \.isWhitespace) else {
            return CompletionBuilder.complete(text, from: (commands.map(\.name) + names.aliases).sorted())
        }
        let word = String(text[..<space])
        let rest = String(text[space...].drop(while: \.isWhitespace))
        guard let command = CommandDeclaration.find(word, in: commands) else { return nil }
        if command.name != word.lowercased(), names.aliases.contains(word.lowercased()) { return nil }
        switch command.argument {
        case .none:
            return nil
        case .command:
            return CompletionBuilder.complete(rest, from: commands.map(\.name) + names.aliases)
        case .alias:
            return CompletionBuilder.complete(rest, from: names.aliases)
        case .personName:
            return CompletionBuilder.complete(rest, from: names.people)
        case .weekday:
            return CompletionBuilder.complete(
                rest,
                from: [
                    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                    "sunday", "today", "tomorrow", "yesterday",
                ])
        case .week:
            return CompletionBuilder.complete(rest, from: ["this", "next", "prev"])
        case .setting(let settings):
            guard let space = rest.firstIndex(where: \.isWhitespace) else {
                return CompletionBuilder.complete(rest, from: settings.map(\.key))
            }
            let key = String(rest[..<space]).lowercased()
            let value = String(rest[space...].drop(while: \.isWhitespace))
            return CompletionBuilder.complete(value, from: settings.first { $0.key == key }?.value() ?? [])
        case .seasonNumber:
            return CompletionBuilder.complete(rest, from: loadedShowContents().seasons)
        case .episodeCode:
            return CompletionBuilder.complete(rest, from: loadedShowContents().codes)
        case .watchTarget:
            let (known, codes) = loadedShowContents()
            let seasons = known.isEmpty ? ["season"] : known.map { "season \($0)" }
            let upto = codes.map { "--upto \($0)" }
            return CompletionBuilder.complete(rest, from: seasons + ["show"] + upto + codes)
        case .month:
            return CompletionBuilder.complete(rest, from: ["this", "next", "prev"])
        case .export:
            let words = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard words.count > 1 else { return CompletionBuilder.complete(rest, from: ["ics"]) }
            if words.count == 2, let kinds = CompletionBuilder.complete(String(words[1]), from: ["week", "following"]) {
                return kinds
            }
            let kindGiven = words.count == 3 && ["week", "following"].contains(words[1].lowercased())
            return PathCompletion.complete(kindGiven ? String(words[2]) : words.dropFirst().joined(separator: " "))
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

/// File names for `source` and `export`, as the tokenizer reads them back: a name with spaces is inserted with `\`
/// before each space (`my\ file.tv`), and a prefix that opens a quote (`"my fi`) completes inside the quote, which a
/// file's completion closes.
enum PathCompletion {
    static func complete(_ raw: String) -> Completion? {
        let (quote, name) = unescaped(raw)
        guard let completion = completeUnquoted(name) else { return nil }
        var path = completion.insertion
        let isWhole = path.hasSuffix(" ")
        if isWhole { path.removeLast() }
        var insertion: String
        if let quote {
            insertion = String(quote) + (quote == "'" ? path : Self.escaped(path, where: { $0 == "\"" || $0 == "\\" }))
            if isWhole { insertion += String(quote) + " " }
        } else {
            insertion = Self.escaped(path, where: { $0.isWhitespace || $0 == "\\" })
            if insertion.first == "\"" || insertion.first == "'" { insertion = "\\" + insertion }
            if isWhole { insertion += " " }
        }
        return Completion(replacing: raw, insertion: insertion, alternatives: completion.alternatives)
    }

    /// The opening quote of `raw` (`"` or `'`, nil without one), and the file name `raw` spells once that quote and its
    /// backslashes are read (a lone `\` at the end escapes nothing yet, so it reads as nothing).
    static func unescaped(_ raw: String) -> (quote: Character?, name: String) {
        let quote = raw.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
        var text = ""
        var escaped = false
        for character in quote == nil ? Substring(raw) : raw.dropFirst() {
            if escaped || character != "\\" || quote == "'" {
                text.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return (quote, text)
    }

    private static func escaped(_ text: String, where needsEscape: (Character) -> Bool) -> String {
        var result = ""
        for character in text {
            if needsEscape(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Completes a file name as it is spelled on disk; a unique file gets a space after it.
    private static func completeUnquoted(_ text: String) -> Completion? {
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
