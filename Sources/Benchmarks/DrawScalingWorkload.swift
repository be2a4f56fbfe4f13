import LayoutEngine
import Rendering
import SceneFormat
import SceneModel
import TextMetrics

/// Drawing on a fixed canvas as the views grow (it took 94 → 301 → 785 ms for 100 → 1,000 →
/// 3,000 views when every view was drawn): an iPhone 12 screen of boxes in rows of ten, 30
/// points apart, so that past the first 250 or so they fall below the screen (a scene has at
/// most 2,000 views).
enum DrawScalingWorkload {
    static func sceneText(views: Int) -> String {
        var yaml = "title: Off canvas\ndevices: [iPhone 12]\nviews:\n"
        for i in 0..<views {
            yaml += "  Box \(i): {background: \"#\(String(format6: i * 40503))\", "
            yaml += "frame: [\((i % 10) * 36), \(60 + (i / 10) * 30), 30, 20]}\n"
        }
        return yaml
    }

    static func run(counts: [Int]) throws {
        for views in counts {
            let scene = try SceneParser.parse(sceneText(views: views), file: "scaling.yaml")
            let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
            let renderer = Renderer(options: RenderOptions())
            report(
                "draw \(views) views cpu",
                try Timing.cpuMedian(runs: 3) { _ = try renderer.renderBitmap([layout], title: scene.title) })
        }
    }
}
