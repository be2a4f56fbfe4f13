import LayoutEngine
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// Where the renderer puts its marks around text: lines broken at glyphs, equal sizes on both
/// views, alignments with the superview along the view only, tags off the text they name.
@Suite struct AnnotationPlacementTests {
    static let measurer = PangoTextMeasurer()

    func placed(_ yaml: String) throws -> PlacedAnnotations {
        let scene = try SceneParser.parse(yaml, file: "t.yaml")
        let layout = try LayoutSolver(measurer: Self.measurer)
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        return Renderer(options: RenderOptions(scale: 1)).annotations(for: layout, title: "t")
    }

    func lines(_ placed: PlacedAnnotations, of constraint: String) -> [AnnotationMark.Shape] {
        placed.marks.filter { mark in
            guard mark.constraint == constraint else { return false }
            if case .line = mark.shape { return true } else { return false }
        }.map(\.shape)
    }

    /// `H:|-[Title]-|` puts the superview first: its leading alignment is a line along the
    /// title (20 to 41), not across the whole screen through the status bar (0 to 667).
    @Test func superviewFirstAlignmentStaysOnTheView() throws {
        let placed = try placed(
            """
            views:
              Title: {type: label, text: Hello}
            constraints:
              - H:|-[Title]-|
              - Title.Top = Top Layout Guide.Bottom
            """)
        let line = try #require(lines(placed, of: "c1").first)
        #expect(line == .line(from: Point(16, 20), to: Point(16, 40.5), width: 1))
    }

    /// A centre alignment across a label stops 2 points above the label's ink (what is left
    /// below the ink, half a point, is not drawn).
    @Test func centreLineSkipsText() throws {
        let placed = try placed(
            """
            views:
              Box: {background: red}
              Caption: {type: label, text: Centred caption}
            constraints:
              - Box.Width = 100
              - Box.Height = 100
              - Box.Top = Top Layout Guide.Bottom + 20
              - Caption.Top = Box.Bottom + 8
              - Box.CenterX = Superview.CenterX
              - Caption.CenterX = Box.CenterX
            """)
        let glyph = try #require(placed.glyphs.first)
        #expect(glyph.minY > 151 && glyph.maxY <= 168.5)
        #expect(lines(placed, of: "c6") == [.line(from: Point(187.5, 40), to: Point(187.5, glyph.minY - 2), width: 1)])
    }

    /// Equal widths: the bar and its `=` on both views.
    @Test func equalWidthsAreMarkedOnBothViews() throws {
        let placed = try placed(
            """
            views:
              A: {background: red}
              B: {background: blue}
            constraints:
              - H:|-[A]-8-[B]-|
              - V:|-[A(40)]
              - V:|-[B(40)]
              - A.Width = B.Width
            """)
        let equal = placed.marks.filter { $0.constraint == "c8" }
        #expect(equal.compactMap(\.text) == ["=", "="])
        #expect(
            equal.filter { if case .ibeam = $0.shape { return true } else { return false } }.map(\.shape) == [
                .ibeam(from: Point(16, 54), to: Point(183.5, 54), horizontal: true),
                .ibeam(from: Point(191.5, 54), to: Point(359, 54), horizontal: true),
            ])
    }

    /// A tag whose corners hold its label's text goes outside the view: not above it, where the
    /// badge of the top spacing is, but just below.
    @Test func tagsLeaveTheTextTheyName() throws {
        let placed = try placed(
            """
            views:
              Notifications: {type: label, text: Notifications}
            constraints:
              - Notifications.Leading = Superview.LeadingMargin
              - Notifications.Top = Top Layout Guide.Bottom + 40
            """)
        let tag = try #require(placed.marks.first { $0.role == .name })
        guard case .tag(let text, let box) = tag.shape else { Issue.record("not a tag"); return }
        #expect(text == "Notifications")
        #expect(box.minX == 16 && box.minY == 81.5 && box.height == 12)
        #expect(placed.glyphs.allSatisfy { box.minY >= $0.maxY })
    }
}
