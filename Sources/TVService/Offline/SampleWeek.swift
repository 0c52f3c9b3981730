package import Foundation
package import TVMaze

/// A week of sample data served in-process (the bundled `Fixtures/`, or a `--fixtures` directory): `--offline` starts
/// on it, and ``TVService`` falls back to it when TVmaze cannot be reached.
package struct SampleWeek: Sendable {
    /// The fixture files, answered as TVmaze would answer.
    package let transport: any HTTPTransport
    let api: TVMazeAPI
    /// "Now" while the sample is shown: the manifest's instant inside the week, unless pinned.
    package let now: Date
    /// The Monday–Sunday dates the sample lists, from its manifest.
    package let dates: ClosedRange<CalendarDate>
    /// How messages name it: "the bundled sample", "the sample in DIR".
    package let name: String

    /// Reads `manifest.json` in `directory`; throws when there is none or it lacks `week` or `now`.
    /// - Parameter client: the client over the fixture transport (the run's logger, for `-v`).
    package init(
        directory: URL, now: Date? = nil, name: String = "the bundled sample",
        client: (any HTTPTransport) -> TVMazeClient = { TVMazeClient(transport: $0) }
    ) throws {
        let manifest = try FixtureManifest.load(from: directory)
        transport = FixtureTransport(router: FixtureRouter(directory: directory))
        api = TVMazeAPI(client: client(transport))
        self.now = now ?? manifest.now
        dates = manifest.week...manifest.week.adding(days: 6)
        self.name = name
    }

    /// "the bundled sample covers 2026-11-16 – 2026-11-22".
    package var coverage: String { "\(name) covers \(dates.lowerBound) – \(dates.upperBound)" }
}

/// A schedule asked of the sample week for dates it does not cover: TVmaze's answer would be an empty week.
package struct OutsideSampleError: Error, Equatable, CustomStringConvertible {
    package let description: String
}
