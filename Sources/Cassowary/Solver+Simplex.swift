/// Pivots, and the primal and dual simplex over the lexicographic objective.
extension Solver {
    /// Makes `row` the row of `basic`, indexing its cells.
    func install(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        // The definitions' program leaves out the dummies, parametric until now.
        if basic.isDummy { definitionValues.noteCellsChanged() }
        for (symbol, _) in row.cells { columns.note(symbol, in: basic) }
    }

    /// Takes the row of `basic` out of the tableau (the column index forgets it lazily).
    @discardableResult
    func uninstall(_ basic: Symbol) -> Row {
        rows.removeValue(forKey: basic)!
    }

    /// Replaces `symbol` by `row` in every row and in the objectives.
    func substitute(_ symbol: Symbol, _ row: Row) {
        var index = columns.takeFirst(symbol)
        while index >= 0 {
            let (basic, next) = columns.entry(index)
            index = next
            // Stale and repeated entries find no cell and are skipped.
            guard let target = rows[basic], let coefficient = target.remove(symbol) else { continue }
            work += row.cells.count
            target.insert(row, coefficient) { columns.note($0, in: basic) }
            if !basic.isExternal && target.constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    func pivot(entering: Symbol, leaving: Symbol) {
        let row = uninstall(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        install(entering, row)
    }

    /// Primal simplex on the objective (or on the phase-one artificial row).
    func optimize(artificialPhase: Bool = false) throws {
        // Only symbols whose weight changed can have turned negative (see ObjectiveRow.touched).
        candidates.removeAll()
        while true {
            var entering: Symbol?
            if artificialPhase {
                var least = Least<Symbol, Symbol>()
                for (symbol, value) in artificial!.cells where !symbol.isDummy && value < 0 { least.offer(symbol) }
                entering = least.value
            } else {
                if objective.touched.isEmpty && candidates.isEmpty { return }
                candidates.append(contentsOf: objective.touched)
                objective.touched.removeAll()
                candidates.removeAll { $0.isDummy || !objective.coefficient(for: $0).isNegative }
                entering = candidates.min()
            }
            guard let entering else { return }
            guard let leaving = leavingSymbol(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
            try checkWorkBudget()
        }
    }

    /// The ratio test: the restricted basic symbol that first reaches zero as `entering` grows;
    /// ties leave the shortest row, then the oldest symbol.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var least = Least<(ratio: Double, size: Int, symbol: Symbol), Symbol>()
        // The column's list as it is: stale entries find no cell, repeated ones tie.
        var index = columns.first(entering)
        while index >= 0 {
            let (symbol, next) = columns.entry(index)
            index = next
            guard !symbol.isExternal, let row = rows[symbol], let coefficient = row.cell(entering), coefficient < 0
            else { continue }
            least.offer(symbol, key: (-row.constant / coefficient, row.cells.count, symbol), by: <)
        }
        if let parameter, let leaving = least.value { keepRatioTest(entering, leaving: leaving, in: parameter) }
        return least.value
    }

    /// Dual simplex: restores feasibility after edit values moved, keeping optimality.
    func dualOptimize() throws {
        while !infeasibleRows.isEmpty {
            // Smallest symbol first, so that the pivots do not depend on hashing order.
            let leaving = infeasibleRows.min()!
            infeasibleRows.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var least = Least<(ratio: Weight, symbol: Symbol), Symbol>()
            for (symbol, coefficient) in row.cells where coefficient > 0 && !symbol.isDummy {
                let ratio = objective.coefficient(for: symbol).scaled(by: 1 / coefficient)
                least.offer(symbol, key: (ratio, symbol)) {
                    $0.ratio < $1.ratio || ($0.ratio == $1.ratio && $0.symbol < $1.symbol)
                }
            }
            guard let entering = least.value else { throw SolverError.internalError("dual optimize failed") }
            // The dual simplex's choices are not tracked.
            parameter?.collapse()
            pivot(entering: entering, leaving: leaving)
            try checkWorkBudget()
        }
    }
}
