/// A hash map from objects (by identity) to plain values: the solver's variables and
/// constraints to their symbols and tags.
///
/// Swift's `Dictionary` keyed by the objects showed in every profile: it retains its keys,
/// hashes through a seeded hasher and frees its storage through a generic destructor. This
/// table keys on the object's address and holds no reference: the owner must keep every key
/// alive while it is in the table (the solver retains them in arrays), or a new object at
/// the same address would find the old one's value. Open addressing with linear probing,
/// Fibonacci hashing and backward-shift deletion, as a row's cells (RowCells.swift).
struct IdentityTable<Value: BitwiseCopyable>: ~Copyable {
    struct Slot {
        var key: Int  // the object's address; 0 for an empty slot
        var value: Value
    }

    private var slots = PlainBuffer<Slot>()
    private var shift = 64
    private let filler: Value
    private(set) var count = 0

    /// `filler` fills the empty slots (it is never returned).
    init(filler: Value) {
        self.filler = filler
    }

    @inline(__always)
    private static func key(_ object: AnyObject) -> Int { Int(bitPattern: ObjectIdentifier(object)) }

    @inline(__always)
    private func home(_ key: Int) -> Int { LinearProbing.home(key, shift: shift) }

    /// The slot holding `key`, or the empty slot where it would go (the table must not be empty).
    @inline(__always)
    private func slot(of key: Int) -> Int {
        let mask = slots.count - 1
        var i = home(key)
        while slots[i].key != key && slots[i].key != 0 { i = (i + 1) & mask }
        return i
    }

    subscript(object: AnyObject) -> Value? {
        @inline(__always) get { self[ObjectIdentifier(object)] }
    }

    /// The value of the object with this identity (a lookup that holds no reference).
    subscript(identity: ObjectIdentifier) -> Value? {
        @inline(__always) get {
            if slots.isEmpty { return nil }
            let i = slot(of: Int(bitPattern: identity))
            return slots[i].key == 0 ? nil : slots[i].value
        }
    }

    /// Sets the value of `object`, adding it when absent.
    mutating func set(_ object: AnyObject, _ value: Value) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let key = Self.key(object)
        let i = slot(of: key)
        if slots[i].key == 0 { count += 1 }
        slots[i] = Slot(key: key, value: value)
    }

    @discardableResult
    mutating func removeValue(for object: AnyObject) -> Value? {
        if slots.isEmpty { return nil }
        let removed = slot(of: Self.key(object))
        guard slots[removed].key != 0 else { return nil }
        let value = slots[removed].value
        let hole = LinearProbing.closeHole(
            at: removed, mask: slots.count - 1, isOccupied: { slots[$0].key != 0 },
            home: { home(slots[$0].key) }, move: { slots[$1] = slots[$0] })
        slots[hole] = Slot(key: 0, value: filler)
        count -= 1
        return value
    }

    /// Makes room for `capacity` keys in all, so that adding them grows the table once at most.
    mutating func reserve(_ capacity: Int) {
        var size = Swift.max(16, slots.count)
        while capacity * 4 > size * 3 { size *= 2 }
        if size > slots.count { resize(to: size) }
    }

    private mutating func grow() { resize(to: Swift.max(16, slots.count * 2)) }

    private mutating func resize(to size: Int) {
        var old = PlainBuffer<Slot>(repeating: Slot(key: 0, value: filler), count: size)
        swap(&old, &slots)
        shift = 64 - size.trailingZeroBitCount
        old.forEach { entry in
            if entry.key != 0 { slots[slot(of: entry.key)] = entry }
        }
    }
}
