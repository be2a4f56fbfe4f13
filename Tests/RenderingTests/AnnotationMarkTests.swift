import Foundation
import LayoutEngine
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// The drawing model of the annotation layer, independent of pixels: which marks exist, what
/// they mean (their color), whether they are dashed, their text and their places.
@Suite struct AnnotationMarkTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")
    static let measurer = PangoTextMeasurer()

    func marks(
        _ sample: String, device: String = "iPhone 8", orientation: Orientation = .portrait,
        layers: Set<AnnotationLayer> = AnnotationLayer.standard
    ) throws -> [AnnotationMark] {
        let scene = try SceneParser.parse(contentsOf: Self.samples.appendingPathComponent("\(sample).yaml").path)
        let layout = try LayoutSolver(measurer: Self.measurer)
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: device)!, orientation: orientation))
        // A fixed text width: the marks' places do not depend on fonts here.
        return AnnotationMarker(
            layout: layout, layers: layers, textWidth: { text, font in Double(text.count) * font.size * 0.6 }
        ).marks()
    }

    /// The lines, I-beams and outlines (badges and tags are never dashed).
    func strokes(_ marks: [AnnotationMark], of constraint: String) -> [AnnotationMark] {
        marks.filter { mark in
            guard mark.constraint == constraint else { return false }
            switch mark.shape {
            case .line, .ibeam, .outline: return true;
            default: return false
            }
        }
    }

    func badges(_ marks: [AnnotationMark], of constraint: String) -> [String] {
        marks.filter { $0.constraint == constraint }.compactMap(\.text)
    }

    /// The conflict Sample: the five constraints of the set are red; the broken one (c9) is
    /// dashed and its badge says so.
    @Test func conflictsAreRedAndTheBrokenOneIsMarked() throws {
        let marks = try marks("problems/conflict")
        let red = Set(marks.filter { $0.role == .conflict }.compactMap(\.constraint))
        #expect(red == ["c1", "c2", "c3", "c8", "c9"])
        #expect(strokes(marks, of: "c9").count == 1 && strokes(marks, of: "c9").allSatisfy { $0.dashed })
        #expect(badges(marks, of: "c9") == ["200 ✕"])
        #expect(marks.filter { $0.constraint == "c4" }.allSatisfy { $0.role == .satisfied && !$0.dashed })
    }

    /// Two Views with Complex Widths on a 320-point phone: the optional ratio is orange,
    /// dashed, with its priority and how far it is from holding; the spacing is an I-beam
    /// across the 8-point gap with the constant.
    @Test func unmetOptionalConstraintAndSpacing() throws {
        let marks = try marks("two-views-with-complex-widths", device: "iPhone SE (1st generation)")
        let ratio = strokes(marks, of: "c8")
        #expect(ratio.count == 1 && ratio.allSatisfy { $0.role == .unsatisfied && $0.dashed })
        #expect(badges(marks, of: "c8") == ["×2 @750 (off 170)"])
        let spacing = try #require(marks.first { $0.constraint == "c2" })
        #expect(spacing.shape == .ibeam(from: Point(166, 294), to: Point(174, 294), horizontal: true))
        #expect(badges(marks, of: "c2") == ["8"])
        #expect(badges(marks, of: "c9") == ["≥150"])
        // Top spacing to the guide: a vertical I-beam from 20 to 40 with the constant.
        #expect(
            marks.first { $0.constraint == "c4" }?.shape
                == .ibeam(from: Point(91, 20), to: Point(91, 40), horizontal: false))
        #expect(badges(marks, of: "c4") == ["20"])
    }

    /// Adaptive Single View: the optional pull is dashed and met in portrait; the required
    /// minimum is solid with its relation.
    @Test func optionalConstraintsAreDashed() throws {
        let marks = try marks("adaptive-single-view")
        let pull = strokes(marks, of: "c3")
        #expect(pull.count == 1 && pull.allSatisfy { $0.dashed && $0.role == .satisfied })
        #expect(badges(marks, of: "c3") == ["8 @750"])
        #expect(badges(marks, of: "c4") == ["≥20"])
        #expect(badges(marks, of: "c5") == ["8 @750 (off 12)"])
    }

    /// A baseline alignment is a line at the shared baseline across both items.
    @Test func baselineAlignmentIsALine() throws {
        let marks = try marks("simple-label-and-text-field")
        #expect(
            marks.first { $0.constraint == "c5" }?.shape == .line(from: Point(16, 62), to: Point(359, 62), width: 1))
    }

    /// The misplaced Sample: the design frame dashed, and the move of each edge.
    @Test func misplacementShowsTheDesignFrameAndDeltas() throws {
        let marks = try marks("problems/misplaced-frame").filter { $0.role == .misplaced }
        #expect(marks.first?.shape == .outline(Rect(x: 20, y: 28, width: 335, height: 600), width: 1))
        #expect(marks.first?.dashed == true)
        #expect(marks.compactMap(\.text) == ["−4", "+4", "+12", "+19"])
    }

    /// The content-priority Sample: both views outlined, the axis named under each.
    @Test func ambiguousViewsAreOutlined() throws {
        let marks = try marks("problems/content-priority-ambiguity").filter { $0.role == .ambiguous }
        let outlines = marks.filter { if case .outline = $0.shape { return true } else { return false } }
        #expect(outlines.count == 2)
        #expect(marks.compactMap(\.text) == ["ambiguous horizontal", "ambiguous horizontal"])
    }

    /// Safe area and margins: bands where the notch and home indicator are, margin bands and
    /// their edges; view names as tags; guides dashed with their names.
    @Test func bandsTagsAndGuides() throws {
        let x = try marks("priorities", device: "iPhone 11 Pro")
        #expect(
            x.filter { $0.role == .safeArea }.map(\.shape) == [
                .band(Rect(x: 0, y: 0, width: 375, height: 44)), .band(Rect(x: 0, y: 778, width: 375, height: 34)),
            ])
        #expect(x.filter { $0.role == .margin }.count == 2)
        let edges = x.filter { $0.role == .marginEdge }
        #expect(edges.count == 2 && edges.allSatisfy { $0.dashed })
        #expect(x.filter { $0.role == .name }.compactMap(\.text) == ["Sun", "Snow", "Caption Label"])
        let guides = try marks("two-buttons-with-equal-spacing-guides").filter { $0.role == .guide }
        #expect(guides.compactMap(\.text) == ["Leading Space", "Center Space", "Trailing Space"])
        let dashedGuides = guides.filter { $0.dashed }
        #expect(dashedGuides.count == 3)
    }

    /// A folded view (a conflict log's UIKit-internal view) is named by the view it is part
    /// of: no tag of its own; the other views keep theirs.
    @Test func aFoldedViewHasNoNameTag() throws {
        var scene = try SceneParser.parse(contentsOf: Self.samples.appendingPathComponent("priorities.yaml").path)
        func fold(_ view: inout ViewSpec) {
            if view.name == "Snow" { view.isFolded = true }
            for i in view.subviews.indices { fold(&view.subviews[i]) }
        }
        fold(&scene.root)
        let layout = try LayoutSolver(measurer: Self.measurer)
            .solve(
                scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 11 Pro")!, orientation: .portrait))
        let marks = AnnotationMarker(
            layout: layout, layers: [.labels], textWidth: { text, font in Double(text.count) * font.size * 0.6 }
        ).marks()
        #expect(marks.filter { $0.role == .name }.compactMap(\.text) == ["Sun", "Caption Label"])
    }

    /// A view hung past the screen's corner (a 325-point square 55 past the bottom left, as
    /// firebase's login view hangs its logo): its constraints' lines and leaders end at the
    /// canvas's edge (the screen and its 36-point margin), off the legend below; a size cut
    /// there is a plain line, its cap gone.
    @Test func constraintMarksEndAtTheCanvasEdge() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Logo: {}
            constraints:
              - Logo.Leading = Superview.Leading - 55
              - Logo.Bottom = Superview.Bottom + 55
              - Logo.Width = 325
              - Logo.Height = 325
            """, file: "logo.yaml")
        let layout = try LayoutSolver(measurer: Self.measurer)
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let marker = AnnotationMarker(
            layout: layout, layers: [.constraints], textWidth: { text, font in Double(text.count) * font.size * 0.6 })
        #expect(marker.canvas == Rect(x: -36, y: -36, width: 447, height: 739))
        var ends: [Point] = []
        for mark in marker.marks() {
            switch mark.shape {
            case .line(let a, let b, _), .ibeam(let a, let b, _), .leader(let a, let b): ends += [a, b]
            default: break
            }
        }
        #expect(!ends.isEmpty)
        #expect(ends.allSatisfy { $0.x >= -36 && $0.x <= 411 && $0.y >= -36 && $0.y <= 703 })
        // The height's I-beam, from 397 to 722, is cut at 703: a line.
        #expect(
            marker.marks().contains {
                if case .line(let a, let b, _) = $0.shape { return a.y == 397 && b.y == 703 }
                return false
            })
    }

    /// Layers are switchable, and no two badges overlap.
    @Test func layersAndBadgeOverlap() throws {
        let only = try marks("two-buttons-with-equal-spacing", layers: [.margins])
        #expect(Set(only.map(\.role)) == [.margin, .marginEdge])
        let all = try marks("two-buttons-with-equal-spacing", device: "iPhone SE (1st generation)")
        let rects = all.compactMap { mark -> Rect? in
            if case .badge(_, let r) = mark.shape { return r } else { return nil }
        }
        #expect(rects.count == 17)
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] {
                #expect(!(a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY))
            }
        }
    }
}

/// UIKit's content modes: where an image goes in its view.
@Suite struct ContentModeTests {
    let frame = Rect(x: 0, y: 0, width: 200, height: 100)
    let image = Size(width: 50, height: 50)

    @Test func modes() {
        #expect(ImagePainterGeometry.destination(of: image, in: frame, mode: .scaleToFill) == frame)
        #expect(
            ImagePainterGeometry.destination(of: image, in: frame, mode: .scaleAspectFit)
                == Rect(x: 50, y: 0, width: 100, height: 100))
        #expect(
            ImagePainterGeometry.destination(of: image, in: frame, mode: .scaleAspectFill)
                == Rect(x: 0, y: -50, width: 200, height: 200))
        #expect(
            ImagePainterGeometry.destination(of: image, in: frame, mode: .center)
                == Rect(x: 75, y: 25, width: 50, height: 50))
        #expect(
            ImagePainterGeometry.destination(of: image, in: frame, mode: .topLeft)
                == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(
            ImagePainterGeometry.destination(of: image, in: frame, mode: .bottomRight)
                == Rect(x: 150, y: 50, width: 50, height: 50))
        #expect(
            ImagePainterGeometry.destination(of: image, in: frame, mode: .right)
                == Rect(x: 150, y: 25, width: 50, height: 50))
    }
}
