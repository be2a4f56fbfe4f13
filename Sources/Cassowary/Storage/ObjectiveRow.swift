/// The objective of the tableau: like a `Row`, but with lexicographic `Weight` coefficients.
///
/// The weights sit in an array indexed by symbol number (a solver numbers its symbols
/// densely), a zero weight meaning no cell: every added optional constraint writes here.
struct ObjectiveRow: ~Copyable {
    var constant = Weight.zero
    private var weights: [Weight] = []
    /// The symbols whose weight changed since the last optimization: only they can have
    /// become negative, so the simplex looks for an entering symbol among them instead of
    /// scanning the whole objective after every added constraint.
    var touched = PlainBuffer<Symbol>()

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Weight {
        symbol.id < weights.count ? weights[symbol.id] : .zero
    }

    /// A copy of the weights, for a probe that works on its own objective (nothing touched).
    func copy() -> ObjectiveRow {
        var copy = ObjectiveRow()
        copy.constant = constant
        copy.weights = weights
        return copy
    }

    /// Makes room for symbols numbered below `symbolCount`.
    mutating func reserve(symbolCount: Int) {
        weights.extend(toInclude: symbolCount - 1, with: .zero)
    }

    /// Calls `body` with the number of each symbol that has a (non-zero) weight, in order.
    func forEachCell(_ body: (_ id: Int, Weight) throws -> Void) rethrows {
        for id in weights.indices where !weights[id].isZero { try body(id, weights[id]) }
    }

    /// Whether the objective has a (non-zero) cell for `symbol`.
    func contains(_ symbol: Symbol) -> Bool { !coefficient(for: symbol).isZero }

    /// Adds `weight × symbol`.
    mutating func insert(_ symbol: Symbol, _ weight: Weight, times factor: Double = 1) {
        let id = symbol.id
        weights.extend(toInclude: id, with: .zero)
        // In place: a get-modify-set would copy the weight's components on every update.
        weights[id].add(weight, times: factor)
        if !weights[id].isZero { touched.append(symbol) }
    }

    /// Adds `weight × row`.
    mutating func insert(_ row: Row, _ weight: Weight) {
        constant.add(weight, times: row.constant)
        for (symbol, value) in row.cells { insert(symbol, weight, times: value) }
    }

    /// Takes the cell of `symbol` out, returning its weight (nil when there was none).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Weight? {
        guard contains(symbol) else { return nil }
        defer { weights[symbol.id] = .zero }
        return weights[symbol.id]
    }

    /// Replaces `symbol` by the expression `row`.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if let weight = remove(symbol) { insert(row, weight) }
    }
}
