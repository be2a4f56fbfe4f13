/// A hash map from symbols to coefficients: the cells of a row.
///
/// Open addressing with linear probing, Fibonacci hashing of the symbol's integer and
/// backward-shift deletion. Swift's `Dictionary` spent most of a pivot in hashing, probing
/// and uniqueness checks; this map is a few instructions per lookup. Its iteration order
/// depends only on the keys and the order of operations (no per-process seed), so every
/// pivot choice is the same on every run.
///
/// Keys and coefficients share one block (a probe reads one cache line), allocated on the first
/// insertion: most rows of a layout are small, and many maps stay empty.
struct SymbolMap {
    fileprivate static var empty: Int { -1 }

    fileprivate typealias Entry = SymbolMapEntry

    /// The slots (a power of two), allocated with their object: a Swift array's allocation
    /// looks its generic storage type up at run time, which was most of a small row's cost.
    fileprivate var storage: SymbolMapStorage?
    fileprivate(set) var count = 0
    fileprivate var shift = 64 - 3

    init() {}

    var isEmpty: Bool { count == 0 }

    /// The slot count, 0 before the first insertion.
    private var slotCount: Int { storage == nil ? 0 : 1 << (64 - shift) }

    @inline(__always)
    private func home(_ key: Int) -> Int { Self.home(key, shift: shift) }

    /// The slot where `key` starts probing in a table of 2^(64 - shift) slots.
    @inline(__always)
    fileprivate static func home(_ key: Int, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slots for reading (valid while `self` is not mutated).
    @inline(__always)
    private var slots: UnsafeMutablePointer<Entry> { storage!.slots }

    /// The slots for writing: the storage is first made unique (copy on write).
    @inline(__always)
    private mutating func writableSlots() -> UnsafeMutablePointer<Entry> {
        if !isKnownUniquelyReferenced(&storage!) { storage = storage!.copy(slotCount: slotCount) }
        return storage!.slots
    }

    /// The slot holding `key`, or the empty slot where it would go; nil before the first insertion.
    @inline(__always)
    private func slot(of key: Int) -> Int? {
        guard let storage else { return nil }
        let table = storage.slots
        let mask = (1 << (64 - shift)) - 1
        var i = home(key)
        while true {
            let k = table[i].key
            if k == key || k == Self.empty { return i }
            i = (i + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Double? {
        get {
            guard let i = slot(of: symbol.raw), slots[i].key != Self.empty else { return nil }
            return slots[i].value
        }
        set {
            if let newValue { set(symbol, newValue) } else { _ = removeValue(forKey: symbol) }
        }
    }

    /// Whether `symbol` has a value.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool {
        guard let i = slot(of: symbol.raw) else { return false }
        return slots[i].key != Self.empty
    }

    mutating func set(_ symbol: Symbol, _ value: Double) {
        if storage == nil { storage = SymbolMapStorage.make(slotCount: 8) }
        var table = writableSlots()
        var i = slot(of: symbol.raw)!
        if table[i].key == Self.empty {
            if (count + 1) * 4 > slotCount * 3 {
                grow()
                table = storage!.slots
                i = slot(of: symbol.raw)!
            }
            table[i].key = symbol.raw
            count += 1
        }
        table[i].value = value
    }

    /// Updates the value of `symbol` in place (`nil` when absent); a `nil` result removes it.
    @inline(__always)
    mutating func update(_ symbol: Symbol, _ body: (Double?) -> Double?) {
        guard let i = slot(of: symbol.raw) else {
            if let result = body(nil) { set(symbol, result) }
            return
        }
        let present = slots[i].key != Self.empty
        let result = body(present ? slots[i].value : nil)
        if let result {
            if present { writableSlots()[i].value = result } else { set(symbol, result) }
        } else if present {
            removeSlot(i)
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        guard let i = slot(of: symbol.raw), slots[i].key != Self.empty else { return nil }
        let value = slots[i].value
        removeSlot(i)
        return value
    }

    private mutating func removeSlot(_ removed: Int) {
        Self.removeSlot(removed, in: UnsafeMutableBufferPointer(start: writableSlots(), count: slotCount), shift: shift)
        count -= 1
    }

    /// Backward-shift deletion: later entries of the probe run move up, so no tombstones.
    @inline(__always)
    fileprivate static func removeSlot(_ removed: Int, in table: UnsafeMutableBufferPointer<Entry>, shift: Int) {
        let mask = table.count - 1
        var hole = removed
        var i = (hole + 1) & mask
        while table[i].key != empty {
            let h = home(table[i].key, shift: shift)
            // Move the entry into the hole unless its home lies cyclically in (hole, i].
            let stays = hole <= i ? (hole < h && h <= i) : (hole < h || h <= i)
            if !stays {
                table[hole] = table[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        table[hole] = Entry(key: empty, value: 0)
    }

    /// Makes room for `minimumCount` entries at once (one rehash instead of several).
    mutating func reserve(_ minimumCount: Int) {
        if storage == nil {
            if minimumCount == 0 { return }
            storage = SymbolMapStorage.make(slotCount: 8)
        }
        while minimumCount * 4 > slotCount * 3 { grow() }
    }

    private mutating func grow() {
        let old = storage!, oldCount = slotCount
        storage = SymbolMapStorage.make(slotCount: oldCount * 2)
        shift -= 1
        let mask = oldCount * 2 - 1
        let table = storage!.slots
        withExtendedLifetime(old) {
            let source = old.slots
            for j in 0..<oldCount where source[j].key != Self.empty {
                var i = home(source[j].key)
                while table[i].key != Self.empty { i = (i + 1) & mask }
                table[i] = source[j]
            }
        }
    }

    /// Applies `transform` to every value.
    mutating func transformValues(_ transform: (Double) -> Double) {
        guard storage != nil else { return }
        let table = writableSlots()
        for i in 0..<slotCount where table[i].key != Self.empty { table[i].value = transform(table[i].value) }
    }

    /// The symbols, in slot order.
    var symbols: [Symbol] {
        var result: [Symbol] = []
        result.reserveCapacity(count)
        for (symbol, _) in self { result.append(symbol) }
        return result
    }
}

/// One slot of a `SymbolMap`: a symbol's raw value (-1 when empty) and its coefficient.
struct SymbolMapEntry {
    var key: Int
    var value: Double
}

/// The slots of a `SymbolMap` in one allocation with the object (plain values: no clean-up);
/// the header is the slot count.
final class SymbolMapStorage: ManagedBuffer<Int, SymbolMapEntry> {
    /// A table of `slotCount` empty slots.
    static func make(slotCount: Int) -> SymbolMapStorage {
        let storage = unsafeDowncast(create(minimumCapacity: slotCount) { _ in slotCount }, to: SymbolMapStorage.self)
        storage.slots.initialize(repeating: SymbolMapEntry(key: -1, value: 0), count: slotCount)
        return storage
    }

    /// A copy with the same slots.
    func copy(slotCount: Int) -> SymbolMapStorage {
        let storage = unsafeDowncast(Self.create(minimumCapacity: slotCount) { _ in slotCount }, to: SymbolMapStorage.self)
        storage.slots.initialize(from: slots, count: slotCount)
        return storage
    }

    /// The first slot; valid while the storage lives.
    @inline(__always)
    var slots: UnsafeMutablePointer<SymbolMapEntry> { withUnsafeMutablePointerToElements { $0 } }
}

extension SymbolMap: Sequence {
    struct Iterator: IteratorProtocol {
        /// Held so that the slots stay alive (and unchanged: a write copies them) during the walk.
        fileprivate let storage: SymbolMapStorage?
        fileprivate let slotCount: Int
        var index = 0

        mutating func next() -> (symbol: Symbol, value: Double)? {
            guard let storage else { return nil }
            let slots = storage.slots
            while index < slotCount {
                defer { index += 1 }
                if slots[index].key != SymbolMap.empty { return (Symbol(raw: slots[index].key), slots[index].value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(storage: storage, slotCount: slotCount) }
    var underestimatedCount: Int { count }
}

extension SymbolMap {
    /// `self += other × factor`, dropping the cells that cancel out (|sum| < `epsilon`) and
    /// telling `added` about each symbol `self` did not have. The innermost loop of every
    /// pivot: it probes through one pointer, without a uniqueness check per cell.
    mutating func add(_ other: SymbolMap, times factor: Double, epsilon: Double, added: (Symbol) -> Void) {
        if other.isEmpty { return }
        reserve(count + other.count)
        let shift = self.shift
        var count = self.count
        let table = UnsafeMutableBufferPointer(start: writableSlots(), count: slotCount)
        let mask = table.count - 1
        let source = UnsafeBufferPointer(start: other.slots, count: other.slotCount)
        withExtendedLifetime(other) {
            for entry in source where entry.key != Self.empty {
                let delta = entry.value * factor
                var i = Self.home(entry.key, shift: shift)
                while table[i].key != entry.key && table[i].key != Self.empty { i = (i + 1) & mask }
                if table[i].key == Self.empty {
                    guard abs(delta) >= epsilon else { continue }
                    table[i] = Entry(key: entry.key, value: delta)
                    count += 1
                    added(Symbol(raw: entry.key))
                    continue
                }
                let sum = table[i].value + delta
                if abs(sum) >= epsilon {
                    table[i].value = sum
                    continue
                }
                // Cancelled.
                Self.removeSlot(i, in: table, shift: shift)
                count -= 1
            }
        }
        self.count = count
    }
}
