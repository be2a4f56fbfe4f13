import LayoutEngine
import SceneModel
import Testing

@testable import Rendering

/// The screen's opaque background sets its pixels, so the canvas is painted around it and a
/// clean image is not cleared first; only where the screen's edges are whole device pixels.
@Suite struct ScreenCoverTests {
    /// A red box on an iPhone SE (`RendererTests`).
    func layout() throws -> SolvedLayout { try RendererTests().layout() }

    func cover(_ options: RenderOptions) throws -> (ScreenCover?, Renderer.SheetGeometry) {
        let renderer = Renderer(options: options)
        let layouts = [try layout()]
        let sheet = renderer.sheetGeometry(layouts, title: "t")
        return (ScreenCover(renderer: renderer, layouts: layouts, sheet: sheet), sheet)
    }

    /// Annotated at 1x: the 320 × 568 screen 36 points in, under the two-line header (40 points);
    /// the canvas is painted in four boxes that tile what the screen leaves.
    @Test func canvasIsPaintedAroundTheScreen() throws {
        let (cover, sheet) = try cover(RenderOptions(scale: 1))
        #expect(cover?.rect == Rect(x: 36, y: 76, width: 320, height: 568))
        let canvas = Rect(x: 0, y: 0, width: sheet.width, height: sheet.height)
        #expect(canvas == Rect(x: 0, y: 0, width: 392, height: 568 + 72 + 40 + 26))
        #expect(
            cover?.around(canvas) == [
                Rect(x: 0, y: 0, width: 392, height: 76), Rect(x: 0, y: 644, width: 392, height: 62),
                Rect(x: 0, y: 76, width: 36, height: 568), Rect(x: 356, y: 76, width: 36, height: 568),
            ])
        #expect(cover?.covers(width: sheet.width, height: sheet.height) == false)
    }

    /// A clean image is the screen alone: all of it covered.
    @Test func cleanImageIsAllScreen() throws {
        let (cover, sheet) = try cover(RenderOptions(layers: []))
        #expect(cover?.rect == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(cover?.covers(width: sheet.width, height: sheet.height) == true)
    }

    /// Edges off the pixel grid (36 points at 1.1x), a crop, or several panels: no cover.
    @Test func noCoverOffTheGrid() throws {
        #expect(try cover(RenderOptions(scale: 1.1)).0 == nil)
        #expect(try cover(RenderOptions(scale: 1.25)).0 != nil)
        let crop = PanelCrop(views: ["Box"])
        #expect(try cover(RenderOptions(scale: 1, crop: crop)).0 == nil)
        let renderer = Renderer(options: RenderOptions(scale: 1))
        let layouts = [try layout(), try layout()]
        #expect(
            ScreenCover(renderer: renderer, layouts: layouts, sheet: renderer.sheetGeometry(layouts, title: "t")) == nil
        )
    }

    /// The pixels left unpainted show: debug builds fill uncleared memory with opaque magenta.
    /// A clean and an annotated image have none, and their corners are the screen's white and
    /// the canvas's gray.
    @Test func everyPixelIsPainted() throws {
        let magenta: UInt32 = 0xFFFF_00FF
        for (options, corner) in [(RenderOptions(layers: []), 0xFFFF_FFFF), (RenderOptions(scale: 1), 0xFFEC_ECEC)] {
            let bitmap = try Renderer(options: options).renderBitmap([try layout()], title: "t")
            #expect(!bitmap.pixels.contains(magenta))
            #expect(bitmap.pixels[0] == UInt32(corner))
        }
    }
}
