import Testing
@testable import Cassowary

@Suite struct ConflictTests {
    @Test func twoEqualitiesConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10, twenty = x == 20
        try solver.add(ten)
        #expect(throws: SolverError.unsatisfiable(twenty, conflict: [ten, twenty])) { try solver.add(twenty) }
        // The solver is unchanged and still usable.
        expectClose(solver.value(of: x), 10)
        #expect(solver.allConstraints == [ten])
        try solver.add(x >= 5)
        expectClose(solver.value(of: x), 10)
    }

    /// The conflict set is minimal: constraints that take no part are left out.
    @Test func minimalSetThroughAChain() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        let ab = a == b + 10, bc = b == c + 10, cFloor = c >= 0
        let unrelated = d == 5, loose = a <= 1000, aOptional = (a == 3).priority(750)
        for constraint in [ab, unrelated, bc, loose, cFloor, aOptional] { try solver.add(constraint) }
        expectClose(solver.value(of: a), 20)
        let ceiling = a <= 15
        #expect(throws: SolverError.unsatisfiable(ceiling, conflict: [ab, bc, cFloor, ceiling])) {
            try solver.add(ceiling)
        }
        expectClose(solver.value(of: a), 20)
        expectClose(solver.value(of: d), 5)
    }

    /// Inequalities that only conflict together (phase one of the simplex detects it).
    @Test func inequalityConflictRestoresTheTableau() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let sum = Expression(x) + y <= 10
        let xMin = x >= 6
        try solver.add(sum)
        try solver.add(xMin)
        try solver.add((Expression(y) == 3).priority(500))
        let yMin = y >= 5
        #expect(throws: SolverError.unsatisfiable(yMin, conflict: [sum, xMin, yMin])) { try solver.add(yMin) }
        expectClose(solver.value(of: y), 3)
        try solver.add(y >= 4)
        expectClose(solver.value(of: y), 4)
        expectClose(solver.value(of: x), 6)
    }
}

@Suite struct AmbiguityTests {
    @Test func underdeterminedVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Expression(x) + y == 100)
        let alternative = try #require(solver.alternativeValue(of: x))
        #expect(abs(alternative - solver.value(of: x)) > 1)
        #expect(solver.alternativeValue(of: y) != nil)
        try solver.add(x == 30)
        #expect(solver.alternativeValue(of: x) == nil)
        #expect(solver.alternativeValue(of: y) == nil)
        #expect(solver.alternativeValue(of: Variable("never")) == 10)
    }

    /// Two optional constraints at the same priority pull apart: every value between them
    /// costs the same, so the layout is ambiguous (Interface Builder's content-priority case).
    @Test func equalPrioritiesFighting() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).priority(250))
        try solver.add((x == 20).priority(250))
        let value = solver.value(of: x)
        let alternative = try #require(solver.alternativeValue(of: x))
        #expect(alternative >= 10 - 1e-9 && alternative <= 20 + 1e-9 && abs(alternative - value) > 1e-6)
        try solver.add((x == 20).priority(251))
        #expect(solver.alternativeValue(of: x) == nil)
        expectClose(solver.value(of: x), 20)
    }

    @Test func inequalitiesPinningAValueAreNotAmbiguous() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(Expression(x) - y >= 0)
        try solver.add(Expression(x) - y <= 0)
        try solver.add(y == 7)
        #expect(solver.alternativeValue(of: x) == nil)
        expectClose(solver.value(of: x), 7)
    }

    @Test func boundedFreedomIsStillAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 4)
        let alternative = try #require(solver.alternativeValue(of: x))
        #expect(alternative >= 0 && alternative <= 4 && abs(alternative - solver.value(of: x)) > 1e-6)
    }

    /// The final tableau settles a chain of definitions without probing, and a value pinned by a
    /// degenerate pair of inequalities (its row's free slack is pinned by the other's row); it
    /// leaves a free variable and what depends on it to the probe.
    @Test func uniqueValueTestSettlesWhatTheTableauShows() throws {
        let solver = Solver()
        let chain = (0..<50).map { Variable("x\($0)") }
        try solver.add(chain[0] == 0)
        for i in 1..<chain.count { try solver.add(Expression(chain[i]) - chain[i - 1] == 10) }
        let free = Variable("free"), sum = Variable("sum")
        try solver.add(Expression(sum) - chain[49] - free == 0)
        let x = Variable("x"), y = Variable("y")
        try solver.add(Expression(x) - y >= 0)
        try solver.add(Expression(x) - y <= 0)
        try solver.add(y == 7)
        let test = solver.uniqueValueTest()
        #expect(chain.allSatisfy { test.isSettled($0) })
        #expect(chain.allSatisfy { solver.alternativeValue(of: $0) == nil })
        #expect(!test.isSettled(free) && !test.isSettled(sum))
        #expect(solver.alternativeValue(of: sum) != nil)
        #expect(test.isSettled(y) && test.isSettled(x))
        #expect(solver.alternativeValue(of: x) == nil)
        #expect(!test.isSettled(Variable("never")))
    }
}
