import Foundation

/// Where the shell gets picture bytes (posters, episode stills) without knowing how they travel.
public protocol ImageSource: Sendable {
    /// The bytes at `url`; throws when there is no picture (not found, unreachable, cancelled).
    func imageData(for url: URL) async throws -> Data
}

/// Why a picture could not be fetched.
public struct ImageFetchError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
