import Testing

@testable import LineEditor

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite(.serialized, .timeLimit(.minutes(5))) struct InterruptsTests {
    /// Raises SIGINT every 20 ms until cancelled (the first may come before the source is registered).
    private func keepRaisingSIGINT() -> Task<Void, Never> {
        Task.detached {
            while true {
                try? await Task.sleep(for: .milliseconds(20))
                if Task.isCancelled { return }
                kill(getpid(), SIGINT)
            }
        }
    }

    /// Stops `raiser` and lets signals already sent be handled, so they cannot reach the next test.
    private func stop(_ raiser: Task<Void, Never>) async throws {
        raiser.cancel()
        await raiser.value
        try await Task.sleep(for: .milliseconds(100))
    }

    /// The operation sleeps for an hour: that it ends at all (within the suite's time limit) is SIGINT's doing, however
    /// busy the machine.
    @Test func sigintCancelsTheRunningTask() async throws {
        let interrupts = Interrupts()
        let raiser = keepRaisingSIGINT()
        await #expect(throws: CancellationError.self) {
            try await interrupts.run {
                try await Task.sleep(for: .seconds(3600))
                return 1
            }
        }
        try await stop(raiser)
    }

    @Test func interruptedRunThrowsEvenIfTheOperationIgnoresCancellation() async throws {
        let interrupts = Interrupts()
        let raiser = keepRaisingSIGINT()
        await #expect(throws: CancellationError.self) {
            try await interrupts.run { () async -> String in
                while !Task.isCancelled { await Task.yield() }
                return "finished anyway"
            }
        }
        try await stop(raiser)
    }

    @Test func uninterruptedRunReturnsTheValueOrError() async throws {
        let interrupts = Interrupts()
        #expect(try await interrupts.run { 42 } == 42)
        struct Failure: Error {}
        await #expect(throws: Failure.self) { try await interrupts.run { () throws -> Int in throw Failure() } }
        // SIGINT with nothing running is ignored, and the process survives.
        kill(getpid(), SIGINT)
        try await Task.sleep(for: .milliseconds(100))
        #expect(try await interrupts.run { "still here" } == "still here")
    }

    @Test func severalInstancesAllSeeSIGINT() async throws {
        let first = Interrupts()
        let second = Interrupts()
        let raiser = keepRaisingSIGINT()
        async let a = #expect(throws: CancellationError.self) {
            try await first.run { try await Task.sleep(for: .seconds(3600)) }
        }
        async let b = #expect(throws: CancellationError.self) {
            try await second.run { try await Task.sleep(for: .seconds(3600)) }
        }
        _ = await (a, b)  // each #expect records its own outcome
        try await stop(raiser)
    }

    @Test func cancellingTheCallerCancelsTheOperation() async throws {
        let interrupts = Interrupts()
        let caller = Task {
            try await interrupts.run {
                try await Task.sleep(for: .seconds(3600))
                return 1
            }
        }
        try await Task.sleep(for: .milliseconds(50))
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
    }
}
