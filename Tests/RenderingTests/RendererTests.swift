import LayoutEngine
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@Suite struct RendererTests {
    func layout() throws -> SolvedLayout {
        let scene = try SceneParser.parse(
            """
            views:
              Box: {background: red}
            constraints:
              - Box.Leading = Superview.LeadingMargin
              - Box.Top = Top Layout Guide.Bottom + 20
              - Box.Width = 100
              - Box.Height = 50
            """, file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone SE (1st generation)")!)
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    /// A clean PNG is the screen at the device's scale: 640 × 1136 pixels for a 320 × 568 @2x phone.
    @Test func cleanPNGIsTheScreenAtDeviceScale() throws {
        let png = try Renderer(options: RenderOptions(layers: [], format: .png)).render([try layout()], title: "t")
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        func be32(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 640 && be32(20) == 1136)
    }

    /// Annotations grow the canvas by a margin around the screen, a two-line header above it,
    /// and a legend below (one row of 18 points: its constraints are all required and satisfied).
    @Test func annotatedCanvasHasRoomForBadges() throws {
        let png = try Renderer(options: RenderOptions(scale: 1, format: .png)).render([try layout()], title: "t")
        func be32(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 320 + 2 * 36)
        #expect(be32(20) == 568 + 2 * 36 + 40 + 8 + 18)
    }

    @Test func svgKeepsTextAndIsStable() throws {
        let renderer = Renderer(options: RenderOptions(format: .svg))
        let a = try renderer.render([try layout()], title: "t"), b = try renderer.render([try layout()], title: "t")
        #expect(a == b)
        // Text is text (the view's name tag), not glyph outlines.
        let svg = String(decoding: a, as: UTF8.self)
        #expect(svg.contains("<title>Box</title>") && svg.contains(">Box</text>") && !svg.contains("<symbol"))
    }
}
