import Testing

@testable import Cassowary

/// `Solver.hasUniqueOptimum`: one optimal solution, read from the tableau.
@Suite struct UniqueOptimumTests {
    @Test func aChainPinnedAtItsStartIsUnique() throws {
        let a = Variable("a"), b = Variable("b"), width = Variable("width")
        let solver = Solver()
        try solver.add([a == 16, b == a + width + 8, (width == 100).priority(750)])
        #expect(solver.hasUniqueOptimum)
        expectClose(solver.value(of: b), 124)
    }

    @Test func aFreeVariableIsNotUnique() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.add([b == a + 8])
        #expect(!solver.hasUniqueOptimum)
    }

    /// Two optional constraints of equal priority that cannot both hold: every value between
    /// them is optimal (the errors trade one for one), so the optimum is not unique.
    @Test func aTieBetweenOptionalConstraintsIsNotUnique() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add([(x == 10).priority(500), (x == 20).priority(500)])
        #expect(!solver.hasUniqueOptimum)
        try solver.add((x == 12).priority(750))
        #expect(solver.hasUniqueOptimum)
        expectClose(solver.value(of: x), 12)
    }
}
