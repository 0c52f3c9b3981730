import Foundation

/// The REPL commands as a section of tv's man page (roff), from the same declarations `help` shows.
package enum CommandManual {
    /// `.SH "SHELL COMMANDS"` with one tagged paragraph per command: its usage, summary, aliases and examples.
    package static func roff() -> String {
        var text = ".SH \"SHELL COMMANDS\"\n"
        text += "At the \\fBtv>\\fR prompt, with \\fB\\-c\\fR, in a script (\\fB\\-f\\fR) or the rc file. "
        text += "A bare number selects row N of the last listing; \\fBhelp\\fR \\fICOMMAND\\fR explains one.\n"
        for declaration in CommandRegistry.declarations {
            text += ".TP\n.B \(escaped(declaration.usage))\n\(escaped(declaration.summary))\n"
            if !declaration.aliases.isEmpty {
                text += ".br\nAlso: \(escaped(declaration.aliases.joined(separator: ", ")))\n"
            }
            text += ".br\nExamples: " + declaration.examples.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
            text += "\n"
        }
        return text
    }

    /// Text as roff reads it literally: backslashes and hyphens escaped, and no line starting with a control character.
    static func escaped(_ text: String) -> String {
        let body = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}
