import Foundation

/// Runs independent pieces of work on all cores and returns their results in order.
public enum ParallelMap {
    public static func map<T: Sendable, R>(_ items: [T], _ work: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(work) }
        // Results land in their own slots; the lock only guards the array's storage.
        let slots = Locked([R?](repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let result = work(items[i])
            slots.withLock { $0[i] = result }
        }
        return slots.current.map { $0! }
    }
}
