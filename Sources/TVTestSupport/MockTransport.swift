package import Foundation
import Synchronization
package import TVMaze

/// The test double for ``HTTPTransport``, as swift-openapi-runtime's `MockClientTransport`: its answers come from a
/// closure, and it records every request it was sent.
package final class MockTransport: HTTPTransport {
    /// Answers one request.
    package typealias Answer = @Sendable (TransportRequest) async throws -> TransportResponse

    private let answer: Answer
    private let sent = Mutex<[TransportRequest]>([])
    /// Whether the client may skip pacing, as it does for the in-process sample data.
    package let answersLocally: Bool

    package init(answersLocally: Bool = false, _ answer: @escaping Answer) {
        self.answersLocally = answersLocally
        self.answer = answer
    }

    package func send(_ request: TransportRequest) async throws -> TransportResponse {
        sent.withLock { $0.append(request) }
        return try await answer(request)
    }

    /// Every request sent so far, in order.
    package var requests: [TransportRequest] { sent.withLock { $0 } }

    /// How many requests asked for `path` (the URL's path, without the query).
    package func count(path: String) -> Int { requests.filter { $0.url.path == path }.count }

    /// Answers from a fixture directory (the bundled sample week by default), as `--fixtures` does.
    package static func fixtures(_ directory: URL = RepositoryPaths.fixtures) -> MockTransport {
        let fixtures = FixtureTransport(router: FixtureRouter(directory: directory))
        return MockTransport(answersLocally: true) { request in try await fixtures.send(request) }
    }

    /// Answers from recorded exchanges (a cassette), matched by path and query in any order; 599 for the rest.
    package static func replaying(_ exchanges: [Cassette.Exchange]) -> MockTransport {
        @Sendable func key(_ text: String) -> String {
            guard let components = URLComponents(string: text.replacingOccurrences(of: "+", with: "%20")) else {
                return text
            }
            let items = (components.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }.sorted()
            return components.path + "?" + items.joined(separator: "&")
        }
        return MockTransport { request in
            guard let match = exchanges.first(where: { key($0.uri) == key(request.url.absoluteString) }) else {
                return TransportResponse(status: 599, body: [])
            }
            return TransportResponse(status: match.status, body: Array(match.body.utf8))
        }
    }

    /// Fails every request as TVmaze out of reach (its name not found, as without a network).
    package static var unreachable: MockTransport {
        MockTransport { _ in throw TransportFailure(.unreachable, "host not found") }
    }
}
