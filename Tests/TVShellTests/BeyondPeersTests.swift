import Foundation
import TVMaze
import TVService
import TVTestSupport
import Testing

@testable import TVShell

/// Issue 40 over the sample week (the fixtures' router, each request counted): where you have seen a person, who is
/// in an episode, the crew, and the week's premieres and finales.
@Suite struct BeyondPeersTests {
    static func name(_ row: [String: Any], _ key: String = "show") -> String? {
        (row[key] as? [String: Any])?["name"] as? String
    }

    // MARK: Premieres

    /// The sample week's premieres on US networks and streaming (Blue Lights, a GB service's, is not listed): Black
    /// Mirror's season 8 drop and Alice in Borderland's season 4, nothing else; every event says whether it is one.
    @Test func premieresOfTheSampleWeekAreExact() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        _ = await session.run("set format json")
        let all = try await output.weekEvents(by: session, running: "week")
        #expect(all.count > 1000 && all.allSatisfy { $0.keys.contains("premiere") && $0["finale"] as? Bool == false })
        let requests = transport.requests.count
        let premieres = try await output.weekEvents(by: session, running: "week --premieres")
        #expect(transport.requests.count == requests)  // no extra request
        #expect(
            premieres.map { "\(Self.name($0)!) \($0["season"]!)x\($0["number"]!) \($0["premiere"]!)" } == [
                "Black Mirror 8x1 season", "Alice in Borderland 4x1 season",
            ])
        #expect(all.filter { !($0["premiere"] is NSNull) }.count == 2)
        _ = await session.run("set format table")
        let table = await output.printed(by: session, running: "week --premieres", expecting: .succeeded)
        #expect(table.contains("· season 8") && table.contains("· season 4"))
        #expect(!table.contains("Blue Lights") && table.contains("no episodes match"))
        let day = await output.printed(by: session, running: "day sat --premieres", expecting: .succeeded)
        #expect(day.contains("Alice in Borderland") && !day.contains("Black Mirror"))
        let thursday = await output.printed(by: session, running: "day thu --network Netflix", expecting: .succeeded)
        #expect(!thursday.contains("· season 8"))
    }

    /// The list (phone) and shelves (wide) layouts mark premieres too: after the code, and after a cell's title.
    @Test func everyWeekLayoutMarksPremieres() async {
        let (list, listed) = testSession(width: 60, terminal: true, layout: .list)
        #expect(await list.run("day thu --premieres") == .succeeded)
        #expect(listed.written.contains("8x01–8x06 · season 8"))
        let (shelves, shelved) = testSession(width: 160, terminal: true, layout: .shelves)
        #expect(await shelves.run("day sat --premieres") == .succeeded)
        #expect(shelved.written.contains("8 episodes · season 4"))
    }

    @Test func aPremiereIsEpisodeOneOfASeason() {
        func episode(_ season: Int?, _ number: Int?) -> Episode {
            Episode(id: 1, name: "", season: season, number: number)
        }
        #expect(Premiere(episode(1, 1)) == .series)
        #expect(Premiere(episode(3, 1)) == .season)
        #expect(Premiere(episode(3, 2)) == nil && Premiere(episode(3, nil)) == nil && Premiere(episode(nil, 1)) == nil)
        var drop = ScheduleEvent(episode: episode(2, 1), show: Show(id: 7, name: "Drop"))
        drop.released = [episode(2, 1), episode(2, 2)]
        #expect(Premiere.label(drop) == "season 2")
        #expect(Premiere.label(ScheduleEvent(episode: episode(1, 1), show: Show(id: 7, name: "New"))) == "new series")
        var finales = Finales()
        var season = Season(id: 9, number: 2)
        season.episodeOrder = 2
        finales.add(showID: 7, seasons: [season])
        #expect(finales.isFinale(drop))  // the drop's last episode ends the season
        #expect(!finales.isFinale(ScheduleEvent(episode: episode(2, 1), show: Show(id: 7, name: "Drop"))))
    }

    /// Love Is Blind 10x12 (2026-11-25) ends a season of 12: `follow` fetched the show with its season records
    /// (`embed=seasons`), so `upcoming` marks the finale without `seasons` and with no request for the records.
    @Test func upcomingMarksFinalesFromSeasonsFetchedWithTheFollowedShow() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        _ = await session.run("follow #42342")
        _ = await session.run("set format json")
        let events = try #require(try await output.json(by: session, running: "upcoming 14") as? [[String: Any]])
        #expect(
            events.filter { $0["finale"] as? Bool == true }.map { "\($0["season"]!)x\($0["number"]!)" } == ["10x12"])
        #expect(transport.requests.map(\.url.path).sorted() == ["/shows/42342", "/shows/42342/episodes"])
        #expect(transport.requests.first?.url.query == "embed=seasons")
        _ = await session.run("set format table")
        #expect((await output.printed(by: session, running: "upcoming 14", expecting: .succeeded)).contains("· finale"))
        let following = await output.printed(by: session, running: "following", expecting: .succeeded)
        #expect(!following.contains("· finale"))  // next is 10x10
        #expect(transport.requests.count == 2)
    }

    /// A show followed in an earlier run (nothing of it held): `upcoming` fetches its details with the season records,
    /// two requests as before, and marks 10x12; `seasons` then needs no request.
    @Test func followedShowsDetailsBringTheirSeasons() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        try await session.service.follow(
            FollowedShow(showID: 42342, name: "Love Is Blind", followedAt: Date(timeIntervalSince1970: 0)))
        _ = await session.run("set format json")
        let events = try #require(try await output.json(by: session, running: "upcoming 14") as? [[String: Any]])
        #expect(
            events.filter { $0["finale"] as? Bool == true }.map { "\($0["season"]!)x\($0["number"]!)" } == ["10x12"])
        #expect(
            transport.requests.map { $0.url.path + "?" + ($0.url.query ?? "") }.sorted() == [
                "/shows/42342/episodes?specials=1", "/shows/42342?embed=seasons",
            ])
        _ = await session.run("show #42342")
        _ = try await output.json(by: session, running: "seasons")
        #expect(transport.count(path: "/shows/42342/seasons") == 0)
        #expect(transport.requests.count == 2)
    }

    /// Love Is Blind's season 10 (from 2026-11-04) and Landman's season 3 (2026-11-15) began before "now": November's
    /// calendar keeps their first episodes alone, `upcoming` nothing; the week's iCalendar file its two premieres.
    /// Only Murders in the Building 6x10 (Tuesday) ends a season of 10: the week marks it once `seasons` fetched the
    /// records in this process, and asks nothing for it.
    @Test func theWeekMarksAFinaleOnlyFromSeasonsAlreadyFetched() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        _ = await session.run("set format json")
        let finales = { (events: [[String: Any]]) in
            events.filter { $0["finale"] as? Bool == true }.map {
                "\(Self.name($0)!) \($0["season"]!)x\($0["number"]!)"
            }
        }
        #expect(finales(try await output.weekEvents(by: session, running: "week")).isEmpty)
        _ = await session.run("show #51009")
        _ = try await output.json(by: session, running: "seasons")
        let requests = transport.requests.count
        #expect(
            finales(try await output.weekEvents(by: session, running: "week")) == ["Only Murders in the Building 6x10"])
        #expect(transport.requests.count == requests)
    }

    @Test func upcomingCalendarAndExportKeepOnlyPremieres() async throws {
        let (session, output) = testSession(width: 120)
        _ = await session.run("follow #42342")
        _ = await session.run("follow #74203")
        _ = await session.run("set format json")
        let upcoming = try #require(
            try await output.json(by: session, running: "upcoming --premieres") as? [[String: Any]])
        #expect(upcoming.isEmpty)
        #expect(!(try #require(try await output.json(by: session, running: "upcoming") as? [[String: Any]])).isEmpty)
        let calendar = try await output.weekEvents(by: session, running: "calendar --premieres")
        #expect(
            calendar.map { "\(Self.name($0)!) \($0["season"]!)x\($0["number"]!) \($0["premiere"]!)" } == [
                "Love Is Blind 10x1 season", "Landman 3x1 season",
            ])
        _ = await session.run("set format table")
        let legend = await output.printed(by: session, running: "calendar --premieres", expecting: .succeeded)
        #expect(legend.contains("· season 3") && legend.contains("· season 10"))
        let ics = await output.printed(by: session, running: "export ics week - --premieres", expecting: .succeeded)
        let summaries = ics.split(separator: "\r\n").filter { $0.hasPrefix("SUMMARY:") }
        #expect(summaries.count == 2)
        #expect(summaries.contains { $0.hasPrefix("SUMMARY:Black Mirror 8x01") && $0.hasSuffix(" · season 8") })
        #expect(summaries.contains { $0.hasPrefix("SUMMARY:Alice in Borderland 4x01") && $0.hasSuffix(" · season 4") })
    }

    // MARK: Where have I seen them

    /// Angela Bassett is in 9-1-1 and American Horror Story: two episodes of one watched, the other followed.
    @Test func personCreditsCarryWatchedCountsAndFollows() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        _ = await session.run("show #31755")
        _ = await session.run("watch 1x1")
        _ = await session.run("watch 1x2")
        _ = await session.run("follow #23036")
        _ = await session.run("set format json")
        let requests = transport.requests.count
        let person = try #require(
            try await output.json(by: session, running: "person Angela Bassett") as? [String: Any])
        let credits = try #require(person["credits"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: credits.map { (Self.name($0)!, $0) })
        #expect(byName["9-1-1"]?["watched"] as? Int == 2 && byName["9-1-1"]?["following"] as? Bool == false)
        #expect(
            byName["American Horror Story"]?["watched"] as? Int == 0
                && byName["American Horror Story"]?["following"] as? Bool == true)
        // The search, the person and the credits: the marks are local.
        #expect(transport.requests.count - requests == 3)
        _ = await session.run("set format table")
        let table = await output.printed(by: session, running: "person Angela Bassett", expecting: .succeeded)
        #expect(table.contains("✓ 2") && table.contains("following"))
    }

    @Test func watchedShowsComeFirstWithinAYear() throws {
        let body = """
            [{"_embedded":{"show":{"id":1,"name":"Later","premiered":"2020-09-01"}}},
             {"_embedded":{"show":{"id":2,"name":"Earlier","premiered":"2020-01-05"}}},
             {"_embedded":{"show":{"id":3,"name":"Older","premiered":"2019-01-05"}}}]
            """
        let credits = try TVMazeAPI.decode([PersonCastCredit].self, from: Array(body.utf8), what: "credits")
        #expect(PeopleView.newestFirst(credits).map { $0.show!.name } == ["Later", "Earlier", "Older"])
        var watched = WatchedShows()
        watched.counts = [2: 4, 3: 9]
        #expect(
            PeopleView.newestFirst(credits, watched: watched).map { $0.show!.name } == ["Earlier", "Later", "Older"])
    }

    /// `cast` names the other shows each person was watched in from credits already held; `--seen` fetches the rest,
    /// one request a person, once.
    @Test func castSaysWhereYouHaveSeenThem() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        _ = await session.run("show #23036")  // American Horror Story
        _ = await session.run("watch 1x1")
        _ = await session.run("show #31755")  // 9-1-1, with Angela Bassett
        _ = await session.run("set format json")
        let cast = try #require(try await output.json(by: session, running: "cast") as? [[String: Any]])
        #expect(cast.allSatisfy { $0["alsoIn"] is NSNull })  // nothing fetched yet, nothing asked
        #expect(transport.requests.filter { $0.url.path.hasSuffix("/castcredits") }.isEmpty)
        let seen = try #require(try await output.json(by: session, running: "cast --seen") as? [[String: Any]])
        let people = Set(cast.compactMap { ($0["person"] as? [String: Any])?["id"] as? Int })
        #expect(transport.requests.filter { $0.url.path.hasSuffix("/castcredits") }.count == people.count)
        let bassett = try #require(seen.first { Self.name($0, "person") == "Angela Bassett" })
        let alsoIn = try #require(bassett["alsoIn"] as? [[String: Any]])
        #expect(alsoIn.map { "\($0["name"]!) \($0["watched"]!)" } == ["American Horror Story 1"])
        #expect(seen.allSatisfy { $0["alsoIn"] is [Any] })
        _ = await session.run("set format table")
        let table = await output.printed(by: session, running: "cast", expecting: .succeeded)
        #expect(table.contains("American Horror Story ✓") && !table.contains("cast --seen"))
        #expect(transport.requests.filter { $0.url.path.hasSuffix("/castcredits") }.count == people.count)
    }

    @Test func alsoInNamesThreeThenCounts() {
        let shows = (1...5).map { Show(id: $0, name: "Show \($0)") }
        #expect(WatchedShows.alsoInText(shows, format: Formatting(zone: .gmt)) == "Show 1 ✓, Show 2 ✓, Show 3 ✓ +2")
        #expect(WatchedShows.alsoInText(Array(shows.prefix(2)), format: Formatting(zone: .gmt)) == "Show 1 ✓, Show 2 ✓")
    }

    // MARK: Who is in this episode

    /// Tracker 4x08 has Oliver Stark and Millie Bobby Brown as guests, a director and a writer.
    @Test func episodeListsGuestsAndPersonOpensThem() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        _ = await session.run("show #68640")
        _ = await session.run("set format json")
        let episode = try #require(try await output.json(by: session, running: "episode 4x8") as? [String: Any])
        let cast = try #require(episode["guestCast"] as? [[String: Any]])
        let crew = try #require(episode["guestCrew"] as? [[String: Any]])
        #expect(cast.map { Self.name($0, "person")! } == ["Oliver Stark", "Millie Bobby Brown"])
        #expect(cast.map { $0["row"] as? Int } == [1, 2] && cast.allSatisfy { $0["character"] is String })
        #expect(
            crew.map { "\($0["row"]!) \($0["role"]!) \(Self.name($0, "person")!)" } == [
                "3 Director Tomás Fitzgerald", "4 Writer Jamal Lindqvist",
            ])
        let guestRequests = { transport.requests.filter { $0.url.path == "/episodes/3336998" }.count }
        #expect(guestRequests() == 1)
        _ = await session.run("set format table")
        let table = await output.printed(by: session, running: "episode 4x8", expecting: .succeeded)
        #expect(guestRequests() == 1)  // kept
        let guests = try #require(table.range(of: "\nGuest cast\n")).lowerBound
        #expect(
            String(table[guests...]) == """

                Guest cast
                  #  person              character
                  1  Oliver Stark        Colin Lindqvist
                  2  Millie Bobby Brown  Dev Chen

                Guest crew
                  #  person            role
                  3  Tomás Fitzgerald  Director
                  4  Jamal Lindqvist   Writer
                person N opens a row.

                """)
        let person = await output.printed(by: session, running: "person 1", expecting: .succeeded)
        #expect(person.contains("Oliver Stark  (#"))
        #expect(await session.selection.person?.name == "Oliver Stark")
        // The season's list stays the listing: row 1 after the episode is still the season's first episode.
        _ = await session.run("back")
        _ = await session.run("season 4")
        _ = await session.run("episode 8")
        #expect(await session.run("person 9") == .failed)
    }

    @Test func aHiddenEpisodeHidesItsGuests() async throws {
        let (session, output) = testSession(width: 120)
        _ = await session.run("follow #68640")
        _ = await session.run("show #68640")
        _ = await session.run("set spoilers hide")
        let table = await output.printed(by: session, running: "episode 4x8", expecting: .succeeded)
        #expect(!table.contains("Guest cast") && !table.contains("Oliver Stark"))
        _ = await session.run("set format json")
        let episode = try #require(try await output.json(by: session, running: "episode 4x8") as? [String: Any])
        #expect(episode["guestCast"] is NSNull && episode["guestCrew"] is NSNull)
        #expect(await session.run("person 1") == .failed)  // no guest rows to open
    }

    /// The guests of an episode shown before are not what `person N` opens after a hidden one.
    @Test func aHiddenEpisodeLeavesNoEarlierGuestsToOpen() async throws {
        let (session, output) = testSession(width: 120)
        _ = await session.run("follow #68640")
        _ = await session.run("show #68640")
        #expect(
            await output.printed(by: session, running: "episode 4x8", expecting: .succeeded).contains("Oliver Stark"))
        _ = await session.run("set spoilers hide")
        #expect(await session.run("episode 4x8") == .succeeded)
        #expect(await session.run("person 1") == .failed)
        #expect(await session.selection.person == nil)
    }

    @Test func crewIsGroupedByRoleAndOpensThePerson() async throws {
        let transport = MockTransport.fixtures()
        let (session, output) = testSession(.transport(transport), width: 120)
        _ = await session.run("show #68640")
        _ = await session.run("set format json")
        let crew = try #require(try await output.json(by: session, running: "crew") as? [[String: Any]])
        #expect(
            crew.map { $0["role"] as? String } == [
                "Creator", "Executive Producer", "Executive Producer", "Director", "Director", "Director", "Writer",
                "Writer", "Writer",
            ])
        #expect(crew.map { $0["row"] as? Int } == Array(1...9))
        _ = await session.run("set format table")
        let table = await output.printed(by: session, running: "crew", expecting: .succeeded)
        #expect(table.components(separatedBy: "Director").count == 2)  // the role once, on its group's first row
        #expect(transport.count(path: "/shows/68640/crew") == 1)
        let creator = try #require(Self.name(crew[0], "person"))
        _ = await session.run("1")
        #expect(await session.selection.person?.name == creator)
        // TAB after `person` offers the people just listed.
        let completer = ShellCompleter(names: await session.names)
        #expect(completer.complete("person \(creator.prefix(4))") != nil)
        #expect(completer.complete("cre") != nil)
    }
}
