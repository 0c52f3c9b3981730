package import Foundation
import Synchronization
package import TVMaze

/// The long-lived model of the seed design: owns the time window, fetches through the paced client, caches.
///
/// Views ask it for days, weeks, shows, seasons and cast; it decides which TVmaze requests that
/// takes, runs them concurrently within the pacing rules, and keeps the answers for the session.
///
/// This file is the façade: time and place, and failover. Each concern has its own room and state:
/// - the schedule (`Schedule/`: listings, fetching, background refresh, in ``ScheduleMemory``);
/// - the show catalogue (`Catalogue/`: shows, seasons, episodes, people, searches, in ``ShowCatalogue``);
/// - tracking (`Tracking/`: marks, follows, up next, digest, stats, over a ``TrackingStore``);
/// - imports (`Import/`) and the account (``AccountService``, an actor of its own).
///
/// It is the one owner of offline failover: given a ``SampleWeek`` to fall back to, the first request that finds
/// TVmaze unreachable switches its answers, its "now" and its cache (unused from then on) to the sample week together,
/// unless the cache holds the real today to show instead, and publishes ``ServiceEvent/usingSample(message:)``.
package actor TVService {
    /// TVmaze's API, or the sample week's while the sample is shown.
    var api: TVMazeAPI { usesSampleData ? sample!.api : network }
    /// "Now" for the schedule: the sample week's while it is shown, else ``wallClock``.
    var clock: any WallClock { usesSampleData ? FixedWallClock(sample!.now) : wallClock }
    /// The real clock (or `--now`), also while the sample week is shown: for the age of files such as the show index.
    nonisolated let wallClock: any WallClock
    private let network: TVMazeAPI
    /// The sample week shown from the start (`--offline`) or after a failover; nil: TVmaze only.
    let sample: SampleWeek?
    /// Where observers subscribe to schedule updates, window moves, failures and recovery.
    package nonisolated let events = EventBroadcaster()
    /// Whether the last request reached TVmaze, so failures and recovery are announced once each.
    nonisolated let connectivity = Connectivity()
    /// The user's watched marks and followed shows.
    let tracking: any TrackingStore
    /// What is read without waiting for the actor: the display zone, the schedule country, whether the sample is shown.
    private let shared: Mutex<Shared>

    private struct Shared {
        var zone: TimeZone
        var country: String
        var onSample: Bool
        var sources: ScheduleSources
    }

    /// The schedule days kept, refreshing and being stored.
    var keptDays = ScheduleMemory()
    /// Shows, their parts and searches as answered.
    var catalogue = ShowCatalogue()
    /// Fetched days and answers outlive the process here (nil: `--no-cache`, `--offline`).
    private let cache: (any ServiceCache)?
    /// Whether a request reached TVmaze in this process; until then a stale day is refetched before it is served.
    var reachedNetwork = false

    /// TVmaze through `api`, falling back to `fallback` (when given) once it proves unreachable.
    /// - Parameter sources: which schedules listings take (``ScheduleSources``; `set sources`).
    package init(
        api: TVMazeAPI, clock: any WallClock = SystemWallClock(), fallback: SampleWeek? = nil,
        displayZone: TimeZone = .current, country: CountryCode = .us,
        tracking: any TrackingStore = InMemoryTrackingStore(), cache: (any ServiceCache)? = nil,
        sources: ScheduleSources = .all
    ) {
        self.init(
            network: api, wallClock: clock, sample: fallback, onSample: false, displayZone: displayZone,
            country: country, tracking: tracking, cache: cache, sources: sources)
    }

    /// The sample week from the start (`--offline`, `--fixtures`): no TVmaze and no persistent cache.
    package init(
        sample: SampleWeek, wallClock: any WallClock = SystemWallClock(), displayZone: TimeZone = .current,
        country: CountryCode = .us, tracking: any TrackingStore = InMemoryTrackingStore()
    ) {
        self.init(
            network: sample.api, wallClock: wallClock, sample: sample, onSample: true, displayZone: displayZone,
            country: country, tracking: tracking, cache: nil, sources: .all)
    }

    private init(
        network: TVMazeAPI, wallClock: any WallClock, sample: SampleWeek?, onSample: Bool, displayZone: TimeZone,
        country: CountryCode, tracking: any TrackingStore, cache: (any ServiceCache)?, sources: ScheduleSources
    ) {
        self.network = network
        self.wallClock = wallClock
        self.sample = sample
        self.cache = cache
        self.tracking = tracking
        shared = Mutex(Shared(zone: displayZone, country: country.code, onSample: onSample, sources: sources))
    }

    // MARK: Time and place

    /// The zone schedule times are shown in, and "today" and midnight are read in (`--tz`, `set tz`).
    package nonisolated var displayZone: TimeZone { shared.withLock { $0.zone } }

    /// The country whose schedule is listed, an upper-case ISO code (`--country`, `set country`, `week --country`).
    package nonisolated var country: String { shared.withLock { $0.country } }

    /// Changes the display zone (`set tz`).
    package nonisolated func setDisplayZone(_ zone: TimeZone) { shared.withLock { $0.zone = zone } }

    /// Changes the schedule country (`set country`).
    package nonisolated func setCountry(_ code: CountryCode) { shared.withLock { $0.country = code.code } }

    /// Which schedules listings take: networks, streaming services, or both (`set sources`, `--tv`, `--streaming`).
    package nonisolated var sources: ScheduleSources { shared.withLock { $0.sources } }

    /// Changes which schedules listings take (`set sources`): a kind left out is not fetched either.
    package nonisolated func setSources(_ sources: ScheduleSources) { shared.withLock { $0.sources = sources } }

    /// Whether the answers are the sample week's (from the start, or since TVmaze proved unreachable).
    package nonisolated var usesSampleData: Bool { shared.withLock { $0.onSample } }

    /// Today's date in the display zone; it changes at local midnight, and the window with it on Mondays.
    package var today: CalendarDate { CalendarDate(clock.now(), in: displayZone) }

    /// The current week: the Monday–Sunday week containing today in the display zone (`week`, `export week`).
    package var currentWindow: ScheduleWindow {
        ScheduleWindow(containing: today, displayZone: displayZone, country: country)
    }

    /// A transport for pictures: the sample's while the sample is shown, else `network`. It never causes a failover
    /// itself: picture hosts come from API text and say nothing about TVmaze's reach.
    package nonisolated func pictureTransport(network: any HTTPTransport) -> any HTTPTransport {
        guard let sample else { return network }
        return PictureTransport(service: self, network: network, sample: sample.transport)
    }

    private struct PictureTransport: HTTPTransport {
        let service: TVService
        let network: any HTTPTransport
        let sample: any HTTPTransport

        var answersLocally: Bool { service.usesSampleData && sample.answersLocally }

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            try await (service.usesSampleData ? sample : network).send(request)
        }
    }

    // MARK: Failover

    /// Thrown inside the service when a request found TVmaze unreachable and the service switched to the sample week:
    /// the caller asks again (choosing its dates again from the sample's today).
    struct SwitchedToSample: Error {}

    /// Switches to the sample week if `error` says TVmaze is unreachable, a sample was given, and neither memory nor
    /// the persistent cache holds the real today (which, served stale, beats the sample week). Returns whether it did.
    func fallBack(after error: any Error) async -> Bool {
        guard let sample, (error as? TVMazeError)?.kind == .unreachable else { return false }
        if usesSampleData { return true }  // another request switched while this one was on its way
        let realToday = CalendarDate(wallClock.now(), in: displayZone)
        // The keys of what listings take now: the country's networks, streaming, or both (`set sources`).
        let kept =
            (sources.includes(.tv) ? [country] : []) + (sources.includes(.streaming) ? [DayKey.streamingKey] : [])
        for key in kept {
            if keptDays[DayKey(country: key, date: realToday)] != nil { return false }
            if let cache, !(await cache.scheduleDays(country: key, dates: [realToday])).isEmpty { return false }
        }
        guard !usesSampleData else { return true }  // another request switched while this one waited on the cache
        shared.withLock { $0.onSample = true }
        // The sample is another world: nothing TVmaze answered before is mixed into it.
        keptDays.clear()
        catalogue.clear()
        let reason = (error as? TVMazeError)?.message ?? String(describing: error)
        events.publish(.usingSample(message: "\(reason); showing \(sample.name) week of \(sample.dates.lowerBound)"))
        return true
    }

    /// Whether `error` may yet switch to the sample week (so whether TVmaze is "offline" is not said yet).
    func awaitsFallBack(_ error: any Error) -> Bool {
        sample != nil && !usesSampleData && (error as? TVMazeError)?.kind == .unreachable
    }

    /// Runs `body` with today's date; when it is what finds TVmaze unreachable and the service falls back to the
    /// sample week, runs it again with the sample's today, so that dates are chosen once it is settled which data is shown.
    func settling<T>(_ body: (CalendarDate) async throws -> T) async throws -> T {
        do {
            return try await body(today)
        } catch is SwitchedToSample {
            return try await body(today)
        }
    }

    /// The persistent cache while TVmaze's answers are shown; the sample week's never land in it.
    var liveCache: (any ServiceCache)? { usesSampleData ? nil : cache }

    /// A failure of the connection rather than an answer: the case where a stale copy is better than nothing.
    static func isUnreachable(_ error: any Error) -> Bool {
        guard let error = error as? TVMazeError else { return false }
        return Connectivity.meansOffline(error.kind)
    }
}
