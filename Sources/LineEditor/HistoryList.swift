/// The history entries as Swift sees them, kept by the same rules as the libedit history.
///
/// Rules: whitespace-only lines are skipped, a line equal to the newest entry is not
/// added again (libedit's H_SETUNIQUE), and the oldest entries go beyond `limit` (H_SETSIZE).
struct HistoryList: Sendable {
    /// Oldest first; may hold up to `limit` extra older entries so trimming is amortized O(1).
    private var storage: [String]
    /// Maximum number of entries kept.
    let limit: Int

    /// The entries, oldest first, at most `limit`.
    var entries: [String] { Array(storage.suffix(limit)) }

    /// A list holding at most `limit` of `entries` (the newest ones).
    init(_ entries: [String] = [], limit: Int) {
        self.limit = max(limit, 0)
        storage = Array(entries.suffix(self.limit))
    }

    /// The form of `line` that is stored: C strings end at the first NUL, and the spaces after the command (a TAB
    /// completion leaves one) are not part of it.
    static func normalized(_ line: String) -> String {
        var line = line.firstIndex(of: "\0").map { String(line[..<$0]) } ?? line
        while line.last?.isWhitespace == true { line.removeLast() }
        return line
    }

    /// Appends a normalized line; returns false when the rules skip it.
    mutating func add(_ line: String) -> Bool {
        guard !line.allSatisfy(\.isWhitespace) else { return false }
        guard limit > 0 else { return false }
        if let newest = storage.last, newest.utf8.elementsEqual(line.utf8) { return false }
        storage.append(line)
        if storage.count >= 2 * limit { storage.removeFirst(storage.count - limit) }
        return true
    }
}
