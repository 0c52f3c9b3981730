import TVMaze
import TVService

/// How much of each show the user has seen, for `person` credits and `cast`'s "also in": episodes marked watched by
/// show, and the followed shows (two local queries, no request).
struct WatchedShows {
    var counts: [Int: Int] = [:]
    var followed: Set<Int> = []

    /// Episodes of the show marked watched (0 when none).
    func watched(_ showID: Int) -> Int { counts[showID] ?? 0 }

    /// Whether the show is followed.
    func follows(_ showID: Int) -> Bool { followed.contains(showID) }

    /// A credit's mark: `✓ 12`, `following`, both, or "".
    func mark(_ showID: Int) -> String {
        [watched(showID) > 0 ? "✓ \(watched(showID))" : nil, follows(showID) ? "following" : nil]
            .compactMap { $0 }.joined(separator: " · ")
    }

    /// The shows of `credits` other than `showID` that the user watched episodes of, most watched first (then by
    /// name); each once.
    func alsoIn(_ credits: [PersonCastCredit], except showID: Int) -> [Show] {
        var seen: Set<Int> = [showID]
        let shows = credits.compactMap(\.show).filter { watched($0.id) > 0 && seen.insert($0.id).inserted }
        return shows.sorted {
            (-watched($0.id), $0.name.lowercased(), $0.id) < (-watched($1.id), $1.name.lowercased(), $1.id)
        }
    }

    /// How many shows `cast` names in a row before `+N`.
    static let alsoInShown = 3

    /// `Girls ✓, Veep ✓, Fargo ✓ +2` (names made safe by `format`).
    static func alsoInText(_ shows: [Show], format: Formatting) -> String {
        let named = shows.prefix(alsoInShown).map { format.safe($0.name) + " ✓" }.joined(separator: ", ")
        return named + (shows.count > alsoInShown ? " +\(shows.count - alsoInShown)" : "")
    }
}

extension ShellSession {
    /// The watched counts and follows of every show.
    func watchedShows() async throws -> WatchedShows {
        var shows = WatchedShows()
        for mark in try await service.allMarks() { shows.counts[mark.showID, default: 0] += 1 }
        shows.followed = Set(try await service.followedShows().map(\.showID))
        return shows
    }
}
