import Foundation

/// Paths as a user types them.
package enum TildePath {
    /// `path` with a leading `~` or `~/` made `$HOME` (as a shell does: Foundation takes the home directory from the
    /// password database instead, which ignores `HOME`); `~user/…` that user's home; anything else unchanged.
    package static func expand(_ path: String, home: String? = getenv("HOME").map { String(cString: $0) }) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home, home.hasPrefix("/") else {
            return (path as NSString).expandingTildeInPath
        }
        return home + path.dropFirst()
    }
}
