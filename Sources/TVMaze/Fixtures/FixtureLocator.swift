package import Foundation

/// Finds the sample data: `--fixtures`, `$TV_FIXTURES`, an installed `share/tv/Fixtures`, or the checkout's `Fixtures/`.
package enum FixtureLocator {
    /// The first of those that exists (the explicit ones are taken as given); nil when none has a `manifest.json`.
    /// - Parameter executable: the program's path as started (`CommandLine.arguments[0]`); symbolic links are followed.
    package static func directory(
        explicit: String?, environment: [String: String],
        executable path: String = CommandLine.arguments[0]
    ) -> URL? {
        if let explicit { return URL(fileURLWithPath: explicit) }
        if let fromEnvironment = environment["TV_FIXTURES"], !fromEnvironment.isEmpty {
            return URL(fileURLWithPath: fromEnvironment)
        }
        // realpath(3) rather than URL.resolvingSymlinksInPath(), which costs a millisecond of runtime type lookups at start-up.
        let executable = URL(
            fileURLWithPath: realpath(path, nil).map { resolved in
                defer { free(resolved) }
                return String(cString: resolved)
            } ?? path)
        let candidates = [
            executable.deletingLastPathComponent().appendingPathComponent("../share/tv/Fixtures").standardized,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fixtures")
                .standardized,
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("manifest.json").path)
        }
    }
}
