/// A growable array of plain values owned by one solver structure: no copy on write.
///
/// A Swift array checks, on every write, that its storage is not shared (a call into the
/// runtime); the column indexes and row tables write several times per pivot and never
/// share their storage. Non-copyable, so that it cannot be shared by accident; the elements
/// are bitwise-copyable, so that freeing it is one deallocation.
struct PlainBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    /// `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        capacity = Swift.max(count, 1)
        base = .allocate(capacity: capacity)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    deinit { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        @inline(__always) set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        base[count] = element
        count += 1
    }

    /// Makes `index` valid, filling new elements with `filler` (see `grownCount`).
    @inline(__always)
    mutating func extend(toInclude index: Int, with filler: Element) {
        guard index >= count else { return }
        let newCount = grownCount(toInclude: index, from: count)
        if newCount > capacity { grow(to: newCount) }
        (base + count).initialize(repeating: filler, count: newCount - count)
        count = newCount
    }

    /// Makes room for `minimumCapacity` elements in all.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: Swift.max(minimumCapacity, capacity * 2)) }
    }

    mutating func append(contentsOf other: borrowing PlainBuffer<Element>) {
        reserveCapacity(count + other.count)
        (base + count).initialize(from: other.base, count: other.count)
        count += other.count
    }

    /// Removes, in place and keeping the order, the elements that `shouldRemove` picks.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for i in 0..<count where !shouldRemove(base[i]) {
            base[kept] = base[i]
            kept += 1
        }
        count = kept
    }

    /// The elements' storage, for a hot loop whose indexes were checked once before: valid
    /// until the buffer next grows.
    var unsafeElements: UnsafeMutablePointer<Element> {
        @inline(__always) get { base }
    }

    /// Forgets the elements, keeping the storage.
    mutating func removeAll() { count = 0 }

    /// Calls `body` with each element, in order. `body` must not change the buffer.
    @inline(__always)
    func forEach(_ body: (Element) throws -> Void) rethrows {
        for i in 0..<count { try body(base[i]) }
    }

    /// The least element (nil when empty).
    func min() -> Element? where Element: Comparable {
        guard count > 0 else { return nil }
        var least = base[0]
        for i in 1..<count where base[i] < least { least = base[i] }
        return least
    }

    /// Sets every element to `value`.
    mutating func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    private mutating func grow(to newCapacity: Int) {
        let new = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = newCapacity
    }
}
