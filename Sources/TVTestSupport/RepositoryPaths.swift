import Foundation

/// Where the repository's own data lives, for tests and tools run from a checkout.
package enum RepositoryPaths {
    /// The package root (the folder holding Package.swift).
    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/`, the bundled sample week.
    package static var fixtures: URL { root.appendingPathComponent("Fixtures") }

    /// `../shared/tvmaze/samples` beside the project root, when present.
    package static var samples: URL? {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/tvmaze/samples")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
