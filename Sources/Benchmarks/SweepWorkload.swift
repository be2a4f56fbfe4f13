import AlpreviewKit
import Foundation
import LayoutEngine
import Readers
import SceneModel
import TextMetrics

/// The layouts of a width sweep (`alpreview sweep`'s 2,093 widths, 320…1366 every half point)
/// on each Sample given (`Benchmarks sweep FILE…`), on one core, two ways in the same run: a
/// fresh layout per width (`LayoutSolver.solve`), and one `LayoutSession` moved from width to
/// width; then the session across the 12 size categories. Lines: `FILE fresh`, `FILE session`,
/// `FILE session all categories` (seconds, median of 3), `FILE fresh layouts` (how many of the
/// session's widths it laid out afresh); then one step of the watch page's width slider, fresh
/// and by the session side by side: `FILE slider step fresh`, `FILE slider step session`
/// (seconds per step, median of 3 drags of 200 one-point steps); and the server's whole step,
/// `FILE slider step server[ annotated][ cpu]` (`SliderServerWorkload`).
enum SweepWorkload {
    static let widths = (0...2092).map { 320 + Double($0) / 2 }
    /// The same widths as `sweep`'s range.
    static let range = SweepRange(axis: .width, from: 320, to: 1366, step: 0.5)

    static func run(files: [String]) throws {
        let solver = LayoutSolver(measurer: PangoTextMeasurer())
        for file in files {
            let scene = try SceneInput.read(try Data(contentsOf: URL(fileURLWithPath: file)), file: file)
            guard let base = scene.configurations.first else { continue }
            let sizes = widths.map { resized(base, width: $0) }
            // Warm: the measurer's cache holds the texts at every wrap width.
            for configuration in sizes {
                valueSink += (try? solver.solve(scene, in: configuration))?.rootFrame.width ?? 0
            }
            report(
                "\(file) fresh",
                Timing.median(runs: 3) {
                    for configuration in sizes {
                        valueSink += (try? solver.solve(scene, in: configuration))?.rootFrame.width ?? 0
                    }
                })
            var freshLayouts = 0
            report(
                "\(file) session",
                Timing.median(runs: 3) {
                    let session = LayoutSession(scene: scene, solver: solver)
                    for configuration in sizes {
                        valueSink += (try? session.layout(in: configuration))?.rootFrame.width ?? 0
                    }
                    freshLayouts = session.freshLayouts
                })
            report("\(file) fresh layouts", Double(freshLayouts))
            report(
                "\(file) session all categories",
                Timing.median(runs: 3) {
                    for category in SizeCategory.allCases {
                        let session = LayoutSession(scene: scene, solver: solver)
                        for var configuration in sizes {
                            configuration.sizeCategory = category
                            valueSink += (try? session.layout(in: configuration))?.rootFrame.width ?? 0
                        }
                    }
                })
            // The whole sweep (`LayoutSweep.run`, as the command runs it after reading the scene:
            // on every core, exact breakpoints, problems): every width laid out afresh (as sweeps
            // were before sessions) and by sessions, against the walk over regimes; then the walk
            // across the 12 size categories.
            let baseline = (try? Pipeline.layouts(scene)) ?? []
            let methods: [(String, LayoutSweep.Method)] = [
                ("afresh", .everySizeAfresh), ("sampled", .everySize), ("walked", .walk),
            ]
            for (name, method) in methods {
                report(
                    "\(file) sweep \(name)",
                    Timing.median(runs: 3) {
                        let sweep = try? LayoutSweep.run(
                            scene, range: range, baseline: baseline, solver: solver, method: method)
                        valueSink += Double(sweep?.breakpoints.count ?? 0)
                    })
            }
            report(
                "\(file) sweep walked layouts",
                Double(
                    (try? LayoutSweep.run(scene, range: range, baseline: baseline, solver: solver))?.solvedCount ?? 0))
            report(
                "\(file) sweep walked all categories",
                Timing.median(runs: 3) {
                    let sweep = try? LayoutSweep.run(
                        scene, range: range, sizeCategories: SizeCategory.allCases, baseline: baseline,
                        solver: solver)
                    valueSink += Double(sweep?.breakpoints.count ?? 0)
                })
            // One step of the watch page's width slider: a width one point from the last, laid
            // out afresh or by the session moved from the last width (a drag of 200 steps from the
            // device's width; seconds per step).
            let step = (1...sliderSteps).map { resized(base, width: base.size.width + Double($0)) }
            for configuration in step {
                valueSink += (try? solver.solve(scene, in: configuration))?.rootFrame.width ?? 0
            }
            report(
                "\(file) slider step fresh",
                Timing.median(runs: 3) {
                    for configuration in step {
                        valueSink += (try? solver.solve(scene, in: configuration))?.rootFrame.width ?? 0
                    }
                } / Double(sliderSteps))
            let slider = LayoutSession(scene: scene, solver: solver)
            valueSink += (try? slider.layout(in: base))?.rootFrame.width ?? 0
            report(
                "\(file) slider step session",
                Timing.median(runs: 3) {
                    // Back to the start between runs: each run is the same drag.
                    valueSink += (try? slider.layout(in: base))?.rootFrame.width ?? 0
                    for configuration in step {
                        valueSink += (try? slider.layout(in: configuration))?.rootFrame.width ?? 0
                    }
                } / Double(sliderSteps))
            // The server's whole step (layout, drawing, PNG), annotations off and on.
            try SliderServerWorkload.report(file: file)
        }
    }

    /// The walk across the 12 size categories, `runs` times, for a profiler
    /// (`perf record -e cpu-clock -g .build/release/Benchmarks profile-walk FILE`).
    static func profileWalk(file: String, runs: Int) throws {
        let solver = LayoutSolver(measurer: PangoTextMeasurer())
        let scene = try SceneInput.read(try Data(contentsOf: URL(fileURLWithPath: file)), file: file)
        let baseline = (try? Pipeline.layouts(scene)) ?? []
        for _ in 0..<runs {
            let sweep = try LayoutSweep.run(
                scene, range: range, sizeCategories: SizeCategory.allCases, baseline: baseline, solver: solver)
            valueSink += Double(sweep.solvedCount)
        }
    }

    /// Steps of one slider drag (`slider step` rows).
    static let sliderSteps = 200

    /// The configuration `width` points wide (as `sweep` resizes it, without the name).
    static func resized(_ configuration: Configuration, width: Double) -> Configuration {
        var result = configuration
        if configuration.orientation == .portrait {
            result.device.portraitSize.width = width
        } else {
            result.device.portraitSize.height = width
        }
        return result
    }
}
