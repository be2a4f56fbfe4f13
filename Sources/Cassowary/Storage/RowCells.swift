/// The cells of a `Row`: a hash map from symbols to coefficients, in the row's own allocation.
///
/// Open addressing with linear probing, Fibonacci hashing of the symbol's integer and
/// backward-shift deletion: Swift's `Dictionary` spends its time in seeded hashing, probing
/// and uniqueness checks. The iteration order depends only on the keys and the order of
/// operations (no per-process seed), so every pivot choice is the same on every run.
///
/// A row starts with `Row.inlineSlotCount` slots allocated with the row object itself (most
/// rows of a layout have a handful of cells: one allocation per row, where a row object and
/// a separate table were two). A row that outgrows them moves its cells to a `CellStorage`.
/// A row's cells belong to it alone (no copy on write): writes check nothing.

/// One slot: a symbol's raw value (-1 when empty) and its coefficient.
struct CellSlot {
    var key: Int
    var value: Double

    static let emptyKey = -1
    static let empty = CellSlot(key: emptyKey, value: 0)
}

/// The slots of a row that outgrew its inline ones (plain values: no clean-up); the header
/// is the slot count.
final class CellStorage: ManagedBuffer<Int, CellSlot> {
    /// A table of `slotCount` empty slots.
    static func make(slotCount: Int) -> CellStorage {
        let storage = unsafeDowncast(create(minimumCapacity: slotCount) { _ in slotCount }, to: CellStorage.self)
        storage.slots.initialize(repeating: .empty, count: slotCount)
        return storage
    }

    /// The first slot; valid while the storage lives.
    @inline(__always)
    var slots: UnsafeMutablePointer<CellSlot> { withUnsafeMutablePointerToElements { $0 } }
}

/// Where a table's slots are and how many: the shape every probe needs.
struct CellTable {
    let slots: UnsafeMutablePointer<CellSlot>
    let shift: Int

    var slotCount: Int { 1 << (64 - shift) }

    /// The slot where `key` starts probing.
    @inline(__always)
    func home(_ key: Int) -> Int { LinearProbing.home(key, shift: shift) }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    func slot(of key: Int) -> Int {
        let mask = slotCount - 1
        var i = home(key)
        while slots[i].key != key && slots[i].key != CellSlot.emptyKey { i = (i + 1) & mask }
        return i
    }

    /// Empties a slot (see `LinearProbing.closeHole`).
    @inline(__always)
    func removeSlot(_ removed: Int) {
        let slots = self.slots
        let hole = LinearProbing.closeHole(
            at: removed, mask: slotCount - 1, isOccupied: { slots[$0].key != CellSlot.emptyKey },
            home: { home(slots[$0].key) }, move: { slots[$1] = slots[$0] })
        slots[hole] = .empty
    }

    /// Puts the entries of `other` into this (empty or sparser) table.
    func rehash(from other: CellTable) {
        let mask = slotCount - 1
        for j in 0..<other.slotCount where other.slots[j].key != CellSlot.emptyKey {
            var i = home(other.slots[j].key)
            while slots[i].key != CellSlot.emptyKey { i = (i + 1) & mask }
            slots[i] = other.slots[j]
        }
    }
}

/// A read-only view of a row's cells, for iteration (`Row.cell(_:)` looks one up). It does
/// not keep the row alive (no retain and release per loop):
/// use it while the row is held, and do not change the row meanwhile.
struct Cells: Sequence {
    fileprivate let table: CellTable
    let count: Int

    var isEmpty: Bool { count == 0 }

    /// The symbols, in slot order.
    var symbols: [Symbol] { map(\.symbol) }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: UnsafeMutablePointer<CellSlot>
        fileprivate let slotCount: Int
        fileprivate var index = 0

        mutating func next() -> (symbol: Symbol, value: Double)? {
            while index < slotCount {
                defer { index += 1 }
                if slots[index].key != CellSlot.emptyKey { return (Symbol(raw: slots[index].key), slots[index].value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: table.slots, slotCount: table.slotCount) }
    var underestimatedCount: Int { count }
}

extension Row {
    /// The table the cells are in now.
    @inline(__always)
    var table: CellTable {
        CellTable(slots: fields.pointee.slots, shift: Int(fields.pointee.shift))
    }

    var cells: Cells { Cells(table: table, count: fields.pointee.count) }

    /// The coefficient of `symbol`, nil when the row has no cell for it.
    @inline(__always)
    func cell(_ symbol: Symbol) -> Double? {
        let table = self.table
        let i = table.slot(of: symbol.raw)
        return table.slots[i].key == CellSlot.emptyKey ? nil : table.slots[i].value
    }

    /// Makes room for `minimumCount` cells at once (one rehash instead of several).
    func reserve(_ minimumCount: Int) {
        var slotCount = table.slotCount
        if minimumCount * 4 <= slotCount * 3 { return }
        while minimumCount * 4 > slotCount * 3 { slotCount *= 2 }
        let old = table, storage = CellStorage.make(slotCount: slotCount)
        let new = CellTable(slots: storage.slots, shift: 64 - slotCount.trailingZeroBitCount)
        // The old slots live on until the end of the copy (the row or the old storage holds them).
        withExtendedLifetime(fields.pointee.overflow) { new.rehash(from: old) }
        fields.pointee.overflow = storage
        fields.pointee.slots = new.slots
        fields.pointee.shift = Int32(new.shift)
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        // One probe: this is the innermost operation of every pivot.
        var table = self.table
        var i = table.slot(of: symbol.raw)
        if table.slots[i].key != CellSlot.emptyKey {
            let sum = table.slots[i].value + coefficient
            if abs(sum) < Row.epsilon {
                table.removeSlot(i); fields.pointee.count -= 1
            } else {
                table.slots[i].value = sum
            }
            return
        }
        if abs(coefficient) < Row.epsilon { return }
        if (fields.pointee.count + 1) * 4 > table.slotCount * 3 {
            reserve(fields.pointee.count + 1)
            table = self.table
            i = table.slot(of: symbol.raw)
        }
        table.slots[i] = CellSlot(key: symbol.raw, value: coefficient)
        fields.pointee.count += 1
    }

    /// Takes the cell of `symbol` out, returning its coefficient (nil when there was none).
    @discardableResult
    func remove(_ symbol: Symbol) -> Double? {
        let table = self.table
        let i = table.slot(of: symbol.raw)
        guard table.slots[i].key != CellSlot.emptyKey else { return nil }
        let value = table.slots[i].value
        table.removeSlot(i)
        fields.pointee.count -= 1
        return value
    }

    /// Applies `transform` to every coefficient.
    func transformValues(_ transform: (Double) -> Double) {
        let table = self.table
        for i in 0..<table.slotCount where table.slots[i].key != CellSlot.emptyKey {
            table.slots[i].value = transform(table.slots[i].value)
        }
    }

    /// `cells += other's cells × factor`, dropping the cells that cancel out and telling
    /// `added` about each symbol the row did not have. The innermost loop of every pivot.
    func addCells(of other: Row, times factor: Double, added: (Symbol) -> Void) {
        let otherCount = other.fields.pointee.count
        if otherCount == 0 { return }
        reserve(fields.pointee.count + otherCount)
        let table = self.table, mask = table.slotCount - 1, source = other.table
        var count = fields.pointee.count
        for j in 0..<source.slotCount where source.slots[j].key != CellSlot.emptyKey {
            let entry = source.slots[j]
            let delta = entry.value * factor
            var i = table.home(entry.key)
            while table.slots[i].key != entry.key && table.slots[i].key != CellSlot.emptyKey { i = (i + 1) & mask }
            if table.slots[i].key == CellSlot.emptyKey {
                guard abs(delta) >= Row.epsilon else { continue }
                table.slots[i] = CellSlot(key: entry.key, value: delta)
                count += 1
                added(Symbol(raw: entry.key))
                continue
            }
            let sum = table.slots[i].value + delta
            if abs(sum) >= Row.epsilon {
                table.slots[i].value = sum
            } else {
                table.removeSlot(i)
                count -= 1
            }
        }
        fields.pointee.count = count
    }
}
