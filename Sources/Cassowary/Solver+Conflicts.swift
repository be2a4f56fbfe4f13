extension Solver {
    /// The error for a required constraint that cannot hold, with a minimal conflicting set.
    func unsatisfiable(_ constraint: Constraint) -> SolverError {
        .unsatisfiable(constraint, conflict: minimalConflict(adding: constraint))
    }

    /// The largest conflict made minimal: past it, the conflicting set found so far is reported
    /// (still a set that cannot hold together, but perhaps with constraints it could spare).
    static let maximumMinimizedConflict = 64

    /// A minimal set of required constraints (ending with `constraint`) that cannot hold together.
    ///
    /// Candidates are the required constraints that share variables, directly or through
    /// others, with the new one. Then, additively (QuickXplain's linear form): with the
    /// constraints known to be needed inserted first, the candidates are inserted one by one
    /// into a scratch solver until one fails; that one is needed too, and only the candidates
    /// before it remain. Each round is one incremental solve, so a conflict of k constraints
    /// among n costs k solves of n constraints (the deletion filter this replaces cost n solves
    /// always; docs/solver.md has the numbers). Candidates go in from the
    /// latest, so that of two conflicts the one of later constraints is named.
    func minimalConflict(adding constraint: Constraint) -> [Constraint] {
        let required = constraintOrder.filter(\.isRequired)
        var candidates = Array(connectedConstraints(to: constraint, among: required).reversed())
        var needed: [Constraint] = [constraint]
        while needed.count <= Self.maximumMinimizedConflict {
            let scratch = Solver()
            guard needed.allSatisfy({ (try? scratch.insert($0)) == true }) else { break }
            guard let failing = candidates.firstIndex(where: { (try? scratch.insert($0)) != true }) else {
                break  // not reached: the candidates with the new constraint cannot hold
            }
            needed.append(candidates[failing])
            candidates = Array(candidates[..<failing])
            if candidates.isEmpty { break }
        }
        if needed.count > Self.maximumMinimizedConflict { needed += candidates }
        // In the order they were added, the new constraint last.
        var position: [ObjectIdentifier: Int] = [:]
        for (i, c) in required.enumerated() { position[ObjectIdentifier(c)] = i }
        return needed.dropFirst().sorted {
            position[ObjectIdentifier($0), default: 0] < position[ObjectIdentifier($1), default: 0]
        }
            + [constraint]
    }

    /// The constraints of `list` connected to `constraint` through shared variables, in order
    /// (a breadth-first walk from variables to the constraints naming them).
    private func connectedConstraints(to constraint: Constraint, among list: [Constraint]) -> [Constraint] {
        var naming: [ObjectIdentifier: [Int]] = [:]
        for (i, c) in list.enumerated() {
            for term in c.expression.terms { naming[ObjectIdentifier(term.variable), default: []].append(i) }
        }
        var included = [Bool](repeating: false, count: list.count)
        var reached = Set<ObjectIdentifier>()
        var pending = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = pending.popLast() {
            guard reached.insert(variable).inserted else { continue }
            for i in naming[variable] ?? [] where !included[i] {
                included[i] = true
                pending += list[i].expression.terms.map { ObjectIdentifier($0.variable) }
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
