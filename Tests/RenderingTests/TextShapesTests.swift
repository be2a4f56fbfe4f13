import CCairo
import Testing
import LayoutEngine
import SceneFormat
import TextMetrics

@testable import Rendering
import SceneModel

/// A renderer keeps its shaped text from render to render: what it draws later, at another
/// scale, in another format or after other text, is what a fresh renderer draws.
@Suite struct TextShapesTests {
    func layout(_ text: String) throws -> SolvedLayout {
        let scene = try SceneParser.parse(
            """
            views:
              Title: {type: label, text: "\(text)", font: body}
              Box: {background: red}
            constraints:
              - Title.Leading = Superview.LeadingMargin
              - Title.Top = Safe Area.Top + 8
              - Box.Leading = Title.Trailing + Standard
              - Box.CenterY = Title.CenterY
              - Box.Width = 40
              - Box.Height = 12
            """, file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone SE (1st generation)")!)
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    @Test func laterRendersDrawWhatAFreshRendererDraws() throws {
        let first = try layout("Shaped once"), other = try layout("Other text 12")
        var renderer = Renderer(options: RenderOptions(scale: 1))
        let oneX = try renderer.renderBitmap([first], title: "t")
        renderer.options.scale = 2
        let twoX = try renderer.renderBitmap([first], title: "t")
        renderer.options.format = .svg
        let svg = try renderer.render([other], title: "t")
        renderer.options = RenderOptions(scale: 1)
        _ = try renderer.renderBitmap([other], title: "u")
        let again = try renderer.renderBitmap([first], title: "t")

        #expect(again.pixels == oneX.pixels)
        #expect(
            oneX.pixels == (try Renderer(options: RenderOptions(scale: 1)).renderBitmap([first], title: "t")).pixels)
        #expect(twoX.width == 2 * oneX.width)
        #expect(
            twoX.pixels == (try Renderer(options: RenderOptions(scale: 2)).renderBitmap([first], title: "t")).pixels)
        #expect(svg == (try Renderer(options: RenderOptions(scale: 2, format: .svg)).render([other], title: "t")))
    }

    /// A long session's layouts stay bounded: past the maximum, the cache starts again.
    @Test func layoutsAreBounded() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        let painter = Painter(cr)
        var most = 0
        for i in 0..<(LayoutCache.maximumCount + 10) {
            _ = painter.textWidth("text \(i)", font: .system(10))
            most = max(most, painter.layouts.count)
        }
        #expect(most == LayoutCache.maximumCount)
        #expect(painter.layouts.count == 10)
        TextDrawingLock.withLock { cairo_destroy(cr) }
    }

    @Test func aWidthIsMeasuredOncePerTextAndFont() {
        let widths = TextWidths()
        var measured = 0
        func width(_ text: String, _ font: FontSpec, _ value: Double) -> Double {
            widths.width(text, font: font) {
                measured += 1
                return value
            }
        }
        #expect(width("8", .system(10, .semibold), 6.25) == 6.25)
        #expect(width("8", .system(10, .semibold), 99) == 6.25)
        #expect(width("8", .system(9, .medium), 5.5) == 5.5)
        #expect(width("Standard", .system(10, .semibold), 44.75) == 44.75)
        #expect(measured == 3)
    }
}
