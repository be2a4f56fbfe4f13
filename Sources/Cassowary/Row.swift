/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, stored as its right side.
///
/// A class, as kiwi's rows are pointers: the tableau mutates rows in place many times per
/// pivot, and a value type would copy its cells on each of those writes. Its stored properties
/// skip the runtime exclusivity checks (a fifth of a solve's time): the solver never holds two
/// accesses to one row at once.
final class Row {
    @exclusivity(unchecked) var constant: Double
    @exclusivity(unchecked) var cells: SymbolMap
    /// For a definition (see Solver+Definitions): whether it names other definitions. It never
    /// changes once the definition is installed: a symbol a definition names is never made
    /// a definition itself, and substitutions bring in parametric symbols only.
    var namesDefinitions = false

    /// Coefficients closer to zero than this are dropped: they are rounding noise.
    static let epsilon = 1e-9

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = SymbolMap()
    }

    /// An independent copy.
    func copy() -> Row {
        let row = Row(constant: constant)
        row.cells = cells
        row.namesDefinitions = namesDefinitions
        return row
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        // One probe: this is the innermost operation of every pivot.
        cells.update(symbol) { old in
            let sum = (old ?? 0) + coefficient
            return abs(sum) < Row.epsilon ? nil : sum
        }
    }

    /// Adds `coefficient × other`.
    func insert(_ other: Row, _ coefficient: Double = 1) {
        insert(other, coefficient) { _ in }
    }

    /// Adds `coefficient × other`, telling `added` about each symbol the row did not have.
    @inline(__always)
    func insert(_ other: Row, _ coefficient: Double, added: (Symbol) -> Void) {
        if cells.isEmpty && abs(coefficient) >= Row.epsilon {
            // Into an empty row: a scaled copy of the other's storage, no hashing.
            constant += other.constant * coefficient
            cells = other.cells
            if coefficient != 1 { cells.transformValues { $0 * coefficient } }
            for (symbol, _) in cells { added(symbol) }
            return
        }
        constant += other.constant * coefficient
        cells.add(other.cells, times: coefficient, epsilon: Row.epsilon, added: added)
    }

    func remove(_ symbol: Symbol) { cells.removeValue(forKey: symbol) }

    func negate() {
        constant = -constant
        cells.transformValues { -$0 }
    }

    /// Rewrites `0 = self` as `symbol = …` (the row then no longer contains `symbol`).
    func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        cells.transformValues { $0 * coefficient }
    }

    /// Rewrites `lhs = self` as `rhs = …`, where `self` contains `rhs`.
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    func substitute(_ symbol: Symbol, _ row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }
}
