import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import RasterImage
@testable import Rendering
import SceneModel

/// A single annotated panel's PNG is compressed band by band while its marks are painted
/// (`IncrementalPNGEncoder`): the file must be the one its finished pixels make, legend and all.
@Suite struct EncodedWhileDrawnTests {
    /// 30 rows of a label and a box on an iPhone 12: 982 device rows at 1x (two stripes on two
    /// cores, eight bands), marks in every stripe, the legend's 26 rows (one row: the constraints
    /// are all required and satisfied; drawn last) in the last band.
    static func layout() throws -> SolvedLayout {
        var yaml = "devices: [iPhone 12]\nviews:\n", constraints: [String] = []
        for i in 0..<30 {
            yaml += "  Label \(i): {type: label, text: \"Row \(i)\"}\n  Box \(i): {background: \"#3366aa\"}\n"
            constraints += [
                "Label \(i).Leading = Superview.LeadingMargin", "Box \(i).Leading = Label \(i).Trailing + 8",
                "Box \(i).Trailing = Superview.TrailingMargin", "Box \(i).Height = 12",
                "Box \(i).CenterY = Label \(i).CenterY",
                i == 0 ? "Label 0.Top = Safe Area.Top" : "Label \(i).Top = Label \(i - 1).Bottom + 6",
            ]
        }
        let scene = try SceneParser.parse(
            yaml + "constraints:\n" + constraints.map { "  - \($0)\n" }.joined(), file: "t.yaml")
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
    }

    @Test func theFileIsTheFinishedPixelsPNG() throws {
        let layout = try Self.layout()
        for scale in [1.0, 3.0] {
            let renderer = Renderer(options: RenderOptions(scale: scale))
            let drawn = try renderer.drawBitmap([layout], title: "t", encoding: true)
            #expect(drawn.bitmap.height == Int(982 * scale))
            let png = try #require(drawn.png)
            // Compared as a Bool: a failed `==` of two files would print both.
            let same = png == PNGEncoder.encode(drawn.bitmap)
            #expect(same, "at \(scale)x")
            let again = try renderer.render([layout], title: "t") == png
            #expect(again, "at \(scale)x, again")
        }
        // A contact sheet's panels are drawn apart, then laid down: encoded after.
        let sheet = try Renderer(options: RenderOptions(scale: 1)).drawBitmap(
            [layout, layout], title: "t", encoding: true)
        #expect(sheet.png == nil)
        let clean = try Renderer(options: RenderOptions(layers: [])).drawBitmap([layout], title: "t", encoding: true)
        #expect(clean.png == nil)
    }

    /// The stripes' rows are final but for the legend's (26 rows at the bottom, in band 7):
    /// the last band waits for the end, whatever the threads' timing.
    @Test func theLegendsRowsWaitForTheEnd() throws {
        let layout = try Self.layout()
        let renderer = Renderer(options: RenderOptions(scale: 1))
        let sheet = renderer.sheetGeometry([layout], title: "t")
        #expect(sheet.legend.height == 26 && sheet.height == 982)
        let pixels = [UInt32](repeating: 0xFF00_0000, count: 462 * 982)
        pixels.withUnsafeBufferPointer { memory in
            let encoder = IncrementalPNGEncoder(pixels: memory, width: 462, height: 982)
            let followUp = renderer.encodingFollowUp(encoder, sheet: sheet)
            followUp.composited(0..<982)
            while followUp.work() {}
            #expect(encoder.compressedBands == Array(0..<7))
            _ = encoder.finish()
        }
    }
}
