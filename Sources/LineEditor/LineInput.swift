/// One result of reading a line: the text, a Ctrl-C at the prompt, or the end of input.
package enum LineInput: Equatable, Sendable {
    /// A line of text, without its line terminator.
    case line(String)
    /// Ctrl-C at the prompt: the half-typed line was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input stream.
    case endOfInput
}
