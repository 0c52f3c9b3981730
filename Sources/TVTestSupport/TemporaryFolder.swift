package import Foundation

/// New empty folders for tests: a home of one run, a cache, a place to export into.
package enum TemporaryFolder {
    /// A new empty folder under the system's temporary directory, named `prefix-UUID`.
    package static func make(_ prefix: String = "tv-home") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
