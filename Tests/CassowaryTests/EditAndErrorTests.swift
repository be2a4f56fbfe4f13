import Testing
@testable import Cassowary

@Suite struct EditVariableTests {
    /// A row of two views: re-solving for many container widths by suggestValue gives the
    /// same frames as building a fresh solver for each width.
    @Test func suggestValueMatchesFreshSolves() throws {
        func build(_ solver: Solver, width: Expression) throws -> (Variable, Variable) {
            let a = Variable("a"), b = Variable("b")
            try solver.add(Expression(a) + b + 8 == width - 32)
            try solver.add(a >= 150)
            try solver.add((Expression(b) == 2 * a).priority(750))
            return (a, b)
        }
        let container = Variable("W")
        let incremental = Solver()
        try incremental.addEditVariable(container, priority: 999)
        let (a, b) = try build(incremental, width: Expression(container))
        for width in [320.0, 1024, 375, 490, 414, 320, 2000, 568] {
            try incremental.suggestValue(container, width)
            let fresh = Solver()
            let (fa, fb) = try build(fresh, width: Expression(constant: width))
            expectClose(incremental.value(of: container), width)
            expectClose(incremental.value(of: a), fresh.value(of: fa), "a at \(width)")
            expectClose(incremental.value(of: b), fresh.value(of: fb), "b at \(width)")
        }
    }

    @Test func editVariableYieldsToRequiredConstraints() throws {
        let w = Variable("w")
        let solver = Solver()
        try solver.add(w >= 100)
        try solver.addEditVariable(w, priority: 999)
        try solver.suggestValue(w, 50)
        expectClose(solver.value(of: w), 100)
        try solver.suggestValue(w, 150)
        expectClose(solver.value(of: w), 150)
        try solver.removeEditVariable(w)
        #expect(!solver.hasEditVariable(w))
    }

    /// a + b + 8 = W − 32 with a >= 150 and b = 2a (@750): below W = 490, a sits at its
    /// minimum and b takes the rest (b = W − 190: rate 1, a's rate 0); from 490 on, b = 2a
    /// holds, so 3a = W − 40: a's rate is 1/3 and b's 2/3. The edit variable's own rate is 1.
    @Test func ratesAlongAnEditAreTheSolutionsSlopes() throws {
        let container = Variable("W"), a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addEditVariable(container, priority: 999)
        try solver.add(Expression(a) + b + 8 == Expression(container) - 32)
        try solver.add(a >= 150)
        try solver.add((Expression(b) == 2 * a).priority(750))
        try solver.suggestValue(container, 400)
        expectClose(solver.rate(of: a, alongEdit: container) ?? .nan, 0)
        expectClose(solver.rate(of: b, alongEdit: container) ?? .nan, 1)
        expectClose(solver.rate(of: container, alongEdit: container) ?? .nan, 1)
        try solver.suggestValue(container, 600)
        expectClose(solver.rate(of: a, alongEdit: container) ?? .nan, 1.0 / 3)
        expectClose(solver.rate(of: b, alongEdit: container) ?? .nan, 2.0 / 3)
        // Not an edit variable: no rate.
        #expect(solver.rate(of: a, alongEdit: b) == nil)
        // An edit that cannot hold (W below a's minimum plus the margins) moves nothing.
        try solver.add(b >= 0)
        try solver.suggestValue(container, 100)
        #expect(solver.rate(of: a, alongEdit: container) == nil)
    }

    @Test func editErrors() throws {
        let w = Variable("w")
        let solver = Solver()
        #expect(throws: SolverError.unknownEditVariable(w)) { try solver.suggestValue(w, 1) }
        #expect(throws: SolverError.invalidPriority(1000)) { try solver.addEditVariable(w, priority: 1000) }
        try solver.addEditVariable(w, priority: 500)
        #expect(throws: SolverError.duplicateEditVariable(w)) { try solver.addEditVariable(w, priority: 500) }
        #expect(throws: SolverError.badEditValue(w, .infinity)) { try solver.suggestValue(w, .infinity) }
        let other = Variable("other")
        #expect(throws: SolverError.unknownEditVariable(other)) { try solver.removeEditVariable(other) }
    }
}

@Suite struct SolverErrorTests {
    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let c = x == 1
        let solver = Solver()
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        let other = x >= 0
        #expect(throws: SolverError.unknownConstraint(other)) { try solver.remove(other) }
    }

    @Test func nonFiniteNumbersAndBadPriorities() throws {
        let x = Variable("x")
        let solver = Solver()
        let nan = x == .nan
        #expect(throws: SolverError.nonFinite(nan)) { try solver.add(nan) }
        let inf = Constraint(Expression([Term(x, .infinity)]), .equal)
        #expect(throws: SolverError.nonFinite(inf)) { try solver.add(inf) }
        #expect(throws: SolverError.invalidPriority(1001)) { try solver.add((x == 1).priority(1001)) }
        #expect(throws: SolverError.invalidPriority(0)) { try solver.add((x == 1).priority(0)) }
        #expect(solver.allConstraints.isEmpty)
    }

    @Test func descriptions() {
        let x = Variable("x")
        #expect((x == 10).priority(750).description == "x + -10 == 0 @750")
        #expect(SolverError.invalidPriority(0).description == "invalid priority 0.0: must be in 0 < p <= 1000")
    }
}
