import Foundation

extension TVMazeClient {
    /// Sends one user-API request (`/v1/…`) through the same pacer and retry budgets as every public call, and
    /// returns TVmaze's answer whatever its status below 500 (a 429 is waited out), for the caller to read (403 "not
    /// yet", 207 "some failed"). A redirect is not followed: the `Authorization` header must not go to another host.
    ///
    /// The user API's writes are idempotent (marking twice is one mark), so they are retried as reads are.
    ///
    /// - Parameters:
    ///   - method: `GET`, `POST`, `PUT` or `DELETE`.
    ///   - json: the body, sent as `application/json`.
    ///   - authorization: the `Authorization` header's value.
    ///   - resource: names the thing in messages.
    /// - Throws: ``TVMazeError`` when no answer could be had, or `CancellationError`.
    package func send(
        _ method: String, _ path: String, query: [(String, String)] = [], json: [UInt8]? = nil,
        authorization: String? = nil, resource: String
    ) async throws -> TransportResponse {
        var request = TransportRequest(
            url: url(path, query: query),
            headers: [("User-Agent", configuration.userAgent), ("Accept", "application/json")],
            timeout: configuration.timeout, followsRedirects: false)
        request.method = method
        if let json {
            request.body = json
            request.headers.append(("Content-Type", "application/json"))
        }
        if let authorization { request.headers.append(("Authorization", authorization)) }
        return try await exchange(request, path: path, resource: resource) { _ in true }
    }
}
