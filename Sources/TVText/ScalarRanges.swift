/// Sorted, non-overlapping closed ranges of scalar values, stored flat as lower, upper, lower, upper, ….
struct ScalarRanges: Sendable {
    let bounds: [UInt32]

    /// Whether `value` falls in one of the ranges (a binary search over the lower bounds).
    func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = bounds.count / 2
        // Invariant: ranges before `low` start at or below `value`, ranges from `high` on start above it.
        while low < high {
            let middle = (low + high) / 2
            if bounds[2 * middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 && value <= bounds[2 * low - 1]
    }
}
