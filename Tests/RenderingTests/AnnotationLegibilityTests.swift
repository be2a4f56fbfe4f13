import Foundation
import LayoutEngine
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// Every Sample in every configuration it declares, annotated as `render` draws it: no tag or
/// badge covers any glyph of the screen's text, no two tags or badges overlap, and every one
/// lies on the canvas (the screen and the margin around it).
@Suite struct AnnotationLegibilityTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")
    static let measurer = PangoTextMeasurer()

    /// The Sample files, `problems/` included, sorted.
    static func sampleFiles() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: samples.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".yaml") { files.append(path) }
        }
        return files.sorted()
    }

    /// A tag's or badge's box and what it says, for the messages.
    struct TextMark { var text: String; var box: Rect }

    static func textMarks(_ placed: PlacedAnnotations) -> [TextMark] {
        placed.marks.compactMap { mark in
            switch mark.shape {
            case .badge(let text, let box), .tag(let text, let box): return TextMark(text: text, box: box)
            default: return nil
            }
        }
    }

    /// Overlap of more than a hundredth of a point on both axes: touching is not covering.
    static func covers(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.01 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.01
    }

    static func onCanvas(_ r: Rect, _ canvas: Rect) -> Bool {
        r.minX >= canvas.minX - 0.01 && r.minY >= canvas.minY - 0.01 && r.maxX <= canvas.maxX + 0.01
            && r.maxY <= canvas.maxY + 0.01
    }

    /// The rule broken by each mark, one line each: `SCENE CONFIGURATION: "TEXT" covers text at (x, y, w, h)`.
    static func violations(_ placed: PlacedAnnotations, where place: String) -> [String] {
        let marks = textMarks(placed)
        var lines: [String] = []
        for (i, mark) in marks.enumerated() {
            if let glyph = placed.glyphs.first(where: { covers(mark.box, $0) }) {
                lines.append("\(place): \"\(mark.text)\" \(mark.box) covers text at \(glyph)")
            }
            if let other = marks[(i + 1)...].first(where: { covers(mark.box, $0.box) }) {
                lines.append("\(place): \"\(mark.text)\" \(mark.box) overlaps \"\(other.text)\" \(other.box)")
            }
            if !onCanvas(mark.box, placed.canvas) {
                lines.append("\(place): \"\(mark.text)\" \(mark.box) is off the canvas \(placed.canvas)")
            }
        }
        return lines
    }

    @Test func everySampleInEveryConfiguration() throws {
        let renderer = Renderer(options: RenderOptions())
        let solver = LayoutSolver(measurer: Self.measurer)
        var configurations = 0, marks = 0, glyphs = 0
        var violations: [String] = []
        for file in try Self.sampleFiles() {
            let scene = try SceneParser.parse(contentsOf: Self.samples.appendingPathComponent(file).path)
            for configuration in scene.configurations {
                let layout = try solver.solve(scene, in: configuration)
                let placed = renderer.annotations(for: layout, title: scene.title)
                configurations += 1
                marks += Self.textMarks(placed).count
                glyphs += placed.glyphs.count
                violations += Self.violations(placed, where: "\(file) \(configuration.summary)")
            }
        }
        print(
            "annotation legibility: \(configurations) configurations, \(marks) tags and badges, \(glyphs) text boxes, \(violations.count) violations"
        )
        for line in violations { print("  " + line) }
        #expect(violations.isEmpty)
        #expect(configurations == 74)
        #expect(marks == 676)
    }
}
