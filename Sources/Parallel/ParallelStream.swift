import Foundation

/// Work items produced on all cores and consumed one at a time in order, with at most `window`
/// items produced ahead of the consumer: memory stays that of `window` results however many
/// items there are (the panels of a contact sheet, the configurations of a golden run), where
/// `ParallelMap` holds every result until the last is done.
public enum ParallelStream {
    /// The items between production and consumption, and the consumer's place.
    final class Window<R>: @unchecked Sendable {
        // Unchecked: every variable is read and written under `condition`.
        let condition = NSCondition()
        /// The next index to consume; an item may start when its index is below `next + size`.
        var next = 0
        let size: Int
        var ready: [Int: R] = [:]
        /// Whoever consumes holds this (consumption is serial and in order).
        var consuming = false
        /// The next index to hand to a worker.
        var claimed = 0
        init(size: Int) { self.size = size }
    }

    /// Runs `produce` for every item on `workers` threads (at most one per core; the calling
    /// thread among them) and `consume` for each result in the items' order, on whichever thread
    /// finds the next result ready (never two at once). `window` (at least `workers`) bounds the
    /// items started and not yet consumed.
    public static func forEach<T: Sendable, R>(
        _ items: [T], workers: Int = Cores.active,
        window: Int = 2 * Cores.active,
        produce: @escaping @Sendable (T) -> R, consume: @escaping (Int, R) -> Void
    ) {
        // More workers than cores measured slower (`alpreview test`: the text lock is not what
        // holds a core back) and keep more images alive.
        let workers = min(workers, items.count, Cores.active)
        let window = max(window, workers)
        if workers < 2 {
            for (i, item) in items.enumerated() { consume(i, produce(item)) }
            return
        }
        let state = Window<R>(size: window)
        // `consume` runs on the workers but never concurrently (the `consuming` flag), as a
        // serial loop would run it: it is not required to be Sendable.
        let consumer = UncheckedSendable(consume)
        // Dispatch's threads: they live on, and Pango's per-thread font maps with them.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            state.work(items, produce: produce, consume: consumer.value)
        }
    }
}

extension ParallelStream.Window {
    /// One worker's loop: claims the next item (indices in increasing order, so the item at
    /// `next` has always started and a worker waiting for the window never waits on itself),
    /// produces it, then consumes whatever is ready in order unless another worker is.
    func work<T>(_ items: [T], produce: (T) -> R, consume: (Int, R) -> Void) {
        condition.lock()
        while claimed < items.count {
            let i = claimed
            claimed += 1
            while i >= next + size { condition.wait() }
            condition.unlock()
            let result = produce(items[i])
            condition.lock()
            ready[i] = result
            if consuming { continue }
            consuming = true
            while let value = ready.removeValue(forKey: next) {
                let index = next
                condition.unlock()
                consume(index, value)
                condition.lock()
                next += 1
                condition.broadcast()
            }
            consuming = false
        }
        condition.unlock()
    }
}

/// A value handed to other threads under a guarantee the compiler cannot see.
struct UncheckedSendable<Value>: @unchecked Sendable {
    // Unchecked: its one user's consumer runs on several threads, never two at once (`Window.consuming`).
    let value: Value
    init(_ value: Value) { self.value = value }
}
