import Foundation
import Synchronization
import TVTestSupport
import Testing

@testable import TVShell

/// Calls `names(for:)` from a thread of its own, as the line editor does (it blocks; never on the cooperative pool).
func onEditorThread(_ remote: RemoteNameSearch, _ query: String) async -> [String] {
    await onOwnThread { remote.names(for: query) }
}

@Suite(.serialized) struct RemoteNameSearchTests {
    final class Calls: Sendable {
        let queries = Mutex<[String]>([])
        let cancelled = Mutex(0)
    }

    @Test func answersAndThrottlesToOneRequestPerHalfSecond() async throws {
        let calls = Calls()
        let clock = TestClock()
        // A limit no answer meets on a busy machine: this test is of the throttle, not of the limit.
        let remote = RemoteNameSearch(timeout: .seconds(600), clock: clock) { query in
            calls.queries.withLock { $0.append(query) }
            return ["Silicon Valley"]
        }
        #expect(await onEditorThread(remote, "sil") == ["Silicon Valley"])
        clock.advance(by: .milliseconds(400))
        #expect(await onEditorThread(remote, "sili") == [])  // 0.4 s later: no request
        clock.advance(by: .milliseconds(200))
        #expect(await onEditorThread(remote, "silic") == ["Silicon Valley"])
        #expect(calls.queries.withLock { $0 } == ["sil", "silic"])
    }

    @Test func anErrorGivesNoNames() async {
        struct Down: Error {}
        let remote = RemoteNameSearch { _ in throw Down() }
        #expect(await onEditorThread(remote, "girls") == [])
    }

    @Test func aSlowAnswerIsCancelledAndGivesNoNames() async throws {
        let calls = Calls()
        let remote = RemoteNameSearch(minimumInterval: .zero, timeout: .milliseconds(100)) { _ in
            do {
                try await Task.sleep(for: .seconds(10))
            } catch {
                calls.cancelled.withLock { $0 += 1 }
                throw error
            }
            return ["late"]
        }
        let started = Date()
        #expect(await onEditorThread(remote, "slow") == [])
        #expect(Date().timeIntervalSince(started) < 2)
        for _ in 0..<50 where calls.cancelled.withLock({ $0 }) == 0 {  // the cancelled task winds down on the pool
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(calls.cancelled.withLock { $0 } == 1)
    }
}
