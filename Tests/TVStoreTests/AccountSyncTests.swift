import Foundation
import Synchronization
import TVMaze
import TVService
import TVStore
import TVTestSupport
import Testing

/// Linking and syncing against the user-API stand-in (as a transport), with a real tracking database in a temporary
/// folder and the test clock, so the 10-second polls take no time.
@Suite struct AccountSyncTests {
    static let key = "k3y-0f-the-v1ewer"

    /// A fresh tracking database, the stand-in and a service over them.
    struct Setup {
        let tracking: TrackingDatabase
        let standIn: UserAPIStandIn
        let keys: InMemoryAccountKeyStore
        let clock: TestClock
        let client: TVMazeClient
        let account: AccountService

        init(premium: Int = 0, pendingPolls: Int = 1, linked: Bool = true, batchSize: Int = 50) throws {
            tracking = TrackingDatabase(directory: try temporaryDirectory())
            standIn = UserAPIStandIn(
                account: .init(apiKey: AccountSyncTests.key, premium: premium), pendingPolls: pendingPolls)
            keys = InMemoryAccountKeyStore(
                linked ? AccountCredentials(username: "viewer", apiKey: AccountSyncTests.key) : nil)
            clock = TestClock()
            client = TVMazeClient(transport: standIn, clock: clock)
            account = AccountService(
                api: TVMazeUserAPI(client: client), keys: keys, store: tracking, clock: clock, wallClock: clock,
                batchSize: batchSize)
        }

        func markLocally(_ ids: [Int], show: Int = 1) async throws {
            try await tracking.markWatched(
                ids.map {
                    WatchMark(
                        episodeID: $0, showID: show, season: 1, number: $0,
                        watchedAt: Date(timeIntervalSince1970: 1_750_000_000))
                })
        }

        func localMarks() async throws -> Set<Int> { Set(try await tracking.allMarks().map(\.episodeID)) }
    }

    // MARK: Linking

    @Test func linkPollsEveryTenSecondsUntilConfirmedAndStoresTheKey() async throws {
        let setup = try Setup(pendingPolls: 2, linked: false)
        let progress = ProgressLog()
        let username = try await setup.account.link(email: "viewer@example.com") { progress.record($0) }
        #expect(username == "viewer")
        #expect(setup.keys.load() == AccountCredentials(username: "viewer", apiKey: Self.key))
        let polls = setup.standIn.requests.filter { $0.path == "/v1/auth/poll" }
        #expect(polls.count == 3)  // 403, 403, then the key
        // One-second countdown steps, ten before each poll: never two polls within 10 s.
        #expect(setup.clock.sleeps.filter { $0 == .seconds(1) }.count == 30)
        #expect(progress.countdown.prefix(10) == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
        #expect(progress.confirmURL?.contains("token-1") == true)
    }

    @Test func cancellingALinkStoresNothing() async throws {
        let setup = try Setup(pendingPolls: 1_000_000, linked: false)
        let task = Task { try await setup.account.link(email: "viewer@example.com") { _ in } }
        while setup.standIn.requests.filter({ $0.path == "/v1/auth/poll" }).count < 3 {
            try await Task.sleep(for: .milliseconds(1))
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(setup.keys.load() == nil)
    }

    @Test func anUnknownAddressIsOneClearError() async throws {
        let setup = try Setup(linked: false)
        await #expect(throws: TVMazeError.self) {
            _ = try await setup.account.link(email: "nobody@example.com") { _ in }
        }
    }

    // MARK: Marks both ways

    @Test func aMarkOnEitherSideIsAMarkOnBoth() async throws {
        let setup = try Setup()
        try await setup.markLocally([1, 2, 3, 4, 5])
        setup.standIn.mark([4, 5, 6, 7, 8])
        let report = try await setup.account.sync(dryRun: false)
        #expect(report.pushed == 3)
        #expect(report.pulled == 3)
        #expect(try await setup.localMarks() == Set(1...8))
        #expect(Set(setup.standIn.marks.keys) == Set(1...8))
        // Pulled marks keep the account's time and carry the episode's numbering.
        let pulled = try await setup.tracking.allMarks().first { $0.episodeID == 7 }
        #expect(pulled?.watchedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(pulled?.number == 7)
        // Every call carried the account's Basic credentials.
        let expected = "Basic " + Data("viewer:\(Self.key)".utf8).base64EncodedString()
        #expect(setup.standIn.requests.allSatisfy { $0.authorization == expected })

        let again = try await setup.account.sync(dryRun: false)
        #expect(again.pushed == 0 && again.pulled == 0)
        #expect(setup.standIn.scrobbleBatches == 1)
    }

    @Test func userCallsGoThroughTheSharedPacer() async throws {
        let setup = try Setup()
        for show in 1...30 { try await setup.markLocally([show * 10], show: show) }
        _ = try await setup.account.sync(dryRun: false)
        let times = await setup.client.pacer.sendTimes
        #expect(times.count == setup.standIn.requests.count)
        #expect(times.count > 30)
        for (index, time) in times.enumerated() {
            #expect(times[index...].prefix { $0 < time + .seconds(10) }.count <= 20)
        }
    }

    @Test func marksArePushedInBatches() async throws {
        let setup = try Setup(batchSize: 4)
        try await setup.markLocally(Array(1...10))
        let report = try await setup.account.sync(dryRun: false)
        #expect(report.pushed == 10)
        #expect(setup.standIn.scrobbleBatches == 3)
    }

    @Test func aDryRunReadsBothSidesAndWritesNothing() async throws {
        let setup = try Setup()
        try await setup.markLocally([1, 2])
        setup.standIn.mark([3])
        let report = try await setup.account.sync(dryRun: true)
        #expect(report.dryRun && report.pushed == 2 && report.pulled == 1)
        #expect(try await setup.localMarks() == [1, 2])
        #expect(Set(setup.standIn.marks.keys) == [3])
        #expect(setup.standIn.requests.allSatisfy { $0.method == "GET" })
        #expect(try await setup.tracking.syncAccount() == nil)
    }

    @Test func refusedMarksAreReportedKeptAndSentAgainNextTime() async throws {
        let setup = try Setup()
        try await setup.markLocally([1, 2, 3])
        setup.standIn.refuse([2])
        let first = try await setup.account.sync(dryRun: false)
        #expect(first.pushed == 2)
        #expect(first.refused.keys.sorted() == [2])
        #expect(first.refused[2]?.contains("Episode not found") == true)
        #expect(try await setup.tracking.pushFailures().keys.sorted() == [2])
        #expect(try await setup.localMarks() == [1, 2, 3])
        #expect(Set(setup.standIn.marks.keys) == [1, 3])

        setup.standIn.refuse([])
        let second = try await setup.account.sync(dryRun: false)
        #expect(second.pushed == 1 && second.refused.isEmpty)
        #expect(Set(setup.standIn.marks.keys) == [1, 2, 3])
        #expect(try await setup.tracking.pushFailures().isEmpty)
    }

    @Test func aBatchTheAccountRefusesWholeIsKeptToo() async throws {
        let setup = try Setup()
        try await setup.markLocally([1, 2])
        setup.standIn.refuse([1, 2])  // 422: none marked
        let report = try await setup.account.sync(dryRun: false)
        #expect(report.pushed == 0 && report.refused.count == 2)
        #expect(try await setup.localMarks() == [1, 2])
    }

    // MARK: Unwatching

    @Test(arguments: [0, 1]) func unwatchingTravelsFromTheSideWhereItHappened(premium: Int) async throws {
        let setup = try Setup(premium: premium)
        try await setup.markLocally([1, 2, 3, 4])
        _ = try await setup.account.sync(dryRun: false)
        #expect(Set(setup.standIn.marks.keys) == [1, 2, 3, 4])

        setup.standIn.unmark([2])  // on the website, after the sync
        try await setup.tracking.unmarkWatched(episodeIDs: [3])  // in tv, after the sync
        let report = try await setup.account.sync(dryRun: false)
        #expect(report.removedLocally == 1)
        #expect(try await setup.localMarks() == [1, 4])  // 2 went, and 3 did not come back
        if premium > 0 {
            #expect(report.removedRemotely == 1)
            #expect(Set(setup.standIn.marks.keys) == [1, 4])
        } else {
            #expect(report.unmarksKept == 1)  // a free account cannot unmark: tv keeps its unmark
            #expect(Set(setup.standIn.marks.keys) == [1, 3, 4])
        }
        let again = try await setup.account.sync(dryRun: false)
        #expect(again.pulled == 0 && again.pushed == 0 && again.removedLocally == 0)
        #expect(try await setup.localMarks() == [1, 4])
    }

    @Test func anUnmarkBeforeTheFirstSyncDoesNotTouchTheAccount() async throws {
        let setup = try Setup(premium: 1)
        try await setup.markLocally([1, 2])
        try await setup.tracking.unmarkWatched(episodeIDs: [1])
        setup.standIn.mark([1])
        let report = try await setup.account.sync(dryRun: false)
        #expect(report.removedRemotely == 0 && report.pulled == 1)
        #expect(try await setup.localMarks() == [1, 2])
        #expect(Set(setup.standIn.marks.keys) == [1, 2])
    }

    // MARK: Follows

    @Test func aFreeAccountSyncsMarksAndSkipsFollows() async throws {
        let setup = try Setup(premium: 0)
        try await setup.tracking.follow(FollowedShow(showID: 1, name: "One", followedAt: Date()))
        let report = try await setup.account.sync(dryRun: false)
        #expect(!report.followsSynced)
        #expect(setup.standIn.follows.isEmpty)
    }

    @Test func premiumFollowsSyncBothWaysAndUnfollowsTravel() async throws {
        let setup = try Setup(premium: 2)
        try await setup.tracking.follow(FollowedShow(showID: 10, name: "Ten", followedAt: Date()))
        setup.standIn.setFollows([20])
        let report = try await setup.account.sync(dryRun: false)
        #expect(report.followsSynced && report.followsPushed == 1 && report.followsPulled == 1)
        #expect(setup.standIn.follows == [10, 20])
        #expect(Set(try await setup.tracking.followedShows().map(\.showID)) == [10, 20])
        #expect(try await setup.tracking.followedShows().first { $0.showID == 20 }?.name == "Show 20")

        try await setup.tracking.unfollow(showID: 10)
        setup.standIn.setFollows([10])  // the website dropped 20
        let second = try await setup.account.sync(dryRun: false)
        #expect(second.unfollowedRemotely == 1 && second.unfollowedLocally == 1)
        #expect(setup.standIn.follows.isEmpty)
        #expect(try await setup.tracking.followedShows().isEmpty)
    }

    // MARK: Dying midway

    @Test func aSyncThatDiesMidwayLosesNothingAndTheNextFinishesIt() async throws {
        let setup = try Setup(batchSize: 2)
        try await setup.markLocally(Array(1...6))
        setup.standIn.mark([100, 101])
        setup.standIn.holdScrobbles(after: 1)
        let task = Task { try await setup.account.sync(dryRun: false) }
        while setup.standIn.scrobbleBatches < 2 { try await Task.sleep(for: .milliseconds(1)) }
        task.cancel()  // the second batch is in flight
        setup.standIn.holdScrobbles(after: nil)
        _ = try? await task.value
        #expect(try await setup.localMarks().isSuperset(of: Set(1...6)))

        let report = try await setup.account.sync(dryRun: false)
        #expect(report.refused.isEmpty)
        #expect(try await setup.localMarks() == Set(1...6).union([100, 101]))
        #expect(Set(setup.standIn.marks.keys) == Set(1...6).union([100, 101]))
    }

    @Test func anotherAccountStartsTheSyncStateOver() async throws {
        let setup = try Setup(premium: 1)
        try await setup.markLocally([1, 2])
        _ = try await setup.account.sync(dryRun: false)
        try await setup.tracking.unmarkWatched(episodeIDs: [2])
        try await setup.tracking.resetSync(username: "someone-else")
        _ = try await setup.account.sync(dryRun: false)
        #expect(Set(setup.standIn.marks.keys) == [1, 2])  // the old tombstone is not sent to a new account
    }
}

/// What a link reported, in order.
final class ProgressLog: Sendable {
    private let events = Mutex<[AccountService.LinkProgress]>([])

    func record(_ event: AccountService.LinkProgress) { events.withLock { $0.append(event) } }

    var countdown: [Int] {
        events.withLock { $0.compactMap { if case .waiting(let left) = $0 { left } else { nil } } }
    }

    var confirmURL: String? {
        events.withLock { $0.compactMap { if case .mailSent(let url) = $0 { url } else { nil } }.first }
    }
}
