/// A hash map from symbols to values, for the tableau's rows and its column index.
///
/// Open addressing with linear probing, Fibonacci hashing of the symbol's integer and
/// backward-shift deletion. Swift's `Dictionary` spent most of a pivot in hashing, probing
/// and uniqueness checks; this map is a few instructions per lookup. Its iteration order
/// depends only on the keys and the order of operations (no per-process seed), so every
/// pivot choice is the same on every run.
struct SymbolMap<Value> {
    private static var empty: Int { -1 }

    private var keys: [Int]
    private var values: [Value?]
    private(set) var count = 0
    private var shift: Int

    init() {
        keys = [Int](repeating: Self.empty, count: 8)
        values = [Value?](repeating: nil, count: 8)
        shift = 64 - 3
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: Int) -> Int {
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key || k == Self.empty { return i }
            i = (i + 1) & mask
        }
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            let i = slot(of: symbol.raw)
            return keys[i] == Self.empty ? nil : values[i]
        }
        set {
            if let newValue { set(symbol, newValue) } else { _ = removeValue(forKey: symbol) }
        }
    }

    mutating func set(_ symbol: Symbol, _ value: Value) {
        var i = slot(of: symbol.raw)
        if keys[i] == Self.empty {
            if (count + 1) * 4 > keys.count * 3 {
                grow()
                i = slot(of: symbol.raw)
            }
            keys[i] = symbol.raw
            count += 1
        }
        values[i] = value
    }

    /// Updates the value of `symbol` in place (`nil` when absent); a `nil` result removes it.
    @inline(__always)
    mutating func update(_ symbol: Symbol, _ body: (Value?) -> Value?) {
        let i = slot(of: symbol.raw)
        let present = keys[i] != Self.empty
        let result = body(present ? values[i] : nil)
        if let result {
            if present { values[i] = result } else { set(symbol, result) }
        } else if present {
            removeSlot(i)
        }
    }

    /// Mutates the value of `symbol` in place, inserting `initial` first when absent (no copy
    /// of a collection value, as a get-modify-set would make).
    @inline(__always)
    mutating func modify(_ symbol: Symbol, initial: @autoclosure () -> Value, _ body: (inout Value) -> Void) {
        var i = slot(of: symbol.raw)
        if keys[i] == Self.empty {
            set(symbol, initial())
            i = slot(of: symbol.raw)
        }
        body(&values[i]!)
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        let i = slot(of: symbol.raw)
        guard keys[i] != Self.empty else { return nil }
        let value = values[i]
        removeSlot(i)
        return value
    }

    /// Backward-shift deletion: later entries of the probe run move up, so no tombstones.
    private mutating func removeSlot(_ removed: Int) {
        let mask = keys.count - 1
        var hole = removed
        var i = (hole + 1) & mask
        while keys[i] != Self.empty {
            let h = home(keys[i])
            // Move the entry into the hole unless its home lies cyclically in (hole, i].
            let stays = hole <= i ? (hole < h && h <= i) : (hole < h || h <= i)
            if !stays {
                keys[hole] = keys[i]
                values[hole] = values[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        keys[hole] = Self.empty
        values[hole] = nil
        count -= 1
    }

    /// Makes room for `minimumCount` entries at once (one rehash instead of several).
    mutating func reserve(_ minimumCount: Int) {
        while minimumCount * 4 > keys.count * 3 { grow() }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = [Int](repeating: Self.empty, count: oldKeys.count * 2)
        values = [Value?](repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (i, key) in oldKeys.enumerated() where key != Self.empty {
            let j = slot(of: key)
            keys[j] = key
            values[j] = oldValues[i]
            count += 1
        }
    }

    /// Applies `transform` to every value.
    mutating func transformValues(_ transform: (Value) -> Value) {
        for i in keys.indices where keys[i] != Self.empty { values[i] = transform(values[i]!) }
    }

    /// The symbols, in slot order.
    var symbols: [Symbol] {
        var result: [Symbol] = []
        result.reserveCapacity(count)
        for key in keys where key != Self.empty { result.append(Symbol(raw: key)) }
        return result
    }
}

extension SymbolMap: Sequence {
    struct Iterator: IteratorProtocol {
        let keys: [Int]
        let values: [Value?]
        var index = 0

        mutating func next() -> (symbol: Symbol, value: Value)? {
            while index < keys.count {
                defer { index += 1 }
                if keys[index] != SymbolMap.empty { return (Symbol(raw: keys[index]), values[index]!) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: keys, values: values) }
    var underestimatedCount: Int { count }
}
