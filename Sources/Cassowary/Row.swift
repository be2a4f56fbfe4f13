/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, stored as its right side.
struct Row {
    var constant: Double
    var cells: [Symbol: Double]

    /// Coefficients closer to zero than this are dropped: they are rounding noise.
    static let epsilon = 1e-9

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = [:]
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Row.epsilon { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × other`.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func negate() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Rewrites `0 = self` as `symbol = …` (the row then no longer contains `symbol`).
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// Rewrites `lhs = self` as `rhs = …`, where `self` contains `rhs`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }
}
