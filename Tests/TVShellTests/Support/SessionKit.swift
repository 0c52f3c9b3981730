import Foundation
import Synchronization
import TVMaze
import TVService
import TVTestSupport
import Testing

@testable import TVShell

/// What a session writes: standard output and standard error apart, and both in the order written (``written``) for
/// tests that read them as one stream, as a terminal shows them.
final class SessionOutput: OutputSink {
    private let streams = Mutex((out: "", err: "", written: ""))

    var out: String { streams.withLock { $0.out } }
    var err: String { streams.withLock { $0.err } }
    var written: String { streams.withLock { $0.written } }

    func write(_ text: String) {
        streams.withLock {
            $0.out += text
            $0.written += text
        }
    }

    func writeError(_ text: String) {
        streams.withLock {
            $0.err += text
            $0.written += text
        }
    }
}

/// Where a test session's TVmaze answers come from.
enum TVmazeStandIn {
    /// `transport` (its requests counted), falling back to `fallback` once it proves unreachable, as `tv` does without
    /// `--offline`.
    case transport(MockTransport, fallback: SampleWeek? = nil)
    /// The bundled sample week from the start, as `--offline`.
    case sample(SampleWeek)
}

/// A session as every TVShell test builds one, and what it writes: over `tvmaze` (the sample week's files), "now"
/// Wednesday 2026-11-18 20:30 in New York, and the settings `tv` starts with (100 columns, not a terminal, pictures
/// as detected: none) but for those given. Requests wait on a ``TestClock``, never on real time.
/// - Parameters:
///   - errorsOnTerminal: whether standard error is a terminal, so a progress line is drawn.
///   - autoColor: whether `--color auto` colours (a colour terminal).
///   - imageSource: where pictures come from when `images` asks for them.
func testSession(
    _ tvmaze: TVmazeStandIn = .transport(.fixtures()), now: Date = Airstamp.parse("2026-11-18T20:30:00-05:00")!,
    zone: String = "America/New_York", width: Int = 100, terminal: Bool = false, errorsOnTerminal: Bool = false,
    autoColor: Bool = false, images: ImageChoice = .auto, layout: LayoutChoice = .auto,
    names: CompletionNames = CompletionNames(), imageSource: (any ImageSource)? = nil
) -> (session: ShellSession, output: SessionOutput) {
    let displayZone = TimeZone(identifier: zone)!
    let service: TVService
    switch tvmaze {
    case .transport(let transport, let fallback):
        service = TVService(
            api: TVMazeAPI(client: TVMazeClient(transport: transport, clock: TestClock())),
            clock: FixedWallClock(now), fallback: fallback, displayZone: displayZone)
    case .sample(let sample):
        service = TVService(sample: sample, wallClock: FixedWallClock(now), displayZone: displayZone)
    }
    var settings = Settings()
    settings.width = width
    settings.isTerminal = terminal
    settings.showsProgress = errorsOnTerminal
    settings.autoColor = autoColor
    settings.images = images
    settings.layout = layout
    let output = SessionOutput()
    let session = ShellSession(
        service: service, settings: settings, output: output, names: names, imageSource: imageSource)
    return (session, output)
}

extension SessionOutput {
    /// What `session` wrote while it ran `line`: both streams in the order written, or one of them (`in: \.out`).
    /// With `expecting`, the run must end so.
    func printed(
        by session: ShellSession, running line: String, in stream: KeyPath<SessionOutput, String> = \.written,
        expecting outcome: CommandOutcome? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> String {
        let before = self[keyPath: stream].count
        let result = await session.run(line)
        if let outcome { #expect(result == outcome, "\(line)", sourceLocation: sourceLocation) }
        return String(self[keyPath: stream].dropFirst(before))
    }

    /// What `session` printed running `line`, which must succeed and print one JSON document on one line.
    func json(
        by session: ShellSession, running line: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Any {
        let text = await printed(by: session, running: line, expecting: .succeeded, sourceLocation: sourceLocation)
        #expect(text.split(separator: "\n").count == 1, "\(line): \(text)", sourceLocation: sourceLocation)
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// The events of the JSON week (`week`, `calendar`) `session` printed running `line`: every day's, in order.
    func weekEvents(
        by session: ShellSession, running line: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [[String: Any]] {
        let document = try await json(by: session, running: line, sourceLocation: sourceLocation)
        return ((document as? [String: Any])?["days"] as? [[String: Any]] ?? []).flatMap {
            $0["events"] as? [[String: Any]] ?? []
        }
    }
}
