import Foundation
import TVMaze

/// Case 4: schedule JSON into models with tv's reader.
enum ParseBench {
    /// Decodes every file once per sample and reports the median throughput in MB/s.
    static func run(files: [String]) throws -> [String: Double] {
        let bodies = try files.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
        let total = Double(bodies.reduce(0) { $0 + $1.count })
        var rows = 0
        let fast = try median(samples: 15) {
            for body in bodies { rows += try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: "bench").count }
        }
        return ["bytes": total, "rows": Double(rows), "tv_mb_s": total / fast / 1e6]
    }

    /// The median CPU time of `samples` runs of `body`, in seconds (CPU time: the bench machine is shared).
    static func median(samples: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<samples {
            let start = cpuSeconds()
            try body()
            times.append(cpuSeconds() - start)
        }
        return times.isEmpty ? .nan : times.sorted()[times.count / 2]
    }
}

/// CPU seconds used by this process so far.
func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
