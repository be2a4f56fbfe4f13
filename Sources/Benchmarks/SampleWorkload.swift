import Foundation
import LayoutEngine
import RasterImage
import Readers
import Rendering
import SceneFormat
import SceneModel
import TextMetrics

/// The 1x pipeline (text → PNG bytes, what a live preview pays per frame) on real
/// scenes rather than the generated rows: each file given (`Benchmarks samples FILE…`), read by
/// whichever reader claims it (YAML, storyboard, XIB, conflict log), its first configuration
/// solved with every diagnostic, drawn at 1x with every annotation layer and encoded.
/// One line per file and stage: `FILE stage<TAB>seconds`.
enum SampleWorkload {
    static func run(files: [String]) throws {
        let solver = LayoutSolver(measurer: PangoTextMeasurer())
        let oneX = Renderer(options: RenderOptions(scale: 1))
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            var scene = try SceneInput.read(data, file: file)
            let configuration = scene.configurations[0]
            var layout = try solver.solve(scene, in: configuration)
            var bitmap = try oneX.renderBitmap([layout], title: scene.title)
            // Warm: the measurer's cache and the fonts are loaded, as in a live preview's second frame.
            let runs = 11
            report("\(file) parse", try Timing.median(runs: runs) { scene = try SceneInput.read(data, file: file) })
            report(
                "\(file) solve", try Timing.median(runs: runs) { layout = try solver.solve(scene, in: configuration) })
            report(
                "\(file) draw",
                try Timing.median(runs: runs) { bitmap = try oneX.renderBitmap([layout], title: scene.title) })
            report("\(file) encode", Timing.median(runs: runs) { valueSink += Double(PNGEncoder.encode(bitmap).count) })
            report(
                "\(file) pipeline",
                try Timing.median(runs: runs) {
                    let parsed = try SceneInput.read(data, file: file)
                    let solved = try solver.solve(parsed, in: parsed.configurations[0])
                    valueSink += Double(try oneX.render([solved], title: parsed.title).count)
                })
            report("\(file) views", Double(layout.views.count))
        }
    }
}
