import AlpreviewKit
import Foundation
import LayoutEngine
import Parallel
import Readers
import SceneModel
import TextMetrics

/// `check`'s layouts of each Sample given (`Benchmarks check FILE…`) across its configurations,
/// two ways in the same run: each configuration laid out afresh (`LayoutSolver.solve`, the
/// pipeline's way), and the configurations that decide the same before solving laid out by one
/// `LayoutSession` per group (`GroupedLayouts`). Two sets of configurations, as a user asks
/// for them: `categories`, the scene's devices in both orientations at the 12 size categories
/// (`check FILE --orientation both --size-category xS … AX5`), and `devices`, the built-in
/// devices in both orientations (`check FILE --device … --orientation both`). Lines: `FILE SET
/// fresh`, `FILE SET sessions` on one core, `FILE SET fresh all cores`, `FILE SET sessions all
/// cores` as the command lays them out (seconds, median of 5, the measurer warm); `FILE SET
/// configurations`, `FILE SET shared` (how many are in a group of several).
enum CheckWorkload {
    static func run(files: [String]) throws {
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        for file in files {
            let read = try SceneInput.read(try Data(contentsOf: URL(fileURLWithPath: file)), file: file)
            var categories = read
            categories.orientations = [.portrait, .landscape]
            categories.sizeCategories = SizeCategory.allCases
            var devices = read
            devices.devices = DeviceCatalog.all
            devices.orientations = [.portrait, .landscape]
            for (name, scene) in [("categories", categories), ("devices", devices)] {
                try measure("\(file) \(name)", scene, solver: solver)
            }
        }
    }

    static func measure(_ label: String, _ scene: Scene, solver: LayoutSolver) throws {
        let configurations = scene.configurations
        report("\(label) configurations", Double(configurations.count))
        report("\(label) shared", Double(SessionGroups.of(configurations, scene: scene).compactMap { $0 }.count))
        // Warm: the measurer's cache holds every text at every wrap width.
        for configuration in configurations {
            valueSink += (try? solver.solve(scene, in: configuration))?.rootFrame.width ?? 0
        }
        report(
            "\(label) fresh",
            Timing.median(runs: 5) {
                for configuration in configurations {
                    valueSink += (try? solver.solve(scene, in: configuration))?.rootFrame.width ?? 0
                }
            })
        report(
            "\(label) sessions",
            Timing.median(runs: 5) {
                let layouts = GroupedLayouts(scene: scene, configurations: configurations, solver: solver)
                for (index, configuration) in configurations.enumerated() {
                    valueSink += (try? layouts.layout(at: index, configuration))?.rootFrame.width ?? 0
                }
            })
        // All cores, in order, as `Pipeline.forEachLayout` hands them to `check`: afresh (the
        // pipeline's way) and by sessions per group.
        report(
            "\(label) fresh all cores",
            Timing.median(runs: 5) {
                ParallelStream.forEach(configurations) { configuration in
                    (try? solver.solve(scene, in: configuration))?.rootFrame.width ?? 0
                } consume: { _, width in
                    valueSink += width
                }
            })
        report(
            "\(label) sessions all cores",
            Timing.median(runs: 5) {
                let layouts = GroupedLayouts(scene: scene, configurations: configurations, solver: solver)
                ParallelStream.forEach(Array(configurations.enumerated())) { item in
                    (try? layouts.layout(at: item.offset, item.element))?.rootFrame.width ?? 0
                } consume: { _, width in
                    valueSink += width
                }
            })
    }
}
