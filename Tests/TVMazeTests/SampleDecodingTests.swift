import Foundation
import TVTestSupport
import Testing

@testable import TVMaze

/// Every recorded TVmaze response in ../shared/tvmaze/samples decodes into the model of its endpoint.
@Suite(
    .enabled(
        if: RepositoryPaths.samples != nil,
        "needs the recorded TVmaze answers in ../shared/tvmaze/samples, beside the project folder"))
struct SampleDecodingTests {
    let folder = RepositoryPaths.samples ?? URL(fileURLWithPath: "/nonexistent")

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    func decode<T: JSONReadable>(_ type: T.Type, _ name: String) throws -> T {
        try TVMazeAPI.decode(T.self, from: bytes(name), what: name)
    }

    /// Decodes a file with the model its request returns; fails for a file no rule covers.
    func decodeByEndpoint(_ name: String) throws -> String {
        let rules: [(prefix: String, contains: String, decode: (String) throws -> Int)] = [
            (
                "error-", "",
                {
                    _ = try decode(ErrorEnvelope.self, $0)
                    return 1
                }
            ),
            ("people-", "castcredits", { try decode([PersonCastCredit].self, $0).count }),
            (
                "people-", "",
                {
                    _ = try decode(Person.self, $0)
                    return 1
                }
            ),
            ("schedule-", "", { try decode([ScheduleEvent].self, $0).count }),
            ("search-people-", "", { try decode([PersonSearchResult].self, $0).count }),
            ("search-shows-", "", { try decode([SearchResult].self, $0).count }),
            (
                "shows-", "-embed-",
                {
                    _ = try decode(Show.self, $0)
                    return 1
                }
            ),
            ("shows-", "-cast-", { try decode([CastCredit].self, $0).count }),
            ("shows-", "-crew-", { try decode([CrewCredit].self, $0).count }),
            ("shows-", "-akas-", { try decode([Aka].self, $0).count }),
            ("shows-", "-seasons-", { try decode([Season].self, $0).count }),
            ("shows-", "-episodes-", { try decode([Episode].self, $0).count }),
            ("shows-", "-episodesbydate-", { try decode([Episode].self, $0).count }),
            (
                "shows-", "-episodebynumber-",
                {
                    _ = try decode(Episode.self, $0)
                    return 1
                }
            ),
            (
                "shows-", "",
                {
                    _ = try decode(Show.self, $0)
                    return 1
                }
            ),
            (
                "singlesearch-", "",
                {
                    _ = try decode(Show.self, $0)
                    return 1
                }
            ),
        ]
        guard
            let rule = rules.first(where: {
                name.hasPrefix($0.prefix) && ($0.contains.isEmpty || name.contains($0.contains))
            })
        else {
            Issue.record("no decoding rule for sample \(name)")
            return name
        }
        return "\(name): \(try rule.decode(name))"
    }

    @Test func everyJSONSampleDecodes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(names.count >= 20)
        for name in names {
            #expect(throws: Never.self, "\(name)") { _ = try decodeByEndpoint(name) }
        }
    }

    @Test func searchForGirlsHasTenResultsWithWebChannels() throws {
        let results = try decode([SearchResult].self, "search-shows-girls-2025.json")
        #expect(results.count == 10)
        #expect(results[0].show.name == "Girls")
        #expect(results[0].show.network?.name == "HBO")
        #expect(results.filter { $0.show.network == nil && $0.show.webChannel != nil }.count == 5)
        #expect(results.contains { $0.show.rating == 5 })  // an integer literal rating
    }

    @Test func nonASCIINameSurvives() throws {
        let show = try decode(Show.self, "singlesearch-shows-kroniken-unicode-embed-seasons-2017.json")
        #expect(show.name == "Krøniken")
        #expect(show.network?.country?.code == "DK")
        #expect(show.embedded?.seasons?.isEmpty == false)
    }

    @Test func nullAirstampAndEmptyAirdateAreNotAvailable() throws {
        let episode = try decode(Episode.self, "shows-180-episodebynumber-s1e13-null-airstamp-2017.json")
        #expect(episode.airstamp == nil)
        #expect(episode.airdate == nil)
        #expect(episode.airtime == nil)
        #expect(episode.season == 1 && episode.number == 13)
    }

    @Test func specialHasNoNumber() throws {
        let events = try decode([ScheduleEvent].self, "schedule-US-2019-08-29-partial-extracted.json")
        #expect(events.count == 45)
        let special = try #require(events.first { $0.episode.id == 1_696_774 })
        #expect(special.episode.isSpecial)
        #expect(special.episode.name == "Our Wedding Story: Tori & Bobby")
    }

    @Test func scheduleInNorwayUsesOsloZone() throws {
        let events = try decode([ScheduleEvent].self, "schedule-NO-2017-09-21.json")
        #expect(events.count == 3)
        #expect(events.allSatisfy { $0.show.network?.country?.timezone == "Europe/Oslo" })
    }

    @Test func dailyShowSeasonsAreYears() throws {
        let show = try decode(Show.self, "singlesearch-shows-daily-show-embed-seasons-2017.json")
        let numbers = show.embedded?.seasons?.compactMap(\.number) ?? []
        #expect(numbers.count == 20)
        #expect(numbers.allSatisfy { $0 >= 1996 })
        #expect(show.embedded?.seasons?.allSatisfy { $0.summary == nil } == true)  // "" reads as not available
    }

    @Test func modernShowFields() throws {
        let show = try decode(Show.self, "shows-139-girls-2025.json")
        #expect(show.id == 139)
        #expect(show.averageRuntime != nil)
        #expect(show.ended == CalendarDate("2017-04-16"))
        #expect(show.previousEpisodeLink?.hasPrefix("https://") == true)
        #expect(show.nextEpisodeLink == nil)
    }

    @Test func oldCastFormatDefaultsSelfAndVoiceToFalse() throws {
        let cast = try decode([CastCredit].self, "shows-143-cast-2017.json")
        #expect(cast.count == 13)
        #expect(cast.allSatisfy { !$0.isSelf && !$0.isVoice })
        let modern = try decode([CastCredit].self, "shows-1-cast-2025.json")
        #expect(modern.count == 15)
        #expect(modern.allSatisfy { $0.person.country != nil || $0.person.birthday == nil })
    }

    @Test func oldLinksAreUpgradedToHTTPS() throws {
        let show = try decode(Show.self, "singlesearch-shows-silicon-valley-2017.json")
        #expect(show.url?.hasPrefix("https://www.tvmaze.com/") == true)
        #expect(show.image?.medium?.hasPrefix("https://") == true)
    }

    @Test func errorEnvelopeDecodes() throws {
        let envelope = try decode(ErrorEnvelope.self, "error-404-episodebynumber-unknown-episode-2017.json")
        #expect(envelope.status == 404)
        #expect(envelope.message == "Unknown episode")
    }

    @Test func cassettesReplayThroughTheClient() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }
            .sorted()
        #expect(names.count == 2)
        var exchanges: [Cassette.Exchange] = []
        for name in names {
            exchanges += Cassette.exchanges(in: String(decoding: try bytes(name), as: UTF8.self))
        }
        #expect(exchanges.count == 5)
        let api = TVMazeAPI(client: TVMazeClient(transport: MockTransport.replaying(exchanges), clock: TestClock()))

        let flash = try await api.show(id: 13, embed: [.seasons])
        #expect(flash.name == "The Flash")
        #expect(flash.embedded?.seasons?.count ?? 0 > 0)
        let episode = try await api.episode(showID: 13, season: 2, number: 3)
        #expect(episode.name == "Family of Rogues")
        #expect(episode.airstamp != nil)
        await #expect(
            throws: TVMazeError(.notFound, "no show matching ‘Aoeu Htns’", status: 404, path: "/singlesearch/shows")
        ) {
            try await api.singleSearch("Aoeu Htns", embed: [.seasons])
        }
    }
}
