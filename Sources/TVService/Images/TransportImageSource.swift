package import Foundation
package import TVMaze

/// Pictures over the same ``HTTPTransport`` as the API (so the same proxy and offline failover), kept on disk.
///
/// Image hosts are not the API: requests skip the API's pacer and retries; one failure means no picture.
/// With a mirror (`--api-url`), picture URLs are sent to the mirror's scheme, host and port, path unchanged,
/// as the loopback fixture server serves `/uploads/images/…` too.
package struct TransportImageSource: ImageSource {
    private let transport: any HTTPTransport
    private let cache: ImageDiskCache?
    private let mirror: URL?
    private let userAgent: String
    private let timeout: Duration

    /// The largest picture accepted: reading stops there (a poster is well under 1 MB).
    package static let maxBytes = 4 << 20

    /// Pictures through `transport`, kept in `cache` (nil: not kept), sent to `mirror`'s host when given.
    package init(
        transport: any HTTPTransport, cache: ImageDiskCache?, mirror: URL? = nil,
        userAgent: String = "tv/\(TVMazeVersion.current) (TVmaze shell)", timeout: Duration = .seconds(20)
    ) {
        self.transport = transport
        self.cache = cache
        self.mirror = mirror
        self.userAgent = userAgent
        self.timeout = timeout
    }

    package func imageData(for url: URL) async throws -> Data {
        if let cached = cache?.data(for: url) { return cached }
        let request = TransportRequest(
            url: target(for: url), headers: [("User-Agent", userAgent), ("Accept", "image/*")],
            timeout: timeout, maxBodyBytes: Self.maxBytes)
        let response: TransportResponse
        do {
            response = try await transport.send(request)
        } catch let failure as TransportFailure {
            throw ImageFetchError(
                failure.kind == .tooLarge ? "picture too large" : "picture not fetched: \(failure.detail)")
        }
        guard (200..<300).contains(response.status), !response.body.isEmpty else {
            throw ImageFetchError("picture not fetched: HTTP \(response.status)")
        }
        guard response.body.count <= Self.maxBytes else { throw ImageFetchError("picture too large") }
        let data = Data(response.body)
        cache?.store(data, for: url)
        return data
    }

    /// `url` moved onto the mirror, if there is one.
    func target(for url: URL) -> URL {
        guard let mirror, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.scheme = mirror.scheme
        components.host = mirror.host
        components.port = mirror.port
        return components.url ?? url
    }
}

/// Picture bytes as plain files in one folder (`$XDG_CACHE_HOME/tv/images/`), named by a hash of the URL.
package struct ImageDiskCache: Sendable {
    package let directory: URL

    /// A cache in `directory` (created on first store).
    package init(directory: URL) {
        self.directory = directory
    }

    /// The stored bytes for `url`, or nil.
    package func data(for url: URL) -> Data? {
        guard let data = try? Data(contentsOf: file(for: url)), !data.isEmpty else { return nil }
        return data
    }

    /// Stores `data` for `url` (atomically; a failure to write only costs a later refetch).
    package func store(_ data: Data, for url: URL) {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: file(for: url), options: .atomic)
    }

    /// The file for `url`: two FNV-1a 64-bit hashes of the URL (different offsets) in hex.
    package func file(for url: URL) -> URL {
        let bytes = Array(url.absoluteString.utf8)
        func fnv(_ offset: UInt64) -> String {
            let hash = bytes.reduce(offset) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return directory.appendingPathComponent(fnv(0xcbf2_9ce4_8422_2325) + fnv(0x8422_2325_cbf2_9ce4))
    }
}
