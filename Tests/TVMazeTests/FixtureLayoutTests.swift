import Foundation
import TVTestSupport
import Testing

@testable import TVMaze

/// The bundled sample week, read through the same client and decoders as the network: the layout of Fixtures/README.md.
@Suite struct FixtureLayoutTests {
    let directory = RepositoryPaths.fixtures
    let api: TVMazeAPI
    let manifest: FixtureManifest
    let newYork = TimeZone(identifier: "America/New_York")!

    init() throws {
        manifest = try FixtureManifest.load(from: directory)
        api = TVMazeAPI(
            client: TVMazeClient(
                transport: FixtureTransport(router: FixtureRouter(directory: directory)),
                clock: TestClock()))
    }

    var week: [CalendarDate] { (0..<7).map { manifest.week.adding(days: $0) } }

    @Test func manifestPlacesNowInsideAMondayToSundayWeek() {
        #expect(manifest.week.weekday == 1)
        let today = BroadcastDay.programmingDay(of: manifest.now, in: newYork)
        #expect(today >= manifest.week && today <= manifest.week.adding(days: 6))
        #expect(manifest.country == "US")
    }

    @Test func everyDayHasARealisticScheduleSortedByAirstamp() async throws {
        for date in week {
            let events = try await api.schedule(date: date).events
            #expect((100...250).contains(events.count), "\(date): \(events.count) rows")
            let stamps = events.compactMap(\.episode.airstamp)
            #expect(stamps == stamps.sorted(), "\(date) is not sorted by airstamp")
            #expect(Set(events.map(\.show.id)).count < events.count, "\(date) has no show airing twice")
        }
    }

    @Test func airstampsFollowTheBroadcastDayRule() async throws {
        var checked = 0
        for date in week {
            for event in try await api.schedule(date: date).events {
                guard let airdate = event.episode.airdate, let airtime = event.episode.airtime, event.episode.hasAirtime
                else { continue }
                let zone = event.show.network?.country?.timezone.flatMap(TimeZone.init(identifier:)) ?? newYork
                #expect(
                    BroadcastDay.instant(airdate: airdate, airtime: airtime, in: zone) == event.episode.airstamp,
                    "\(event.show.name) \(airdate) \(airtime)")
                checked += 1
            }
        }
        #expect(checked > 700)
    }

    @Test func carryOversAreTheSameEpisodeOnTwoDays() async throws {
        var carried = 0
        for (day, next) in zip(week, week.dropFirst()) {
            let tail = Set(try await api.schedule(date: day).events.map(\.episode.id))
            let head = try await api.schedule(date: next).events.filter { $0.episode.airdate == day }
            #expect(!head.isEmpty, "\(next) has no carry-over from \(day)")
            for event in head {
                #expect(tail.contains(event.episode.id), "carry-over \(event.show.name) is not in \(day)'s tail")
                carried += 1
            }
        }
        #expect(carried >= 6)
    }

    @Test func theWeekCoversTheCasesTheViewsMustHandle() async throws {
        var events: [ScheduleEvent] = []
        for date in week { events += try await api.schedule(date: date).events }
        #expect(events.contains { $0.episode.isSpecial })
        #expect(events.contains { !$0.episode.hasAirtime })
        #expect(events.contains { $0.show.network == nil && $0.show.webChannel != nil })
        #expect(events.contains { $0.show.network != nil && $0.show.webChannel != nil })
        #expect(events.contains { $0.show.image == nil })
        #expect(events.contains { $0.episode.summary?.contains("&") == true })
        #expect(events.contains { $0.show.name.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(events.contains { $0.show.name.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) } })
        #expect(events.contains { $0.show.name.contains("é") || $0.show.name.contains("ñ") })
        #expect(events.contains { $0.show.rating != nil && $0.show.rating == $0.show.rating?.rounded() })
    }

    @Test func updatesSinceADayOrAWeekListOnlyShowsUpdatedThenBeforeTheManifestsNow() async throws {
        let all = try await api.showUpdates().updated
        for (period, span) in [(UpdatePeriod.day, 86_400.0), (.week, 7 * 86_400.0)] {
            let recent = try await api.showUpdates(since: period).updated
            let start = manifest.now.timeIntervalSince1970 - span
            #expect(!recent.isEmpty && recent.count < all.count, "\(period)")
            #expect(recent == all.filter { Double($0.value) >= start }, "\(period)")
        }
    }

    @Test func webScheduleUsesTheEmbeddedShape() async throws {
        let web = try await api.webSchedule(country: "US", date: week[0])
        #expect(!web.events.isEmpty)
        let raw = FixtureRouter(directory: directory).respond(
            path: "/schedule/web", query: ["country": ["US"], "date": [week[0].description]])
        #expect(String(decoding: raw.body, as: UTF8.self).contains("\"_embedded\""))
    }

    /// `schedule-web/D.json` is the answer without a country; `country=US` keeps US services, `country=` global ones.
    @Test func webScheduleCountriesAreDerivedFromTheAllCountriesDay() async throws {
        func codes(_ country: String?) async throws -> [String?] {
            try await api.webSchedule(country: country, date: week[0]).events.map { event in
                (event.show.webChannel ?? event.show.network)?.country?.code
            }
        }
        let all = try await codes(nil)
        let us = try await codes("US")
        let global = try await codes("")
        #expect(all.contains("GB"))
        #expect(!us.isEmpty && us.allSatisfy { $0 == "US" })
        #expect(!global.isEmpty && global.allSatisfy { $0 == nil })
        #expect(all.filter { $0 == "US" }.count == us.count && all.filter { $0 == nil }.count == global.count)
    }

    @Test func atLeastThirtyShowsHaveFullDetail() async throws {
        let showsFolder = directory.appendingPathComponent("shows")
        let ids = try FileManager.default.contentsOfDirectory(atPath: showsFolder.path).compactMap(Int.init)
        #expect(ids.count >= 30)
        var voice = false
        var selfRole = false
        var specials = false
        for id in ids {
            let seasons = try await api.seasons(showID: id)
            let episodes = try await api.episodes(showID: id)
            let cast = try await api.cast(showID: id)
            #expect(seasons.count >= 1 && !episodes.isEmpty && !cast.isEmpty, "show \(id)")
            let numbers = Set(seasons.compactMap(\.number))
            #expect(
                episodes.allSatisfy { $0.season.map(numbers.contains) ?? false },
                "show \(id) has episodes outside its seasons")
            if let first = seasons.first {
                let byID = try await api.seasonEpisodes(seasonID: first.id)
                #expect(byID.count == episodes.filter { $0.season == first.number }.count)
            }
            voice = voice || cast.contains(where: \.isVoice)
            selfRole = selfRole || cast.contains(where: \.isSelf)
            specials = specials || episodes.contains(where: \.isSpecial)
        }
        #expect(voice && selfRole && specials)
    }

    @Test func girlsDrillsDownToSeason3Episode2() async throws {
        let results = try await api.searchShows("girls")
        #expect(results.count == 10)
        #expect(results.first?.show.name == "Girls")
        let girls = try await api.show(id: 139)
        #expect(girls.network?.name == "HBO")
        #expect(try await api.seasons(showID: 139).count == 6)
        let episode = try await api.episode(showID: 139, season: 3, number: 2)
        #expect(episode.season == 3 && episode.number == 2)
        let byID = try await api.episode(id: episode.id)
        #expect(byID.name == episode.name)
        let best = try await api.singleSearch("girls")
        #expect(best.id == 139)
        #expect(try await api.episodes(showID: 139, specials: false).allSatisfy { !$0.isSpecial })
    }

    @Test func errorsAndMissesLookLikeTVmaze() async throws {
        await #expect(throws: TVMazeError(.notFound, "no show with id 99999999", status: 404, path: "/shows/99999999"))
        { try await api.show(id: 99_999_999) }
        let error = await #expect(throws: TVMazeError.self) { try await api.schedule(country: "UK1", date: week[0]) }
        #expect(error?.kind == .rejected)
        #expect(try await api.schedule(country: "NO", date: week[0]).events.isEmpty)
        #expect(try await api.searchShows("zzqqxx nothing").isEmpty)
        #expect(try await api.showIndexPage(9999) == nil)
        var pages: [[Show]] = []
        for page in 0...2 {
            if let shows = try await api.showIndexPage(page) { pages.append(shows) }
        }
        #expect(!pages.isEmpty && pages.allSatisfy { !$0.isEmpty })
        #expect(try await api.showUpdates().updated.count >= 30)
    }

    @Test func aNameSearchWithoutAFileStillFindsShows() async throws {
        let results = try await api.searchShows("thrones")
        #expect(results.contains { $0.show.name == "Game of Thrones" })
    }
}
