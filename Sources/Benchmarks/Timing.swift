import Foundation

/// Wall-clock timing for the benchmark: the median of several runs; and CPU time, which on a
/// shared machine says more than the wall clock (and counts every core a stage keeps busy).
enum Timing {
    /// The CPU time of the whole process (all threads) spent in `body`.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        try body()
        return now() - start
    }

    /// The same, of an asynchronous `body` (the threads it waits on count too).
    static func cpuSeconds(_ body: () async throws -> Void) async rethrows -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start)
        try await body()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    static func cpuMedian(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs { times.append(try cpuSeconds(body)) }
        return times.sorted()[times.count / 2]
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs { times.append(try seconds(body)) }
        return times.sorted()[times.count / 2]
    }
}

/// One result line, read by bench/run.py: `name<TAB>seconds`.
func report(_ name: String, _ seconds: Double) {
    print("\(name)\t\(seconds)")
}
