import Testing
@testable import Cassowary

/// Checks `actual` against `expected` to 1e-9.
func expectClose(
    _ actual: Double, _ expected: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) < 1e-9, "\(actual) != \(expected) \(comment?.rawValue ?? "")",
        sourceLocation: sourceLocation)
}

@Suite struct SolverBasicsTests {
    @Test func simpleEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == y + 10)
        try solver.add(y == 5)
        expectClose(solver.value(of: x), 15)
        expectClose(solver.value(of: y), 5)
    }

    /// The Cassowary paper's running example: xm is the midpoint of xl and xr,
    /// xl + 10 <= xr, 0 <= xl, xr <= 100; then drag the midpoint.
    @Test func paperMidpointExample() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 10 <= Expression(xr))
        try solver.add(xr <= 100)
        try solver.add(xl >= 0)
        try solver.add((xl == 90).priority(250))  // the paper's weak stay on xl (conflicts with xr <= 100)
        try solver.addEditVariable(xm, priority: 999)
        try solver.suggestValue(xm, 90)
        expectClose(solver.value(of: xm), 90)
        // xl wants 90, but xl <= xr - 10 and xl + xr = 180: xl = 85.
        expectClose(solver.value(of: xl), 85)
        expectClose(solver.value(of: xr), 95)
        try solver.suggestValue(xm, 30)
        expectClose(solver.value(of: xm), 30)
        // xl wants 90 but xr - xl >= 10 and xm = 30: xl = 55, xr = 5? No: xl + xr = 60, xl <= xr - 10 -> xl <= 25.
        expectClose(solver.value(of: xl), 25)
        expectClose(solver.value(of: xr), 35)
        try solver.suggestValue(xm, 120)  // beyond reach: xr <= 100 is required, so xm stops at 95
        expectClose(solver.value(of: xm), 95)
        expectClose(solver.value(of: xr), 100)
        expectClose(solver.value(of: xl), 90)
    }

    @Test func inequalitiesPickTheBoundary() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0).priority(500))
        expectClose(solver.value(of: x), 10)
        try solver.add((x == 30).priority(750))
        expectClose(solver.value(of: x), 30)
    }

    @Test func removeConstraintRestoresPreviousSolution() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 10).priority(250)
        let strong = (x == 20).priority(750)
        try solver.add(weak)
        try solver.add(strong)
        expectClose(solver.value(of: x), 20)
        try solver.remove(strong)
        expectClose(solver.value(of: x), 10)
        #expect(!solver.contains(strong))
        #expect(solver.allConstraints == [weak])
    }

    @Test func removingARequiredInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 50
        try solver.add(floor)
        try solver.add((x == 10).priority(500))
        expectClose(solver.value(of: x), 50)
        try solver.remove(floor)
        expectClose(solver.value(of: x), 10)
    }

    @Test func errorOfConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        let want = (x == 100).priority(250)
        try solver.add(x <= 40)
        try solver.add(want)
        expectClose(solver.error(of: want), 60)
        expectClose(solver.error(of: x <= 40), 0)
    }

    /// `.priority()` changes a fresh constraint in place but copies one that is referenced
    /// elsewhere (by the caller, or by a solver): the original keeps its priority.
    @Test func priorityCopiesAReferencedConstraint() throws {
        let x = Variable("x")
        let required = x == 10
        let optional = required.priority(250)
        #expect(required.priority == 1000)
        #expect(optional.priority == 250)
        #expect(optional !== required)
        let solver = Solver()
        try solver.add(required)
        let weaker = solver.allConstraints[0].priority(100)
        #expect(solver.allConstraints[0].priority == 1000)
        #expect(weaker.priority == 100)
        #expect((x >= 3).priority(750).priority == 750)
    }

    @Test func unknownVariableIsZero() {
        #expect(Solver().value(of: Variable("never")) == 0)
    }

    /// `values(of:)` reads a whole solution in one call: the same numbers as `value(of:)`,
    /// in order, 0 for a variable the solver never saw; and fresh after each change.
    @Test func valuesOfManyVariablesAtOnce() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), never = Variable("never")
        try solver.add(left == 16)
        try solver.add(right == left + width)
        try solver.add(width >= 10)
        try solver.add((width == 100).priority(500))
        #expect(solver.values(of: [right, never, width, left]) == [116, 0, 100, 16])
        try solver.add(right <= 50)
        #expect(solver.values(of: [left, width, right]) == [16, 34, 50])
        #expect(solver.values(of: []) == [])
    }

    /// The same list read again (its symbols remembered) stays right when a variable unknown
    /// at the first read joins the solver, when edits move and pivot the tableau, and when a
    /// dummy becomes basic (a redundant required equality); `into:` reuses the caller's array.
    @Test func sameListReadAgainAfterChanges() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), later = Variable("later")
        let list = [left, width, right, later]
        var values: [Double] = [7]
        try solver.add(left == 16)
        try solver.add(right == left + width)
        try solver.add(width >= 10)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(width, 100)
        solver.values(of: list, into: &values)
        #expect(values == [16, 100, 116, 0])
        try solver.add(later == right + 8)
        solver.values(of: list, into: &values)
        #expect(values == [16, 100, 116, 124])
        try solver.suggestValue(width, 2)  // below width >= 10: the dual simplex pivots
        #expect(solver.values(of: list) == [16, 10, 26, 34])
        try solver.add(right == left + width)  // the same equality again: its dummy is basic
        try solver.suggestValue(width, 40)
        solver.values(of: list, into: &values)
        #expect(values == [16, 40, 56, 64])
        #expect(list.map { solver.value(of: $0) } == [16, 40, 56, 64])
        try solver.checkInvariants()
    }
}
