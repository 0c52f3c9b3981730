import Foundation
import TVMaze
import TVService
import TVTestSupport
import Testing

@Suite struct ImageSourceTests {
    static let poster = URL(string: "https://static.tvmaze.com/uploads/images/medium_portrait/13/34955.jpg")!

    private func temporaryCache() -> ImageDiskCache {
        ImageDiskCache(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent("tv-images-\(UUID().uuidString)"))
    }

    @Test func fetchesOnceThenReadsTheDiskCache() async throws {
        let transport = MockTransport.fixtures()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let source = TransportImageSource(transport: transport, cache: cache)
        let first = try await source.imageData(for: Self.poster)
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(FileManager.default.fileExists(atPath: cache.file(for: Self.poster).path))
        let again = try await TransportImageSource(transport: transport, cache: cache).imageData(for: Self.poster)
        #expect(again == first)
        #expect(transport.requests.map(\.url) == [Self.poster])
    }

    @Test func aMissingPictureThrowsAndIsNotCached() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let source = TransportImageSource(transport: MockTransport.fixtures(), cache: cache)
        let missing = URL(string: "https://static.tvmaze.com/uploads/images/medium_portrait/1/1.jpg")!
        await #expect(throws: ImageFetchError.self) { try await source.imageData(for: missing) }
        #expect(cache.data(for: missing) == nil)
    }

    /// Pictures are asked for with the byte cap, so the transport stops reading there; one over it is refused.
    @Test func aPictureIsReadUpToTheByteCapOnly() async throws {
        let fixtures = MockTransport.fixtures()
        let transport = MockTransport { request in
            guard let cap = request.maxBodyBytes else { return try await fixtures.send(request) }
            throw TransportFailure(.tooLarge, "the response was larger than \(cap) bytes")
        }
        let source = TransportImageSource(transport: transport, cache: nil)
        let error = await #expect(throws: ImageFetchError.self) { try await source.imageData(for: Self.poster) }
        #expect(error?.description == "picture too large")
        #expect(transport.requests.map(\.maxBodyBytes) == [TransportImageSource.maxBytes])
    }

    @Test func aMirrorGetsThePathOnItsOwnHost() async throws {
        let transport = MockTransport.fixtures()
        let source = TransportImageSource(
            transport: transport, cache: nil, mirror: URL(string: "http://127.0.0.1:8080")!)
        _ = try await source.imageData(for: Self.poster)
        #expect(
            transport.requests.map(\.url.absoluteString) == [
                "http://127.0.0.1:8080/uploads/images/medium_portrait/13/34955.jpg"
            ])
    }

    @Test func cacheFilesAreKeyedByURL() {
        let cache = ImageDiskCache(directory: URL(fileURLWithPath: "/tmp/x"))
        let a = cache.file(for: Self.poster).lastPathComponent
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
        #expect(
            a
                != cache.file(
                    for: URL(string: "https://static.tvmaze.com/uploads/images/medium_portrait/13/34956.jpg")!
                ).lastPathComponent)
    }

    @Test func theRouterServesPicturesButNothingOutsideImages() {
        let router = FixtureRouter(directory: RepositoryPaths.fixtures)
        #expect(router.respond(to: Self.poster).status == 200)
        #expect(router.respond(path: "/uploads/images/../manifest.json", query: [:]).status == 404)
        #expect(router.respond(path: "/uploads/images/medium_portrait/1/1.jpg", query: [:]).status == 404)
    }

    @Test func theLoopbackServerServesPicturesToo() async throws {
        let server = try await FixtureServer(router: FixtureRouter(directory: RepositoryPaths.fixtures))
        let transport = AsyncHTTPClientTransport(proxies: ProxySettings(environment: [:]))
        let source = TransportImageSource(transport: transport, cache: nil, mirror: server.baseURL)
        let data = try await source.imageData(for: Self.poster)
        await transport.shutdown()
        await server.shutdown()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
