import Foundation
import TVService
import TVShell

/// Case 5: TAB over the show index: load and build time, then per-query latency percentiles.
enum CompletionBench {
    /// Runs 5,000 queries (prefixes of names and of their later words, 1–6 characters) against the index file.
    static func run(indexFile: String) throws -> [String: Double] {
        let start = cpuSeconds()
        guard let snapshot = try ShowIndexFile(url: URL(fileURLWithPath: indexFile)).load() else {
            throw CocoaError(.fileNoSuchFile)
        }
        let loaded = cpuSeconds()
        let matcher = NameMatcher(snapshot.entries.map { ($0.name, $0.weight) })
        let built = cpuSeconds()
        let names = snapshot.entries.map(\.name)
        var latencies: [Double] = []
        let clock = ContinuousClock()
        var found = 0
        for index in 0..<5000 {
            let words = names[(index * 7919) % names.count].split(separator: " ")
            let word = index % 2 == 0 ? words[0] : words[index % words.count]
            let query = String(word.prefix(1 + index % 6))
            let elapsed = clock.measure { found += matcher.matches(query, limit: 40).names.count }
            latencies.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        latencies.sort()
        return [
            "names": Double(matcher.count), "load_ms": (loaded - start) * 1000, "build_ms": (built - loaded) * 1000,
            "p50_us": latencies[latencies.count / 2], "p99_us": latencies[latencies.count * 99 / 100],
            "max_us": latencies.last ?? 0, "matches": Double(found),
        ]
    }
}
