/// For each parametric symbol, the basic symbols whose rows contain it, so that a pivot
/// substitutes into those rows only (kiwi scans every row).
///
/// Kept lazily: a row that loses a cell, or leaves the tableau, is not taken out of the
/// lists; readers check each entry against the rows. Maintaining exact sets cost more than
/// the substitutions themselves on long chains.
///
/// The lists are linked through one arena, headed by the symbol's id (symbols are numbered
/// densely by their solver): noting an entry allocates nothing, where an array per symbol
/// cost an allocation for most symbols of a layout. Entries that readers dropped stay in
/// the arena until `compact(from:)` rebuilds it.
struct ColumnIndex: ~Copyable {
    // Internal, not private: a private element type of a non-copyable buffer crashed the
    // compiler in debug builds (Swift 6.3.1: "Global is external, but doesn't have external
    // or weak linkage").
    struct Entry {
        var basic: Int
        var next: Int32
    }

    /// The start of a symbol's list.
    struct Head {
        /// The newest entry, -1 when the list is empty.
        var first: Int32 = -1
        /// The number of entries (an upper bound of the symbol's rows).
        var count: Int32 = 0
    }

    /// Per symbol id (one array, so that noting an entry writes two arrays, not three).
    private var heads = PlainBuffer<Head>()
    private var entries = PlainBuffer<Entry>()
    /// The arena's size after the last compaction.
    private var liveAtCompaction = 0

    /// Makes room for symbols numbered below `symbolCount` and `entryCount` more entries.
    mutating func reserve(symbolCount: Int, entryCount: Int) {
        heads.extend(toInclude: symbolCount - 1, with: Head())
        entries.reserveCapacity(entries.count + entryCount)
    }

    /// Records that the row of `basic` now contains `symbol`.
    @inline(__always)
    mutating func note(_ symbol: Symbol, in basic: Symbol) {
        let id = symbol.id
        if id >= heads.count {
            heads.extend(toInclude: id, with: Head())
        }
        entries.append(Entry(basic: basic.raw, next: heads[id].first))
        heads[id] = Head(first: Int32(entries.count - 1), count: heads[id].count + 1)
    }

    /// The entries of `symbol`, unchecked, newest first.
    private func list(of symbol: Symbol) -> [Symbol] {
        let id = symbol.id
        guard id < heads.count else { return [] }
        var result: [Symbol] = []
        result.reserveCapacity(Int(heads[id].count))
        var i = heads[id].first
        while i >= 0 {
            result.append(Symbol(raw: entries[Int(i)].basic))
            i = entries[Int(i)].next
        }
        return result
    }

    private mutating func clear(_ symbol: Symbol) {
        let id = symbol.id
        guard id < heads.count else { return }
        heads[id] = Head()
    }

    /// Removes and returns the entries of `symbol`, unchecked (the caller checks each row).
    mutating func take(_ symbol: Symbol) -> [Symbol] {
        let result = list(of: symbol)
        clear(symbol)
        return result
    }

    /// Empties the list of `symbol` and returns its first entry, for a walk with `entry(_:)`
    /// that may note new entries on the way (it allocates nothing, unlike `take`).
    mutating func takeFirst(_ symbol: Symbol) -> Int32 {
        let id = symbol.id
        guard id < heads.count else { return -1 }
        let first = heads[id].first
        clear(symbol)
        return first
    }

    /// The first entry of the list of `symbol` (-1 when empty), for a walk with `entry(_:)`.
    func first(_ symbol: Symbol) -> Int32 {
        symbol.id < heads.count ? heads[symbol.id].first : -1
    }

    /// The basic symbol of an entry and the next entry of its list (-1 at the end).
    @inline(__always)
    func entry(_ index: Int32) -> (basic: Symbol, next: Int32) {
        let entry = entries[Int(index)]
        return (Symbol(raw: entry.basic), entry.next)
    }

    /// The basic symbols whose rows contain `symbol`, checked and in creation order; the
    /// list is compacted on the way.
    mutating func basics(containing symbol: Symbol, in rows: borrowing RowTable) -> [Symbol] {
        // One array, filtered, sorted and deduplicated in place.
        var unique = list(of: symbol)
        unique.removeAll { rows[$0]?.cell(symbol) == nil }
        unique.sort()
        var kept = 0
        for basic in unique where kept == 0 || unique[kept - 1] != basic {
            unique[kept] = basic
            kept += 1
        }
        unique.removeLast(unique.count - kept)
        if unique.count != estimatedCount(of: symbol) {
            clear(symbol)
            for basic in unique.reversed() { note(symbol, in: basic) }
        }
        return unique
    }

    /// Whether the list of `symbol` has an entry for `basic` (for `Solver.checkInvariants`).
    func lists(_ basic: Symbol, under symbol: Symbol) -> Bool {
        var index = first(symbol)
        while index >= 0 {
            let (listed, next) = entry(index)
            if listed == basic { return true }
            index = next
        }
        return false
    }

    /// An upper bound of the number of rows containing `symbol` (0: none does).
    func estimatedCount(of symbol: Symbol) -> Int {
        symbol.id < heads.count ? Int(heads[symbol.id].count) : 0
    }

    /// Whether the arena holds mostly dropped entries, so that `compact` would pay off.
    var needsCompaction: Bool { entries.count > 4 * max(liveAtCompaction, 4096) }

    /// Rebuilds the index exactly from `rows`, dropping the stale entries.
    mutating func compact(from rows: borrowing RowTable) {
        entries.removeAll()
        heads.fill(with: Head())
        rows.forEach { basic, row in
            for (symbol, _) in row.cells { note(symbol, in: basic) }
        }
        liveAtCompaction = entries.count
    }
}
