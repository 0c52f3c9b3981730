package import Foundation

/// Serves a fixture directory in-process through the same client and decoders: `--offline`.
package struct FixtureTransport: HTTPTransport {
    package let router: FixtureRouter

    package init(router: FixtureRouter) {
        self.router = router
    }

    package var answersLocally: Bool { true }

    package func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        let response = router.respond(to: request.url)
        return TransportResponse(
            status: response.status, headers: ["content-type": "application/json; charset=UTF-8"],
            body: response.body)
    }
}

/// `manifest.json` of a fixture directory: which week it holds and the "now" offline mode uses.
package struct FixtureManifest: Sendable, JSONObjectReadable {
    package var country: String
    /// The Monday of the sample week.
    package var week: CalendarDate
    /// The instant `--offline` pins "now" to, inside the week.
    package var now: Date
    /// The network zone the data was written for.
    package var timezone: String?

    /// Reads the manifest; `week` and `now` are required.
    package init(json: JSONObject) throws(JSONReadError) {
        var c = json
        country = c.text("country") ?? "US"
        guard let week = c.date("week"), let now = c.text("now").flatMap({ Airstamp.parse($0) }) else {
            throw JSONReadError(.missing("week or now"))
        }
        self.week = week
        self.now = now
        timezone = c.text("timezone")
    }

    /// Reads `manifest.json` from a fixture directory.
    package static func load(from directory: URL) throws -> FixtureManifest {
        let url = directory.appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: url) else {
            throw TVMazeError(.notFound, "no fixture manifest at \(url.path)")
        }
        return try TVMazeAPI.decode(FixtureManifest.self, from: [UInt8](data), what: "fixture manifest")
    }
}
