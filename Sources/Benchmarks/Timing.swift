import Foundation

/// Wall-clock timing for the benchmark: the median of several runs.
enum Timing {
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
