import Testing
@testable import Cassowary

/// `Solver.dump()` and `Solver.checkInvariants()`: the text of a small layout's tableau, and
/// each invariant failing on a tableau corrupted by hand (the property tests check them after
/// every step, so a check that cannot fail would prove nothing).
@Suite struct InvariantTests {
    /// A container width (an edit variable at 320), a view `x` inside with a margin, half the
    /// width wanted @750 and a y wanted at 100 @250.
    static func layout() throws -> Solver {
        let x = Variable("x"), y = Variable("y"), width = Variable("width")
        let solver = Solver()
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(width, 320)
        try solver.add([
            x >= 10, x + 20 <= Expression(y), Expression(y) <= Expression(width),
            (Expression(x) == 0.5 * width).priority(750), (y == 100).priority(250),
        ])
        return solver
    }

    static let slack5 = Symbol(id: 5, kind: .slack), slack7 = Symbol(id: 7, kind: .slack)
    static let slack8 = Symbol(id: 8, kind: .slack), error9 = Symbol(id: 9, kind: .error)
    static let x4 = Symbol(id: 4, kind: .external)

    @Test func dumpShowsTheWholeTableau() throws {
        let solver = try Self.layout()
        #expect(
            solver.dump() == """
                variables:
                  x1 width
                  x4 x
                  x6 y
                constraints:
                  edit width: width == 0 @999  [e2, e3]
                  x + -10 >= 0  [s5]
                  x + -1*y + 20 <= 0  [s7]
                  y + -1*width <= 0  [s8]
                  x + -0.5*width == 0 @750  [e9, e10]
                  y + -100 == 0 @250  [e11, e12]
                rows:
                  s5 = 150 + 0.5*e2 - 0.5*e3 + e9 - e10
                  s8 = 140 + 0.5*e2 - 0.5*e3 - s7 - e9 + e10
                  e11 = 80 + 0.5*e2 - 0.5*e3 + s7 + e9 - e10 + e12
                definitions (in installation order):
                  x1 = 320 + e2 - e3
                  x4 = 10 + s5
                  x6 = 20 + x4 + s7
                objective: 80.0@250 + (1.0@999 + 0.5@250) e2 + (1.0@999 + -0.5@250) e3 + (1.0@250) s7 \
                + (1.0@750 + 1.0@250) e9 + (1.0@750 + -1.0@250) e10 + (2.0@250) e12
                edit variables:
                  width = 320 [e2, e3]
                infeasible: none

                """)
        #expect(try Self.layout().dump() == solver.dump())
        try solver.checkInvariants()
    }

    static func expectBroken(_ message: String, after corrupt: (Solver) -> Void) throws {
        let solver = try layout()
        try solver.checkInvariants()
        corrupt(solver)
        #expect(throws: SolverError.internalError("broken invariant: " + message)) { try solver.checkInvariants() }
    }

    @Test func aNegativeRestrictedRowIsCaught() throws {
        try Self.expectBroken("the restricted basic symbol s5 is negative (-1.0)") {
            $0.rows[Self.slack5]!.constant = -1
        }
    }

    @Test func aRowNamingABasicSymbolIsCaught() throws {
        try Self.expectBroken("the row of s5 names the basic symbol s8") {
            $0.rows[Self.slack5]!.insert(Self.slack8, 2)
        }
    }

    @Test func theObjectiveNamingABasicSymbolIsCaught() throws {
        try Self.expectBroken("the objective names the basic symbol s5") {
            $0.objective.insert(Self.slack5, Weight(level: 500))
        }
    }

    @Test func aNegativeObjectiveWeightIsCaught() throws {
        try Self.expectBroken("the objective's weight of s7 is negative (-2.0@500 + 1.0@250): not optimal") {
            $0.objective.insert(Self.slack7, Weight(level: 500), times: -2)
        }
    }

    @Test func aRowMissingFromTheColumnIndexIsCaught() throws {
        try Self.expectBroken("the column index does not list the row of s5 under e9") {
            _ = $0.columns.take(Self.error9)
        }
    }

    @Test func aLeftoverInfeasibleRowIsCaught() throws {
        try Self.expectBroken("the infeasible list is not empty") { $0.infeasibleRows.append(Self.slack5) }
    }

    @Test func aBrokenRequiredConstraintIsCaught() throws {
        try Self.expectBroken("the required constraint x + -10 >= 0 is off by 60.0") { solver in
            solver.definitions[Self.x4]!.constant = -200
            solver.invalidateValues()
        }
    }

    @Test func aDefinitionNamingALaterOneIsCaught() throws {
        try Self.expectBroken("the definition of x4 names x6, defined after it") { solver in
            solver.definitions[Self.x4]!.insert(Symbol(id: 6, kind: .external))
        }
    }
}
