import Testing
@testable import Cassowary

/// On random layout-like systems (differences of variables, bounds, chains), a solver changed
/// step by step (constraints removed, edit variables added and moved) reaches the same
/// optimum, level by level, as a solver built afresh from the constraints that remain: the
/// incremental paths (definitions, removal of a marker named only by a definition, suggested
/// values shifting rows and definitions) agree with a plain solve.
@Suite struct IncrementalPropertyTests {
    typealias Random = RandomizedPropertyTests.Random

    /// Errors per optional level of `list` at the solver's values, highest level first.
    static func cost(_ list: [Constraint], in solver: Solver) -> [Double] {
        [999, 750, 500, 250].map { level in
            list.filter { $0.priority == level }.reduce(0) { $0 + solver.error(of: $1) }
        }
    }

    static func randomConstraint(_ random: inout Random, _ v: [Variable]) -> Constraint {
        let i = random.int(0...v.count - 1), j = random.int(0...v.count - 1)
        let c = Double(random.int(-50...50))
        let expression: Expression
        switch random.int(0...2) {
        case 0: expression = Expression([Term(v[i])], constant: c)
        case 1: expression = Expression([Term(v[i]), Term(v[j], -1)], constant: c)
        default: expression = Expression([Term(v[i]), Term(v[j], -1), Term(v[(j + 1) % v.count], -1)], constant: c)
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
        let priority: Priority = [1000, 1000, 750, 500, 250][random.int(0...4)]
        return Constraint(expression, relation, priority: priority)
    }

    @Test(arguments: 0..<500)
    func stepsAgreeWithAFreshSolve(seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 104_729 &+ 3)
        let v = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        var kept: [Constraint] = []
        var edits: [Variable: (priority: Priority, value: Double)] = [:]
        // Half of the systems start as a layout does: the container's size as an edit
        // variable, before any constraint names it.
        if random.int(0...1) == 0 {
            try solver.addEditVariable(v[0], priority: 999)
            try solver.suggestValue(v[0], 320)
            try solver.checkInvariants()
            edits[v[0]] = (999, 320)
        }
        // No bounding box: the objective (a sum of errors) is bounded below anyway, and
        // variables that nothing named yet take the path of definitions.
        for _ in 0..<random.int(4...14) {
            let constraint = Self.randomConstraint(&random, v)
            do {
                try solver.add(constraint)
                kept.append(constraint)
            } catch SolverError.unsatisfiable {}
            try solver.checkInvariants()
        }
        for step in 0..<8 {
            switch random.int(0...3) {
            case 0 where !kept.isEmpty:
                let victim = kept.remove(at: random.int(0...kept.count - 1))
                try solver.remove(victim)
            case 1, 2:
                let variable = v[random.int(0...v.count - 1)]
                if edits[variable] == nil {
                    try solver.addEditVariable(variable, priority: 999)
                    edits[variable] = (999, 0)
                }
                let value = Double(random.int(-300...300))
                try solver.suggestValue(variable, value)
                edits[variable]!.value = value
            default:
                let constraint = Self.randomConstraint(&random, v)
                do {
                    try solver.add(constraint)
                    kept.append(constraint)
                } catch SolverError.unsatisfiable {}
            }
            try solver.checkInvariants()

            // The same system, built afresh: an edit variable is an optional equality.
            let fresh = Solver()
            let editConstraints = edits.map {
                Constraint(Expression($0.key) - $0.value.value, .equal, priority: $0.value.priority)
            }
            for constraint in kept + editConstraints { try fresh.add(constraint) }
            for constraint in kept where constraint.isRequired {
                #expect(solver.error(of: constraint) < 1e-7, "seed \(seed) step \(step): \(constraint) broken")
            }
            let ours = Self.cost(kept + editConstraints, in: solver)
            let theirs = Self.cost(kept + editConstraints, in: fresh)
            for (a, b) in zip(ours, theirs) where abs(a - b) > 1e-6 {
                Issue.record("seed \(seed) step \(step): incremental cost \(ours), fresh \(theirs)")
                return
            }
        }
    }
}
