@testable import Cassowary

/// Random constraint systems of the kind the layout engine builds (see
/// Sources/LayoutEngine/LayoutBuild*.swift): views with a position and a size per axis,
/// required non-negative sizes and containment, chains with spacing, ratios (multipliers),
/// equal sizes, intrinsic sizes with hugging (<=) and compression resistance (>=) at many
/// priorities (equal ones too), an edit variable for the container moved by suggestions.
/// Every system is feasible: a required constraint the solver refuses is dropped, as the
/// engine breaks one. A system is a list of steps, so that a failure can be shrunk.
struct EngineLikeSystem {
    enum Step: CustomStringConvertible {
        /// `terms` over variable indexes, `constant`, relation, priority.
        case add(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Priority)
        case edit(variable: Int, priority: Priority)
        case suggest(variable: Int, value: Double)
        /// Removes the constraint the `add` at that step index made, if it is in the solver.
        case remove(step: Int)

        var description: String {
            switch self {
            case .add(let terms, let constant, let relation, let priority):
                let lhs = terms.map { "\($0.1)*v\($0.0)" }.joined(separator: " + ")
                return ".add(\(lhs) + \(constant) \(relation) 0 @\(priority))"
            case .edit(let variable, let priority): return ".edit(v\(variable) @\(priority))"
            case .suggest(let variable, let value): return ".suggest(v\(variable) = \(value))"
            case .remove(let step): return ".remove(\(step))"
            }
        }
    }

    var variableCount: Int
    var steps: [Step]
    /// As the engine does: the optional constraints are kept for one `add(list)` at the end.
    var batchesOptional = false

    /// Replays the steps on a new solver. Returns the solver, its variables and the first
    /// error other than a refused required constraint (nil when there was none).
    func run() -> (Solver, [Variable], SolverError?) {
        let solver = Solver()
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        var added: [Int: Constraint] = [:], batch: [Constraint] = []
        for (index, step) in steps.enumerated() {
            do {
                switch step {
                case .add(let terms, let constant, let relation, let priority):
                    let expression = Expression(terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
                    let constraint = Constraint(expression, relation, priority: priority)
                    if batchesOptional && priority < .required { batch.append(constraint); continue }
                    try solver.add(constraint)
                    added[index] = constraint
                case .remove(let step):
                    if let constraint = added.removeValue(forKey: step) { try solver.remove(constraint) }
                case .edit(let variable, let priority):
                    if !solver.hasEditVariable(variables[variable]) {
                        try solver.addEditVariable(variables[variable], priority: priority)
                    }
                case .suggest(let variable, let value):
                    if solver.hasEditVariable(variables[variable]) {
                        try solver.suggestValue(variables[variable], value)
                    }
                }
            } catch SolverError.unsatisfiable {
            } catch {
                return (solver, variables, error as? SolverError)
            }
            // After every step, refused or not, the tableau is sound.
            do { try solver.checkInvariants() } catch { return (solver, variables, error as? SolverError) }
        }
        do {
            try solver.add(batch)
            try solver.checkInvariants()
        } catch { return (solver, variables, error as? SolverError) }
        return (solver, variables, nil)
    }

    /// A random system: `views` views on one axis (position 2i, size 2i+1) in a container
    /// whose size is the last variable, an edit variable.
    static func random(seed: UInt64, views: Int) -> EngineLikeSystem {
        var random = RandomizedPropertyTests.Random(state: seed)
        func pick<T>(_ list: [T]) -> T { list[random.int(0...(list.count - 1))] }
        let container = 2 * views
        let priorities: [Priority] = [1, 250, 251, 500, 500, 749, 750, 750, 999, 999.5, 1000, 1000, 1000]
        let optional: [Priority] = [1, 250, 251, 500, 749, 750, 999]
        var steps: [Step] = []
        let batches = random.int(0...1) == 0
        if batches {
            steps.append(
                .add(
                    terms: [(container, 1)], constant: -Double(pick([100, 320, 375])), relation: .equal, priority: 1000)
            )
        } else {
            if random.int(0...1) == 0 { steps.append(.edit(variable: container, priority: pick([250, 500, 999]))) }
            steps.append(.suggest(variable: container, value: Double(pick([0, 100, 320, 375]))))
        }
        for i in 0..<views {
            let position = 2 * i, size = 2 * i + 1
            steps.append(.add(terms: [(size, 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000))
            if random.int(0...2) == 0 {
                // Inside the container (UIKit's views are not, but scenes pin them).
                steps.append(
                    .add(terms: [(position, 1)], constant: 0, relation: .greaterThanOrEqual, priority: pick(priorities))
                )
                steps.append(
                    .add(
                        terms: [(position, 1), (size, 1), (container, -1)], constant: 0,
                        relation: .lessThanOrEqual, priority: pick(priorities)))
            }
            if random.int(0...1) == 0 {
                // Intrinsic size: hugging and compression resistance.
                let content = Double(random.int(0...120))
                steps.append(
                    .add(terms: [(size, 1)], constant: -content, relation: .lessThanOrEqual, priority: pick(optional)))
                steps.append(
                    .add(
                        terms: [(size, 1)], constant: -content, relation: .greaterThanOrEqual, priority: pick(optional))
                )
            }
        }
        for _ in 0..<random.int(views...(3 * views)) {
            let a = random.int(0...(views - 1)), b = random.int(0...(views - 1))
            let relation: Relation = pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
            let priority = pick(priorities)
            switch random.int(0...5) {
            case 0, 1:  // a chain: b.position = a.position + a.size + spacing
                steps.append(
                    .add(
                        terms: [(2 * b, 1), (2 * a, -1), (2 * a + 1, -1)], constant: -Double(pick([0, 8, 20])),
                        relation: relation, priority: priority))
            case 2:  // equal sizes, or a ratio
                let multiplier = pick([1, 1, 0.5, 2, 1.5])
                steps.append(
                    .add(
                        terms: [(2 * a + 1, 1), (2 * b + 1, -multiplier)], constant: -Double(pick([0, 0, 10])),
                        relation: relation, priority: priority))
            case 3:  // pinned to the container's edges
                steps.append(
                    .add(
                        terms: [(2 * a, 1)], constant: -Double(pick([0, 16, 20])), relation: relation,
                        priority: priority))
                steps.append(
                    .add(
                        terms: [(2 * a, 1), (2 * a + 1, 1), (container, -1)], constant: Double(pick([0, 16])),
                        relation: relation, priority: pick(priorities)))
            case 4:  // centered, or a fraction of the container
                steps.append(
                    .add(
                        terms: [(2 * a, 2), (2 * a + 1, 1), (container, -1)], constant: 0, relation: relation,
                        priority: priority))
            default:  // a size fixed, or relative to the container
                steps.append(
                    .add(
                        terms: [(2 * a + 1, 1), (container, -pick([0, 0.5, 1]))],
                        constant: -Double(random.int(0...200)),
                        relation: relation, priority: priority))
            }
        }
        for _ in 0..<random.int(0...3) {
            // A conflict's victim removed (and the layout changed).
            steps.append(.remove(step: random.int(0...(steps.count - 1))))
        }
        if random.int(0...1) == 0 {
            // The container resized: a second suggestion after the layout is built.
            steps.append(.edit(variable: container, priority: pick([250, 500, 999])))
            steps.append(.suggest(variable: container, value: Double(pick([200, 414, 768]))))
        }
        return EngineLikeSystem(variableCount: 2 * views + 1, steps: steps, batchesOptional: batches)
    }

    /// Delta debugging (ddmin) over the steps: a smallest list whose run still fails as
    /// `fails` says, each remaining step needed.
    func shrunk(while fails: (EngineLikeSystem) -> Bool) -> EngineLikeSystem {
        var current = self, chunks = 2
        while current.steps.count >= 2 {
            let size = (current.steps.count + chunks - 1) / chunks
            var reduced = false
            for start in stride(from: 0, to: current.steps.count, by: size) {
                var candidate = current
                candidate.steps.removeSubrange(start..<min(start + size, current.steps.count))
                if fails(candidate) {
                    current = candidate
                    chunks = max(chunks - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                if size == 1 { break }
                chunks = min(chunks * 2, current.steps.count)
            }
        }
        return current
    }
}
