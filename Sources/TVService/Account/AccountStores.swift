package import Foundation
import Synchronization
package import TVMaze

/// Where the linked account's user name and API key are kept: the swap point between the account commands and the
/// key file (`TVStore`'s `AccountFile`); ``InMemoryAccountKeyStore`` serves tests.
package protocol AccountKeyStore: Sendable {
    /// Where the key is kept, as the `account` command shows it.
    var location: String { get }
    /// The stored credentials; nil when no account is linked. Throws when the file cannot be used (one line).
    func load() throws -> AccountCredentials?
    /// Stores the credentials, readable by the user alone.
    func save(_ credentials: AccountCredentials) throws
    /// Forgets the account; returns whether one was stored.
    @discardableResult func remove() throws -> Bool
}

/// Credentials kept in memory.
package final class InMemoryAccountKeyStore: AccountKeyStore {
    private let stored: Mutex<AccountCredentials?>

    package init(_ credentials: AccountCredentials? = nil) {
        stored = Mutex(credentials)
    }

    package var location: String { "memory" }
    package func load() -> AccountCredentials? { stored.withLock { $0 } }
    package func save(_ credentials: AccountCredentials) { stored.withLock { $0 = credentials } }
    package func remove() -> Bool {
        stored.withLock { stored in
            defer { stored = nil }
            return stored != nil
        }
    }
}

/// What a sync remembers between runs, beside the tracking data: the account's marks and follows as of the last
/// sync (the "base"), the local unmarks and unfollows since then (tombstones, recorded by the store itself whenever a
/// mark or follow is removed), and the marks TVmaze refused. Every call is one transaction.
package protocol SyncStateStore: Sendable {
    /// The account the base belongs to and when it last synced; nil before the first sync.
    func syncAccount() async throws -> (username: String, lastSync: Date)?
    /// Starts the sync state over for `username` (a first sync, or another account): base, tombstones and failures go.
    func resetSync(username: String) async throws
    /// Records a finished sync.
    func finishSync(username: String, at date: Date) async throws
    /// Shows a sync looks at: followed, marked, or in the base or the tombstones.
    func syncShowIDs() async throws -> Set<Int>
    /// One show's marks on both sides as last known.
    func markSyncState(showID: Int) async throws -> MarkSyncState
    /// Applies what a show's sync decided, in one transaction: marks pulled from the account, marks the account
    /// unmarked (removed without a tombstone), tombstones settled, and the show's new base.
    func applyMarkSync(showID: Int, pulled: [WatchMark], removed: [Int], settled: [Int], base: Set<Int>) async throws
    /// Records a pushed batch: the marks TVmaze took join the base; refusals are kept (with TVmaze's reason) until a
    /// later push succeeds.
    func recordPushed(showIDs: [Int: Int], succeeded: [Int], failed: [Int: String]) async throws
    /// Marks TVmaze refused at the last push, with the reason.
    func pushFailures() async throws -> [Int: String]
    /// The follows on both sides as last known.
    func followSyncState() async throws -> FollowSyncState
    /// Applies what the follow sync decided, in one transaction.
    func applyFollowSync(added: [FollowedShow], removed: [Int], settled: [Int], base: Set<Int>) async throws
}

/// One show's marks as a sync sees them locally.
package struct MarkSyncState: Sendable, Equatable {
    /// Local marks by episode id.
    package var local: [Int: WatchMark]
    /// The account's marks at the last sync.
    package var base: Set<Int>
    /// Episodes unmarked locally since the last sync.
    package var tombstones: Set<Int>

    package init(local: [Int: WatchMark], base: Set<Int>, tombstones: Set<Int>) {
        self.local = local
        self.base = base
        self.tombstones = tombstones
    }
}

/// The follows as a sync sees them locally.
package struct FollowSyncState: Sendable, Equatable {
    package var local: [Int: FollowedShow]
    package var base: Set<Int>
    package var tombstones: Set<Int>

    package init(local: [Int: FollowedShow], base: Set<Int>, tombstones: Set<Int>) {
        self.local = local
        self.base = base
        self.tombstones = tombstones
    }
}
