import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// A scene whose constraints would make the solver work past its budget is refused with a
/// located error (the constraint being added when the budget ran out), not run for minutes.
@Suite struct SolverBudgetTests {
    @Test func aSolveOverItsBudgetIsALocatedError() throws {
        let scene = try SceneParser.parse(
            """
            devices: [{name: Canvas, size: [200, 100], scale: 1, canvas: true}]
            views:
              A: {}
              B: {}
            constraints:
              - A.Leading = Superview.Leading
              - B.Leading = A.Trailing + 8
              - B.Trailing = Superview.Trailing
              - A.Width = B.Width @500
              - A.Width >= 120 @400
              - B.Width <= 50 @300
              - A.Top = Superview.Top
              - B.Top = A.Bottom
              - B.Bottom = Superview.Bottom
              - A.Height = B.Height @200
            """, file: "test.yaml")
        var solver = LayoutSolver(measurer: FakeMeasurer())
        solver.solverWorkBudget = 0
        #expect {
            try solver.solve(scene, in: scene.configurations[0])
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.message == "the constraints are too entangled to solve within 0 row updates"
                && error.location.line > 1
        }
        solver.solverWorkBudget = 1_000
        let layout = try solver.solve(scene, in: scene.configurations[0])
        let a = try #require(layout.view(named: "A")).frame, b = try #require(layout.view(named: "B")).frame
        #expect([a.x, a.width, b.x, b.width, a.height, b.height] == [0, 96, 104, 96, 50, 50])
    }
}
