import Foundation

/// Runs independent pieces of work on all cores and returns their results in order.
public enum ParallelMap {
    /// Results land in their own slots; the lock only guards the array's storage.
    final class Slots<R>: @unchecked Sendable {
        var values: [R?]
        let lock = NSLock()
        init(count: Int) { values = [R?](repeating: nil, count: count) }
        func set(_ i: Int, _ value: R) { lock.lock(); values[i] = value; lock.unlock() }
    }

    public static func map<T: Sendable, R>(_ items: [T], _ work: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(work) }
        let slots = Slots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in slots.set(i, work(items[i])) }
        return slots.values.map { $0! }
    }
}
