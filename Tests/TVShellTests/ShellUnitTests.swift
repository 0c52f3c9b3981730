import Foundation
import LineEditor
import TVMaze
import TVTestSupport
import TVText
import Testing

@testable import TVShell

@Suite struct TokenizerTests {
    @Test func splitsQuotesEscapesAndComments() throws {
        #expect(try Tokenizer.words("show Game of Thrones") == ["show", "Game", "of", "Thrones"])
        #expect(try Tokenizer.words(#"search "game of thrones""#) == ["search", "game of thrones"])
        #expect(try Tokenizer.words(#"search it\'s 'a "b"'"#) == ["search", "it's", #"a "b""#])
        #expect(try Tokenizer.words("   # a comment") == [])
        #expect(try Tokenizer.words("day tue # not a comment") == ["day", "tue", "#", "not", "a", "comment"])
        #expect(try Tokenizer.words("show #139") == ["show", "#139"])
        #expect(throws: ShellError("unterminated \" quote")) { try Tokenizer.words(#"search "open"#) }
    }

    @Test func anApostropheInsideAWordIsPartOfIt() throws {
        #expect(try Tokenizer.words("show Grey's Anatomy") == ["show", "Grey's", "Anatomy"])
        #expect(try Tokenizer.words("follow Bob's Burgers") == ["follow", "Bob's", "Burgers"])
        #expect(try Tokenizer.words(#"search 'Grey's Anatomy'"#) == ["search", "Grey's Anatomy"])
        #expect(try Tokenizer.words(#"search "Grey's Anatomy""#) == ["search", "Grey's Anatomy"])
        #expect(try Tokenizer.words(#"search rock'n'roll 'a b'"#) == ["search", "rock'n'roll", "a b"])
        #expect(try Tokenizer.words(#"search 'it' s"#) == ["search", "it", "s"])
        #expect(try Tokenizer.words("show 'Til Death") == ["show", "'Til", "Death"])
        #expect(try Tokenizer.words("search 'Grey's") == ["search", "'Grey's"])
        #expect(try Tokenizer.words(#"show 'Allo 'Allo!"#) == ["show", "'Allo", "'Allo!"])
        #expect(
            try Tokenizer.words(#"search 'the office' --network NBC"#) == ["search", "the office", "--network", "NBC"])
        #expect(try Tokenizer.words(#"search 'x'y"#) == ["search", "'x'y"])
        #expect(throws: ShellError("unterminated \" quote")) { try Tokenizer.words(#"show "'Til Death"#) }
    }

    @Test func aBackslashStartingTheCommandIsALetter() throws {
        #expect(try Tokenizer.words(#"\q"#) == [#"\q"#])
        #expect(try Tokenizer.words(#"  \q now"#) == [#"\q"#, "now"])
        #expect(try Tokenizer.words(#"search a\ b \"c"#) == ["search", "a b", "\"c"])  // elsewhere it still escapes
        #expect(CommandRegistry.find(try Tokenizer.words(#"\q"#)[0])?.declaration.name == "quit")
    }
}

@Suite struct ScriptTextTests {
    @Test func linesEndAtLFOrCRLFAndAFinalNewlineAddsNoLine() {
        #expect(
            ScriptText.lines(Data("show #139\r\nseason 3\r\nepisode 3x2\r\n".utf8)) == [
                "show #139", "season 3", "episode 3x2",
            ])
        #expect(ScriptText.lines(Data("a\nb\r\n\r\nc".utf8)) == ["a", "b", "", "c"])
        // one CR is the line ending's; another is the line's
        #expect(ScriptText.lines(Data("a\r\r\n".utf8)) == ["a\r"])
        #expect(ScriptText.lines(Data("\n".utf8)) == [""])
        #expect(ScriptText.lines(Data()) == [])
        #expect(ScriptText.lines(Data([0x61, 0xFF, 0x0D, 0x0A, 0x62])) == ["a\u{FFFD}", "b"])
    }
}

@Suite struct ColorDefaultTests {
    @Test func noColorThenForceColorThenTheTerminal() {
        #expect(Settings.colorsByDefault(isTerminal: true, environment: ["TERM": "xterm"]))
        #expect(!Settings.colorsByDefault(isTerminal: false, environment: ["TERM": "xterm"]))
        #expect(!Settings.colorsByDefault(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!Settings.colorsByDefault(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"]))
        #expect(Settings.colorsByDefault(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""]))
        #expect(Settings.colorsByDefault(isTerminal: false, environment: ["FORCE_COLOR": "1"]))
        #expect(Settings.colorsByDefault(isTerminal: true, environment: ["TERM": "dumb", "FORCE_COLOR": "1"]))
        #expect(!Settings.colorsByDefault(isTerminal: false, environment: ["FORCE_COLOR": ""]))
        #expect(!Settings.colorsByDefault(isTerminal: true, environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]))
    }
}

@Suite struct PlainRowsTests {
    @Test func tabsAndNewlinesInsideValuesBecomeSpaces() {
        let rows = [["a\tb", "line one\nline two", "crlf\r\nend"], ["plain", "Pokémon 零", ""]]
        #expect(PlainRows.render(rows) == "a b\tline one line two\tcrlf\r end\nplain\tPokémon 零\t\n")
        #expect(PlainRows.render([]) == "")
    }
}

@Suite struct TableTests {
    @Test func columnsAlignByDisplayWidthAndLinesEndWithoutSpaces() {
        var table = Table(
            columns: [.init(title: "#", alignRight: true), .init(title: "show", maxWidth: 8), .init(title: "ch")],
            color: true)
        table.rows = [["1", "東京喰種トーキョー", "NBC"], ["12", "Girls", ""], ["3", "ab\u{600}", ""]]
        #expect(
            table.render() == """
                \u{1B}[2m   #  show     ch\u{1B}[0m
                   1  東京喰…  NBC
                  12  Girls
                   3  ab\u{600}

                """)
        // Trailing padding is trimmed by the byte: a prepended mark (U+0600) joins the space after it into one
        // character, and trimming by characters used to drop the mark with the spaces.
    }

    @Test func aLineWidthNarrowsTheColumnsWithALimitWidestFirst() {
        var table = Table(columns: [
            .init(title: "#", alignRight: true), .init(title: "show", maxWidth: 34),
            .init(title: "year"), .init(title: "genres", maxWidth: 30),
        ])
        table.rows = [
            ["1", "The Marvelous Mrs. Maisel", "2017", "Comedy, Drama, Romance, History"],
            ["2", "Girls", "2012", "Drama"],
        ]
        let wide = table.render()
        #expect(wide.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() == 68)
        table.lineWidth = 50  // 18 columns off: genres (the widest) gives 5, then the two take turns
        #expect(
            table.render() == """
                  #  show                year  genres
                  1  The Marvelous Mrs…  2017  Comedy, Drama, Rom…
                  2  Girls               2012  Drama

                """)
        table.lineWidth = 20  // no column narrower than Table.narrowest: the line stays wider than asked
        #expect(table.render().contains("1  The Mar…  2017  Comedy,…\n"))
    }
}

@Suite struct ScheduleRowsTests {
    /// Rows of every kind a day lists: escape sequences, tabs, bidi overrides, wide and accented text, combining
    /// marks, names past the column's limit, no season or number, negative numbers, no or odd runtimes.
    static func events() -> [ScheduleEvent] {
        let names = [
            "Girls", "Despierta América", "東京喰種トーキョー喰種 Tokyo Ghoul", "\u{1B}[31mRed\u{1B}[0m Alert",
            "Pokémon\tJourneys", "A very long show name that the column cuts short", "e\u{301}clair", "",
            "Crème brûlée\u{AD}", "👩🏽‍💻 Hackers",
        ]
        return names.indices.map { index in
            var episode = Episode(
                id: 1_000 + index, name: names[(index + 3) % names.count],
                season: [nil, 1, 2026, -1][index % 4], number: [nil, 3, 12, -3, 0][index % 5])
            episode.airstamp = Date(timeIntervalSince1970: 1_763_510_400 + Double(index / 2) * 1_800)
            episode.airtime = index == 5 ? nil : "20:00"
            episode.runtime = [nil, 30, 0, -5, 1_440][index % 5]
            var show = Show(id: index, name: names[index])
            show.network = index % 3 == 0 ? Channel(id: 1, name: "CBS", country: nil) : nil
            show.webChannel = index % 3 == 1 ? Channel(id: 2, name: "Netflix \u{202E}live", country: nil) : nil
            return ScheduleEvent(episode: episode, show: show)
        }
    }

    /// The week's rows lay out exactly as the same cells given as text would: made safe, measured and cut alike, at
    /// any line width.
    @Test(arguments: [nil, 200, 80, 20] as [Int?])
    func layOutAsTheirCellsAsText(lineWidth: Int?) {
        let format = Formatting(zone: TimeZone(identifier: "America/New_York")!)
        let events = Self.events()
        var table = Table(columns: ScheduleView.dayColumns(width: lineWidth ?? 80), color: true)
        table.lineWidth = lineWidth
        var times = Formatting.RowTimes(zone: format.zone)
        table.rows = events.enumerated().map { offset, event in
            [
                String(98 + offset), times.text(event.episode), format.safe(event.show.name),
                EpisodeCode.text(season: event.episode.season, number: event.episode.number),
                format.safe(event.episode.name), format.channel(event), event.episode.runtime.map(String.init) ?? "—",
            ]
        }
        var bytes = Array("before\n".utf8)
        table.render(ScheduleRows(events, firstRow: 98, format: format), into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "before\n" + table.render())
        #expect(table.render().contains("…"))  // some cells were cut
    }

    /// A day's table of hostile rows keeps every line within the line width (where the columns can give up room),
    /// with no escape sequence, tab or bidi override left, and cuts the long names with "…".
    @Test(arguments: [200, 80, 60])
    func dayRowsAreSafeAndFitTheLine(lineWidth: Int) {
        let format = Formatting(zone: TimeZone(identifier: "America/New_York")!)
        var table = Table(columns: ScheduleView.dayColumns(width: lineWidth))
        table.lineWidth = lineWidth
        var bytes: [UInt8] = []
        table.render(ScheduleRows(Self.events(), firstRow: 98, format: format), into: &bytes)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == Self.events().count + 1)
        for line in lines {
            #expect(DisplayWidth.of(line) <= lineWidth, "\(line)")
            #expect(!line.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\t" || $0 == "\u{202E}" }, "\(line)")
        }
        #expect(lines.contains { $0.contains("A very") && $0.contains("…") })
        #expect(lines[1].hasPrefix("   98  "))
    }
}

@Suite struct RowTimesTests {
    @Test func rowsInAiringOrderGetTheTimesEachGetsAlone() {
        let format = Formatting(zone: TimeZone(identifier: "America/New_York")!)
        func episode(_ id: Int, _ airtime: String?, _ airstamp: String) -> Episode {
            var episode = Episode(id: id, name: "E\(id)", season: 1, number: id)
            episode.airtime = airtime
            episode.airstamp = Airstamp.parse(airstamp)
            return episode
        }
        let rows = [
            episode(1, "20:00", "2026-11-17T01:00:00+00:00"), episode(2, "20:00", "2026-11-17T01:00:00+00:00"),
            episode(3, "20:30", "2026-11-17T01:30:00+00:00"),
            episode(4, nil, "2026-11-17T01:30:00+00:00"),  // the same instant with no clock time
            episode(5, "20:30", "2026-11-17T01:30:00+00:00"),
            // 01:30 twice on the night the clocks go back: two instants, one text.
            episode(6, "01:30", "2026-11-01T05:30:00+00:00"), episode(7, "01:30", "2026-11-01T06:30:00+00:00"),
        ]
        var times = Formatting.RowTimes(zone: format.zone)
        let texts = rows.map { times.text($0) }
        #expect(texts == rows.map { $0.hasAirtime ? ClockTime($0.airstamp!, in: format.zone).description : "TBA" })
        #expect(texts == ["20:00", "20:00", "20:30", "TBA", "20:30", "01:30", "01:30"])
    }
}

@Suite struct CommandTests {
    @Test func findsByNameAliasAndUniquePrefix() {
        #expect(CommandRegistry.find("week")?.declaration.name == "week")
        #expect(CommandRegistry.find("exit")?.declaration.name == "quit")
        #expect(CommandRegistry.find("ep")?.declaration.name == "episode")
        #expect(CommandRegistry.find("sea")?.declaration.name == nil)  // search, season, seasons
        #expect(CommandRegistry.find("cas")?.declaration.name == "cast")
        // a stray letter never ends a script
        #expect(CommandRegistry.find("q") == nil && CommandRegistry.find("qui") == nil)
        #expect(CommandRegistry.find("quit")?.declaration.name == "quit")
    }

    @Test func suggestsCloseNames() {
        #expect(CommandRegistry.suggestions(for: "seach").first == "search")
        #expect(CommandRegistry.suggestions(for: "wek").contains("week"))
        #expect(CommandRegistry.suggestions(for: "zzzzzz").isEmpty)
    }

    @Test func everyCommandIsDeclaredOnceWithItsHelp() {
        let words = CommandRegistry.all.flatMap { [$0.declaration.name] + $0.declaration.aliases }
        #expect(Set(words).count == words.count, "a name or alias is taken twice")
        for command in CommandRegistry.all {
            let declaration = command.declaration
            #expect(CommandRegistry.find(declaration.name) == command, "\(declaration.name)")
            for alias in declaration.aliases { #expect(CommandRegistry.find(alias) == command, "\(alias)") }
            #expect(declaration.usage.hasPrefix(declaration.name), "\(declaration.name)")
            #expect(!declaration.summary.isEmpty && !declaration.examples.isEmpty, "\(declaration.name)")
            #expect(
                HelpCommand.text(of: declaration).hasPrefix(declaration.usage + "\n  " + declaration.summary + "\n"))
        }
    }

    @Test func refreshRepeatsTheCommandsThatShowFetchedData() {
        let repeated = CommandRegistry.all.filter { $0.declaration.refetch != nil }.map { $0.declaration.name }
        #expect(
            repeated == [
                "week", "day", "now", "search", "show", "seasons", "season", "episode", "cast", "crew", "person",
                "next",
                "following", "upcoming", "calendar", "digest",
            ])
    }

    @Test func theDispatcherRemembersOnlyARepeatableView() async {
        let (session, _) = testSession(width: 100)
        _ = await session.run("set format plain")
        #expect(await session.listing.view == nil)
        _ = await session.run("search girls")
        #expect(
            await session.listing.view.map { $0.command == SearchCommand.self && $0.arguments == ["girls"] } == true)
        _ = await session.run("help week")
        #expect(await session.listing.view?.command == SearchCommand.self)
        #expect(await session.run("refresh") == .succeeded)
        #expect(await session.listing.view?.command == SearchCommand.self)
    }

    @Test func episodeCodes() {
        #expect(EpisodeCode.text(season: 3, number: 2) == "3x02")
        #expect(EpisodeCode.text(season: 2026, number: 215) == "2026x215")
        #expect(EpisodeCode.text(season: 1, number: nil) == "special")
        #expect(EpisodeCode.text(season: 1, number: -3) == "1x-3" && EpisodeCode.text(season: 1, number: 0) == "1x00")
        #expect(EpisodeCode.parse("3x2")! == (3, 2))
        #expect(EpisodeCode.parse("S03E02")! == (3, 2))
        #expect(EpisodeCode.parse("3x") == nil)
        #expect(EpisodeCode.parse("-1x2") == nil)
    }

    @Test func dayArguments() {
        let today = CalendarDate("2026-11-18")!
        let monday = CalendarDate("2026-11-16")!
        #expect(DayArgument.resolve("tue", today: today, weekStart: monday) == CalendarDate("2026-11-17"))
        #expect(DayArgument.resolve("Sunday", today: today, weekStart: monday) == CalendarDate("2026-11-22"))
        #expect(DayArgument.resolve("tomorrow", today: today, weekStart: monday) == CalendarDate("2026-11-19"))
        #expect(DayArgument.resolve("2026-12-01", today: today, weekStart: monday) == CalendarDate("2026-12-01"))
        #expect(DayArgument.resolve("t", today: today, weekStart: monday) == nil)
        #expect(DayArgument.resolve("s", today: today, weekStart: monday) == nil)
    }

    @Test func promptCarriesTheSelection() {
        var selection = Selection()
        #expect(selection.prompt { $0 } == "tv> ")
        selection.select(show: Show(id: 139, name: "Girls"))
        #expect(selection.prompt { $0 } == "tv Girls> ")
        selection.select(season: 3)
        #expect(selection.prompt { $0 } == "tv Girls S3> ")
        selection.select(episode: Episode(id: 1, name: "x", season: 3, number: 2))
        #expect(selection.prompt { $0 } == "tv Girls 3x02> ")
        var popped = 0
        while selection.back() { popped += 1 }
        #expect(popped == 3)
        #expect(selection.show == nil)
    }
}

@Suite struct CompleterTests {
    let names: CompletionNames = {
        let names = CompletionNames()
        names.add(["Game of Thrones", "Girls", "Grey's Anatomy", "Pokémon Horizons: The Series", "葬送のフリーレン"])
        names.setShowContents(seasons: ["1", "2", "3"], episodeCodes: ["3x01", "3x02"])
        return names
    }()

    /// Names are kept as listed and made safe when TAB first asks; a long session's many listings lose none.
    @Test func namesFromManyListingsAreAllOfferedSafe() {
        let names = CompletionNames()
        for listing in 0..<40 { names.add(["Show \(listing)", "\u{1B}[31mRed \(listing)", "\u{7}", "Girls"]) }
        let all = names.all
        #expect(all.count == 81)
        #expect(all.contains("Show 39") && all.contains("Red 0") && all.contains("Girls") && !all.contains(""))
        #expect(!all.joined().unicodeScalars.contains { $0.value < 0x20 })
        names.add(["Later"])
        #expect(names.all.count == 82)
    }

    @Test func completesCommandsThenArgumentsByContext() {
        let completer = ShellCompleter(names: names)
        #expect(completer.complete("wee")?.insertion == "week ")
        #expect(completer.complete("se")?.alternatives == ["search", "season", "seasons", "set"])
        #expect(completer.complete("show Game of T")?.insertion == "Game of Thrones ")
        #expect(completer.complete("show Game of T")?.replacing == "Game of T")
        #expect(completer.complete("search pok")?.insertion == "Pokémon Horizons: The Series ")
        #expect(completer.complete("show 葬")?.insertion == "葬送のフリーレン ")
        #expect(completer.complete("day tu")?.insertion == "tuesday ")
        #expect(completer.complete("season ")?.alternatives == ["1", "2", "3"])
        #expect(completer.complete("episode 3x0")?.alternatives == ["3x01", "3x02"])
        #expect(completer.complete("cast x") == nil)
    }

    @Test func completesTheTrackingCommands() {
        let completer = ShellCompleter(names: names)
        #expect(completer.complete("wat")?.insertion == "watch ")
        #expect(completer.complete("unf")?.insertion == "unfollow ")
        #expect(completer.complete("follow Gr")?.insertion == "Grey's Anatomy ")
        #expect(completer.complete("watch 3x0")?.alternatives == ["3x01", "3x02"])
        #expect(completer.complete("watch se")?.insertion == "season ")
        #expect(completer.complete("watch sh")?.insertion == "show ")
        #expect(completer.complete("unwatch --upto 3x0")?.alternatives == ["--upto 3x01", "--upto 3x02"])
        #expect(completer.complete("unwatch season ")?.alternatives == ["season 1", "season 2", "season 3"])
        #expect(completer.complete("watch season 2")?.insertion == "season 2 ")
        #expect(completer.complete("calendar n")?.insertion == "next ")
        #expect(completer.complete("export i")?.insertion == "ics ")
        #expect(completer.complete("export ics f")?.insertion == "following ")
        #expect(completer.complete("export ics f")?.replacing == "f")
        #expect(completer.complete("following x") == nil)
    }

    @Test func asksTheRemoteSearchWhenFewNamesMatch() {
        let completer = ShellCompleter(
            names: names, remote: { query in query.lowercased().hasPrefix("sil") ? ["Silicon Valley"] : [] })
        #expect(completer.complete("show sil")?.insertion == "Silicon Valley ")
        #expect(names.all.contains("Silicon Valley"))
    }

    @Test func completesPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tv-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("session.tv"))
        #expect(
            ShellCompleter(names: names).complete("source \(folder.path)/ses")?.insertion
                == "\(folder.path)/session.tv ")
        #expect(
            ShellCompleter(names: names).complete("source \(folder.path)/scr")?.insertion == "\(folder.path)/scripts/")
    }

    @Test func fileNamesWithSpacesCompleteAsTheTokenizerReadsThem() throws {
        let folder = try TemporaryFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("my file.tv"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("old scripts"), withIntermediateDirectories: true)
        let completer = ShellCompleter(names: names)
        let file = folder.appendingPathComponent("my file.tv").path
        for (typed, inserted) in [
            ("source \(folder.path)/my", "\(folder.path)/my\\ file.tv "),
            ("source \(folder.path)/my\\ f", "\(folder.path)/my\\ file.tv "),
            ("source \"\(folder.path)/my f", "\"\(folder.path)/my file.tv\" "),
            ("source '\(folder.path)/my", "'\(folder.path)/my file.tv' "),
            ("export ics week \"\(folder.path)/my", "\"\(folder.path)/my file.tv\" "),
        ] {
            let completion = try #require(completer.complete(typed), "\(typed)")
            #expect(completion.insertion == inserted && typed.hasSuffix(completion.replacing), "\(typed)")
            let line = String(typed.dropLast(completion.replacing.count)) + completion.insertion
            #expect(try Tokenizer.words(line).last == file, "\(line)")
        }
        #expect(
            completer.complete("source \"\(folder.path)/old")?.insertion == "\"\(folder.path)/old scripts/")
    }

    /// Found by the `completion` fuzz target: a lone `\` escapes nothing yet, so TAB offers every file of the folder
    /// (and no hidden one), as bash does; each name is offered as it is spelled on disk.
    @Test func aLoneBackslashOffersEveryFile() throws {
        let completion = try #require(ShellCompleter(names: names).complete("output \\"))
        #expect(completion.replacing == "\\")
        let visible = try FileManager.default.contentsOfDirectory(atPath: ".").filter { !$0.hasPrefix(".") }
        #expect(Set(completion.alternatives.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }) == Set(visible))
        #expect(
            PathCompletion.unescaped("my\\ f") == (nil, "my f") && PathCompletion.unescaped("'a\\b") == ("'", "a\\b"))
    }

    @Test func tabAfterASettingOffersItsValues() {
        let completer = ShellCompleter(names: names)
        #expect(completer.complete("set layout ")?.alternatives == ["auto", "table", "list", "shelves"])
        #expect(completer.complete("set layout sh")?.insertion == "shelves ")
        #expect(completer.complete("set format j")?.alternatives == ["json", "jsonl"])
        #expect(completer.complete("set format cs")?.insertion == "csv ")
        #expect(completer.complete("set images k")?.insertion == "kitty ")
        #expect(completer.complete("set color a")?.alternatives == ["auto", "always"])
        #expect(completer.complete("set tz Europe/Osl")?.insertion == "Europe/Oslo ")
        #expect(completer.complete("set lay")?.insertion == "layout ")
    }
}

@Suite struct JSONModelTests {
    /// A show's JSON names the first channel that has a country: the network's, else the streaming service's (a
    /// network TVmaze lists without a country does not hide the service's).
    @Test func aShowsCountryIsItsFirstChannelsThatHasOne() {
        var show = Show(id: 1, name: "Alpha")
        show.network = Channel(id: 1, name: "Network", country: nil)
        show.webChannel = Channel(id: 2, name: "Service", country: Country(name: "Japan", code: "JP", timezone: nil))
        let format = Formatting(zone: .gmt)
        #expect(JSONModels.show(show, format: format)["country"] as? String == "JP")
        show.network?.country = Country(name: "United States", code: "US", timezone: "America/New_York")
        #expect(JSONModels.show(show, format: format)["country"] as? String == "US")
        show.network = nil
        show.webChannel = nil
        #expect(JSONModels.show(show, format: format)["country"] is NSNull)
    }
}
