/// Taking a constraint out of the tableau (kiwi's `removeConstraint`), and undoing a failed add.
extension Solver {
    /// Takes an optional constraint's error symbols out of the objective.
    func removeConstraintEffects(_ constraint: Constraint, _ tag: Tag) {
        let weight = Weight(level: constraint.priority)
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, weight.scaled(by: -1))
            } else {
                objective.insert(symbol, weight, times: -1)
            }
        }
    }

    /// Drops the row that holds a constraint's marker, pivoting the marker into the basis
    /// first when it is parametric (kiwi's removal).
    func removeMarkerRow(_ marker: Symbol) throws {
        // Which row the marker leaves through is not tracked: only the parameter's value is promised.
        parameter?.collapse()
        if rows[marker] != nil {
            substituteIntoDefinitions(marker, uninstall(marker))
            return
        }
        if let leaving = markerLeavingSymbol(marker) {
            let row = uninstall(leaving)
            row.solve(for: leaving, marker)
            substitute(marker, row)
            substituteIntoDefinitions(marker, row)
            return
        }
        if !columns.basics(containing: marker, in: rows).isEmpty {
            throw SolverError.internalError("failed to find the leaving row")
        }
        // Only definitions name the marker. The first whose parametric form depends on it
        // (a definition may name it and still not depend on it, through another definition)
        // gives the marker's row; its variable becomes parametric. The marker's row then
        // replaces the marker in the other definitions and is dropped.
        for defined in definitionColumns.basics(containing: marker, in: definitions) {
            let row = parametricRow(of: defined)
            guard row.cell(marker) != nil else { continue }
            definitions.removeValue(forKey: defined)
            definitionValues.noteUndefined(defined)
            row.solve(for: defined, marker)
            objective.substitute(marker, row)
            substituteIntoDefinitions(marker, row)
            return
        }
    }

    /// The row to pivot a parametric marker into, so that its constraint's row can be dropped:
    /// a row of dummies that holds exactly, else kiwi's choice (the restricted row the marker
    /// limits first, else the one it limits least, else an external row).
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var exactDummy = Least<Symbol, Symbol>(), external = Least<Symbol, Symbol>()
        var limiting = Least<(ratio: Double, symbol: Symbol), Symbol>()
        var other = Least<(ratio: Double, symbol: Symbol), Symbol>()
        for symbol in columns.basics(containing: marker, in: rows) {
            let row = rows[symbol]!
            let c = row.coefficient(for: marker)
            if symbol.isDummy && abs(row.constant) < Row.epsilon {
                // A duplicate of the constraint being removed holds through this row of dummies:
                // pivoting here hands the constraint over to the duplicate (kiwi's choice could
                // drop it, leaving the duplicate's dummy basic and its equality unenforced).
                exactDummy.offer(symbol)
            } else if symbol.isExternal {
                external.offer(symbol)
            } else if c < 0 {
                limiting.offer(symbol, key: (-row.constant / c, symbol), by: <)
            } else {
                other.offer(symbol, key: (row.constant / c, symbol), by: <)
            }
        }
        return exactDummy.value ?? limiting.value ?? other.value ?? external.value
    }

    /// After phase one failed, the artificial row is basic and positive. Dropping it leaves
    /// the new constraint's marker unconstrained; removing the marker as a constraint removal
    /// does gives back a tableau equivalent to the one before the add.
    func forgetFailedRow(_ tag: Tag) throws {
        try removeMarkerRow(tag.marker)
        try optimize()
    }
}
