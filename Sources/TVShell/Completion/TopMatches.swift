/// Keeps the best `limit` ranks offered, without sorting everything that matched.
struct TopMatches {
    /// Lower sorts first: tier (0 = whole-name prefix), then heavier, then shorter, then earlier.
    struct Rank: Comparable {
        var tier: Int
        var weight: Int32
        var length: Int
        var name: Int32

        static func < (a: Rank, b: Rank) -> Bool {
            (a.tier, b.weight, a.length, a.name) < (b.tier, a.weight, b.length, b.name)  // higher weight first
        }
    }

    let limit: Int
    private(set) var sorted: [Rank] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Whether `rank` would enter the list now.
    func wouldKeep(_ rank: Rank) -> Bool {
        sorted.count < limit || rank < sorted[sorted.count - 1]
    }

    /// Keeps `rank` if it is among the best so far; a name already kept (another of its words) is ignored.
    mutating func offer(_ rank: Rank) {
        if sorted.count == limit, let last = sorted.last, !(rank < last) { return }
        if sorted.contains(where: { $0.name == rank.name }) { return }
        if sorted.count == limit { sorted.removeLast() }
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < rank { low = middle + 1 } else { high = middle }
        }
        sorted.insert(rank, at: low)
    }
}
