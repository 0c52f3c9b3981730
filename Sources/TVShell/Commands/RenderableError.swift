import TVMaze
import TVText

/// An error that says itself in the one line after `error: `, as Hummingbird's `HTTPResponseError` makes its own
/// response; its context stays in fields for code that reacts to it.
package protocol RenderableError: Error {
    /// The line, safe to write to a terminal.
    var errorLine: String { get }
}

extension ShellError: RenderableError {
    package var errorLine: String { description }
}

extension TVMazeError: RenderableError {
    package var errorLine: String { message.terminalSafe }
}
