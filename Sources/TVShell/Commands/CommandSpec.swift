/// A shell command as `help` describes it and completion knows it.
package struct CommandSpec: Sendable {
    /// What TAB offers for the command's argument.
    package enum ArgumentKind: Sendable {
        case none, showName, weekday, week, seasonNumber, episodeCode, path, command, setting
        /// An episode code or `season N` (`watch`, `unwatch`).
        case watchTarget
        /// `this`, `next`, `prev` (`calendar`).
        case month
        /// `ics`, then `week` or `following`, then a file (`export`).
        case export
    }

    package let name: String
    package let aliases: [String]
    package let usage: String
    package let summary: String
    package let examples: [String]
    package let argument: ArgumentKind

    /// Every command, in the order `help` lists them.
    package static let all: [CommandSpec] = [
        .init(name: "week", aliases: [], usage: "week [this|next|prev|YYYY-MM-DD] [/text] [--network NAME] [--genre NAME] [--country CC]",
              summary: "The Monday–Sunday schedule, grouped by day, numbered rows.",
              examples: ["week", "week next", "week 2026-11-16 --network NBC", "week /law"], argument: .week),
        .init(name: "day", aliases: [], usage: "day mon|tue|…|sun|today|tomorrow|yesterday|YYYY-MM-DD [/text] [--network NAME] [--genre NAME]",
              summary: "One day of the schedule.", examples: ["day tue", "day today /news", "day 2026-11-18 --genre Comedy"], argument: .weekday),
        .init(name: "now", aliases: [], usage: "now", summary: "What is airing at this moment, with minutes left.", examples: ["now"], argument: .none),
        .init(name: "search", aliases: [], usage: "search <query>", summary: "Search TVmaze for shows; numbered results.",
              examples: ["search girls", "search game of thrones"], argument: .showName),
        .init(name: "show", aliases: ["select"], usage: "show [N | #ID | name]",
              summary: "Select row N of the last listing, a show id, or the best match for a name; alone, details of the selected show.",
              examples: ["show 3", "show #139", "show Game of Thrones", "show"], argument: .showName),
        .init(name: "seasons", aliases: [], usage: "seasons", summary: "The selected show's seasons, with episode counts and dates.",
              examples: ["seasons"], argument: .none),
        .init(name: "season", aliases: [], usage: "season N", summary: "Select season N and list its episodes, specials included.",
              examples: ["season 3"], argument: .seasonNumber),
        .init(name: "episode", aliases: ["ep"], usage: "episode SxE | episode N",
              summary: "Details of an episode: by code, or number N within the selected season.",
              examples: ["episode 3x2", "episode 4"], argument: .episodeCode),
        .init(name: "cast", aliases: [], usage: "cast", summary: "The selected show's cast, with voice and self roles marked.",
              examples: ["cast"], argument: .none),
        .init(name: "watch", aliases: [], usage: "watch [SxE | N | season N]",
              summary: "Mark the selected episode, an episode or a season's aired episodes watched (✓ in season listings).",
              examples: ["watch 3x2", "watch season 3", "watch"], argument: .watchTarget),
        .init(name: "unwatch", aliases: [], usage: "unwatch [SxE | N | season N]", summary: "Remove watched marks.",
              examples: ["unwatch 3x2", "unwatch season 3"], argument: .watchTarget),
        .init(name: "follow", aliases: [], usage: "follow [N | #ID | name]",
              summary: "Follow the selected show, row N's show, a show id, or the best match for a name.",
              examples: ["follow", "follow #83", "follow Grey's Anatomy"], argument: .showName),
        .init(name: "unfollow", aliases: [], usage: "unfollow [N | #ID | name]", summary: "Stop following a show.",
              examples: ["unfollow", "unfollow The Simpsons"], argument: .showName),
        .init(name: "following", aliases: [], usage: "following",
              summary: "The followed shows with status, channel and next episode; a row leads to that episode's season.",
              examples: ["following"], argument: .none),
        .init(name: "upcoming", aliases: [], usage: "upcoming [DAYS]",
              summary: "The followed shows' episodes of the next DAYS days (30), soonest first.",
              examples: ["upcoming", "upcoming 7"], argument: .none),
        .init(name: "calendar", aliases: ["cal"], usage: "calendar [YYYY-MM | next | prev]",
              summary: "A month grid (Monday first) of the followed shows' episodes, numbered in a legend below.",
              examples: ["calendar", "calendar 2026-12", "calendar next"], argument: .month),
        .init(name: "export", aliases: [], usage: "export ics [week|following] [FILE | -]",
              summary: "Write an iCalendar file of the week's schedule or the followed shows' upcoming episodes.",
              examples: ["export ics", "export ics following", "export ics week ~/week.ics", "export ics following -"],
              argument: .export),
        .init(name: "back", aliases: [], usage: "back", summary: "Pop one level of the selection (episode, season, show).",
              examples: ["back"], argument: .none),
        .init(name: "refresh", aliases: [], usage: "refresh",
              summary: "Fetch what the last listing or view showed again, skipping the cache, and show it anew.",
              examples: ["week", "refresh"], argument: .none),
        .init(name: "set", aliases: [], usage: "set [format table|plain|json | color on|off | tz ZONE | country CC | images auto|kitty|iterm|sixel|blocks|none | layout auto|table|list|shelves]",
              summary: "Show or change a setting.", examples: ["set", "set tz Europe/Oslo", "set format json", "set images blocks", "set layout shelves"], argument: .setting),
        .init(name: "index", aliases: [], usage: "index [update]",
              summary: "The local show index TAB completes names from: its size and age; update downloads or refreshes it.",
              examples: ["index", "index update"], argument: .none),
        .init(name: "history", aliases: [], usage: "history", summary: "The commands typed so far.", examples: ["history"], argument: .none),
        .init(name: "source", aliases: [], usage: "source FILE", summary: "Run the commands in FILE.",
              examples: ["source ~/tv-session.tv"], argument: .path),
        .init(name: "help", aliases: ["?"], usage: "help [command]", summary: "List the commands, or explain one.",
              examples: ["help", "help episode"], argument: .command),
        .init(name: "quit", aliases: ["exit", "\\q", ":q"], usage: "quit", summary: "Leave tv (Ctrl-D does too).", examples: ["quit"], argument: .none),
    ]

    /// The command a typed word names: its name, an alias, or a unique prefix (never for `quit`: leaving takes the word).
    package static func find(_ word: String) -> CommandSpec? {
        let word = word.lowercased()
        if let exact = all.first(where: { $0.name == word || $0.aliases.contains(word) }) { return exact }
        let prefixed = all.filter { $0.name.hasPrefix(word) && $0.name != "quit" }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// The closest command names to a mistyped word (edit distance ≤ 2).
    package static func suggestions(for word: String) -> [String] {
        let word = word.lowercased()
        return all.map(\.name)
            .map { ($0, editDistance($0, word)) }
            .filter { $0.1 <= 2 || $0.0.hasPrefix(word) }
            .sorted { $0.1 < $1.1 }
            .prefix(3).map(\.0)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
