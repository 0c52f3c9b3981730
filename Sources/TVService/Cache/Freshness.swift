import Foundation

/// How long a TVmaze answer is served without asking again: the one rule for schedule days and other answers alike.
enum Freshness {
    /// TVmaze's own cache time: an answer younger than this is served without a request.
    static let interval: TimeInterval = 60 * 60

    /// Whether something fetched at `fetchedAt` is still fresh at `now`. A fetch time more than a minute ahead of
    /// `now` (a clock set back, a run pinned to a later `--now`) is not: it would otherwise stay fresh for years.
    static func isFresh(_ fetchedAt: Date, at now: Date) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age > -60 && age < interval
    }
}
