import Foundation
import GoldenImages
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import TextMetrics

/// The drawing benchmark: an iPhone 12 screen at 3x (1170 × 2532 pixels) with 50
/// labels and 50 views in rows, every one pinned by constraints (about 400 annotation marks),
/// timed stage by stage: parse, measure, solve, draw, encode. Then the golden comparison of
/// two such images.
enum RenderWorkload {
    /// `views` views in rows of a label and a box (the scaling table makes longer lists of the
    /// same rows; past about 100 views they run off the screen). Rows are numbered from
    /// `firstRow`, the first one pinned to the safe area.
    static func sceneText(views: Int = 100, firstRow: Int = 0, visualFormat: Bool = false) -> String {
        var yaml = "title: Bench\ndevices: [iPhone 12]\nviews:\n"
        var constraints: [String] = []
        for i in firstRow..<firstRow + views / 2 {
            yaml += "  Label \(i): {type: label, text: \"Row \(i) of the benchmark list\", font: body}\n"
            yaml += "  Box \(i): {background: \"#\(String(format6: i * 40503))\"}\n"
            if visualFormat {
                // Each row in VFL instead: one horizontal line, and the vertical link to the row above.
                constraints.append("H:|-[Label \(i)]-[Box \(i)]-|")
                constraints.append(
                    i == firstRow ? "Label \(i).Top = Safe Area.Top" : "V:[Label \(i - 1)]-4-[Label \(i)]")
                constraints.append("Box \(i).Height = 12")
                constraints.append("Box \(i).CenterY = Label \(i).CenterY")
                continue
            }
            constraints.append("Label \(i).Leading = Superview.LeadingMargin")
            constraints.append("Box \(i).Leading = Label \(i).Trailing + Standard")
            constraints.append("Box \(i).Trailing = Superview.TrailingMargin")
            constraints.append("Box \(i).Height = 12")
            constraints.append("Box \(i).CenterY = Label \(i).CenterY")
            constraints.append(
                i == firstRow ? "Label \(i).Top = Safe Area.Top" : "Label \(i).Top = Label \(i - 1).Bottom + 4")
        }
        return yaml + "constraints:\n" + constraints.map { "  - \($0)\n" }.joined()
    }

    static func profileDraw(runs: Int) throws {
        let scene = try SceneParser.parse(sceneText(), file: "bench.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        let renderer = Renderer(options: RenderOptions())
        for _ in 0..<runs {
            valueSink += Double(PNGEncoder.encode(try renderer.renderBitmap([layout], title: scene.title)).count)
        }
    }

    /// The 1x pipeline, text to PNG bytes, again and again (`Benchmarks profile-pipeline`).
    static func profilePipeline(runs: Int) throws {
        let text = sceneText()
        let solver = LayoutSolver(measurer: PangoTextMeasurer())
        let oneX = Renderer(options: RenderOptions(scale: 1))
        for _ in 0..<runs {
            let parsed = try SceneParser.parse(text, file: "bench.yaml")
            let solved = try solver.solve(parsed, in: parsed.configurations[0])
            valueSink += Double(try oneX.render([solved], title: parsed.title).count)
        }
    }

    static func run() throws {
        let text = sceneText()
        var scene = try SceneParser.parse(text, file: "bench.yaml")
        // 21 runs: a parse takes a millisecond or two, and the median of 5 varied with the neighbours.
        report("parse", try Timing.median(runs: 21) { scene = try SceneParser.parse(text, file: "bench.yaml") })
        report("parse cpu", try Timing.cpuMedian(runs: 21) { scene = try SceneParser.parse(text, file: "bench.yaml") })
        let configuration = scene.configurations[0]

        // Measurement on a cold cache, then per string.
        let labels = scene.root.subviews.filter { $0.type == .label }
        let font = IntrinsicContentCalculator.font(of: labels[0], category: configuration.sizeCategory)
        let cold = PangoTextMeasurer()
        let measure = Timing.seconds {
            for label in labels { _ = cold.measure(label.text ?? "", font: font, maxWidth: nil, lines: 1, scale: 3) }
        }
        report("measure", measure)
        report("measure per string", measure / Double(labels.count))
        let wrap = PangoTextMeasurer()
        let paragraph = String(repeating: "A wrapped paragraph of body text measured at a width. ", count: 6)
        report(
            "measure per wrapped paragraph",
            Timing.seconds {
                for i in 0..<20 { _ = wrap.measure(paragraph + "\(i)", font: font, maxWidth: 343, lines: 0, scale: 3) }
            } / 20)

        let solver = LayoutSolver(measurer: cold)
        var layout = try solver.solve(scene, in: configuration)
        report("solve", try Timing.median(runs: 5) { layout = try solver.solve(scene, in: configuration) })

        let renderer = Renderer(options: RenderOptions())
        var bitmap = try renderer.renderBitmap([layout], title: scene.title)
        report("draw", try Timing.median(runs: 5) { bitmap = try renderer.renderBitmap([layout], title: scene.title) })
        report(
            "draw cpu",
            try Timing.cpuMedian(runs: 5) { bitmap = try renderer.renderBitmap([layout], title: scene.title) })
        report("image pixels", Double(bitmap.width * bitmap.height))
        var png: [UInt8] = []
        report("encode", Timing.median(runs: 5) { png = PNGEncoder.encode(bitmap) })
        report("encode cpu", Timing.cpuMedian(runs: 5) { png = PNGEncoder.encode(bitmap) })
        report("png bytes", Double(png.count))
        // BENCH_PNG=path keeps the 3x image, to compare two builds' pixels.
        if let path = ProcessInfo.processInfo.environment["BENCH_PNG"] {
            _ = FileManager.default.createFile(atPath: path, contents: Data(png))
        }

        // The whole pipeline at 1x, text to PNG bytes: what a live preview pays per frame.
        let oneX = Renderer(options: RenderOptions(scale: 1))
        let pipeline = {
            let parsed = try SceneParser.parse(text, file: "bench.yaml")
            let solved = try solver.solve(parsed, in: parsed.configurations[0])
            valueSink += Double(try oneX.render([solved], title: parsed.title).count)
        }
        report("pipeline 1x", try Timing.median(runs: 5, pipeline))
        report("pipeline 1x cpu", try Timing.cpuMedian(runs: 5, pipeline))
        // Its drawing and encoding alone (the rest is parsing and solving).
        var small = try oneX.renderBitmap([layout], title: scene.title)
        report("draw 1x", try Timing.median(runs: 5) { small = try oneX.renderBitmap([layout], title: scene.title) })
        report("encode 1x", Timing.median(runs: 5) { valueSink += Double(PNGEncoder.encode(small).count) })

        // Golden comparison: identical images, then a changed 300 × 120 block.
        let clean = Renderer(options: RenderOptions(layers: []))
        let screen = try clean.renderBitmap([layout], title: scene.title)
        // The screen layer alone: what the Cairo-from-C reference (12 ms) drew.
        report("draw screen", try Timing.median(runs: 5) { _ = try clean.renderBitmap([layout], title: scene.title) })
        report(
            "draw screen cpu",
            try Timing.cpuMedian(runs: 5) { _ = try clean.renderBitmap([layout], title: scene.title) })
        report("compared pixels", Double(screen.width * screen.height))
        var changed = screen
        for y in 600..<720 { for x in 200..<500 { changed[x, y] = Bitmap.opaque(255, 59, 48) } }
        report(
            "compare identical",
            Timing.median(runs: 5) { _ = ImageComparison.compare(screen, to: screen, strategy: .standard) })
        report(
            "compare changed",
            Timing.median(runs: 5) { _ = ImageComparison.compare(changed, to: screen, strategy: .standard) })
    }
}

extension String {
    init(format6 value: Int) {
        let hex = String(value & 0xFFFFFF, radix: 16)
        self = String(repeating: "0", count: 6 - hex.count) + hex
    }
}
