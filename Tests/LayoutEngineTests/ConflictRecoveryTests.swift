import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// Conflicts are recovered from as UIKit does, whatever constraint meets them: a stack's
/// generated constraint that conflicts with the user's breaks the user's, and the layout goes on.
@Suite struct ConflictRecoveryTests {
    /// Found by the random-scene test (seed 268): nested stacks whose generated constraints meet
    /// a required width; the engine threw "unsatisfiable constraint" in right-to-left.
    @Test(arguments: [LayoutDirection.ltr, .rtl])
    func generatedConstraintsInConflictBreakTheUsers(_ direction: LayoutDirection) throws {
        let scene = try SceneParser.parse(
            """
            views:
              stack1:
                type: stack
                arranged:
                  switch2: {type: switch}
                  stack3:
                    type: stack
                    arranged:
                      Label 4: {type: label}
            constraints:
              - Label 4.TrailingMargin = Readable Content.CenterX + Standard
              - H:|-4-[stack1(==39)]
              - Label 4.width = 229
              - switch2.Width <= Label 4.Width
            """, file: "s.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, direction: direction)
        let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: configuration)
        #expect(layout.conflicts.count == 1)
        #expect(layout.conflicts.first?.broken == "c4")
        #expect(layout.views.first { $0.spec.name == "stack1" }?.frame.width == 39)
    }
}
