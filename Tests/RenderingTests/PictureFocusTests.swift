import Foundation
import LayoutEngine
import RasterImage
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// `--crop`, `--highlight`, `--caption` and a legend of the marks drawn, on a 100 × 50 box placed
/// at (16, 40) on a 320 × 568 phone (its leading margin, 20 below the status bar).
@Suite struct PictureFocusTests {
    static func layout() throws -> SolvedLayout {
        let scene = try SceneParser.parse(
            """
            views:
              Box: {background: red}
              Other: {background: blue}
            constraints:
              - Box.Leading = Superview.LeadingMargin
              - Box.Top = Top Layout Guide.Bottom + 20
              - Box.Width = 100
              - Box.Height = 50
              - Other.Trailing = Superview.TrailingMargin
              - Other.Top = Box.Bottom + 200
              - Other.Width = 60 @750
              - Other.Height = 60
            """, file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone SE (1st generation)")!)
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    static func image(_ options: RenderOptions) throws -> Bitmap {
        try PNGDecoder.decode(try Renderer(options: options).render([try layout()], title: "t"))
    }

    /// The box and 16 points around it: (0, 24, 132, 82) clean (the panel is the screen, which
    /// ends at x 0), 264 × 164 pixels at 2x; the box's red starts 16 points in, at pixel 32.
    @Test func aCleanCropIsTheViewsFramesAndAMargin() throws {
        let options = RenderOptions(scale: 2, layers: [], crop: PanelCrop(views: ["box"]))
        #expect(Renderer(options: options).viewport(try Self.layout()) == Rect(x: 0, y: 24, width: 132, height: 82))
        let image = try Self.image(options)
        #expect(image.width == 264 && image.height == 164)
        let red = Bitmap.rgba(image[32, 32]), white = Bitmap.rgba(image[31, 31])
        #expect(red.r == 255 && red.g == 0 && red.b == 0)
        #expect(white.r == 255 && white.g == 255 && white.b == 255)
        #expect(Bitmap.rgba(image[32 + 199, 32 + 99]).g == 0 && Bitmap.rgba(image[32 + 200, 32 + 100]).g == 255)
    }

    /// Annotated, the marks are placed on the crop's canvas, the panel's origin 24 points above
    /// the screen's; the crop may reach into the renderer's margin (not here: the box is 16 points in).
    @Test func anAnnotatedCropPlacesTheMarksInside() throws {
        let renderer = Renderer(
            options: RenderOptions(scale: 1, layers: [.constraints], crop: PanelCrop(views: ["Box"])))
        let placed = renderer.annotations(for: try Self.layout(), title: "t")
        #expect(placed.canvas == Rect(x: 0, y: 24, width: 132, height: 82))
        #expect(placed.origin == Point(0, -24))
        let both = Renderer(
            options: RenderOptions(scale: 1, layers: [.constraints], crop: PanelCrop(views: ["Box", "Other"])))
        #expect(both.viewport(try Self.layout()) == Rect(x: 0, y: 24, width: 320, height: 342))
        let image = try Self.image(RenderOptions(scale: 1, layers: [.constraints], crop: PanelCrop(views: ["Box"])))
        #expect(image.width == 132 && image.height == 82)
    }

    /// A view named by `--highlight`: its tag and the marks of every constraint it is an item of
    /// in full colour; the other view's and the safe area's faded, in their display items too.
    @Test func highlightFadesEveryOtherMark() throws {
        let layout = try Self.layout()
        let marker = AnnotationMarker(
            layout: layout, layers: [.constraints, .labels, .safeArea], highlight: MarkHighlight(names: ["Box"]),
            textWidth: { text, font in Double(text.count) * font.size * 0.6 })
        let marks = marker.marks()
        let kept = Set(marks.filter { !$0.faded }.map { $0.constraint ?? $0.view ?? "" })
        let faded = Set(marks.filter(\.faded).map { $0.constraint ?? $0.view ?? $0.role.rawValue })
        // c6 (Other.Top = Box.Bottom + 200) has the box as an item.
        #expect(kept == ["c1", "c2", "c3", "c4", "c6", "Box"])
        #expect(faded == ["c5", "c7", "c8", "Other", "safeArea"])
        let items = AnnotationDisplay.list(marks.filter { $0.constraint == "c8" }).items
        #expect(!items.isEmpty && items.allSatisfy { $0.color.alpha == 0.25 || $0.color.alpha == 0.2125 })
        let keptItems = AnnotationDisplay.list(marks.filter { $0.constraint == "c3" }).items
        #expect(keptItems.allSatisfy { $0.color.alpha == 1 || $0.color.alpha == 0.85 })
        // A constraint by its text as written, runs of spaces as one.
        let byText = AnnotationMarker(
            layout: layout, layers: [.constraints], highlight: MarkHighlight(names: ["Other.Width  =  60 @750"]),
            textWidth: { text, font in Double(text.count) * font.size * 0.6 }
        ).marks()
        #expect(Set(byText.filter { !$0.faded }.compactMap(\.constraint)) == ["c7"])
    }

    /// The box's leading alignment is a 1-point blue line at x 16 along the box (y 40 to 90): at
    /// 2x, pixel column 31 is blue laid at 90 % over white, named or not; faded (the box's width
    /// named, not its leading), at 90 % of 25 %.
    @Test func aFadedMarkIsPaintedLighter() throws {
        func pixel(_ highlight: [String]?) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let image = try Self.image(
                RenderOptions(scale: 2, layers: [.constraints], highlight: highlight.map { MarkHighlight(names: $0) }))
            // The screen's origin is 36 points (72 pixels) in.
            return Bitmap.rgba(image[72 + 31, 72 + 120])
        }
        let full = try pixel(nil), kept = try pixel(["c1"]), faded = try pixel(["c3"])
        // systemBlue (26, 115, 232) over white at 0.9, then at 0.225 (Cairo's 8-bit compositing).
        #expect(full == (48, 129, 234, 255) && kept == full)
        #expect(faded == (202, 222, 249, 255))
    }

    /// The legend lists the kinds of mark drawn: here required and optional constraints only.
    @Test func theLegendListsOnlyWhatIsDrawn() throws {
        let layout = try Self.layout()
        let renderer = Renderer(options: RenderOptions(scale: 1))
        #expect(Legend.entries([layout], renderer: renderer) == [.required, .optional])
        #expect(renderer.sheetGeometry([layout], title: "t").legend.height == 26)
        // Cropped to the box, the optional width of the other view is off the picture.
        let cropped = Renderer(options: RenderOptions(scale: 1, crop: PanelCrop(views: ["Box"])))
        #expect(Legend.entries([layout], renderer: cropped) == [.required])
        // Two plain views: nothing VoiceOver reads and no finding, so no line for either.
        let a11y = Renderer(options: RenderOptions(layers: [.a11y, .legend]))
        #expect(Legend.entries([layout], renderer: a11y) == [])
        #expect(Legend.entries([layout], renderer: Renderer(options: RenderOptions(layers: [.labels, .legend]))) == [])
    }

    /// Cropped, the legend lists the marks placed in the picture, not those of the layout: the
    /// box's design frame is 6 points left of where it is laid out (misplaced, orange), but the
    /// picture cut to the other view shows neither the box nor its deltas, so no orange line.
    @Test func theLegendOfACroppedPictureListsTheMarksInIt() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Box: {background: red, frame: [10, 40, 100, 50]}
              Other: {background: blue}
            constraints:
              - Box.Leading = Superview.LeadingMargin
              - Box.Top = Top Layout Guide.Bottom + 20
              - Box.Width = 100
              - Box.Height = 50
              - Other.Trailing = Superview.TrailingMargin
              - Other.Top = Box.Bottom + 200
              - Other.Width = 60 @750
              - Other.Height = 60
            """, file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone SE (1st generation)")!)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let whole = Renderer(options: RenderOptions(scale: 1))
        #expect(Legend.entries([layout], renderer: whole) == [.required, .optional, .unmet])
        let cropped = Renderer(options: RenderOptions(scale: 1, crop: PanelCrop(views: ["Other"])))
        #expect(cropped.viewport(layout) == Rect(x: 228, y: 274, width: 92, height: 92))
        #expect(Legend.entries([layout], renderer: cropped) == [.required, .optional])
        let placed = cropped.annotations(for: layout, title: "t").marks
        #expect(!placed.contains { $0.role == .misplaced || $0.view == "Box" })
        // Two rows: "required, satisfied" and "optional" do not fit 92 points side by side.
        #expect(cropped.sheetGeometry([layout], title: "t").legend.height == 8 + 18 * 2)
    }

    /// A constraint's badge and its leader carry the constraint's style (they are drawn solid):
    /// Other's optional width (`Other.Width = 60 @750`) has a dashed bar, badge and leader, so the
    /// picture cropped to Other lists "optional"; its required constraints, "required".
    @Test func aBadgeCarriesItsConstraintsStyle() throws {
        let layout = try Self.layout()
        let marks = Renderer(options: RenderOptions(scale: 1)).annotations(for: layout, title: "t").marks
        let optional = marks.filter { $0.constraint == "c7" }
        #expect(optional.contains { if case .badge = $0.shape { true } else { false } })
        #expect(!optional.isEmpty && optional.allSatisfy(\.dashed))
        #expect(marks.filter { $0.constraint == "c5" }.allSatisfy { !$0.dashed })
        let viewport = Rect(x: 0, y: 0, width: 320, height: 568)
        let badgeOnly = optional.filter { if case .badge = $0.shape { true } else { false } }
        #expect(Legend.kinds(of: badgeOnly, in: viewport) == [.optional])
    }

    /// The legend's entries come from marks made without placing their badges and tags: the
    /// same entries as the marks the picture draws (placed off the screen's text), for every
    /// Sample, whole and cropped to each of its first two views, with the standard layers, and
    /// whole with the accessibility layer.
    @Test func theLegendIsThatOfThePlacedMarks() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
        let files =
            try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") }
            .map { samples.appendingPathComponent($0).path }
            + ["conflict", "misplaced-frame", "missing-constraint"].map {
                samples.appendingPathComponent("problems/\($0).yaml").path
            }
        var compared = 0
        var kinds: Set<Legend.Entry> = []
        for file in files.sorted() {
            let scene = try SceneParser.parse(contentsOf: file)
            let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone SE (1st generation)")!)
            let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
            let crops = [nil] + layout.views.prefix(2).map { PanelCrop(views: [$0.spec.name]) }
            // The accessibility layer on the whole picture only: its marks take long to make.
            let ways: [(Set<AnnotationLayer>, [PanelCrop?])] = [
                (AnnotationLayer.standard.union([.legend]), crops), ([.a11y, .constraints, .legend], [nil]),
            ]
            for (layers, crops) in ways {
                for crop in crops {
                    let renderer = Renderer(options: RenderOptions(scale: 1, layers: layers, crop: crop))
                    let viewport = renderer.viewport(layout)
                    let placed = renderer.annotations(for: layout, title: "t").marks
                    let drawn = Legend.kinds(of: placed, in: viewport)
                    #expect(
                        Legend.entries([layout], renderer: renderer) == Legend.Entry.allCases.filter(drawn.contains),
                        "\(file) \(crop?.views ?? [])")
                    kinds.formUnion(drawn)
                    compared += 1
                }
            }
        }
        #expect(compared >= 70)
        #expect(kinds.count >= 4)
    }

    /// A caption under a clean screen: the canvas grows by its line (4 above, 8 below) and is
    /// painted, so the caption stands on the canvas color.
    @Test func aCaptionIsALineUnderThePicture() throws {
        let image = try Self.image(RenderOptions(scale: 1, layers: [], caption: "A red box"))
        let line = SystemFontMetrics.lineHeight * 10
        #expect(image.width == 320 && image.height == Int((568 + 4 + line + 8).rounded(.up)))
        let band = Bitmap.rgba(image[300, 575])
        let canvas = Palette.forTheme(.light).canvas
        #expect(band.r == UInt8((canvas.red * 255).rounded()) && band.a == 255)
        var ink = 0
        for y in 568..<image.height { for x in 12..<80 where Bitmap.rgba(image[x, y]).r < 160 { ink += 1 } }
        #expect(ink > 20)
    }
}
