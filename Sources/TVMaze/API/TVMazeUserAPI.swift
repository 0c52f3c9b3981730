import Foundation

/// A TVmaze account's user name and API key: HTTP Basic credentials for the user API. The key is a password.
package struct AccountCredentials: Sendable, Equatable {
    package var username: String
    package var apiKey: String

    package init(username: String, apiKey: String) {
        self.username = username
        self.apiKey = apiKey
    }

    /// `Basic base64(username:apikey)`.
    package var authorization: String {
        "Basic " + Data("\(username):\(apiKey)".utf8).base64EncodedString()
    }
}

/// TVmaze's user API (`/v1/…`, under the same base as the public API): linking an app to an account by e-mail, and
/// the account's marks and follows. Every call goes through the shared, paced ``TVMazeClient``.
///
/// Bodies are small and read with Foundation's `JSONDecoder`: the fast reader is for the public API's large lists.
package struct TVMazeUserAPI: Sendable {
    package let client: TVMazeClient

    package init(client: TVMazeClient) {
        self.client = client
    }

    // MARK: Linking

    /// What `/v1/auth/start` answers: the token to poll with and the page that confirms the link.
    package struct LinkStart: Sendable, Equatable, Decodable {
        package var token: String
        package var confirmURL: String?

        package init(token: String, confirmURL: String?) {
            self.token = token
            self.confirmURL = confirmURL
        }

        enum CodingKeys: String, CodingKey {
            case token
            case confirmURL = "confirm_url"
        }
    }

    /// `POST /v1/auth/start`: TVmaze e-mails `email` a confirmation link.
    package func startLink(email: String) async throws -> LinkStart {
        let body = try JSONSerialization.data(withJSONObject: ["email": email, "email_confirmation": true])
        let response = try await client.send(
            "POST", "/v1/auth/start", json: Array(body), resource: "account link for \(email)")
        switch response.status {
        case 200..<300: return try decode(LinkStart.self, response, "account link")
        case 401: throw rejection(response, "TVmaze has not confirmed the e-mail address \(email) yet")
        case 404: throw rejection(response, "no TVmaze account has the e-mail address \(email)")
        default: throw unexpected(response, "account link for \(email)")
        }
    }

    /// `POST /v1/auth/poll`: nil while the link is not confirmed (403), the credentials once it is.
    package func pollLink(token: String) async throws -> AccountCredentials? {
        let body = try JSONSerialization.data(withJSONObject: ["token": token])
        let response = try await client.send("POST", "/v1/auth/poll", json: Array(body), resource: "account link")
        switch response.status {
        case 200..<300:
            struct Linked: Decodable {
                let apikey: String
                let username: String
            }
            let linked = try decode(Linked.self, response, "account link")
            return AccountCredentials(username: linked.username, apiKey: linked.apikey)
        case 403: return nil
        case 404: throw rejection(response, "the link request expired or was already used; start again")
        default: throw unexpected(response, "account link")
        }
    }

    // MARK: The account

    /// `GET /v1/auth/validate`: the account's premium level (0 free, 1–3 the paid tiers).
    package func premiumLevel(_ credentials: AccountCredentials) async throws -> Int {
        let response = try await client.send(
            "GET", "/v1/auth/validate", authorization: credentials.authorization, resource: "account check")
        try checkAuthorized(response)
        guard (200..<300).contains(response.status) else { throw unexpected(response, "account check") }
        struct Validation: Decodable { let premium: Int? }
        return try decode(Validation.self, response, "account check").premium ?? 0
    }

    /// A mark as the user API writes and reads it; `type` 0 is watched (1 acquired, 2 skipped).
    package struct Mark: Sendable, Equatable, Codable {
        package var episodeID: Int
        /// Seconds since 1970; 0 is "unknown".
        package var markedAt: Int
        package var type: Int
        /// The episode's season and number, when read with `embed=episode`.
        package var season: Int?
        package var number: Int?

        package init(episodeID: Int, markedAt: Int, type: Int = 0, season: Int? = nil, number: Int? = nil) {
            self.episodeID = episodeID
            self.markedAt = markedAt
            self.type = type
            self.season = season
            self.number = number
        }

        enum CodingKeys: String, CodingKey {
            case episodeID = "episode_id"
            case markedAt = "marked_at"
            case type
            case embedded = "_embedded"
        }

        enum EmbeddedKeys: String, CodingKey { case episode }
        enum EpisodeKeys: String, CodingKey { case season, number }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            episodeID = try container.decode(Int.self, forKey: .episodeID)
            markedAt = try container.decodeIfPresent(Int.self, forKey: .markedAt) ?? 0
            type = try container.decodeIfPresent(Int.self, forKey: .type) ?? 0
            let embedded = try? container.nestedContainer(keyedBy: EmbeddedKeys.self, forKey: .embedded)
            let episode = try? embedded?.nestedContainer(keyedBy: EpisodeKeys.self, forKey: .episode)
            season = try? episode?.decodeIfPresent(Int.self, forKey: .season)
            number = try? episode?.decodeIfPresent(Int.self, forKey: .number)
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(episodeID, forKey: .episodeID)
            try container.encode(markedAt, forKey: .markedAt)
            try container.encode(type, forKey: .type)
        }
    }

    /// `GET /v1/scrobble/shows/{id}?embed=episode`: the account's marks on one show; nil when TVmaze knows no such show
    /// (404), which says nothing about the marks.
    package func marks(showID: Int, _ credentials: AccountCredentials) async throws -> [Mark]? {
        let response = try await client.send(
            "GET", "/v1/scrobble/shows/\(showID)", query: [("embed", "episode")],
            authorization: credentials.authorization, resource: "marks of show \(showID)")
        try checkAuthorized(response)
        if response.status == 404 { return nil }
        guard (200..<300).contains(response.status) else { throw unexpected(response, "marks of show \(showID)") }
        return try decode([Mark].self, response, "marks of show \(showID)")
    }

    /// One item of a bulk answer: whether TVmaze took it and, if not, why.
    package struct ItemResult: Sendable, Equatable {
        package var episodeID: Int
        package var succeeded: Bool
        package var message: String?
    }

    /// `POST /v1/scrobble/episodes`: marks in bulk; the result of each item in input order (200 all, 207 some, 422 none).
    package func scrobble(_ marks: [Mark], _ credentials: AccountCredentials) async throws -> [ItemResult] {
        let body = try JSONEncoder().encode(marks)
        let response = try await client.send(
            "POST", "/v1/scrobble/episodes", json: Array(body), authorization: credentials.authorization,
            resource: "marking \(marks.count) episodes")
        try checkAuthorized(response)
        switch response.status {
        case 200, 201, 204:
            return marks.map { ItemResult(episodeID: $0.episodeID, succeeded: true) }
        case 207, 422:
            struct Item: Decodable {
                let code: Int?
                let message: String?
                let errors: [String: [String]]?
            }
            let items = (try? JSONDecoder().decode([Item].self, from: Data(response.body))) ?? []
            return marks.enumerated().map { index, mark in
                guard index < items.count else {
                    return ItemResult(episodeID: mark.episodeID, succeeded: false, message: "no answer for it")
                }
                let item = items[index]
                let code = item.code ?? (response.status == 422 ? 422 : 200)
                let reasons = item.errors?.values.flatMap { $0 }.joined(separator: "; ")
                let message = [item.message, reasons].compactMap { $0?.isEmpty == false ? $0 : nil }
                    .joined(separator: ": ")
                return ItemResult(
                    episodeID: mark.episodeID, succeeded: (200..<300).contains(code),
                    message: message.isEmpty ? "HTTP \(code)" : message)
            }
        default:
            throw unexpected(response, "marking \(marks.count) episodes")
        }
    }

    /// `DELETE /v1/user/episodes/{id}` (Premium): removes one mark; false when the account cannot (not Premium).
    package func unmark(episodeID: Int, _ credentials: AccountCredentials) async throws -> Bool {
        let response = try await client.send(
            "DELETE", "/v1/user/episodes/\(episodeID)", authorization: credentials.authorization,
            resource: "unmarking episode \(episodeID)")
        if response.status == 401 || response.status == 403 { return false }
        guard (200..<300).contains(response.status) || response.status == 404 else {
            throw unexpected(response, "unmarking episode \(episodeID)")
        }
        return true
    }

    /// A followed show as `/v1/user/follows/shows` lists it.
    package struct Follow: Sendable, Equatable {
        package var showID: Int
        package var name: String?
    }

    /// `GET /v1/user/follows/shows?embed=show` (Premium): nil when the account is not Premium (401 or 403).
    package func follows(_ credentials: AccountCredentials) async throws -> [Follow]? {
        let response = try await client.send(
            "GET", "/v1/user/follows/shows", query: [("embed", "show")], authorization: credentials.authorization,
            resource: "followed shows")
        if response.status == 401 || response.status == 403 { return nil }
        guard (200..<300).contains(response.status) else { throw unexpected(response, "followed shows") }
        struct Item: Decodable {
            struct Embedded: Decodable {
                struct Show: Decodable { let name: String? }
                let show: Show?
            }
            let show_id: Int
            let _embedded: Embedded?
        }
        return try decode([Item].self, response, "followed shows").map {
            Follow(showID: $0.show_id, name: $0._embedded?.show?.name)
        }
    }

    /// `PUT` or `DELETE /v1/user/follows/shows/{id}` (Premium).
    package func setFollowing(_ following: Bool, showID: Int, _ credentials: AccountCredentials) async throws {
        let response = try await client.send(
            following ? "PUT" : "DELETE", "/v1/user/follows/shows/\(showID)",
            authorization: credentials.authorization, resource: "following show \(showID)")
        try checkAuthorized(response)
        guard (200..<300).contains(response.status) || (!following && response.status == 404) else {
            throw unexpected(response, "following show \(showID)")
        }
    }

    // MARK: Answers

    private func checkAuthorized(_ response: TransportResponse) throws {
        if response.status == 401 {
            throw TVMazeError(
                .rejected, "TVmaze refused the account's key (401): link the account again with `account link EMAIL`",
                status: 401)
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ response: TransportResponse, _ what: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(response.body))
        } catch {
            throw TVMazeError(.invalidResponse, "TVmaze sent data tv cannot read for the \(what)", underlying: error)
        }
    }

    private func rejection(_ response: TransportResponse, _ message: String) -> TVMazeError {
        TVMazeError(.rejected, message, status: response.status)
    }

    private func unexpected(_ response: TransportResponse, _ what: String) -> TVMazeError {
        let message = (try? JSONDecoder().decode(Envelope.self, from: Data(response.body)))?.message
        let detail = message.map { ": \($0)" } ?? ""
        return TVMazeError(
            .unexpected, "TVmaze answered HTTP \(response.status) for the \(what)\(detail)", status: response.status)
    }

    private struct Envelope: Decodable { let message: String? }
}
