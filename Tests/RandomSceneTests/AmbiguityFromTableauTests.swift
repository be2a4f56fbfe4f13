import AlpreviewKit
import Foundation
import LayoutEngine
import RandomScenes
import SceneFormat
import SceneModel
import Testing

/// Ambiguity read from the final tableau (probes only where it is inconclusive) against every
/// component probed, on random scenes: the same views, axes, components and values, or the
/// seed that differs.
@Suite struct AmbiguityFromTableauTests {
    @Test func tableauAndProbesFindTheSameAmbiguity() throws {
        var fast = LayoutSolver(measurer: Pipeline.measurer)
        var probed = fast
        fast.readsAmbiguityFromTableau = true
        probed.readsAmbiguityFromTableau = false
        var compared = 0, ambiguous = 0
        try RandomSceneCases.forEach { seed, yaml, scene, configuration in
            guard let expected = try? probed.solve(scene, in: configuration) else { return }
            let found = try fast.solve(scene, in: configuration)
            #expect(found.views.map(\.ambiguity) == expected.views.map(\.ambiguity), "seed \(seed)\n\(yaml)")
            #expect(found.unprobedViews == expected.unprobedViews, "seed \(seed)")
            compared += 1
            ambiguous += expected.views.filter { !$0.ambiguity.isEmpty }.count
        }
        // Both kinds met: layouts compared, and ambiguous views among them.
        #expect(compared > RandomSceneCases.count / 2)
        #expect(ambiguous > 50)
    }
}
