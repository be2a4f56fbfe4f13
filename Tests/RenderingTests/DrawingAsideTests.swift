import LayoutEngine
import SceneModel
import Testing

@testable import Rendering

/// An annotated single panel's canvas and header are drawn on the other core while the screen
/// is (`DrawingAside`): the pixels are those of one context drawing everything in turn.
@Suite struct DrawingAsideTests {
    /// The header's scene (`PanelHeaderTests`): a title and a button on an iPhone SE.
    func layout() throws -> SolvedLayout { try PanelHeaderTests().layout() }

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
