import Foundation
import TVTestSupport
import Testing

@testable import TVMaze

/// Where the sample data is looked for: `--fixtures`, `$TV_FIXTURES`, an installed `share/tv/Fixtures`, the checkout's.
@Suite struct FixtureLocatorTests {
    @Test func explicitThenEnvironmentAreTakenAsGiven() {
        #expect(FixtureLocator.directory(explicit: "/given", environment: ["TV_FIXTURES": "/env"])?.path == "/given")
        #expect(FixtureLocator.directory(explicit: nil, environment: ["TV_FIXTURES": "/env"])?.path == "/env")
    }

    @Test func anInstalledCopyBesideTheExecutableWinsOverTheCheckout() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("tv-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let installed = prefix.appendingPathComponent("share/tv/Fixtures")
        try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let executable = prefix.appendingPathComponent("bin/tv").path
        #expect(FileManager.default.createFile(atPath: executable, contents: Data()))
        // Without a manifest the installed folder is not sample data: the checkout's is found.
        let checkout = FixtureLocator.directory(explicit: nil, environment: ["TV_FIXTURES": ""], executable: executable)
        #expect(
            checkout?.resolvingSymlinksInPath().path
                == RepositoryPaths.fixtures.standardized.resolvingSymlinksInPath().path)
        #expect(
            FileManager.default.createFile(
                atPath: installed.appendingPathComponent("manifest.json").path, contents: Data("{}".utf8)))
        let found = FixtureLocator.directory(explicit: nil, environment: [:], executable: executable)
        #expect(found?.resolvingSymlinksInPath().path == installed.resolvingSymlinksInPath().path)
    }
}
