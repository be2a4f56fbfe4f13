import Testing
@testable import Cassowary

/// A solve that tracks a parameter (a root width W) in its constants: the range of W over
/// which a solve from scratch pivots the same way, and the solution as lines in W there.
@Suite struct ParameterTrackingTests {
    /// A constraint whose constant is `constant + rate·W`.
    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var rate: Double
        var relation: Relation
        var priority: Priority
    }

    /// A solver holding `specs` at W, tracking W when `tracks`; its variables.
    static func solve(_ specs: [Spec], variableCount: Int, at width: Double, tracks: Bool = true)
        throws -> (solver: Solver, variables: [Variable], tracking: ParameterTracking?)
    {
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        var rates: [ObjectIdentifier: Double] = [:]
        let constraints = specs.map { spec in
            let expression = Expression(
                spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant + spec.rate * width)
            let constraint = Constraint(expression, spec.relation, priority: spec.priority)
            rates[ObjectIdentifier(constraint)] = spec.rate
            return constraint
        }
        let solver = Solver()
        let tracking = tracks ? ParameterTracking(rates: rates) : nil
        solver.parameter = tracking
        try solver.add(constraints)
        return (solver, variables, tracking)
    }

    /// a + b = W − 37, both >= 0; b <= 130 @750 and b − a >= 80 @750. From S = W − 37 = 80 to
    /// 180 the optimum is not unique: every b from (S + 80)/2 to min(S, 130) is optimal. A solve
    /// from scratch shows b = S (b takes the width) until b reaches 130 at W = 167, then b = 130
    /// and a = W − 167 (a takes it) until b − a >= 80 gives way at S = 180 (W = 217).
    static let switching = [
        Spec(terms: [(0, 1), (1, 1)], constant: 37, rate: -1, relation: .equal, priority: .required),
        Spec(terms: [(0, 1)], constant: 0, rate: 0, relation: .greaterThanOrEqual, priority: .required),
        Spec(terms: [(1, 1)], constant: 0, rate: 0, relation: .greaterThanOrEqual, priority: .required),
        Spec(terms: [(1, 1)], constant: -130, rate: 0, relation: .lessThanOrEqual, priority: 750),
        Spec(terms: [(1, 1), (0, -1)], constant: -80, rate: 0, relation: .greaterThanOrEqual, priority: 750),
    ]

    @Test func rangeEndsWhereTheShownOptimumSwitches() throws {
        let (before, v, tracked) = try Self.solve(Self.switching, variableCount: 2, at: 150)
        #expect(before.values(of: v) == [0, 113])
        #expect(!before.hasUniqueOptimum)
        // From S = 80 (b − a >= 80 starts to hold) to where b reaches 130, less the band in which
        // b's row is inserted as holding exactly (|constant| < Row.epsilon).
        let range = try #require(tracked).range
        #expect(abs(150 + range.lowerBound - 117) < 1e-9)
        #expect(abs(150 + range.upperBound - 167) < 1e-9)
        #expect(v.map { before.parameterRate(of: $0) } == [0, 1])

        let (after, w, trackedAfter) = try Self.solve(Self.switching, variableCount: 2, at: 190)
        #expect(after.values(of: w) == [23, 130])
        let rangeAfter = try #require(trackedAfter).range
        #expect(abs(190 + rangeAfter.lowerBound - 167) < 1e-9)
        #expect(abs(190 + rangeAfter.upperBound - 217) < 1e-9)
        #expect(w.map { after.parameterRate(of: $0) } == [1, 0])

        // At the switch itself the new row holds exactly (within Row.epsilon either way): a path of
        // its own, one point wide.
        let (_, _, atSwitch) = try Self.solve(Self.switching, variableCount: 2, at: 167)
        #expect(try #require(atSwitch).range == -Row.epsilon...Row.epsilon)
    }

    @Test func trackingChangesNoNumber() throws {
        for width in [100.0, 150, 167, 190, 216.75, 300] {
            let (tracked, v, _) = try Self.solve(Self.switching, variableCount: 2, at: width)
            let (plain, w, _) = try Self.solve(Self.switching, variableCount: 2, at: width, tracks: false)
            #expect(tracked.values(of: v) == plain.values(of: w))
            #expect(tracked.dump() == plain.dump())
            #expect(plain.parameterRate(of: w[0]) == 0)
        }
    }

    /// A random small system like a row of views between the root's edges: sums of sizes
    /// against W, sizes held by optional constraints at few, equal priorities (so optima tie).
    static func randomSystem(_ random: inout RandomizedPropertyTests.Random) -> (specs: [Spec], variableCount: Int) {
        let count = random.int(2...4)
        var specs: [Spec] = []
        specs.append(
            Spec(
                terms: (0..<count).map { ($0, 1) }, constant: Double(random.int(0...40)), rate: -1,
                relation: .equal, priority: .required))
        for index in 0..<count {
            specs.append(
                Spec(terms: [(index, 1)], constant: 0, rate: 0, relation: .greaterThanOrEqual, priority: .required))
        }
        let priorities: [Priority] = [250, 250, 750, 500]
        for _ in 0..<random.int(2...7) {
            let index = random.int(0...(count - 1))
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
            var terms = [(index, 1.0)]
            var rate = 0.0
            switch random.int(0...5) {
            case 0: rate = -Double(random.int(1...2)) / 4  // a fraction of the width
            case 1:
                let other = random.int(0...(count - 1))
                if other != index { terms.append((other, -Double(random.int(1...2)))) }
            default: break
            }
            specs.append(
                Spec(
                    terms: terms, constant: -Double(random.int(0...40) * 5), rate: rate, relation: relation,
                    priority: priorities[random.int(0...3)]))
        }
        return (specs, count)
    }

    /// The verdicts that read constants beside the solve's own choices (and so narrow a tracked
    /// range): whether the optimum is shown unique, and which variables a probe finds no
    /// other value for.
    static func verdicts(_ solver: Solver, _ variables: [Variable]) -> (unique: Bool, probed: [Bool]) {
        (solver.hasUniqueOptimum, variables.map { solver.alternativeValue(of: $0) == nil })
    }

    /// Inside the range a solve from scratch gives the lines' values; just past a finite end
    /// the solve's own range starts there (its path differs: the first width is outside it).
    @Test func solvesInsideTheRangeFollowTheLines() throws {
        var random = RandomizedPropertyTests.Random(state: 38)
        var checked = 0, ends = 0, ambiguous = 0
        for _ in 0..<400 {
            let (specs, count) = Self.randomSystem(&random)
            let width = Double(random.int(0...2400)) / 4
            guard let (solver, variables, tracking) = try? Self.solve(specs, variableCount: count, at: width) else {
                continue
            }
            let (unique, probed) = Self.verdicts(solver, variables)
            let range = try #require(tracking).range
            let values = solver.values(of: variables)
            let rates = variables.map { solver.parameterRate(of: $0) }
            if !unique { ambiguous += 1 }
            let from = max(range.lowerBound, -300), to = min(range.upperBound, 300)
            for step in 0..<8 where to - from > 1e-6 {
                // Strictly inside: the ends themselves are not promised.
                let offset = from + (to - from) * (Double(step) + 0.5) / 8
                let (fresh, freshVariables, _) = try Self.solve(
                    specs, variableCount: count, at: width + offset, tracks: false)
                for (index, value) in fresh.values(of: freshVariables).enumerated() {
                    let predicted = values[index] + rates[index] * offset
                    #expect(abs(value - predicted) <= 1e-9 * max(1, abs(value)))
                }
                let freshVerdicts = Self.verdicts(fresh, freshVariables)
                #expect(freshVerdicts.unique == unique && freshVerdicts.probed == probed)
                checked += 1
            }
            // An end far away comes from rounding in a rate that is 0 (no width reaches it).
            for end in [range.lowerBound, range.upperBound] where abs(end) > 1e-6 && abs(end) < 1e6 {
                let past = width + end + (end > 0 ? 1e-10 : -1e-10)
                guard let (other, otherVariables, beyond) = try? Self.solve(specs, variableCount: count, at: past)
                else { continue }
                _ = Self.verdicts(other, otherVariables)
                let next = try #require(beyond).range
                // The solve past the end has a range that reaches back to the end, not past it.
                if end > 0 {
                    #expect(abs(past + next.lowerBound - (width + end)) < 1e-9)
                } else {
                    #expect(abs(past + next.upperBound - (width + end)) < 1e-9)
                }
                ends += 1
            }
        }
        #expect(checked > 2500)
        #expect(ends > 500)
        #expect(ambiguous > 150)
    }
}
