/// The definitions an expansion still has to substitute, latest installed first: a binary
/// max-heap on the installation position (see `DefinitionValues.position(of:)`).
///
/// A definition names only definitions installed before it, so taking the latest first
/// substitutes each one after every definition that names it, when its coefficient has
/// gathered all its contributions: one pass, where a depth-first walk for the order and a
/// second pass to substitute cost twice as much on a chain.
struct PendingDefinitions {
    private var heap: [(position: Int32, symbol: Symbol)] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }

    mutating func insert(_ symbol: Symbol, position: Int32) {
        heap.append((position, symbol))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent].position < heap[child].position else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Takes out the definition installed last.
    mutating func popLatest() -> Symbol? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last.symbol }
        let top = heap[0].symbol
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < heap.count && heap[left].position > heap[largest].position { largest = left }
            if right < heap.count && heap[right].position > heap[largest].position { largest = right }
            if largest == parent { break }
            heap.swapAt(parent, largest)
            parent = largest
        }
        return top
    }
}
