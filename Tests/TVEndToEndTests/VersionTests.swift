import Foundation
import TVMaze
import TVTestSupport
import Testing

/// The version: `tv --version` prints `TVMazeVersion.current`, and CHANGELOG.md has its section. A build holds no
/// commit; scripts/stamp-binary writes one into the copy it installs or packages (scripts/test-package checks that).
@Suite struct VersionTests {
    @Test func aBuildNamesItsVersionAndNoCommit() async throws {
        let run = try await TVProcess.execute(["--version"])
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        #expect(run.output == "tv \(TVMazeVersion.current)\n")
    }

    @Test func theVersionIsSemanticAndTheChangelogHasItsDatedSection() throws {
        #expect(TVMazeVersion.current.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)/) != nil)
        let changelog = try String(
            contentsOf: RepositoryPaths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = "## [\(TVMazeVersion.current)] - "
        let line = changelog.split(separator: "\n").first { $0.hasPrefix(heading) }
        #expect(line?.dropFirst(heading.count).wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "no ‘\(heading)DATE’")
    }
}
