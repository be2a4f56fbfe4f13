import CCairo
import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// The header's configuration line names the width, so a slider's every step is a new text:
/// measured on the Pango context a 1x bitmap draws it with, it is shaped once.
@Suite struct PanelHeaderTests {
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

    /// The configuration line's single-line layout is made by the header's measuring, on the
    /// Pango context of a 1x bitmap: drawing finds it there, and does not shape it again.
    @Test func configurationLineIsMeasuredOnTheDrawingContext() throws {
        let layout = try layout()
        let renderer = Renderer(options: RenderOptions(scale: 1))
        let header = PanelHeader(renderer: renderer, layout: layout, title: "t")
        #expect(header.lines == (1, 1))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        let cr = cairo_create(surface)!
        defer {
            TextDrawingLock.withLock { cairo_destroy(cr) }
            cairo_surface_destroy(surface)
        }
        let shaping = TextDrawingLock.withLock { renderer.textShapes.shaping(for: cr) }
        let (before, after) = TextDrawingLock.withLock {
            let before = shaping.layouts.count
            _ = shaping.layouts.layout(
                context: shaping.context, text: header.configurationText, font: PanelHeader.configurationFont,
                maxWidth: nil, lines: 1)
            return (before, shaping.layouts.count)
        }
        #expect(before == 2)
        #expect(after == before)
    }
}
