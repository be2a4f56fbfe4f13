import AlpreviewKit
import Foundation
import LayoutEngine
import RandomScenes
import SceneFormat
import SceneModel
import Testing

/// The required constraints added view by view in tree order (InsertionOrder) against the
/// scene's order, on random scenes: the same frames, ambiguity, satisfied and broken
/// constraints, or the seed that differs.
@Suite struct InsertionOrderTests {
    @Test func treeOrderAndSceneOrderGiveTheSameLayout() throws {
        var ordered = LayoutSolver(measurer: Pipeline.measurer)
        var sceneOrder = ordered
        ordered.ordersInsertion = true
        sceneOrder.ordersInsertion = false
        var compared = 0, settled = 0
        try RandomSceneCases.forEach { seed, yaml, scene, configuration in
            guard let expected = try? sceneOrder.solve(scene, in: configuration) else { return }
            let found = try ordered.solve(scene, in: configuration)
            #expect(found.views.map(\.rootFrame) == expected.views.map(\.rootFrame), "seed \(seed)\n\(yaml)")
            #expect(found.views.map(\.ambiguity) == expected.views.map(\.ambiguity), "seed \(seed)")
            #expect(found.constraints.map(\.satisfied) == expected.constraints.map(\.satisfied), "seed \(seed)")
            #expect(found.constraints.map(\.broken) == expected.constraints.map(\.broken), "seed \(seed)")
            compared += 1
            // Added in tree order (a layout with a unique optimum has no ambiguous view).
            if expected.conflicts.isEmpty && expected.views.allSatisfy(\.ambiguity.isEmpty) { settled += 1 }
        }
        // Both paths taken: layouts compared, and settled ones among them.
        #expect(compared > RandomSceneCases.count / 2)
        #expect(settled > 10, "\(settled) of \(compared)")
    }
}
