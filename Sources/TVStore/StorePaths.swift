package import Foundation
import TVText

/// Where tv keeps its files, by the XDG base directory rules (a relative or empty variable is ignored).
package enum StorePaths {
    /// `--cache-dir`, else `$XDG_CACHE_HOME/tv`, else `~/.cache/tv`: the disposable cache.
    package static func cacheDirectory(explicit: String?, environment: [String: String]) -> URL {
        if let explicit {
            return URL(fileURLWithPath: TildePath.expand(explicit, home: home(environment: environment)))
        }
        return base("XDG_CACHE_HOME", default: ".cache", environment).appendingPathComponent("tv")
    }

    /// `$XDG_DATA_HOME/tv`, else `~/.local/share/tv`: the user's tracking data.
    package static func dataDirectory(environment: [String: String]) -> URL {
        base("XDG_DATA_HOME", default: ".local/share", environment).appendingPathComponent("tv")
    }

    /// `$XDG_CONFIG_HOME/tv`, else `~/.config/tv`: the rc file.
    package static func configDirectory(environment: [String: String]) -> URL {
        base("XDG_CONFIG_HOME", default: ".config", environment).appendingPathComponent("tv")
    }

    /// `$XDG_STATE_HOME/tv`, else `~/.local/state/tv`: the history.
    package static func stateDirectory(environment: [String: String]) -> URL {
        base("XDG_STATE_HOME", default: ".local/state", environment).appendingPathComponent("tv")
    }

    /// `$TV_HISTFILE`, else `$XDG_STATE_HOME/tv/history` (its folder created); "/dev/null" disables.
    package static func historyFile(environment: [String: String]) -> String {
        if let explicit = environment["TV_HISTFILE"], !explicit.isEmpty { return explicit }
        let folder = stateDirectory(environment: environment)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("history").path
    }

    /// `$XDG_CONFIG_HOME/tv/tvrc` (default `~/.config/tv/tvrc`), if it exists.
    package static func rcFile(environment: [String: String]) -> String? {
        let path = configDirectory(environment: environment).appendingPathComponent("tvrc").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// `$HOME` (the XDG rules' base), else the account's home directory (which reads the password database).
    package static func home(environment: [String: String]) -> String {
        if let value = environment["HOME"], value.hasPrefix("/") { return value }
        return NSHomeDirectory()
    }

    private static func base(_ variable: String, default relative: String, _ environment: [String: String]) -> URL {
        if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
        return URL(fileURLWithPath: home(environment: environment)).appendingPathComponent(relative)
    }
}
