import Synchronization
package import TVMaze
import TVText

/// What TAB can offer, readable from the line editor's thread: show names, seasons, episode codes.
package final class CompletionNames: Sendable {
    private let state = Mutex(State())

    private struct State {
        var names: Set<String> = []
        /// Names added but not yet made safe and merged: a week adds 1,750, and most processes never press TAB (the
        /// first TAB after a listing pays for it instead, about 0.3 ms a week).
        var pending: [[String]] = []
        /// The selected show, whose seasons and codes these are (or are to be).
        var showID: Int?
        var seasons: [String] = []
        var codes: [String] = []
        var aliases: [String] = []
        var people: [String] = []

        mutating func mergePending() {
            for batch in pending { names.formUnion(batch.lazy.map(\.terminalSafe).filter { !$0.isEmpty }) }
            pending = []
        }
    }

    /// The downloaded show index, when the session has one.
    package let index: ShowNameIndex?

    package init(index: ShowNameIndex? = nil) {
        self.index = index
    }

    /// Adds show names the session has seen, made safe for the terminal (TAB lists and inserts them as they are).
    package func add(_ new: [String]) {
        state.withLock { state in
            state.pending.append(new)
            if state.pending.count >= 16 { state.mergePending() }  // a long session without a TAB stays bounded
        }
    }

    /// Names the selected show (nil: none), forgetting the previous one's seasons and codes until this one's are told.
    package func select(showID: Int?) {
        state.withLock {
            $0.showID = showID
            $0.seasons = []
            $0.codes = []
        }
    }

    /// The selected show, whose seasons and codes TAB offers (fetching them first when none are known).
    package var selectedShowID: Int? { state.withLock { $0.showID } }

    /// Tells TAB the seasons and episode codes of show `showID` from its episode list, unless another show was
    /// selected meanwhile.
    package func setShowContents(of showID: Int, episodes: [Episode]) {
        let seasons = Array(Set(episodes.compactMap(\.season))).sorted().map(String.init)
        let codes = episodes.filter { !$0.isSpecial }.map { EpisodeCode.text(season: $0.season, number: $0.number) }
        state.withLock {
            guard $0.showID == showID else { return }
            $0.seasons = seasons
            $0.codes = codes
        }
    }

    /// Replaces the selected show's season numbers and episode codes.
    package func setShowContents(seasons: [String], episodeCodes: [String]) {
        state.withLock {
            $0.seasons = seasons
            $0.codes = episodeCodes
        }
    }

    /// Replaces the people of the last cast, crew, guests or people search (what `person` completes), made safe.
    package func setPeople(_ names: [String]) {
        let safe = Array(Set(names.map(\.terminalSafe).filter { !$0.isEmpty })).sorted()
        state.withLock { $0.people = safe }
    }

    package var people: [String] { state.withLock { $0.people } }

    /// Replaces the session's alias names (`alias`), which TAB offers with the commands.
    package func setAliases(_ names: [String]) {
        state.withLock { $0.aliases = names.sorted() }
    }

    package var aliases: [String] { state.withLock { $0.aliases } }

    package var all: [String] {
        state.withLock { state in
            state.mergePending()
            return Array(state.names)
        }.sorted()
    }
    package var seasons: [String] { state.withLock { $0.seasons } }
    package var episodeCodes: [String] { state.withLock { $0.codes } }
}
