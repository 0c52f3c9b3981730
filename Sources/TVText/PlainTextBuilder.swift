/// Accumulates plain text, collapsing whitespace and deferring breaks so that none lead or trail.
struct PlainTextBuilder {
    private(set) var text = ""
    private var pendingSpace = false
    private var pendingBreaks = 0

    /// Adds one scalar; whitespace only marks a space to insert before the next visible scalar.
    mutating func append(_ scalar: Unicode.Scalar) {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0C}", "\u{A0}":
            pendingSpace = true
            return
        default:
            break
        }
        if !text.isEmpty {
            if pendingBreaks > 0 {
                text += String(repeating: "\n", count: pendingBreaks)
            } else if pendingSpace {
                text += " "
            }
        }
        pendingSpace = false
        pendingBreaks = 0
        text.unicodeScalars.append(scalar)
    }

    /// Adds the scalars of `string` in order.
    mutating func append(_ string: String) {
        for scalar in string.unicodeScalars { append(scalar) }
    }

    /// A `<br>`: one more line break, at most a blank line.
    mutating func addLineBreak() { pendingBreaks = min(2, pendingBreaks + 1) }

    /// A block edge (`</li>`, `<div>`): at least a line break.
    mutating func endLine() { pendingBreaks = max(pendingBreaks, 1) }

    /// A paragraph edge: exactly one blank line.
    mutating func endParagraph() { pendingBreaks = 2 }
}
