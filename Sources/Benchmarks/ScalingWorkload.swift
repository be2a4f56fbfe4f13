import Foundation
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import TextMetrics

/// Issue 24's scaling laws: the bench scene's rows of a label and a box, 10 to 3,000 views (past
/// the scene format's limit of 2,000, two lists parsed apart and joined), through the whole
/// pipeline on an iPhone 12 at 3x (parse, solve with every diagnostic, draw, encode). One size per process (`Benchmarks scaling 1000`), so that the peak memory is that
/// size's: bench/run.py runs each and fits the exponents.
enum ScalingWorkload {
    static func run(views: Int) throws {
        // The fonts, Pango's and Cairo's caches are loaded (a 10-view scene drawn) before the
        // baseline is read.
        let measurer = PangoTextMeasurer()
        let small = try SceneParser.parse(RenderWorkload.sceneText(views: 10), file: "warm.yaml")
        _ = try Renderer(options: RenderOptions()).renderBitmap(
            [try LayoutSolver(measurer: measurer).solve(small, in: small.configurations[0])], title: small.title)
        let baseline = peakResidentBytes()
        let runs = views >= 1_000 ? 1 : 5
        let parts = stride(from: 0, to: views, by: SceneLimits.maximumViews).map {
            RenderWorkload.sceneText(views: min(SceneLimits.maximumViews, views - $0), firstRow: $0 / 2)
        }
        var scene = try parse(parts)
        report("parse", try Timing.median(runs: runs) { scene = try parse(parts) })
        let configuration = scene.configurations[0]
        let solver = LayoutSolver(measurer: measurer)
        var layout = try solver.solve(scene, in: configuration)
        report("solve", try Timing.median(runs: runs) { layout = try solver.solve(scene, in: configuration) })
        report("ambiguous views", Double(layout.views.filter { !$0.ambiguity.isEmpty }.count))
        let renderer = Renderer(options: RenderOptions())
        var bitmap = try renderer.renderBitmap([layout], title: scene.title)
        report(
            "draw", try Timing.median(runs: runs) { bitmap = try renderer.renderBitmap([layout], title: scene.title) })
        report("encode", Timing.median(runs: runs) { _ = PNGEncoder.encode(bitmap) })
        report("views", Double(layout.views.count))
        report("baseline bytes", Double(baseline))
        report("peak bytes", Double(peakResidentBytes()))
    }

    /// The scene of `parts`: past the scene format's limit (2,000 views), the views and
    /// constraints of the next lists join the first (each list pinned to the safe area).
    static func parse(_ parts: [String]) throws -> Scene {
        var scene = try SceneParser.parse(parts[0], file: "bench.yaml")
        for part in parts.dropFirst() {
            let more = try SceneParser.parse(part, file: "bench.yaml")
            scene.root.subviews += more.root.subviews
            scene.constraints += more.constraints
        }
        return scene
    }

    /// The process's peak resident set so far (getrusage reports kilobytes on Linux).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
