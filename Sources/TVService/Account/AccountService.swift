package import Foundation
package import TVMaze

/// The linked TVmaze account: linking by e-mail, its status, and syncing marks and follows with local tracking.
///
/// It owns the user API calls (through the shared paced client), the key store and the sync state; the shell asks it
/// and prints what it answers. Every sync step commits before the next request, so a sync that dies midway loses
/// nothing and the next one finishes it.
package actor AccountService {
    private let api: TVMazeUserAPI
    private let keys: any AccountKeyStore
    private let store: any TrackingStore & SyncStateStore
    private let clock: any PacingClock
    private let wallClock: any WallClock
    /// Marks sent in one `POST /v1/scrobble/episodes`.
    package let batchSize: Int

    /// TVmaze asks apps to poll the link at most once every 10 s.
    package static let pollInterval = 10
    /// How long `link` waits for the confirmation before giving up.
    package static let linkTimeout = 15 * 60

    package init(
        api: TVMazeUserAPI, keys: any AccountKeyStore, store: any TrackingStore & SyncStateStore,
        clock: any PacingClock = SystemPacingClock(), wallClock: any WallClock = SystemWallClock(), batchSize: Int = 50
    ) {
        self.api = api
        self.keys = keys
        self.store = store
        self.clock = clock
        self.wallClock = wallClock
        self.batchSize = max(1, batchSize)
    }

    /// Where the key is kept.
    package nonisolated var keyLocation: String { keys.location }

    // MARK: Linking

    /// Why an account command cannot go on, in one line.
    package struct AccountError: Error, Sendable, Equatable, CustomStringConvertible {
        package let message: String
        package init(_ message: String) { self.message = message }
        package var description: String { message }
    }

    /// What the user is told while linking.
    package enum LinkProgress: Sendable {
        /// TVmaze sent the mail; the link can also be confirmed at the URL.
        case mailSent(confirmURL: String?)
        /// Seconds until the next poll.
        case waiting(secondsLeft: Int)
        /// A poll found the link not yet confirmed.
        case notYet
    }

    /// Links the account of `email`: starts TVmaze's flow, polls every 10 s until the user confirms, stores the key.
    /// Cancelling the task (Ctrl-C) stops it and stores nothing.
    package func link(email: String, progress: @Sendable (LinkProgress) -> Void) async throws -> String {
        let start = try await api.startLink(email: email)
        progress(.mailSent(confirmURL: start.confirmURL))
        var waited = 0
        while waited < Self.linkTimeout {
            for left in stride(from: Self.pollInterval, to: 0, by: -1) {
                progress(.waiting(secondsLeft: left))
                try await clock.sleep(for: .seconds(1))
            }
            waited += Self.pollInterval
            if let credentials = try await api.pollLink(token: start.token) {
                try keys.save(credentials)
                return credentials.username
            }
            progress(.notYet)
        }
        throw AccountError("no confirmation arrived within \(Self.linkTimeout / 60) minutes; run account link again")
    }

    /// The linked account as TVmaze sees it.
    package struct Status: Sendable, Equatable {
        package var username: String
        /// 0 free, 1–3 TVmaze's paid tiers.
        package var premium: Int
        package var keyLocation: String
        package var lastSync: Date?
    }

    /// The linked account, its premium level and the key's location; nil when none is linked.
    package func status() async throws -> Status? {
        guard let credentials = try keys.load() else { return nil }
        let premium = try await api.premiumLevel(credentials)
        let synced = try await store.syncAccount()
        return Status(
            username: credentials.username, premium: premium, keyLocation: keys.location,
            lastSync: synced?.username == credentials.username ? synced?.lastSync : nil)
    }

    /// Forgets the key; returns the user name that was linked, nil when none was.
    package func unlink() throws -> String? {
        let username = try? keys.load()?.username
        return try keys.remove() ? (username ?? "the account") : nil
    }

    // MARK: Sync

    /// What a sync did (or, dry, would do).
    package struct SyncReport: Sendable, Equatable {
        package var username = ""
        package var premium = 0
        package var dryRun = false
        package var shows = 0
        /// Local marks sent to the account (and taken).
        package var pushed = 0
        /// Marks TVmaze refused, with its reason: kept locally and sent again next time.
        package var refused: [Int: String] = [:]
        /// Account marks added locally.
        package var pulled = 0
        /// Local marks removed because the account unmarked them.
        package var removedLocally = 0
        /// Account marks removed because tv unmarked them (Premium).
        package var removedRemotely = 0
        /// Local unmarks a free account cannot receive: kept, and not pulled back.
        package var unmarksKept = 0
        /// Whether follows were synced (Premium only).
        package var followsSynced = false
        package var followsPulled = 0
        package var followsPushed = 0
        package var unfollowedLocally = 0
        package var unfollowedRemotely = 0
    }

    /// Syncs local marks (and, for Premium, follows) with the linked account; `dryRun` reads both sides and writes
    /// nothing on either.
    package func sync(dryRun: Bool) async throws -> SyncReport {
        guard let credentials = try keys.load() else {
            throw AccountError("no TVmaze account is linked; run account link EMAIL first")
        }
        var report = SyncReport()
        report.username = credentials.username
        report.dryRun = dryRun
        report.premium = try await api.premiumLevel(credentials)
        let previous = try await store.syncAccount()
        let fresh = previous?.username != credentials.username
        if fresh && !dryRun { try await store.resetSync(username: credentials.username) }
        let now = wallClock.now()

        if let follows = try await api.follows(credentials) {
            report.followsSynced = true
            try await syncFollows(follows, fresh: fresh, dryRun: dryRun, now: now, credentials, into: &report)
        }

        var pending: [WatchMark] = []
        for showID in try await store.syncShowIDs().sorted() {
            // A show TVmaze does not know (404) is left alone: its absence is not the account unmarking it.
            guard let remote = try await api.marks(showID: showID, credentials) else { continue }
            report.shows += 1
            var state = try await store.markSyncState(showID: showID)
            if fresh { state = MarkSyncState(local: state.local, base: [], tombstones: []) }
            let plan = MarkSyncPlan(showID: showID, remote: remote, state: state, now: now)
            report.pulled += plan.pulled.count
            report.removedLocally += plan.removed.count
            let canUnmark = report.premium > 0
            if !canUnmark { report.unmarksKept += plan.unmarkRemotely.count }
            if dryRun {
                report.pushed += plan.push.count
                if canUnmark { report.removedRemotely += plan.unmarkRemotely.count }
                continue
            }
            try await store.applyMarkSync(
                showID: showID, pulled: plan.pulled, removed: plan.removed, settled: plan.settled, base: plan.base)
            if canUnmark, !plan.unmarkRemotely.isEmpty {
                var done: [Int] = []
                for episodeID in plan.unmarkRemotely {
                    if try await api.unmark(episodeID: episodeID, credentials) { done.append(episodeID) }
                }
                report.removedRemotely += done.count
                report.unmarksKept += plan.unmarkRemotely.count - done.count
                try await store.applyMarkSync(
                    showID: showID, pulled: [], removed: [], settled: done, base: plan.base.subtracting(done))
            }
            pending += plan.push
            while pending.count >= batchSize {
                try await push(Array(pending.prefix(batchSize)), credentials, into: &report)
                pending.removeFirst(batchSize)
            }
        }
        if !pending.isEmpty { try await push(pending, credentials, into: &report) }
        if !dryRun { try await store.finishSync(username: credentials.username, at: now) }
        return report
    }

    /// Sends one batch and commits what TVmaze took and refused before the next request.
    private func push(
        _ marks: [WatchMark], _ credentials: AccountCredentials, into report: inout SyncReport
    )
        async throws
    {
        let results = try await api.scrobble(
            marks.map {
                TVMazeUserAPI.Mark(episodeID: $0.episodeID, markedAt: Int($0.watchedAt.timeIntervalSince1970))
            },
            credentials)
        let succeeded = results.filter(\.succeeded).map(\.episodeID)
        var failed: [Int: String] = [:]
        for result in results where !result.succeeded { failed[result.episodeID] = result.message ?? "refused" }
        let shows = Dictionary(marks.map { ($0.episodeID, $0.showID) }, uniquingKeysWith: { first, _ in first })
        try await store.recordPushed(showIDs: shows, succeeded: succeeded, failed: failed)
        report.pushed += succeeded.count
        report.refused.merge(failed) { $1 }
    }

    private func syncFollows(
        _ remote: [TVMazeUserAPI.Follow], fresh: Bool, dryRun: Bool, now: Date, _ credentials: AccountCredentials,
        into report: inout SyncReport
    ) async throws {
        var state = try await store.followSyncState()
        if fresh { state = FollowSyncState(local: state.local, base: [], tombstones: []) }
        let plan = FollowSyncPlan(remote: remote, state: state, now: now)
        report.followsPulled = plan.added.count
        report.unfollowedLocally = plan.removed.count
        report.followsPushed = plan.push.count
        report.unfollowedRemotely = plan.unfollowRemotely.count
        guard !dryRun else { return }
        try await store.applyFollowSync(
            added: plan.added, removed: plan.removed, settled: plan.settled, base: plan.base)
        var base = plan.base
        for showID in plan.push {
            try await api.setFollowing(true, showID: showID, credentials)
            base.insert(showID)
        }
        for showID in plan.unfollowRemotely {
            try await api.setFollowing(false, showID: showID, credentials)
            base.remove(showID)
        }
        if !plan.push.isEmpty || !plan.unfollowRemotely.isEmpty {
            try await store.applyFollowSync(added: [], removed: [], settled: plan.unfollowRemotely, base: base)
        }
    }
}
