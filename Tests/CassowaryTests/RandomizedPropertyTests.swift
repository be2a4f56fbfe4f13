import Testing
@testable import Cassowary

/// On random small systems over two variables, the solver's answer satisfies every required
/// constraint to 1e-9 and its lexicographic objective equals a brute-force optimum.
///
/// The brute force: the objective is piecewise linear and convex on a bounded polygon, so its
/// lexicographic minimum is reached at a vertex of the arrangement of all constraint lines
/// (required boundaries and optional targets). It tries every pairwise intersection.
@Suite struct RandomizedPropertyTests {
    struct LinearConstraint {
        var a: Double, b: Double, c: Double  // a·x + b·y + c  (relation)  0
        var relation: Relation
        var priority: Priority
        func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }
        func violation(_ x: Double, _ y: Double) -> Double {
            let v = value(x, y)
            switch relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }
    }

    /// A deterministic generator (SplitMix64) so that failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    /// Errors per level, highest level first.
    static func cost(_ list: [LinearConstraint], _ x: Double, _ y: Double, levels: [Priority]) -> [Double] {
        levels.map { level in list.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(x, y) } }
    }

    static func lexicographicallyLess(_ a: [Double], _ b: [Double], tolerance: Double) -> Bool {
        for (p, q) in zip(a, b) where abs(p - q) > tolerance { return p < q }
        return false
    }

    @Test(arguments: 0..<300)
    func randomSystem(seed: Int) throws {
        var random = Random(state: UInt64(seed) &* 7919 &+ 17)
        var list: [LinearConstraint] = [
            // A bounding box keeps every system bounded.
            LinearConstraint(a: 1, b: 0, c: 0, relation: .greaterThanOrEqual, priority: 1000),
            LinearConstraint(a: 1, b: 0, c: -100, relation: .lessThanOrEqual, priority: 1000),
            LinearConstraint(a: 0, b: 1, c: 0, relation: .greaterThanOrEqual, priority: 1000),
            LinearConstraint(a: 0, b: 1, c: -100, relation: .lessThanOrEqual, priority: 1000),
        ]
        let priorities: [Priority] = [1000, 750, 500, 250]
        for _ in 0..<random.int(2...6) {
            var a = Double(random.int(-3...3)), b = Double(random.int(-3...3))
            if a == 0 && b == 0 { a = 1 }
            if random.int(0...1) == 0 { b = 0 } else if random.int(0...2) == 0 { a = 0 }
            let c = -Double(random.int(0...100)) * max(abs(a), abs(b))
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
            list.append(LinearConstraint(a: a, b: b, c: c, relation: relation, priority: priorities[random.int(0...3)]))
        }

        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        var added: [LinearConstraint] = []
        for item in list {
            let constraint = Constraint(
                Expression([Term(x, item.a), Term(y, item.b)], constant: item.c),
                item.relation, priority: item.priority)
            do {
                try solver.add(constraint)
                added.append(item)
            } catch SolverError.unsatisfiable(_, let conflict) {
                #expect(item.priority == 1000)
                #expect(conflict.last === constraint)
                #expect(!Solver.isFeasible(conflict))
            }
            try solver.checkInvariants()
        }
        let sx = solver.value(of: x), sy = solver.value(of: y)
        for item in added where item.priority == 1000 {
            #expect(item.violation(sx, sy) < 1e-9, "required constraint violated at (\(sx), \(sy))")
        }

        // Brute force over the vertices of the arrangement.
        let levels: [Priority] = [750, 500, 250]
        var best: [Double]?
        for i in added.indices {
            for j in added.indices where j > i {
                let p = added[i], q = added[j]
                let det = p.a * q.b - p.b * q.a
                guard abs(det) > 1e-12 else { continue }
                let vx = (-p.c * q.b + q.c * p.b) / det
                let vy = (-p.a * q.c + q.a * p.c) / det
                guard added.allSatisfy({ $0.priority < 1000 || $0.violation(vx, vy) < 1e-7 }) else { continue }
                let cost = Self.cost(added, vx, vy, levels: levels)
                if best == nil || Self.lexicographicallyLess(cost, best!, tolerance: 1e-9) { best = cost }
            }
        }
        let solverCost = Self.cost(added, sx, sy, levels: levels)
        let optimum = try #require(best)
        for (s, o) in zip(solverCost, optimum) {
            #expect(abs(s - o) < 1e-6, "seed \(seed): solver cost \(solverCost) vs optimum \(optimum)")
            if abs(s - o) >= 1e-6 { break }
        }
    }
}
