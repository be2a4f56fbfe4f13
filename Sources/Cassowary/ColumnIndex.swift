/// For each parametric symbol, the basic symbols whose rows contain it, so that a pivot
/// substitutes into those rows only (kiwi scans every row).
///
/// Kept lazily: a row that loses a cell, or leaves the tableau, is not taken out of the
/// lists; readers check each entry against the rows. Maintaining exact sets cost more than
/// the substitutions themselves on long chains.
struct ColumnIndex {
    private var lists = SymbolMap<[Symbol]>()

    /// Records that the row of `basic` now contains `symbol`.
    @inline(__always)
    mutating func note(_ symbol: Symbol, in basic: Symbol) {
        lists.modify(symbol, initial: []) { $0.append(basic) }
    }

    /// Removes and returns the entries of `symbol`, unchecked (the caller checks each row).
    mutating func take(_ symbol: Symbol) -> [Symbol] {
        lists.removeValue(forKey: symbol) ?? []
    }

    /// The basic symbols whose rows contain `symbol`, checked and in creation order; the
    /// list is compacted on the way.
    mutating func basics(containing symbol: Symbol, in rows: SymbolMap<Row>) -> [Symbol] {
        guard let list = lists[symbol] else { return [] }
        var checked = list.filter { rows[$0]?.cells[symbol] != nil }
        checked.sort()
        var unique: [Symbol] = []
        unique.reserveCapacity(checked.count)
        for basic in checked where unique.last != basic { unique.append(basic) }
        lists[symbol] = unique.isEmpty ? nil : unique
        return unique
    }

    /// An upper bound of the number of rows containing `symbol` (for the Markowitz choice).
    func estimatedCount(of symbol: Symbol) -> Int { lists[symbol]?.count ?? 0 }
}
