import Foundation

/// Where the shell gets picture bytes (posters, episode stills) without knowing how they travel.
package protocol ImageSource: Sendable {
    /// The bytes at `url`; throws when there is no picture (not found, unreachable, cancelled).
    func imageData(for url: URL) async throws -> Data
}

/// Why a picture could not be fetched.
package struct ImageFetchError: Error, Sendable, Equatable, CustomStringConvertible {
    package let description: String

    /// An error saying `description`.
    package init(_ description: String) {
        self.description = description
    }
}
