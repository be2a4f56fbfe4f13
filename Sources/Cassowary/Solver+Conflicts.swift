extension Solver {
    /// The error for a required constraint that cannot hold, with a minimal conflicting set.
    func unsatisfiable(_ constraint: Constraint) -> SolverError {
        .unsatisfiable(constraint, conflict: minimalConflict(adding: constraint))
    }

    /// A minimal set of required constraints (ending with `constraint`) that cannot hold together.
    ///
    /// Candidates are the required constraints that share variables, directly or through
    /// others, with the new one; then a deletion filter drops every constraint whose absence
    /// keeps the set infeasible. Conflicts are rare and small, so the cost is acceptable.
    func minimalConflict(adding constraint: Constraint) -> [Constraint] {
        let required = constraintOrder.filter(\.isRequired)
        var candidates = connectedConstraints(to: constraint, among: required)
        var index = 0
        while index < candidates.count {
            var trial = candidates
            trial.remove(at: index)
            if !Solver.isFeasible(trial + [constraint]) { candidates = trial } else { index += 1 }
        }
        return candidates + [constraint]
    }

    /// The constraints of `list` connected to `constraint` through shared variables.
    private func connectedConstraints(to constraint: Constraint, among list: [Constraint]) -> [Constraint] {
        var reached = Set(constraint.expression.terms.map(\.variable))
        var included = [Bool](repeating: false, count: list.count)
        var changed = true
        while changed {
            changed = false
            for (i, c) in list.enumerated() where !included[i] {
                if c.expression.terms.contains(where: { reached.contains($0.variable) }) {
                    included[i] = true
                    changed = true
                    for term in c.expression.terms { reached.insert(term.variable) }
                }
            }
        }
        return list.enumerated().filter { included[$0.offset] }.map(\.element)
    }

    /// Whether required constraints can all hold (checked in a scratch solver).
    static func isFeasible(_ list: [Constraint]) -> Bool {
        let scratch = Solver()
        for c in list {
            guard (try? scratch.insert(c)) == true else { return false }
        }
        return true
    }
}
