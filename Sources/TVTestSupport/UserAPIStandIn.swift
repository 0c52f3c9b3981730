package import Foundation
import Synchronization
package import TVMaze

/// A stand-in for TVmaze's user API (`/v1/…`): app linking by e-mail (a pending answer first), HTTP Basic checks,
/// bulk marks answering 200, 207 or 422 item by item, per-show marks, and Premium endpoints that answer 403 to a free
/// account. It answers in-process as a transport, or behind ``FixtureServer`` (``FixtureServer/serveUserAPI(_:)``).
package final class UserAPIStandIn: HTTPTransport {
    /// The one account it knows.
    package struct Account: Sendable {
        package var email: String
        package var username: String
        package var apiKey: String
        /// 0 free, 1–3 Premium.
        package var premium: Int

        package init(
            email: String = "viewer@example.com", username: String = "viewer", apiKey: String, premium: Int = 0
        ) {
            self.email = email
            self.username = username
            self.apiKey = apiKey
            self.premium = premium
        }
    }

    /// One request as the stand-in saw it.
    package struct Seen: Sendable {
        package var method: String
        package var path: String
        package var authorization: String?
        package var body: [UInt8]
    }

    private struct State {
        var account: Account
        /// Polls answered 403 before a link is confirmed.
        var pendingPolls: Int
        var tokens: [String: Int] = [:]
        var marks: [Int: (markedAt: Int, type: Int)] = [:]
        var follows: Set<Int> = []
        var refused: Set<Int> = []
        var seen: [Seen] = []
        var scrobbleBatches = 0
        var holdScrobblesAfter: Int?
    }

    private let state: Mutex<State>
    /// The show an episode id belongs to; nil: TVmaze knows no such episode (a 404 item).
    private let showOf: @Sendable (Int) -> Int?

    /// - Parameters:
    ///   - pendingPolls: how many polls answer 403 ("not confirmed yet") before the link succeeds.
    ///   - showOf: the show of an episode id (default: episode ids up to 999,999 belong to show 1).
    package init(
        account: Account, pendingPolls: Int = 1,
        showOf: @escaping @Sendable (Int) -> Int? = { $0 < 1_000_000 ? 1 : nil }
    ) {
        state = Mutex(State(account: account, pendingPolls: pendingPolls))
        self.showOf = showOf
    }

    /// The show of every episode in a fixture directory's `shows/ID/episodes.json` files, for ``init(account:pendingPolls:showOf:)``
    /// behind a server of those fixtures.
    package static func episodeShows(fixtures: URL) -> [Int: Int] {
        let shows = fixtures.appendingPathComponent("shows")
        var map: [Int: Int] = [:]
        for folder in (try? FileManager.default.contentsOfDirectory(atPath: shows.path)) ?? [] {
            guard let showID = Int(folder),
                let data = try? Data(contentsOf: shows.appendingPathComponent("\(folder)/episodes.json")),
                let episodes = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
            else { continue }
            for episode in episodes { if let id = episode["id"] as? Int { map[id] = showID } }
        }
        return map
    }

    // MARK: What tests set and read

    /// The account's marks (episode id → seconds since 1970).
    package var marks: [Int: Int] { state.withLock { $0.marks.mapValues(\.markedAt) } }
    /// The account's followed shows.
    package var follows: Set<Int> { state.withLock { $0.follows } }
    /// Every request, in order.
    package var requests: [Seen] { state.withLock { $0.seen } }
    /// How many bulk mark requests arrived.
    package var scrobbleBatches: Int { state.withLock { $0.scrobbleBatches } }

    /// Marks episodes on the account (as if done on the website).
    package func mark(_ episodeIDs: [Int], at seconds: Int = 1_700_000_000) {
        state.withLock { state in for id in episodeIDs { state.marks[id] = (seconds, 0) } }
    }

    /// Unmarks episodes on the account (as if done on the website).
    package func unmark(_ episodeIDs: [Int]) {
        state.withLock { state in for id in episodeIDs { state.marks[id] = nil } }
    }

    /// Follows or unfollows shows on the account (as if done on the website).
    package func setFollows(_ showIDs: Set<Int>) { state.withLock { $0.follows = showIDs } }

    /// Episodes the bulk endpoint refuses item by item (a 207 or 422), until allowed again.
    package func refuse(_ episodeIDs: Set<Int>) { state.withLock { $0.refused = episodeIDs } }

    /// Bulk mark requests after the first `count` are held unanswered (a server gone quiet) until released (nil).
    package func holdScrobbles(after count: Int?) { state.withLock { $0.holdScrobblesAfter = count } }

    // MARK: Answering

    package func send(_ request: TransportRequest) async throws -> TransportResponse {
        let path = request.url.path
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.query
        let (status, body) = await respond(
            method: request.method, target: path + (query.map { "?" + $0 } ?? ""),
            authorization: request.header("Authorization"), body: request.body ?? [])
        return TransportResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }

    /// The status and body for one request to a `/v1/…` target.
    package func respond(
        method: String, target: String, authorization: String?, body: [UInt8]
    ) async -> (
        Int, [UInt8]
    ) {
        let path = String(target.prefix { $0 != "?" })
        let held = state.withLock { state -> Bool in
            state.seen.append(Seen(method: method, path: path, authorization: authorization, body: body))
            guard method == "POST", path == "/v1/scrobble/episodes" else { return false }
            state.scrobbleBatches += 1
            return state.holdScrobblesAfter.map { state.scrobbleBatches > $0 } ?? false
        }
        if held {
            while state.withLock({ $0.holdScrobblesAfter != nil }) {
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        let json = (try? JSONSerialization.jsonObject(with: Data(body))) ?? NSNull()
        return state.withLock { state in answer(method, path, json, authorization, &state) }
    }

    private func answer(
        _ method: String, _ path: String, _ json: Any, _ authorization: String?, _ state: inout State
    )
        -> (Int, [UInt8])
    {
        // "/v1/scrobble/shows/1" → ("/v1/scrobble/shows/", 1); "/v1/auth/start" → ("/v1/auth/start", nil)
        let last = path.split(separator: "/").last.flatMap { Int($0) }
        let route = last == nil ? path : String(path.dropLast(String(last!).count))
        let id = last ?? -1
        switch (method, route) {
        case ("POST", "/v1/auth/start"):
            guard let email = (json as? [String: Any])?["email"] as? String else { return error(400, "email missing") }
            guard email.lowercased() == state.account.email.lowercased() else { return error(404, "Unknown e-mail") }
            let token = "token-\(state.tokens.count + 1)"
            state.tokens[token] = state.pendingPolls
            return ok([
                "token": token, "confirm_url": "https://www.tvmaze.com/account/confirm-app?token=\(token)",
            ])
        case ("POST", "/v1/auth/poll"):
            guard let token = (json as? [String: Any])?["token"] as? String, let left = state.tokens[token] else {
                return error(404, "Unknown token")
            }
            if left > 0 {
                state.tokens[token] = left - 1
                return error(403, "Not yet confirmed")
            }
            state.tokens[token] = nil  // answered exactly once
            return ok(["apikey": state.account.apiKey, "username": state.account.username])
        default:
            break
        }
        let expected = "Basic " + Data("\(state.account.username):\(state.account.apiKey)".utf8).base64EncodedString()
        guard authorization == expected else { return error(401, "Unauthorized") }
        let premium = state.account.premium > 0
        switch (method, route) {
        case ("GET", "/v1/auth/validate"):
            return ok(["premium": state.account.premium])
        case ("POST", "/v1/scrobble/episodes"):
            guard let items = json as? [[String: Any]] else { return error(400, "a list of marks expected") }
            var results: [[String: Any]] = []
            for item in items {
                let id = item["episode_id"] as? Int ?? -1
                if state.refused.contains(id) || showOf(id) == nil {
                    results.append([
                        "code": 404, "message": "Episode not found", "errors": [:] as [String: Any], "input": item,
                        "result": NSNull(),
                    ])
                } else {
                    state.marks[id] = (item["marked_at"] as? Int ?? 0, item["type"] as? Int ?? 0)
                    results.append([
                        "code": 200, "message": "", "errors": [:] as [String: Any], "input": item, "result": item,
                    ])
                }
            }
            let failures = results.filter { $0["code"] as? Int != 200 }.count
            return (failures == 0 ? 200 : failures == items.count ? 422 : 207, encode(results))
        case ("GET", "/v1/scrobble/shows/"):
            let showID = id
            let marks = state.marks.filter { showOf($0.key) == showID }.sorted { $0.key < $1.key }.map {
                [
                    "episode_id": $0.key, "marked_at": $0.value.markedAt, "type": $0.value.type,
                    "_embedded": ["episode": ["id": $0.key, "season": 1, "number": $0.key]],
                ] as [String: Any]
            }
            return (200, encode(marks))
        case ("PUT", "/v1/scrobble/episodes/"):
            guard showOf(id) != nil else { return error(404, "Episode not found") }
            state.marks[id] = (0, 0)
            return ok([:])
        case ("DELETE", "/v1/user/episodes/"):
            guard premium else { return error(403, "This endpoint requires a premium account") }
            state.marks[id] = nil
            return (204, [])
        case ("GET", "/v1/user/follows/shows"):
            guard premium else { return error(403, "This endpoint requires a premium account") }
            return (
                200,
                encode(
                    state.follows.sorted().map {
                        ["show_id": $0, "_embedded": ["show": ["id": $0, "name": "Show \($0)"]]] as [String: Any]
                    })
            )
        case ("PUT", "/v1/user/follows/shows/"), ("DELETE", "/v1/user/follows/shows/"):
            guard premium else { return error(403, "This endpoint requires a premium account") }
            if method == "PUT" { state.follows.insert(id) } else { state.follows.remove(id) }
            return ok(["show_id": id])
        default:
            return error(404, "Not Found")
        }
    }

    private func ok(_ object: [String: Any]) -> (Int, [UInt8]) { (200, encode(object)) }

    private func error(_ status: Int, _ message: String) -> (Int, [UInt8]) {
        (status, encode(["name": "Error", "message": message, "code": 0, "status": status]))
    }

    private func encode(_ value: Any) -> [UInt8] {
        Array((try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("null".utf8))
    }
}
