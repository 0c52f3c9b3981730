/// Splits a command line into words: spaces separate, quotes group, backslash escapes (except as the command word's
/// first letter); a line starting with `#` is a comment.
///
/// A quote opens only at the start of a word, a `'` closes only before a space or the end of the line, and a `'` that
/// nothing closes is a letter. So show names read as typed or completed: `show Grey's Anatomy`, `show 'Til Death`,
/// `show 'Allo 'Allo!`, `search 'Grey's Anatomy'`, `search "it's"`.
package enum Tokenizer {
    /// The words of `line`; a line that is empty or a comment gives [].
    /// - Throws: ``ShellError`` for an unterminated quote.
    package static func words(_ line: String) throws -> [String] {
        if line.drop(while: \.isWhitespace).first == "#" { return [] }
        let characters = Array(line)
        // A `'` can open a quote only if a later one can close it.
        let lastClosingQuote = characters.indices.last { closesSingleQuote(at: $0, in: characters) }
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for (index, character) in characters.enumerated() {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\" where words.isEmpty && !inWord:
                // Starting the command word it is a letter: psql's `\q` (an alias of quit).
                current.append(character)
                inWord = true
            case "\\" where quote != "'":
                escaped = true
                inWord = true
            case _
            where (character == "\"" || (character == "'" && index < lastClosingQuote ?? -1)) && quote == nil && !inWord:
                quote = character
                inWord = true
            case _ where character == quote && (quote == "\"" || closesSingleQuote(at: index, in: characters)):
                quote = nil
            case _ where character.isWhitespace && quote == nil:
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw ShellError("unterminated \(quote) quote") }
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        return words
    }

    /// Whether the character at `index` is a `'` that can close a quote: one before a space or the end of the line
    /// (not the apostrophe of `Grey's` or of `'Allo`).
    private static func closesSingleQuote(at index: Int, in characters: [Character]) -> Bool {
        characters[index] == "'" && (index + 1 == characters.count || characters[index + 1].isWhitespace)
    }
}
