import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import TextMetrics

/// One stage of the 100-view screen (RenderWorkload) repeated `runs` times, for instruction
/// counts: bench/run.py runs it under callgrind at two counts, and the difference over the
/// extra runs is the stage's own instructions (the process's start, the fonts' loading and
/// the setup below cancel out).
enum StageProfile {
    static let stages = ["parse", "measure", "solve", "draw", "draw1x", "encode", "encode1x"]

    static func run(_ stage: String, runs: Int) throws {
        let text = RenderWorkload.sceneText()
        let scene = try SceneParser.parse(text, file: "bench.yaml")
        let configuration = scene.configurations[0]
        let solver = LayoutSolver(measurer: PangoTextMeasurer())
        // Solved once first: the measurer's cache then holds every string, as in `make bench`.
        let layout = try solver.solve(scene, in: configuration)
        let renderer = Renderer(options: RenderOptions())
        switch stage {
        case "parse":
            for _ in 0..<runs { valueSink += Double(try SceneParser.parse(text, file: "bench.yaml").constraints.count) }
        case "measure":
            // Cold: a new measurer each run, as the bench's "measure" row.
            let labels = scene.root.subviews.filter { $0.type == .label }
            let font = IntrinsicContentCalculator.font(of: labels[0], category: configuration.sizeCategory)
            for _ in 0..<runs {
                let cold = PangoTextMeasurer()
                for label in labels {
                    valueSink += cold.measure(label.text ?? "", font: font, maxWidth: nil, lines: 1, scale: 3).width
                }
            }
        case "solve":
            for _ in 0..<runs { valueSink += try solver.solve(scene, in: configuration).views[0].frame.width }
        case "draw":
            for _ in 0..<runs { valueSink += Double(try renderer.renderBitmap([layout], title: scene.title).width) }
        case "draw1x":
            // The live preview's frame: the same 1x renderer again and again (its text shaped once).
            let oneX = Renderer(options: RenderOptions(scale: 1))
            for _ in 0..<runs { valueSink += Double(try oneX.renderBitmap([layout], title: scene.title).width) }
        case "encode":
            let bitmap = try renderer.renderBitmap([layout], title: scene.title)
            for _ in 0..<runs { valueSink += Double(PNGEncoder.encode(bitmap).count) }
        case "encode1x":
            // The live preview's image: the 1x annotated screen (462 × 1000).
            let bitmap = try Renderer(options: RenderOptions(scale: 1)).renderBitmap([layout], title: scene.title)
            for _ in 0..<runs { valueSink += Double(PNGEncoder.encode(bitmap).count) }
        default:
            print("unknown stage \(stage): one of \(stages.joined(separator: ", "))")
        }
    }
}
