import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Asks for a secret (an archive's password) on the terminal, without echoing what is typed.
package enum SecretPrompt {
    /// Writes `prompt` to stderr and reads one line from standard input with echo off; nil when standard input is
    /// not a terminal (a script) or it ends.
    package static func read(_ prompt: String) -> String? {
        guard isatty(STDIN_FILENO) != 0 else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ICANON)
        FileHandle.standardError.write(Data(prompt.utf8))
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return Swift.readLine(strippingNewline: true)
    }
}
