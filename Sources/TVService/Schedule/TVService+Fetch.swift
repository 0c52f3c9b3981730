import Foundation
import TVMaze

/// The TVmaze days behind a listing: from memory, the persistent cache or TVmaze, refreshed in the background when
/// stale, stored as they arrive.
extension TVService {
    /// The events of each of `keys` (empty for a failed day), the oldest fetch time of a stale copy served because
    /// TVmaze could not be reached, and the days that could not be fetched.
    struct FetchedDays {
        var events: [[ScheduleEvent]]
        var staleSince: Date?
        var failed: [DayKey: any Error]
    }

    /// What a fetch's failures mean for a listing: the days missing from it, the oldest stale copy served instead
    /// of a day that could not be reached, and the failure to report.
    private struct Verdict {
        var failed: [DayKey: any Error] = [:]
        var staleSince: Date?
        var failure: (any Error)?
    }

    /// The TVmaze days `keys`, in four steps: adopt what the persistent cache holds, choose what to fetch, fetch it
    /// concurrently, and judge the failures (falling back to the sample week when TVmaze proves unreachable).
    /// Throws when every day failed, or with `force` when any did.
    func fetchDays(
        _ keys: [DayKey], progress: (@Sendable (Int, Int) -> Void)?, force: Bool = false
    ) async throws -> FetchedDays {
        await loadFromCache(keptDays.absent(keys))
        let fetch = daysToFetch(keys, force: force)
        var verdict = Verdict()
        if !fetch.isEmpty {
            // The days that did arrive are kept as they arrive, even when another fails, so the next command does
            // not fetch them again (and each is stored while the others are still on their way).
            let failures = try await fetchFromNetwork(fetch, progress: progress)
            verdict = judge(failures, of: fetch.count, for: keys, force: force)
            if let failure = verdict.failure, await fallBack(after: failure) { throw SwitchedToSample() }
            if let deferred = failures.first(where: { awaitsFallBack($0.1) }) { noteOutcome(.failure(deferred.1)) }
            // A day that arrived is shown though another failed; the failed ones are asked for again next time.
            if let failure = verdict.failure, force || verdict.failed.count == keys.count { throw failure }
        }
        let events = keys.map { verdict.failed[$0] == nil ? keptDays[$0]?.value ?? [] : [] }
        return FetchedDays(events: events, staleSince: verdict.staleSince, failed: verdict.failed)
    }

    /// The days to fetch now: those not held, and the stale ones too with `force` or before TVmaze has answered once
    /// (unless it is known not to answer); other stale days are refreshed in the background.
    private func daysToFetch(_ keys: [DayKey], force: Bool) -> [DayKey] {
        let absent = keptDays.absent(keys)
        if force { return absent + keys.filter { keptDays[$0] != nil } }
        let stale = keptDays.stale(keys, at: clock.now())
        if !reachedNetwork && !connectivity.isOffline { return absent + stale }
        for key in stale { refreshInBackground(key) }
        return absent
    }

    /// Judges the failures of a fetch of `fetched` days for `keys`: an unreachable day held stale is served stale
    /// (unless `force`), any other failure makes its day missing.
    private func judge(
        _ failures: [(DayKey, any Error)], of fetched: Int, for keys: [DayKey], force: Bool
    ) -> Verdict {
        // Offline (no day of this fetch came), a streaming day never fetched (a cache of networks only) is left out
        // rather than losing the network days kept beside it. Once TVmaze answered, its failure is said.
        let offline = failures.count == fetched
        let keptNetwork = keys.contains { !$0.isStreaming && keptDays[$0] != nil }
        var verdict = Verdict()
        for (key, error) in failures {
            let unreachable = Self.isUnreachable(error)
            if !force, offline, unreachable, key.isStreaming, keptNetwork, keptDays[key] == nil { continue }
            if !force, unreachable, let kept = keptDays[key] {
                verdict.staleSince = min(verdict.staleSince ?? kept.fetchedAt, kept.fetchedAt)
            } else {
                verdict.failure = verdict.failure ?? error
                verdict.failed[key] = error
            }
        }
        return verdict
    }

    /// Fetches days concurrently and keeps each as it arrives; returns the failures, each day's own, so that one
    /// unreachable day can fall back to its stale copy.
    private func fetchFromNetwork(
        _ keys: [DayKey], progress: (@Sendable (Int, Int) -> Void)?
    ) async throws -> [(DayKey, any Error)] {
        let api = self.api
        return try await withThrowingTaskGroup(of: (DayKey, Result<[ScheduleEvent], any Error>).self) { group in
            for key in keys {
                group.addTask {
                    do {
                        return (key, .success(try await Self.events(of: key, from: api)))
                    } catch is CancellationError {
                        throw CancellationError()
                    } catch {
                        return (key, .failure(error))
                    }
                }
            }
            var failures: [(DayKey, any Error)] = []
            var arrived = 0
            for try await (key, result) in group {
                if case .failure(let error) = result, awaitsFallBack(error) {
                    // said by fetchDays once it is decided whether the sample week is shown instead
                } else {
                    noteOutcome(result.map { _ in })
                }
                switch result {
                case .success(let events): keep(events, for: key)
                case .failure(let error): failures.append((key, error))
                }
                arrived += 1
                progress?(arrived, keys.count)
            }
            return failures
        }
    }

    /// One TVmaze day: the country's `/schedule`, or `/schedule/web` without a country (every country's services,
    /// one request for any schedule country).
    private static func events(of key: DayKey, from api: TVMazeAPI) async throws -> [ScheduleEvent] {
        key.isStreaming
            ? try await api.webSchedule(country: nil, date: key.date).events
            : try await api.schedule(country: key.country, date: key.date).events
    }

    /// Adopts persisted days that memory does not hold.
    func loadFromCache(_ keys: [DayKey]) async {
        guard let cache = liveCache else { return }
        for country in Set(keys.map(\.country)).sorted() {
            let stored = await cache.scheduleDays(
                country: country, dates: keys.filter { $0.country == country }.map(\.date))
            keptDays.adopt(stored, country: country)
        }
    }

    /// Keeps a freshly fetched day in memory, and in the persistent cache in the background (after the writes
    /// before it): the answer is shown while it is stored. ``finishWrites()`` waits for it.
    private func keep(_ events: [ScheduleEvent], for key: DayKey) {
        reachedNetwork = true
        let fetchedAt = clock.now()
        keptDays.keep(events, for: key, fetchedAt: fetchedAt)
        catalogue.update(from: events)
        guard let cache = liveCache else { return }
        keptDays.store {
            await cache.storeScheduleDay(country: key.country, date: key.date, events: events, fetchedAt: fetchedAt)
        }
    }

    /// Waits until fetched days are in the persistent cache (a process does before it exits).
    package func finishWrites() async {
        while let task = keptDays.storing {
            await task.value
            keptDays.stored(task)
        }
    }

    /// Refetches a stale day without making anyone wait; publishes `.scheduleUpdated` when it brings new data.
    private func refreshInBackground(_ key: DayKey) {
        guard !keptDays.isRefreshing(key) else { return }
        let refresh = Task { [api] in
            do {
                await self.finishRefresh(key, .success(try await Self.events(of: key, from: api)))
            } catch {
                await self.finishRefresh(key, .failure(error))
            }
        }
        keptDays.refreshing(key, by: refresh)
    }

    private func finishRefresh(_ key: DayKey, _ result: Result<[ScheduleEvent], any Error>) async {
        keptDays.refreshEnded(key)
        noteOutcome(result.map { _ in }, background: true)
        switch result {
        case .success(let events):
            let old = keptDays[key]?.value ?? []
            keep(events, for: key)
            guard EventSignature.differ(old, events) else { return }
            let window = ScheduleWindow(containing: key.date, displayZone: displayZone, country: country)
            let listed = Set((old + events).compactMap { window.listingDay(of: $0) })
            self.events.publish(.scheduleUpdated(dates: listed.isEmpty ? [key.date] : listed.sorted()))
        case .failure: break
        }
    }

    /// Waits for the background refreshes running now and for their cache writes (tests).
    package func waitForRefreshes() async {
        while let task = keptDays.anyRefresh {
            await task.value
        }
        await finishWrites()
    }
}
