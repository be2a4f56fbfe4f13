import Foundation
import Parallel
import Testing

/// `ParallelStream` (golden runs, contact sheets): every result consumed once, in order, one at
/// a time, with never more than `window` items between production and consumption.
@Suite struct ParallelStreamTests {
    /// What the workers saw, under a lock.
    final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var alive = 0, mostAlive = 0, consuming = 0, mostConsuming = 0
        func started() { lock.lock(); alive += 1; mostAlive = max(mostAlive, alive); lock.unlock() }
        func consumed() { lock.lock(); alive -= 1; lock.unlock() }
        func enter() { lock.lock(); consuming += 1; mostConsuming = max(mostConsuming, consuming); lock.unlock() }
        func leave() { lock.lock(); consuming -= 1; lock.unlock() }
    }

    @Test(arguments: [(workers: 2, window: 2), (workers: 2, window: 3), (workers: 4, window: 16)])
    func resultsComeInOrderWithinTheWindow(workers: Int, window: Int) {
        let tally = Tally()
        var order: [Int] = []
        ParallelStream.forEach(Array(0..<300), workers: workers, window: window) { item -> Int in
            tally.started()
            // Uneven work, so that later items often finish first.
            var sum = 0
            for k in 0..<((item * 7919) % 13) * 2_000 { sum &+= k }
            return item * 2 + (sum == -1 ? 1 : 0)
        } consume: { index, value in
            tally.enter()
            order.append(index)
            #expect(value == index * 2)
            tally.consumed()
            tally.leave()
        }
        #expect(order == Array(0..<300))
        #expect(tally.mostAlive <= max(window, min(workers, ProcessInfo.processInfo.activeProcessorCount)))
        #expect(tally.mostConsuming == 1)
    }

    @Test func fewItemsRunOnTheCallingThread() {
        var seen: [String] = []
        ParallelStream.forEach(["only"], workers: 4) {
            $0.uppercased()
        } consume: {
            seen.append("\($0) \($1)")
        }
        ParallelStream.forEach([String](), workers: 4) {
            $0
        } consume: {
            seen.append("\($0) \($1)")
        }
        #expect(seen == ["0 ONLY"])
    }
}
