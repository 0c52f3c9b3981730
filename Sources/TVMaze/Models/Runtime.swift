/// Lengths in minutes as TVmaze gives them (`runtime`, `averageRuntime`).
package enum Runtime {
    /// The longest length believed: a week. Past it a value is a fault (Int64.max minutes overflowed every end time).
    package static let longest = 7 * 24 * 60

    /// `minutes` when it is a length a broadcast can have (1 minute to a week), else nil ("not available").
    package static func plausible(_ minutes: Int) -> Int? {
        (1...longest).contains(minutes) ? minutes : nil
    }
}
