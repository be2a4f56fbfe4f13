/// A hash map from symbols to values, for the tableau's rows and its column index.
///
/// Open addressing with linear probing, Fibonacci hashing of the symbol's integer and
/// backward-shift deletion. Swift's `Dictionary` spent most of a pivot in hashing, probing
/// and uniqueness checks; this map is a few instructions per lookup. Its iteration order
/// depends only on the keys and the order of operations (no per-process seed), so every
/// pivot choice is the same on every run.
///
/// Keys and values share one array (a probe reads one cache line), allocated on the first
/// insertion: most rows of a layout are small, and many maps stay empty.
struct SymbolMap<Value> {
    fileprivate static var empty: Int { -1 }

    fileprivate struct Entry {
        var key: Int
        var value: Value?
    }

    fileprivate var entries: [Entry] = []
    fileprivate(set) var count = 0
    fileprivate var shift = 64 - 3

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ key: Int) -> Int { Self.home(key, shift: shift) }

    /// The slot where `key` starts probing in a table of 2^(64 - shift) slots.
    @inline(__always)
    fileprivate static func home(_ key: Int, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go; nil before the first insertion.
    @inline(__always)
    private func slot(of key: Int) -> Int? {
        if entries.isEmpty { return nil }
        let mask = entries.count - 1
        var i = home(key)
        while true {
            let k = entries[i].key
            if k == key || k == Self.empty { return i }
            i = (i + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            guard let i = slot(of: symbol.raw) else { return nil }
            return entries[i].value
        }
        set {
            if let newValue { set(symbol, newValue) } else { _ = removeValue(forKey: symbol) }
        }
    }

    /// Whether `symbol` has a value.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool {
        guard let i = slot(of: symbol.raw) else { return false }
        return entries[i].key != Self.empty
    }

    mutating func set(_ symbol: Symbol, _ value: Value) {
        if entries.isEmpty { entries = Array(repeating: Entry(key: Self.empty, value: nil), count: 8) }
        var i = slot(of: symbol.raw)!
        if entries[i].key == Self.empty {
            if (count + 1) * 4 > entries.count * 3 {
                grow()
                i = slot(of: symbol.raw)!
            }
            entries[i].key = symbol.raw
            count += 1
        }
        entries[i].value = value
    }

    /// Updates the value of `symbol` in place (`nil` when absent); a `nil` result removes it.
    @inline(__always)
    mutating func update(_ symbol: Symbol, _ body: (Value?) -> Value?) {
        guard let i = slot(of: symbol.raw) else {
            if let result = body(nil) { set(symbol, result) }
            return
        }
        let present = entries[i].key != Self.empty
        let result = body(present ? entries[i].value : nil)
        if let result {
            if present { entries[i].value = result } else { set(symbol, result) }
        } else if present {
            removeSlot(i)
        }
    }

    /// Mutates the value of `symbol` in place, inserting `initial` first when absent (no copy
    /// of a collection value, as a get-modify-set would make).
    @inline(__always)
    mutating func modify(_ symbol: Symbol, initial: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        var i = slot(of: symbol.raw)
        if i == nil || entries[i!].key == Self.empty {
            set(symbol, initial())
            i = slot(of: symbol.raw)
        }
        body(&entries[i!].value!)
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        guard let i = slot(of: symbol.raw), entries[i].key != Self.empty else { return nil }
        let value = entries[i].value
        removeSlot(i)
        return value
    }

    private mutating func removeSlot(_ removed: Int) {
        let shift = self.shift
        entries.withUnsafeMutableBufferPointer { Self.removeSlot(removed, in: $0, shift: shift) }
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
        table[hole] = Entry(key: empty, value: nil)
    }

    /// Makes room for `minimumCount` entries at once (one rehash instead of several).
    mutating func reserve(_ minimumCount: Int) {
        if entries.isEmpty {
            if minimumCount == 0 { return }
            entries = Array(repeating: Entry(key: Self.empty, value: nil), count: 8)
        }
        while minimumCount * 4 > entries.count * 3 { grow() }
    }

    private mutating func grow() {
        let old = entries
        entries = Array(repeating: Entry(key: Self.empty, value: nil), count: old.count * 2)
        shift -= 1
        let mask = entries.count - 1
        for entry in old where entry.key != Self.empty {
            var j = home(entry.key)
            while entries[j].key != Self.empty { j = (j + 1) & mask }
            entries[j] = entry
        }
    }

    /// Applies `transform` to every value.
    mutating func transformValues(_ transform: (Value) -> Value) {
        for i in entries.indices where entries[i].key != Self.empty { entries[i].value = transform(entries[i].value!) }
    }

    /// The symbols, in slot order.
    var symbols: [Symbol] {
        var result: [Symbol] = []
        result.reserveCapacity(count)
        for entry in entries where entry.key != Self.empty { result.append(Symbol(raw: entry.key)) }
        return result
    }
}

extension SymbolMap: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate let entries: [Entry]
        var index = 0

        mutating func next() -> (symbol: Symbol, value: Value)? {
            while index < entries.count {
                defer { index += 1 }
                if entries[index].key != SymbolMap.empty { return (Symbol(raw: entries[index].key), entries[index].value!) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }
    var underestimatedCount: Int { count }
}

extension SymbolMap where Value == Double {
    /// `self += other × factor`, dropping the cells that cancel out (|sum| < `epsilon`) and
    /// telling `added` about each symbol `self` did not have. The innermost loop of every
    /// pivot: it probes through one buffer pointer, without a uniqueness check per cell.
    mutating func add(_ other: SymbolMap<Double>, times factor: Double, epsilon: Double, added: (Symbol) -> Void) {
        if other.isEmpty { return }
        reserve(count + other.count)
        let shift = self.shift
        var count = self.count
        entries.withUnsafeMutableBufferPointer { table in
            let mask = table.count - 1
            other.entries.withUnsafeBufferPointer { source in
                for entry in source where entry.key != Self.empty {
                    let delta = entry.value! * factor
                    var i = Self.home(entry.key, shift: shift)
                    while table[i].key != entry.key && table[i].key != Self.empty { i = (i + 1) & mask }
                    if table[i].key == Self.empty {
                        guard abs(delta) >= epsilon else { continue }
                        table[i] = Entry(key: entry.key, value: delta)
                        count += 1
                        added(Symbol(raw: entry.key))
                        continue
                    }
                    let sum = table[i].value! + delta
                    if abs(sum) >= epsilon {
                        table[i].value = sum
                        continue
                    }
                    // Cancelled.
                    Self.removeSlot(i, in: table, shift: shift)
                    count -= 1
                }
            }
        }
        self.count = count
    }
}
