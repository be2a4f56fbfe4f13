extension Solver {
    /// Another value the variable can take without breaking a required constraint and without
    /// making any priority level's error worse; nil when its value is unique.
    ///
    /// The optimal solutions form a face of the feasible region: the parametric symbols whose
    /// objective weight is zero may move (restricted ones only upward) as long as every
    /// restricted basic symbol stays >= 0. A small simplex on a copy of the tableau maximizes,
    /// then minimizes, the variable over that face. The move is capped at `probe`.
    func alternativeValue(of symbol: Symbol, probe: Double) -> Double? {
        let current = value(of: symbol)
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
        // The ratio test reads the restricted rows only. They are the solver's own until a
        // degenerate pivot has to change them: then they are listed, and a row is copied
        // when first changed: a layout asks about four variables per view, and copying the
        // whole tableau each time would cost more than the solve.
        var work: [(basic: Symbol, row: Row)]?
        var owned = Set<Symbol>()
        var objective = self.objective.copy()
        let target = start
        for _ in 0..<64 {
            // Candidates: free-to-move parametric symbols that increase the target.
            var entering = Least<Symbol, (symbol: Symbol, direction: Double)>()
            for (symbol, coefficient) in target.cells where !symbol.isDummy && !objective.contains(symbol) {
                let direction: Double
                if symbol.isExternal {
                    direction = coefficient > 0 ? 1 : -1
                } else if coefficient > 0 {
                    direction = 1
                } else {
                    continue
                }
                entering.offer((symbol, direction), key: symbol)
            }
            guard let (symbol, direction) = entering.value else { return 0 }
            // Ratio test over restricted basic symbols.
            var limit = Least<(ratio: Double, basic: Symbol), Symbol>()
            func consider(_ basic: Symbol, _ row: Row) {
                let c = row.coefficient(for: symbol) * direction
                guard c < 0 else { return }
                limit.offer(basic, key: (max(0, row.constant) / -c, basic), by: <)
            }
            if let work {
                for (basic, row) in work { consider(basic, row) }
            } else {
                // Only the rows naming the symbol can limit it: the column index lists them
                // (scanning every row made probing a chain of 1,000 views quadratic).
                for basic in columns.basics(containing: symbol, in: rows) where !basic.isExternal {
                    if let row = rows[basic] { consider(basic, row) }
                }
            }
            let rate = abs(target.coefficient(for: symbol))
            guard let (ratio, leaving) = limit.key else { return cap }
            if ratio * rate > 1e-7 { return min(cap, ratio * rate) }
            // Degenerate: pivot and look again.
            if work == nil {
                var list: [(basic: Symbol, row: Row)] = []
                rows.forEach { basic, row in if !basic.isExternal { list.append((basic, row)) } }
                work = list
            }
            let leavingRow = work!.remove(at: work!.firstIndex { $0.basic == leaving }!).row
            let row = owned.contains(leaving) ? leavingRow : leavingRow.copy()
            row.solve(for: leaving, symbol)
            for index in work!.indices where work![index].row.cell(symbol) != nil {
                if !owned.contains(work![index].basic) {
                    work![index].row = work![index].row.copy()
                    owned.insert(work![index].basic)
                }
                work![index].row.substitute(symbol, row)
                probeWork += row.fields.pointee.count
            }
            owned.insert(symbol)
            objective.substitute(symbol, row)
            target.substitute(symbol, row)
            // Only restricted rows limit a move: an external symbol's row is not kept.
            if !symbol.isExternal { work!.append((symbol, row)) }
        }
        return 0
    }
}
