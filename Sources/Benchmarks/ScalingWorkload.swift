import Foundation
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import TextMetrics

/// The scaling laws: the bench scene's rows of a label and a box, 10 to 3,000 views, each
/// one scene file, through the whole pipeline on an iPhone 12 at 3x (parse, solve with every
/// diagnostic, draw, encode). One size per process (`Benchmarks scaling 1000`), so that the peak
/// memory is that size's: bench/run.py runs each and fits the exponents.
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
        let text = RenderWorkload.sceneText(views: views)
        var scene = try SceneParser.parse(text, file: "bench.yaml")
        report("parse", try Timing.median(runs: runs) { scene = try SceneParser.parse(text, file: "bench.yaml") })
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

    /// The process's peak resident set so far (getrusage reports kilobytes on Linux).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
