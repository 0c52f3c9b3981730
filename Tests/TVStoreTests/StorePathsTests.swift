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
        #expect(StorePaths.cacheDirectory(explicit: nil, environment: ["HOME": "/h", "XDG_CACHE_HOME": "relative"]).path == "/h/.cache/tv")
        #expect(StorePaths.cacheDirectory(explicit: "/elsewhere", environment: home).path == "/elsewhere")
    }

    @Test func withoutAnAbsoluteHomeTheAccountsHomeDirectory() {
        #expect(StorePaths.home(environment: [:]) == NSHomeDirectory())
        #expect(StorePaths.home(environment: ["HOME": ""]) == NSHomeDirectory())
        #expect(StorePaths.home(environment: ["HOME": "/custom"]) == "/custom")
    }
}
