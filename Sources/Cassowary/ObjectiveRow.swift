/// The objective of the tableau: like a `Row`, but with lexicographic `Weight` coefficients.
struct ObjectiveRow {
    var constant = Weight.zero
    var cells = SymbolMap<Weight>()
    /// The symbols whose weight changed since the last optimization: only they can have
    /// become negative, so the simplex looks for an entering symbol among them instead of
    /// scanning the whole objective after every added constraint.
    var touched: [Symbol] = []

    func coefficient(for symbol: Symbol) -> Weight { cells[symbol] ?? .zero }

    /// Adds `weight × symbol`.
    mutating func insert(_ symbol: Symbol, _ weight: Weight, times factor: Double = 1) {
        // In place: a get-modify-set would copy the weight's components on every update.
        var vanished = false
        cells.modify(symbol, initial: .zero) { sum in
            sum.add(weight, times: factor)
            vanished = sum.isZero
        }
        if vanished { cells.removeValue(forKey: symbol) } else { touched.append(symbol) }
    }

    /// Adds `weight × row`.
    mutating func insert(_ row: Row, _ weight: Weight) {
        constant.add(weight, times: row.constant)
        for (symbol, value) in row.cells { insert(symbol, weight, times: value) }
    }

    /// Replaces `symbol` by the expression `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let weight = cells.removeValue(forKey: symbol) { insert(row, weight) }
    }
}
