extension Solver {
    /// Another value the variable can take without breaking a required constraint and without
    /// making any priority level's error worse; nil when its value is unique.
    ///
    /// The optimal solutions form a face of the feasible region: the parametric symbols whose
    /// objective weight is zero may move (restricted ones only upward) as long as every
    /// restricted basic symbol stays >= 0. A small simplex on a copy of the tableau maximizes,
    /// then minimizes, the variable over that face. The move is capped at `probe`.
    public func alternativeValue(of variable: Variable, probe: Double = 10) -> Double? {
        guard let symbol = variableSymbols[variable] else { return probe }
        let current = value(of: variable)
        let target = parametricRow(of: symbol)
        target.constant = 0
        for direction in [1.0, -1.0] {
            let scaled = target.copy()
            if direction < 0 { scaled.negate() }
            let gain = largestGainOnOptimalFace(scaled, cap: probe)
            if gain > 1e-7 { return current + direction * gain }
        }
        return nil
    }

    /// How much `target` (a row over parametric symbols) can grow on the optimal face, up to `cap`.
    private func largestGainOnOptimalFace(_ start: Row, cap: Double) -> Double {
        // Rows are shared with the solver and copied only when a degenerate pivot changes
        // them: a layout asks about four variables per view, and copying the whole tableau
        // each time dominated the solve.
        var work = rows
        var owned = Set<Symbol>()
        var objective = self.objective
        let target = start
        for _ in 0..<64 {
            // Candidates: free-to-move parametric symbols that increase the target.
            var entering: (symbol: Symbol, direction: Double)?
            for (symbol, coefficient) in target.cells where !symbol.isDummy && !objective.contains(symbol) {
                let direction: Double
                if symbol.isExternal { direction = coefficient > 0 ? 1 : -1 } else if coefficient > 0 { direction = 1 } else { continue }
                if entering == nil || symbol < entering!.symbol { entering = (symbol, direction) }
            }
            guard let (symbol, direction) = entering else { return 0 }
            // Ratio test over restricted basic symbols.
            var limit: (ratio: Double, basic: Symbol)?
            for (basic, row) in work where !basic.isExternal {
                let c = row.coefficient(for: symbol) * direction
                guard c < 0 else { continue }
                let ratio = max(0, row.constant) / -c
                if limit == nil || ratio < limit!.ratio || (ratio == limit!.ratio && basic < limit!.basic) {
                    limit = (ratio, basic)
                }
            }
            let rate = abs(target.coefficient(for: symbol))
            guard let (ratio, leaving) = limit else { return cap }
            if ratio * rate > 1e-7 { return min(cap, ratio * rate) }
            // Degenerate: pivot and look again.
            let leavingRow = work.removeValue(forKey: leaving)!
            let row = owned.contains(leaving) ? leavingRow : leavingRow.copy()
            row.solve(for: leaving, symbol)
            var touched: [Symbol] = []
            for (basic, other) in work where other.cell(symbol) != nil { touched.append(basic) }
            for basic in touched {
                var other = work[basic]!
                if !owned.contains(basic) {
                    other = other.copy()
                    work[basic] = other
                    owned.insert(basic)
                }
                other.substitute(symbol, row)
            }
            owned.insert(symbol)
            objective.substitute(symbol, row)
            target.substitute(symbol, row)
            work[symbol] = row
        }
        return 0
    }
}
