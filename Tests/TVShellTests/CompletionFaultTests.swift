import Foundation
import LineEditor
import TVMaze
import TVService
import TVTestSupport
import Testing

@testable import TVShell

/// TAB's remote show-name lookup under every network fault, in-process over real sockets: completion never crashes
/// or hangs, a transient fault still yields the names, a lasting one yields none, and the next TAB asks again.
@Suite(.serialized) struct CompletionFaultTests {
    /// A completer whose remote lookup searches the loopback server through the real client and service.
    struct Rig {
        let server: FixtureServer
        let client: TVMazeClient
        let names = CompletionNames()
        let completer: ShellCompleter

        init(fault: FaultCase) async throws {
            server = try await FixtureServer(directory: RepositoryPaths.fixtures)
            server.inject(fault.faults, matching: "/search/shows")
            client = TVMazeClient(
                configuration: .init(baseURL: server.baseURL, timeout: .milliseconds(Int(fault.timeout * 1000))),
                transport: AsyncHTTPClientTransport(proxies: ProxySettings()))
            let service = TVService(
                api: TVMazeAPI(client: client), clock: FixedWallClock(Date(timeIntervalSince1970: 1_795_050_000)))
            // The production lookup, but without the 0.5 s throttle and waiting for the client's own verdict (a loaded
            // machine took over 30 s for a 429 and its retry).
            let remote = RemoteNameSearch(minimumInterval: .zero, timeout: .seconds(600)) { query in
                try await service.search(query).map(\.show.name)
            }
            completer = ShellCompleter(names: names, remote: { remote.names(for: $0) })
        }

        /// TAB after `text`, on a thread of its own as the line editor calls it.
        func tab(_ text: String) async -> Completion? {
            let completer = self.completer
            return await onOwnThread { completer.complete(text) }
        }

        func finish() async {
            await client.shutdown()
            await server.shutdown()
        }
    }

    @Test(arguments: FaultCase.all)
    func remoteLookupSurvivesTheFault(_ fault: FaultCase) async throws {
        let rig = try await Rig(fault: fault)
        let first = await rig.tab("show gir")
        switch fault.outcome {
        case .completes:
            #expect(rig.names.all.contains("Girls"), "\(fault.name): \(String(describing: first))")
        case .fails:
            #expect(first == nil && rig.names.all.isEmpty, "\(fault.name): \(String(describing: first))")
        }
        _ = await rig.tab("show gir")
        #expect(rig.names.all.contains("Girls"), "\(fault.name): the second TAB did not ask again")
        #expect(rig.server.maxRequests(inAnyWindow: .seconds(10)) <= 20)
        await rig.finish()
    }
}
