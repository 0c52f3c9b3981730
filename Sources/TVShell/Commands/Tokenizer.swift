/// Splits a command line into words: spaces separate, quotes group, backslash escapes; a line starting with `#` is a comment.
public enum Tokenizer {
    /// The words of `line`; a line that is empty or a comment gives [].
    /// - Throws: ``ShellError`` for an unterminated quote.
    public static func words(_ line: String) throws -> [String] {
        if line.drop(while: \.isWhitespace).first == "#" { return [] }
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\" where quote != "'":
                escaped = true
                inWord = true
            case "\"", "'":
                if quote == nil {
                    quote = character
                    inWord = true
                } else if quote == character {
                    quote = nil
                } else {
                    current.append(character)
                }
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
}
