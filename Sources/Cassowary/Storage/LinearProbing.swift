/// The two parts of open addressing with linear probing that the solver's hash tables (a
/// row's cells, the identity table) share.
enum LinearProbing {
    /// The slot where `key` starts probing in a table of 2^(64 - shift) slots: Fibonacci
    /// hashing (the keys are symbol numbers or addresses, never chosen by an attacker).
    @inline(__always)
    static func home(_ key: Int, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// Backward-shift deletion of the entry at `removed`: the later entries of its probe run
    /// move up into the hole (`move(from, to)`), so that lookups need no tombstones.
    /// Returns the slot left over, which the caller empties.
    @inline(__always)
    static func closeHole(
        at removed: Int, mask: Int, isOccupied: (Int) -> Bool, home: (Int) -> Int,
        move: (_ from: Int, _ to: Int) -> Void
    ) -> Int {
        var hole = removed
        var i = (hole + 1) & mask
        while isOccupied(i) {
            let h = home(i)
            // The entry moves into the hole unless its home lies cyclically in (hole, i].
            let stays = hole <= i ? (hole < h && h <= i) : (hole < h || h <= i)
            if !stays {
                move(i, hole)
                hole = i
            }
            i = (i + 1) & mask
        }
        return hole
    }
}
