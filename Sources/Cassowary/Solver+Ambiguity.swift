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
        target.rate = 0
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
        // degenerate pivot has to change them: a row is copied when first changed (a layout
        // asks about four variables per view, and copying the whole tableau each time would
        // cost more than the solve). Only the rows naming the entering symbol matter, to the
        // ratio test and to the pivot: the column index lists the solver's, and the changed
        // ones are few. (Listing every restricted row at the first degenerate pivot made the
        // probes of a list of views quadratic: 0.9 s of a 1,000-view `check`.)
        var changed: [Symbol: Row] = [:]
        var departed = Set<Symbol>()
        var objective = self.objective.copy()
        let target = start
        func restrictedRows(naming symbol: Symbol) -> [(basic: Symbol, row: Row)] {
            var found: [(basic: Symbol, row: Row)] = []
            for basic in columns.basics(containing: symbol, in: rows)
            where !basic.isExternal && changed[basic] == nil && !departed.contains(basic) {
                if let row = rows[basic] { found.append((basic, row)) }
            }
            for (basic, row) in changed where row.cell(symbol) != nil { found.append((basic, row)) }
            return found
        }
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
            // Ratio test over restricted basic symbols; ties go to the oldest symbol, so the
            // order the rows come in does not matter.
            let naming = restrictedRows(naming: symbol)
            var limit = Least<(ratio: Double, basic: Symbol), Symbol>()
            for (basic, row) in naming {
                let c = row.coefficient(for: symbol) * direction
                guard c < 0 else { continue }
                limit.offer(basic, key: (max(0, row.constant) / -c, basic), by: <)
            }
            let rate = abs(target.coefficient(for: symbol))
            guard let (ratio, leaving) = limit.key else { return cap }
            if let parameter {
                keepProbeRatioTest(
                    naming, symbol: symbol, direction: direction, leaving: leaving, gainPerRatio: rate, in: parameter)
            }
            if ratio * rate > 1e-7 { return min(cap, ratio * rate) }
            // Degenerate: pivot and look again.
            let row: Row
            if let own = changed.removeValue(forKey: leaving) {
                row = own
            } else {
                departed.insert(leaving)
                row = rows[leaving]!.copy()
            }
            row.solve(for: leaving, symbol)
            for (basic, other) in naming where basic != leaving {
                let own: Row
                if let copy = changed[basic] {
                    own = copy
                } else {
                    own = other.copy()
                    changed[basic] = own
                }
                own.substitute(symbol, row)
                probeWork += row.fields.pointee.count
            }
            objective.substitute(symbol, row)
            target.substitute(symbol, row)
            // Only restricted rows limit a move: an external symbol's row is not kept.
            if !symbol.isExternal { changed[symbol] = row }
        }
        return 0
    }

    /// Narrows `parameter` to the offsets where the probe's ratio test picks `leaving` again
    /// (each row's constant on the same side of 0, its ratio the least) and the gain it allows
    /// is on the same side of the probe's threshold.
    private func keepProbeRatioTest(
        _ naming: [(basic: Symbol, row: Row)], symbol: Symbol, direction: Double, leaving: Symbol,
        gainPerRatio: Double, in parameter: ParameterTracking
    ) {
        var keys: [(value: Double, rate: Double)] = []
        var winner = -1
        for (basic, row) in naming {
            let c = row.coefficient(for: symbol) * direction
            guard c < 0 else { continue }
            // `max(0, constant)`: the clamp's side stays, and a clamped ratio does not move.
            parameter.keepSide(of: row.constant, rate: row.rate, negative: row.constant <= 0)
            if basic == leaving { winner = keys.count }
            keys.append(row.constant <= 0 ? (0, 0) : (row.constant / -c, row.rate / -c))
        }
        guard winner >= 0 else { return parameter.collapse() }
        parameter.keepLeast(keys, winner: winner)
        let gain = keys[winner].value * gainPerRatio
        parameter.keepSide(of: gain - 1e-7, rate: keys[winner].rate * gainPerRatio, negative: !(gain > 1e-7))
    }
}
