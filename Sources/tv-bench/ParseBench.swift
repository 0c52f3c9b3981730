import Foundation
import TVMaze

/// Case 4: schedule JSON into models, with tv's reader and with Foundation's JSONDecoder, on the same bytes.
enum ParseBench {
    /// Decodes every file `rounds` times per sample and reports the median throughput of each path in MB/s.
    /// `foundation: false` leaves the JSONDecoder path out (for profiling the reader alone).
    static func run(files: [String], foundation withFoundation: Bool = true) throws -> [String: Double] {
        let bodies = try files.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
        let total = Double(bodies.reduce(0) { $0 + $1.count })
        var rows = 0
        let fast = try median(samples: 15) {
            for body in bodies { rows += try TVMazeAPI.decode([ScheduleEvent].self, from: body, what: "bench").count }
        }
        let foundation = try median(samples: withFoundation ? 5 : 0) {
            for body in bodies { rows += try JSONDecoder().decode([ScheduleEvent].self, from: Data(body)).count }
        }
        return [
            "bytes": total, "rows": Double(rows),
            "tv_mb_s": total / fast / 1e6, "foundation_mb_s": withFoundation ? total / foundation / 1e6 : 0,
        ]
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
