import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// An annotated single panel's canvas and header are drawn on the other core while the screen
/// is (`DrawingAside`): the pixels are those of one context drawing everything in turn.
@Suite struct DrawingAsideTests {
    func layout() throws -> SolvedLayout {
        let scene = try SceneParser.parse(
            """
            views:
              Title: {type: label, text: Settings, font: title1}
              Save: {type: button, title: Save}
            constraints:
              - Title.Leading = Superview.LeadingMargin
              - Title.Top = Top Layout Guide.Bottom + 20
              - Save.Leading = Title.Leading
              - Save.Top = Title.Bottom + Standard
            """, file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone SE (1st generation)")!)
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    /// The bitmap drawn with the canvas and header aside equals the sheet drawn on one Cairo
    /// canvas, the canvas filled first under the whole screen (`Renderer.draw`), at 1x and 2x,
    /// every time.
    @Test(arguments: [1.0, 2.0]) func asideDrawingEqualsOneContext(scale: Double) throws {
        let layouts = [try layout()]
        let renderer = Renderer(options: RenderOptions(scale: scale))
        let sheet = renderer.sheetGeometry(layouts, title: "t")
        #expect(ScreenCover(renderer: renderer, layouts: layouts, sheet: sheet) != nil)
        let reference = try renderer.draw(layouts, title: "t", format: .png).finishBitmap()
        #expect(reference.width == Int(392 * scale) && reference.height == Int((568 + 72 + 40 + 26) * scale))
        for _ in 0..<4 {
            #expect(try renderer.renderBitmap(layouts, title: "t") == reference)
        }
    }
}
