import Foundation
import NIOCore
import Testing

@testable import TVMaze
@testable import TVTestSupport

/// The client against the loopback server over real sockets, one fault at a time.
///
/// Waits between tries run on a virtual clock (recorded, not slept); sockets and timeouts are real.
@Suite struct ClientFaultTests {
    /// A server, a client pointed at it, and the clock its retries wait on.
    struct Rig {
        let server: FixtureServer
        let clock = TestClock()
        let api: TVMazeAPI

        /// The default limits are far beyond an answer's time on a busy machine, so that a test waits for the answer
        /// (or the fault) it set up, never for a limit it did not mean to meet; tests of the limits set their own.
        init(
            timeout: Duration = .seconds(120), firstByteTimeout: Duration = .seconds(60), transientAttempts: Int = 3
        ) async throws {
            server = try await FixtureServer(directory: try MiniFixtures.make())
            let configuration = TVMazeClient.Configuration(
                baseURL: server.baseURL, timeout: timeout, firstByteTimeout: firstByteTimeout,
                retry: RetryPolicy(transientAttempts: transientAttempts, jitter: { 1.0 }))
            api = TVMazeAPI(
                client: TVMazeClient(
                    configuration: configuration, transport: AsyncHTTPClientTransport(proxies: ProxySettings()),
                    clock: clock))
        }

        func finish() async {
            await api.client.shutdown()
            await server.shutdown()
        }

        /// The requests the server has recorded once `count` have, or after 10 s: a client that gave up on a slow answer
        /// may have done so before the server read its last try (a loaded machine reads late).
        func requests(once count: Int) async throws -> Int {
            let deadline = ContinuousClock.now + .seconds(10)
            while server.requests.count < count, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            return server.requests.count
        }
    }

    @Test func servesAShowAndSendsIdentifyingHeaders() async throws {
        let rig = try await Rig()
        let show = try await rig.api.show(id: 1)
        #expect(show.name == "Under the Dome")
        let request = try #require(rig.server.requests.first)
        #expect(request.headers["user-agent"]?.hasPrefix("tv/") == true)
        #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
        #expect(request.target == "/shows/1")
        await rig.finish()
    }

    /// `bytes` compressed by gzip(1), which runs and is waited for on a thread of its own (not the cooperative pool that
    /// the loopback server answers on).
    static func gzip(_ bytes: [UInt8]) async throws -> [UInt8] {
        try await onOwnThread { try gzipBlocking(bytes) }
    }

    private static func gzipBlocking(_ bytes: [UInt8]) throws -> [UInt8] {
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "gzip -c"]
        let input = Pipe()
        let output = Pipe()
        gzip.standardInput = input
        gzip.standardOutput = output
        try gzip.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()  // written beside the read: a body larger than the pipe would otherwise block both ends
        let compressed = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        gzip.waitUntilExit()
        return compressed
    }

    @Test func gzipBodiesAreDecompressed() async throws {
        let rig = try await Rig()
        let compressed = try await Self.gzip(Array(MiniFixtures.show.utf8))
        #expect(compressed.starts(with: [0x1F, 0x8B]))
        rig.server.inject([.raw(status: 200, headers: ["Content-Encoding": "gzip"], body: compressed)])
        let show = try await rig.api.show(id: 1)
        #expect(show.name == "Under the Dome")
        await rig.finish()
    }

    @Test func aDamagedGzipBodyIsOneClearFailure() async throws {
        let rig = try await Rig()
        var damaged = try await Self.gzip(Array(MiniFixtures.show.utf8))
        for index in 12..<damaged.count - 8 { damaged[index] ^= 0x5A }  // the deflate stream, not the header
        rig.server.setStandingFault(.raw(status: 200, headers: ["Content-Encoding": "gzip"], body: damaged))
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(
            error?.message.hasSuffix("failed: the response's compressed body could not be decompressed") == true,
            "\(error?.message ?? "")")
        #expect(error?.underlying is TransportFailure && error?.status == nil)
        await rig.finish()
    }

    @Test func bodiesAreReadWholeUpToTheLimitAndRefusedBeyondIt() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        let limit = 300_000
        let transport = AsyncHTTPClientTransport(proxies: ProxySettings(), maxBodyBytes: limit)
        let request = TransportRequest(url: server.baseURL.appendingPathComponent("shows/1"))
        let tooLarge = TransportFailure(.tooLarge, "the response was larger than tv accepts")
        var random = SplitMix64(seed: 5)
        let body = (0..<limit).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 16) }  // arrives in many reads

        server.inject([.raw(status: 200, headers: [:], body: body)])
        #expect(try await transport.send(request).body == body)
        // Content-Length announces one byte too many.
        server.inject([.raw(status: 200, headers: [:], body: body + [0x0A])])
        await #expect(throws: tooLarge) { try await transport.send(request) }
        // Compressed, the length announced is within the limit; what it decompresses to is still one byte too many.
        let compressed = try await Self.gzip(body + [0x0A])
        #expect(compressed.count < limit * 2 / 3)
        server.inject([.raw(status: 200, headers: ["Content-Encoding": "gzip"], body: compressed)])
        await #expect(throws: tooLarge) { try await transport.send(request) }
        // The transport still serves the next answer.
        server.inject([.raw(status: 200, headers: ["Content-Encoding": "gzip"], body: try await Self.gzip(body))])
        #expect(try await transport.send(request).body == body)

        await transport.shutdown()
        await server.shutdown()
    }

    @Test func tooManyRequestsWaitsForRetryAfter() async throws {
        let rig = try await Rig()
        rig.server.inject([.status(429, retryAfter: "3")])
        let show = try await rig.api.show(id: 1)
        #expect(show.id == 1)
        #expect(rig.server.requests.map(\.status) == [429, 200])
        #expect(rig.clock.sleeps.filter { $0 >= .seconds(1) } == [.seconds(3)])
        await rig.finish()
    }

    @Test func tooManyRequestsWithoutRetryAfterWaitsTwoSecondsThenDoubles() async throws {
        let rig = try await Rig()
        rig.server.inject([.status(429), .status(429)])
        _ = try await rig.api.show(id: 1)
        #expect(rig.server.requests.map(\.status) == [429, 429, 200])
        #expect(rig.clock.sleeps.filter { $0 >= .seconds(1) } == [.seconds(2), .seconds(4)])
        await rig.finish()
    }

    @Test func aStormOf429GivesUpAfterFiveTries() async throws {
        let rig = try await Rig()
        rig.server.setStandingFault(.status(429))
        await #expect(
            throws: TVMazeError(
                .rateLimited, "TVmaze kept answering 429 (rate limit); gave up after 5 tries in 30 s",
                status: 429, path: "/shows/1")
        ) {
            try await rig.api.show(id: 1)
        }
        #expect(rig.server.requests.count == 5)
        await rig.finish()
    }

    /// 500 → 429 → reset → 429 → 429: the 429s use none of the three tries the 500 and the reset get, so the
    /// request completes (with one budget it gave up at the reset).
    @Test func aMixedStormUsesSeparateBudgetsAndCompletes() async throws {
        let rig = try await Rig()
        rig.server.inject([
            .status(500), .status(429, retryAfter: "0"), .reset, .status(429, retryAfter: "0"),
            .status(429, retryAfter: "0"),
        ])
        let show = try await rig.api.show(id: 1)
        #expect(show.id == 1)
        #expect(rig.server.requests.map(\.status) == [500, 429, 0, 429, 429, 200])
        await rig.finish()
    }

    /// The 429s between them give the transient failures no extra tries: the third 5xx still ends the request.
    @Test func transientFailuresGiveUpOnTheirOwnBudgetWhatever429sCame() async throws {
        let rig = try await Rig()
        rig.server.inject([
            .status(429, retryAfter: "0"), .status(500), .status(429, retryAfter: "0"), .truncated, .status(503),
        ])
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .serverError)
        #expect(error?.message.hasPrefix("TVmaze answered 503 (Service Unavailable); gave up after 5 tries") == true)
        #expect(rig.server.requests.count == 5)
        await rig.finish()
    }

    /// `Retry-After: 25` on every answer: waits of 25 s and 25 s fit the 60 s the 429 waits may take in all; a third
    /// would not, so the request ends after three tries rather than five.
    @Test func rateLimitWaitsAreBoundedInAll() async throws {
        let rig = try await Rig()
        rig.server.setStandingFault(.status(429, retryAfter: "25"))
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .rateLimited)
        #expect(rig.server.requests.count == 3)
        #expect(rig.clock.sleeps.filter { $0 >= .seconds(1) } == [.seconds(25), .seconds(25)])
        await rig.finish()
    }

    /// A server that accepts and never answers, on a virtual clock: each try waits for its first byte 10 s (the
    /// second only what is left of the 20 s limit), and no third try starts, though five are allowed: the limit, not
    /// the count, ends the request, 20 s after it began.
    @Test func aServerThatNeverAnswersIsGivenUpOnWithinTheTimeLimit() async throws {
        let clock = TestClock()
        let transport = MockTransport { request in
            try await clock.sleep(for: request.firstByteTimeout ?? request.timeout)
            throw TransportFailure(.timedOut, "connected, but no answer began")
        }
        let client = TVMazeClient(
            configuration: .init(
                baseURL: URL(string: "http://tv.test")!, retry: RetryPolicy(transientAttempts: 5, jitter: { 1.0 })),
            transport: transport, clock: clock)
        let error = await #expect(throws: TVMazeError.self) { try await client.get("/shows/1", resource: "show 1") }
        #expect(error?.kind == .timedOut)
        #expect(
            error?.message == "tv.test did not answer (connected, but no answer began); gave up after 2 tries in 20 s",
            "\(error?.message ?? "")")
        #expect(transport.requests.map(\.firstByteTimeout) == [.seconds(10), .milliseconds(9500)])
        #expect(clock.elapsed == .seconds(20))
    }

    /// The same over a real socket: the first-byte limit ends a try the server never answers, and says it connected.
    @Test func theFirstByteLimitEndsATryTheServerNeverAnswers() async throws {
        let rig = try await Rig(firstByteTimeout: .seconds(1), transientAttempts: 1)
        rig.server.setStandingFault(.slow(.seconds(60)))
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .timedOut)
        let port = rig.server.baseURL.port ?? 0
        #expect(
            error?.message.hasPrefix(
                "127.0.0.1:\(port) did not answer (connected, but no answer began); gave up after 1 try")
                == true, "\(error?.message ?? "")")
        await rig.finish()
    }

    /// A body that keeps arriving is not cut by the first-byte limit: only the whole-exchange timeout bounds it (here
    /// far beyond the trickle's time, which a busy machine stretches: at 60 s a loaded run's trickle met it).
    @Test func aSlowBodyIsBoundedByTheTimeoutNotTheFirstByteLimit() async throws {
        // The head is due at once and the body over 25 s: past the first-byte limit, which even a head a busy machine
        // sends late meets.
        let rig = try await Rig(timeout: .seconds(600), firstByteTimeout: .seconds(20))
        rig.server.inject([.trickle(over: .seconds(25))])
        let started = ContinuousClock.now
        let show = try await rig.api.show(id: 1)
        #expect(show.id == 1)
        #expect(ContinuousClock.now - started > .seconds(20))  // the body outlived the first-byte limit
        #expect(rig.server.requests.count == 1)
        await rig.finish()
    }

    /// A request's own byte cap (a picture's) is below the transport's: a longer body is refused, not read whole.
    @Test func aRequestsByteCapIsHonoured() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        server.inject([.huge(bytes: 5000), .huge(bytes: 5000)])
        let transport = AsyncHTTPClientTransport(proxies: ProxySettings())
        let url = server.baseURL.appendingPathComponent("shows/1")
        let failure = await #expect(throws: TransportFailure.self) {
            try await transport.send(TransportRequest(url: url, maxBodyBytes: 4000))
        }
        #expect(failure?.kind == .tooLarge)
        #expect(try await transport.send(TransportRequest(url: url, maxBodyBytes: 6000)).body.count >= 5000)
        await transport.shutdown()
        await server.shutdown()
    }

    @Test(arguments: [500, 503])
    func serverErrorIsRetriedThenSucceeds(status: Int) async throws {
        let rig = try await Rig()
        rig.server.inject([.status(status)])
        _ = try await rig.api.schedule(date: CalendarDate("2026-11-16")!)
        #expect(rig.server.requests.map(\.status) == [status, 200])
        await rig.finish()
    }

    @Test func persistentServerErrorGivesUpWithAClearMessage() async throws {
        let rig = try await Rig()
        rig.server.setStandingFault(.status(503))
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .serverError)
        #expect(error?.message.hasPrefix("TVmaze answered 503 (Service Unavailable); gave up after 3 tries") == true)
        #expect(error?.status == 503 && error?.path == "/shows/1")
        #expect(rig.server.requests.count == 3)
        await rig.finish()
    }

    @Test func connectionResetIsRetried() async throws {
        let rig = try await Rig()
        rig.server.inject([.reset])
        _ = try await rig.api.show(id: 1)
        #expect(rig.server.requests.map(\.status) == [0, 200])
        await rig.finish()
    }

    @Test func persistentResetsGiveUp() async throws {
        let rig = try await Rig()
        rig.server.setStandingFault(.reset)
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .connectionLost)
        #expect(rig.server.requests.count == 3)
        await rig.finish()
    }

    @Test func truncatedBodyIsRetried() async throws {
        let rig = try await Rig()
        rig.server.inject([.truncated])
        let schedule = try await rig.api.schedule(date: CalendarDate("2026-11-16")!)
        #expect(schedule.events.count == 1)
        #expect(rig.server.requests.count == 2)
        await rig.finish()
    }

    @Test(arguments: [(Fault.garbage, "not JSON"), (.empty, "not JSON"), (.wrongShape, "expected a list at the top")])
    func unreadableBodiesFailAtOnceWithoutRetry(fault: Fault, detail: String) async throws {
        let rig = try await Rig()
        rig.server.inject([fault])
        await #expect(
            throws: TVMazeError(
                .invalidResponse, "TVmaze sent data tv cannot read for the schedule for US on 2026-11-16: \(detail)")
        ) {
            try await rig.api.schedule(date: CalendarDate("2026-11-16")!)
        }
        #expect(rig.server.requests.count == 1)
        await rig.finish()
    }

    @Test func hugeBodyIsReadAndRejectedAsTheWrongShape() async throws {
        let rig = try await Rig()
        rig.server.inject([.huge(bytes: 10 << 20)])
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .invalidResponse)
        await rig.finish()
    }

    @Test func slowAnswerTimesOutAndIsRetried() async throws {
        let rig = try await Rig(timeout: .milliseconds(300), transientAttempts: 2)
        rig.server.setStandingFault(.slow(.seconds(2)))
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .timedOut)
        #expect(error?.message.contains("gave up after 2 tries") == true)
        #expect(try await rig.requests(once: 2) == 2)
        await rig.finish()
    }

    @Test func aBodyTricklingInPastTheTimeoutTimesOut() async throws {
        let rig = try await Rig(timeout: .milliseconds(500), transientAttempts: 2)
        rig.server.setStandingFault(.trickle(over: .seconds(12)))
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .timedOut)
        #expect(try await rig.requests(once: 2) == 2)
        await rig.finish()
    }

    @Test func redirectsAreFollowedAndOnesTVCannotUseFailWithOneMessage() async throws {
        let rig = try await Rig()
        rig.server.inject([.raw(status: 301, headers: ["Location": "/shows/1?via=redirect"], body: [])])
        #expect(try await rig.api.show(id: 1).id == 1)
        #expect(rig.server.requests.map(\.target) == ["/shows/1", "/shows/1?via=redirect"])
        for (location, detail) in [
            (
                "http://127.0.0.1:99999/shows/1",
                "redirected to an address tv cannot use (http://127.0.0.1:99999/shows/1)"
            ),
            ("ftp://127.0.0.1/shows/1", "redirected to an address tv cannot use (ftp://127.0.0.1/shows/1)"),
            ("/shows/1", "redirected in a loop"),
        ] {
            rig.server.setStandingFault(.raw(status: 302, headers: ["Location": location], body: []))
            let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
            #expect(error?.message.hasSuffix(detail) == true, "\(error?.message ?? "")")
        }
        await rig.finish()
    }

    @Test func notFoundNamesTheThingAndIsNotRetried() async throws {
        let rig = try await Rig()
        await #expect(throws: TVMazeError(.notFound, "no show with id 99999999", status: 404, path: "/shows/99999999"))
        {
            try await rig.api.show(id: 99_999_999)
        }
        #expect(rig.server.requests.count == 1)
        await rig.finish()
    }

    @Test func unprocessableCarriesTVmazesReason() async throws {
        let rig = try await Rig()
        await #expect(
            throws: TVMazeError(
                .rejected,
                "TVmaze rejected the request for schedule for UK1 on 2026-11-16: Not a valid ISO country code",
                status: 422, path: "/schedule")
        ) {
            try await rig.api.schedule(country: "UK1", date: CalendarDate("2026-11-16")!)
        }
        await rig.finish()
    }

    @Test func refusedConnectionSaysTheServerCannotBeReached() async throws {
        let rig = try await Rig()
        let port = rig.server.port
        await rig.server.shutdown()
        let error = await #expect(throws: TVMazeError.self) { try await rig.api.show(id: 1) }
        #expect(error?.kind == .unreachable)
        #expect(error?.message == "cannot reach 127.0.0.1:\(port): connection refused")
        await rig.api.client.shutdown()
    }

    @Test func cancellingASlowRequestEndsItPromptly() async throws {
        // The answer would take a minute; a cancelled request must end long before it (the bound is loose for loaded machines).
        let rig = try await Rig(timeout: .seconds(90))
        rig.server.setStandingFault(.slow(.seconds(60)))
        let task = Task { try await rig.api.show(id: 1) }
        while rig.server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        let started = ContinuousClock.now
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(ContinuousClock.now - started < .seconds(30))
        await rig.finish()
    }

    /// The transport's event-loop thread lives as long as the transport: it ends at ``shutdown()``, or when a transport
    /// is dropped without it.
    @Test(.timeLimit(.minutes(1))) func aTransportsEventLoopThreadEndsWithIt() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        /// The name of the thread of the loop the transport made for its first request (NIO numbers each group's).
        func loopThread(ofTransportThatSent transport: AsyncHTTPClientTransport) async throws -> String {
            #expect(transport.eventLoopGroup == nil)  // nothing made before the first request
            let response = try await transport.send(
                TransportRequest(url: server.baseURL.appendingPathComponent("shows/1")))
            #expect(response.status == 200)
            let name = try await #require(transport.eventLoopGroup).next().submit {
                (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?.trimmingCharacters(
                    in: .newlines)
            }.get()
            let loop = try #require(name)
            #expect(loop.hasPrefix("NIO-ELT") && Self.threadNames().contains(loop))
            return loop
        }
        func ends(_ name: String) async throws {
            while Self.threadNames().contains(name) { try await Task.sleep(for: .milliseconds(10)) }
        }
        let shutDown = AsyncHTTPClientTransport(proxies: ProxySettings())
        let first = try await loopThread(ofTransportThatSent: shutDown)
        await shutDown.shutdown()
        try await ends(first)
        var dropped: AsyncHTTPClientTransport? = AsyncHTTPClientTransport(proxies: ProxySettings())
        let second = try await loopThread(ofTransportThatSent: dropped!)
        #expect(second != first)
        dropped = nil
        try await ends(second)
        await server.shutdown()
    }

    /// Shutting down ends the transport's work in order, as tv's exit does while a request is still out: the request
    /// in flight is ended and finished before the event loop goes, and a send once shutdown began fails at once,
    /// reaching no client and making no loop (it made a new loop, or reached one already shut down: NIO's "Cannot
    /// schedule tasks on an EventLoop that has already shut down").
    @Test(.timeLimit(.minutes(1))) func shutdownFinishesTheWorkBeforeTheLoopGoes() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        server.setStandingFault(.slow(.seconds(60)))
        let url = server.baseURL.appendingPathComponent("shows/1")
        let transport = AsyncHTTPClientTransport(proxies: ProxySettings())
        let inFlight = Task { try await transport.send(TransportRequest(url: url)) }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        await transport.shutdown()
        await #expect(throws: TransportFailure.self) { try await inFlight.value }
        #expect(transport.eventLoopGroup == nil)
        server.setStandingFault(nil)
        await #expect(throws: AsyncHTTPClientTransport.shuttingDown) {
            try await transport.send(TransportRequest(url: url))
        }
        #expect(transport.concurrencyLimit(for: url) == 4 && transport.eventLoopGroup == nil)
        #expect(server.requests.count == 1)
        await server.shutdown()
    }

    /// The names of this process's threads.
    static func threadNames() -> Set<String> {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return Set(
            tasks.compactMap { task in
                (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?.trimmingCharacters(
                    in: .newlines)
            })
    }

    @Test func httpProxyIsAskedForATunnel() async throws {
        let server = try await FixtureServer(directory: try MiniFixtures.make())
        let proxies = ProxySettings(environment: ["http_proxy": "http://127.0.0.1:\(server.port)"])
        let client = TVMazeClient(
            configuration: .init(
                baseURL: URL(string: "http://api.tvmaze.com")!, timeout: .seconds(120), firstByteTimeout: .seconds(60)),
            transport: AsyncHTTPClientTransport(proxies: proxies, connectTimeout: .seconds(60)), clock: TestClock())
        let error = await #expect(throws: TVMazeError.self) { try await TVMazeAPI(client: client).show(id: 1) }
        #expect(error?.message.contains("proxy refused") == true, "\(error?.message ?? "")")
        #expect(server.requests.first?.target == "api.tvmaze.com:80")
        await client.shutdown()
        await server.shutdown()
    }

    @Test func serverAcceptsAbsoluteFormTargets() {
        #expect(FixtureServer.originForm("http://api.tvmaze.com/shows/1?embed=cast") == "/shows/1?embed=cast")
        #expect(FixtureServer.originForm("http://api.tvmaze.com?x=1") == "/?x=1")
        #expect(FixtureServer.originForm("/schedule?date=2026-11-16") == "/schedule?date=2026-11-16")
    }
}
