import Foundation
import Testing

@testable import TVStore

/// The XDG base directory rules: an absolute variable wins, else `$HOME` and the rule's default folder.
@Suite struct StorePathsTests {
    @Test func absoluteVariablesWinElseHomeAndTheDefault() {
        let home = ["HOME": "/home/viewer"]
        #expect(StorePaths.dataDirectory(environment: home).path == "/home/viewer/.local/share/tv")
        #expect(StorePaths.cacheDirectory(explicit: nil, environment: home).path == "/home/viewer/.cache/tv")
        #expect(StorePaths.dataDirectory(environment: ["HOME": "/h", "XDG_DATA_HOME": "/data"]).path == "/data/tv")
        #expect(
            StorePaths.cacheDirectory(explicit: nil, environment: ["HOME": "/h", "XDG_CACHE_HOME": "relative"]).path
                == "/h/.cache/tv")
        #expect(StorePaths.cacheDirectory(explicit: "/elsewhere", environment: home).path == "/elsewhere")
        // --cache-dir=~/…
        #expect(StorePaths.cacheDirectory(explicit: "~/tv-cache", environment: home).path == "/home/viewer/tv-cache")
    }

    /// The rc file's and the history's folders follow the same rules as the cache's.
    @Test func configAndStateFollowTheSameRules() {
        let home = ["HOME": "/home/viewer"]
        #expect(StorePaths.configDirectory(environment: home).path == "/home/viewer/.config/tv")
        #expect(StorePaths.stateDirectory(environment: home).path == "/home/viewer/.local/state/tv")
        #expect(StorePaths.configDirectory(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/conf"]).path == "/conf/tv")
        #expect(StorePaths.stateDirectory(environment: ["HOME": "/h", "XDG_STATE_HOME": "/state"]).path == "/state/tv")
        #expect(
            StorePaths.configDirectory(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "conf"]).path == "/h/.config/tv")
        #expect(
            StorePaths.stateDirectory(environment: ["HOME": "/h", "XDG_STATE_HOME": ""]).path == "/h/.local/state/tv")
    }

    /// `$TV_HISTFILE` wins; else the history is in the state folder, which is made for it.
    @Test func theHistoryFileAndTheRCFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tv-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(StorePaths.historyFile(environment: ["TV_HISTFILE": "/dev/null"]) == "/dev/null")
        let environment = [
            "HOME": root.path, "TV_HISTFILE": "", "XDG_CONFIG_HOME": root.appendingPathComponent("conf").path,
        ]
        #expect(StorePaths.historyFile(environment: environment) == root.path + "/.local/state/tv/history")
        #expect(FileManager.default.fileExists(atPath: root.path + "/.local/state/tv"))
        #expect(StorePaths.rcFile(environment: environment) == nil)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("conf/tv"), withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(atPath: root.path + "/conf/tv/tvrc", contents: Data("set tz UTC\n".utf8)))
        #expect(StorePaths.rcFile(environment: environment) == root.path + "/conf/tv/tvrc")
    }

    @Test func withoutAnAbsoluteHomeTheAccountsHomeDirectory() {
        #expect(StorePaths.home(environment: [:]) == NSHomeDirectory())
        #expect(StorePaths.home(environment: ["HOME": ""]) == NSHomeDirectory())
        #expect(StorePaths.home(environment: ["HOME": "/custom"]) == "/custom")
    }
}
