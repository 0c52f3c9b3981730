package import TVMaze

/// What the user has drilled into: a show, then a season, then an episode; a person, and from their credits a show.
/// `back` pops one level.
package struct Selection: Sendable {
    /// A person (`person`), under the show one of their credits opened.
    package private(set) var person: Person?
    package private(set) var show: Show?
    package private(set) var season: Int?
    package private(set) var episode: Episode?

    package init() {}

    /// A show, and a season of it: what was selected goes, the person too unless `keepingPerson` (the show is one of
    /// their credits, and `back` returns to them).
    mutating func select(show: Show, season: Int? = nil, keepingPerson: Bool = false) {
        if !keepingPerson { person = nil }
        self.show = show
        self.season = season
        episode = nil
    }

    /// The selected show's details, fetched once it was selected: the season and episode stay.
    mutating func update(show: Show) {
        self.show = show
    }

    /// A person: what was selected goes.
    mutating func select(person: Person) {
        self = Selection()
        self.person = person
    }

    /// A season of the selected show, and an episode of it (nil: none).
    mutating func select(season: Int?, episode: Episode? = nil) {
        self.season = season
        self.episode = episode
    }

    /// An episode of the selected show, and its season.
    mutating func select(episode: Episode) {
        select(season: episode.season, episode: episode)
    }

    /// Pops the innermost level; false when nothing was selected.
    package mutating func back() -> Bool {
        if episode != nil {
            episode = nil
            return true
        }
        if season != nil {
            season = nil
            return true
        }
        if show != nil {
            show = nil
            return true
        }
        if person != nil {
            person = nil
            return true
        }
        return false
    }

    /// The prompt: `tv>`, `tv Girls>`, `tv Girls S3>`, `tv Girls 3x02>`, `tv Lena Dunham>`.
    package func prompt(sanitize: (String) -> String) -> String {
        guard let show else { return person.map { "tv " + sanitize($0.name) + "> " } ?? "tv> " }
        var text = "tv " + sanitize(show.name)
        if let episode, let season = episode.season {
            text += " " + EpisodeCode.text(season: season, number: episode.number)
        } else if let season {
            text += " S\(season)"
        }
        return text + "> "
    }
}

/// One numbered row of the last listing, which `show N` (or a bare number) selects.
///
/// The show and episode cases are boxed (`indirect`): inline they made every row as large as a show and an episode,
/// so a week's 1,750 schedule rows (two references each) filled and copied a megabyte.
package enum ListingRow: Sendable {
    case event(ScheduleEvent)
    indirect case show(Show)
    indirect case episode(Episode, show: Show)
    /// A person of a `cast` or people search: the row opens them.
    indirect case person(Person)
    /// A show among a person's credits: the row opens it, and `back` returns to the person.
    indirect case credit(Show)
    /// A row of `seasons`: selecting it lists the season.
    indirect case season(Season, show: Show)
}

/// Episode codes as tv writes them: `3x02`, `2026x215`, `special`.
package enum EpisodeCode {
    package static func text(season: Int?, number: Int?) -> String {
        guard let number else { return "special" }
        guard let season else { return String(number) }
        return (0..<10).contains(number) ? "\(season)x0\(number)" : "\(season)x\(number)"  // not "1x0-3" for -3
    }

    /// A schedule row's code: `3x02`, or for a drop its range and size, `4x01–4x06 (6 episodes)`.
    package static func text(_ event: ScheduleEvent) -> String {
        dropSize(event).map { range(event) + " (\($0))" } ?? range(event)
    }

    /// How a drop is labelled beside its range, or where one episode's name would be: its size, `6 episodes`; nil for
    /// a row of one episode.
    package static func dropSize(_ event: ScheduleEvent) -> String? {
        event.isDrop ? "\(event.released.count) episodes" : nil
    }

    /// A schedule row's code without a drop's size: `3x02`, `4x01–4x06`.
    package static func range(_ event: ScheduleEvent) -> String {
        guard event.isDrop, let first = event.released.first, let last = event.released.last else {
            return text(season: event.episode.season, number: event.episode.number)
        }
        return text(season: first.season, number: first.number) + "–" + text(season: last.season, number: last.number)
    }

    /// Parses `3x2`, `3x02`, `S03E02`, `s3e2`: (season, number).
    package static func parse(_ text: String) -> (season: Int, number: Int)? {
        let lower = text.lowercased()
        let parts: [Substring]
        if lower.hasPrefix("s"), lower.contains("e") {
            parts = lower.dropFirst().split(separator: "e", maxSplits: 1)
        } else {
            parts = lower.split(separator: "x", maxSplits: 1)
        }
        guard parts.count == 2, let season = Int(parts[0]), let number = Int(parts[1]), season >= 0, number >= 0 else {
            return nil
        }
        return (season, number)
    }
}
