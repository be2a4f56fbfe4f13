/// Adding the optional constraints of a batch (`add([constraints])`).
///
/// Each one is optimized as it comes, as kiwi does (one optimization at the end of the batch
/// pivots through the accumulated objective and measured slower), except a
/// row that holds exactly at the current solution (its constant is 0 once expanded). Such a row
/// is solved for its own error or slack symbol, which changes no value, and the optimization
/// waits for the next row that moves something, or the end of the batch.
///
/// Why: optimizing after an exact row pivots degenerately (nothing moves, the basis changes),
/// and on systems of many equal optional constraints those pivots build dense rows. A ring
/// of views with equal widths (`widthᵢ == widthᵢ₊₁ @500` around it, the chain pinned at both
/// ends) kept every width as the first one's plus the errors of all the equalities between
/// them: a tableau of O(n²) cells, and closing the ring pivoted n times through rows of n
/// cells into n rows (O(n³)). Left alone, each equality's row stays the
/// error of its own two widths, and the one optimization at the end has little to do.
extension Solver {
    /// Inserts the optional constraints of `list`, optimizing after each row that is not exact
    /// and once at the end when any was deferred.
    func addOptional(_ list: [Constraint]) throws {
        deferringExactRows = true
        defer { deferringExactRows = false }
        var deferred = false
        for constraint in list where !constraint.isRequired {
            insertedExactRow = false
            try addWithoutOptimizing(constraint)
            if insertedExactRow { deferred = true } else { try optimize() }
            try checkWorkBudget()
            compactIndexesIfNeeded()
        }
        if deferred { try optimize() }
    }

    /// The constraint's own error or slack symbol, for a row whose constant is 0 (it holds
    /// exactly): solving for it keeps the tableau feasible whatever its sign, the row negated
    /// so that its coefficient is negative. Nil when the row is not exact.
    func exactRowSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        parameter?.keepNearZeroTest(row.constant, rate: row.rate)
        guard abs(row.constant) < Row.epsilon else { return nil }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            guard let coefficient = row.cell(symbol) else { continue }
            if coefficient > 0 { row.negate() }
            // A solve at another value of a tracked parameter drops its constant too.
            row.constant = 0
            row.rate = 0
            return symbol
        }
        return nil
    }
}
