/// `Solver.checkInvariants()`: what must hold between two public calls, checked over the
/// whole tableau (for tests and debugging; it costs a full walk).
extension Solver {
    /// How far a required constraint may be from holding.
    static let requiredTolerance = 1e-6
    /// How negative a restricted basic symbol's value may be (rounding).
    static let feasibilityTolerance = 1e-7

    /// A description of the first invariant found broken, nil when all hold.
    func firstBrokenInvariant() -> String? {
        brokenCallState() ?? brokenRow() ?? brokenObjective() ?? brokenDefinition() ?? brokenIndex()
            ?? brokenBookkeeping() ?? brokenRequiredConstraint()
    }

    private func name(_ symbol: Symbol) -> String { TableauDump.name(symbol) }

    /// Nothing of a call's work is left over.
    private func brokenCallState() -> String? {
        if !infeasibleRows.isEmpty { return "the infeasible list is not empty" }
        if artificial != nil { return "a phase-one objective is left" }
        return nil
    }

    /// Tableau rows name parametric symbols only, and restricted basic symbols are >= 0.
    private func brokenRow() -> String? {
        var broken: String?
        rows.forEach { basic, row in
            guard broken == nil else { return }
            if definitions.contains(basic) { broken = "\(name(basic)) has both a row and a definition"; return }
            for (symbol, _) in row.cells {
                if symbol == basic { broken = "the row of \(name(basic)) names itself"; return }
                if rows.contains(symbol) {
                    broken = "the row of \(name(basic)) names the basic symbol \(name(symbol))"; return
                }
                if definitions.contains(symbol) {
                    broken = "the row of \(name(basic)) names the defined symbol \(name(symbol))"; return
                }
            }
            if basic.isRestricted && row.constant < -Self.feasibilityTolerance {
                broken = "the restricted basic symbol \(name(basic)) is negative (\(row.constant))"
            }
        }
        return broken
    }

    /// The objective names parametric symbols only, and no restricted one with a negative
    /// weight (the solution is optimal).
    private func brokenObjective() -> String? {
        var broken: String?
        rows.forEach { basic, _ in
            if broken == nil && objective.contains(basic) {
                broken = "the objective names the basic symbol \(name(basic))"
            }
        }
        definitions.forEach { defined, _ in
            if broken == nil && objective.contains(defined) {
                broken = "the objective names the defined symbol \(name(defined))"
            }
        }
        if broken != nil { return broken }
        var kinds: [Int: Symbol] = [:]
        rows.forEach { _, row in for (symbol, _) in row.cells { kinds[symbol.id] = symbol } }
        constraintOrder.forEach { constraint in
            guard let tag = constraints[constraint] else { return }
            kinds[tag.marker.id] = tag.marker
            if let other = tag.other { kinds[other.id] = other }
        }
        objective.forEachCell { id, weight in
            guard broken == nil, let symbol = kinds[id], symbol.isPivotable, weight.isNegative else { return }
            broken = "the objective's weight of \(name(symbol)) is negative (\(weight)): not optimal"
        }
        return broken
    }

    /// Definitions are of external symbols, in a topological order: each names only symbols
    /// defined before it.
    private func brokenDefinition() -> String? {
        var broken: String?
        var count = 0
        definitionValues.order.forEach { defined in
            guard broken == nil else { return }
            count += 1
            guard defined.isExternal else { broken = "the defined symbol \(name(defined)) is not external"; return }
            guard let row = definitions[defined] else {
                broken = "\(name(defined)) is listed as defined and has no definition"; return
            }
            let position = definitionValues.position(of: defined)
            for (symbol, _) in row.cells where definitions.contains(symbol) {
                if definitionValues.position(of: symbol) >= position {
                    broken = "the definition of \(name(defined)) names \(name(symbol)), defined after it"
                } else if !row.namesDefinitions {
                    broken = "the definition of \(name(defined)) names \(name(symbol)) and is not marked so"
                }
            }
        }
        if broken != nil { return broken }
        var defined = 0
        definitions.forEach { _, _ in defined += 1 }
        return defined == count ? nil : "\(defined) definitions, \(count) in the installation order"
    }

    /// Every cell of a row or a definition is listed in its column index.
    private func brokenIndex() -> String? {
        var broken: String?
        rows.forEach { basic, row in
            for (symbol, _) in row.cells where broken == nil && !columns.lists(basic, under: symbol) {
                broken = "the column index does not list the row of \(name(basic)) under \(name(symbol))"
            }
        }
        definitions.forEach { basic, row in
            for (symbol, _) in row.cells where broken == nil && !definitionColumns.lists(basic, under: symbol) {
                broken = "the definitions' index does not list the definition of \(name(basic)) under \(name(symbol))"
            }
        }
        return broken
    }

    /// The constraint and edit tables agree with each other.
    private func brokenBookkeeping() -> String? {
        if constraints.count != constraintOrder.count {
            return "\(constraints.count) constraint tags, \(constraintOrder.count) constraints in order"
        }
        for constraint in constraintOrder where constraints[constraint] == nil { return "no tag for \(constraint)" }
        for info in edits where constraints[info.constraint] == nil {
            return "the edit constraint of \(info.variable) is not in the solver"
        }
        return nil
    }

    /// Every required constraint holds at the current values.
    private func brokenRequiredConstraint() -> String? {
        for constraint in constraintOrder where constraint.isRequired {
            let error = error(of: constraint)
            if error > Self.requiredTolerance { return "the required constraint \(constraint) is off by \(error)" }
        }
        return nil
    }
}
