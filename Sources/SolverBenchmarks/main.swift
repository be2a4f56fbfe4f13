import Foundation
import Cassowary

func medianSeconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
}
let t1 = try medianSeconds(runs: 3) { _ = try Workloads.chain(100, width: 20000) }
print("chain 100", t1)
let t2 = try medianSeconds(runs: 3) { _ = try Workloads.chain(100, width: 5000) }
print("chain 100 compressed", t2)
let t3 = try medianSeconds(runs: 1) { _ = try Workloads.chain(1000, width: 200000) }
print("chain 1000", t3)
let t4 = try medianSeconds(runs: 1) { _ = try Workloads.grid(10, 10) }
print("grid 10", t4)
let t5 = try medianSeconds(runs: 1) { _ = try Workloads.chain(1000, width: 20000) }
print("chain 1000 compressed", t5)
let t6 = try medianSeconds(runs: 1) { _ = try Workloads.grid(30, 30) }
print("grid 30", t6)
