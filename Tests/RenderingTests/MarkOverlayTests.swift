import Foundation
import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// The annotation layer painted in stripes on all cores is the layer one Cairo group paints:
/// the same pixels, at the stripes' seam included.
@Suite struct MarkOverlayTests {
    @Test func stripesPaintWhatOneGroupPaints() throws {
        var yaml = "views:\n"
        var constraints: [String] = []
        for i in 0..<12 {
            yaml += "  Label \(i): {type: label, text: \"Row \(i)\"}\n"
            constraints += [
                "Label \(i).Leading = Superview.LeadingMargin + \(i * 7)",
                i == 0 ? "Label 0.Top = Safe Area.Top" : "Label \(i).Top = Label \(i - 1).Bottom + \(20 + i)",
            ]
        }
        let scene = try SceneParser.parse(
            yaml + "constraints:\n" + constraints.map { "  - \($0)\n" }.joined(), file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let placed = Renderer(options: RenderOptions(scale: 3)).annotations(for: layout, title: "t")
        #expect(placed.marks.count > 30)
        let (width, height) = (Int(placed.canvas.width * 3), Int(placed.canvas.height * 3))
        func image(stripes: Int) -> [UInt32] {
            MarkOverlay.image(
                of: placed.marks, width: width, height: height, scale: 3,
                origin: Point(-placed.canvas.x, -placed.canvas.y), stripes: stripes)
        }
        let group = image(stripes: 0)
        // Marks on both sides of the seam, so that both stripes paint.
        let seam = height / 2 * width
        #expect(group[..<seam].contains { $0 != 0 } && group[seam...].contains { $0 != 0 })
        #expect(image(stripes: 2) == group)
        #expect(image(stripes: 3) == group)
        // Handed on while they are placed, a few at a time or all at once.
        for chunk in [1, 5, placed.marks.count] {
            let streamed = MarkOverlay.image(
                of: placed.marks, width: width, height: height, scale: 3,
                origin: Point(-placed.canvas.x, -placed.canvas.y), stripes: 2, streamedBy: chunk)
            #expect(streamed == group, "\(chunk) at a time")
        }
        // The follow-up hears of every stripe's rows, each once (and gets the time of threads
        // left without a stripe, if one is: not when they finish together).
        let heard = Heard()
        let followed = MarkOverlay.image(
            of: placed.marks, width: width, height: height, scale: 3,
            origin: Point(-placed.canvas.x, -placed.canvas.y), stripes: 2, streamedBy: 5,
            followUp: StripeFollowUp(composited: heard.composited, work: heard.work))
        #expect(followed == group)
        let stripes = MarkOverlay.stripeCount(height: height)
        #expect(
            heard.rows.sorted { $0.lowerBound < $1.lowerBound }
                == (stripes == 2
                    ? MarkOverlay.placingBands(height: height, scale: 3)
                    : (0..<stripes).map { i in (i * height / stripes)..<((i + 1) * height / stripes) }))
    }

    /// Each stripe lays its layer over the canvas only where the marks' paint may be (an
    /// outline's four edges, not the rectangle it goes round): every kind of mark, dashed and
    /// not, at fractional places, at 1x, 2x and 3x, paints what one group paints.
    @Test(arguments: [1.0, 2.0, 3.0])
    func stripesLayTheirLayerOverWhereTheMarksArePainted(scale: Double) {
        var marks: [AnnotationMark] = []
        for (row, dashed) in [false, true].enumerated() {
            let y = 10.3 + Double(row) * 150.6
            marks += [
                AnnotationMark(
                    .outline(Rect(x: 8.4, y: y, width: 180.3, height: 120.7), width: 1), role: .guide, dashed: dashed),
                AnnotationMark(
                    .outline(Rect(x: 20.5, y: y + 9.5, width: 60, height: 100.2), width: 2), role: .conflict,
                    dashed: dashed),
                AnnotationMark(.band(Rect(x: 200.2, y: y, width: 12.6, height: 120)), role: .margin, dashed: dashed),
                AnnotationMark(
                    .line(from: Point(90.1, y + 3.3), to: Point(170.7, y + 100.1), width: 1), role: .satisfied,
                    dashed: dashed),
                AnnotationMark(
                    .ibeam(from: Point(100.5, y + 20.2), to: Point(160.25, y + 20.2), horizontal: true),
                    role: .unsatisfied, dashed: dashed),
                AnnotationMark(
                    .ibeam(from: Point(230.4, y + 5), to: Point(230.4, y + 110.6), horizontal: false), role: .satisfied,
                    dashed: dashed),
                AnnotationMark(.badge("= −40", Rect(x: 110.3, y: y + 60.6, width: 40, height: 14)), role: .conflict),
                AnnotationMark(.tag("Scroller", Rect(x: 30.2, y: y + 90.4, width: 44, height: 12)), role: .name),
                AnnotationMark(.leader(from: Point(150.3, y + 74.6), to: Point(185.9, y + 115.2)), role: .satisfied),
            ]
        }
        let (width, height) = (Int(260 * scale), Int(320 * scale))
        func image(stripes: Int) -> [UInt32] {
            MarkOverlay.image(
                of: marks, width: width, height: height, scale: scale, origin: Point(0, 0), stripes: stripes)
        }
        let group = image(stripes: 0)
        #expect(group.filter { $0 != 0 }.count > 5000)
        #expect(image(stripes: 2) == group)
        #expect(image(stripes: 3) == group)
    }

    /// With two stripes, the one painted while the marks are placed takes more rows: 75 % at
    /// 1x, 62.5 % at 2x, 58.3 % at 3x.
    @Test func theStripePaintedWhileMarksArePlacedIsTheLarger() {
        #expect(MarkOverlay.placingBands(height: 1000, scale: 1) == [0..<750, 750..<1000])
        #expect(MarkOverlay.placingBands(height: 1000, scale: 2) == [0..<625, 625..<1000])
        #expect(MarkOverlay.placingBands(height: 2217, scale: 3) == [0..<1293, 1293..<2217])
        #expect(MarkOverlay.placingBands(height: 600, scale: 0.5) == [0..<450, 450..<600])
    }

    /// 256 rows a stripe at least, one stripe a core.
    @Test func stripesAreOneACore() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(MarkOverlay.stripeCount(height: 100) == 1)
        #expect(MarkOverlay.stripeCount(height: 511) == 1)
        #expect(MarkOverlay.stripeCount(height: 512) == min(2, cores))
        #expect(MarkOverlay.stripeCount(height: 1000) == min(3, cores))
        #expect(MarkOverlay.stripeCount(height: 100_000) == cores)
    }

    /// What a follow-up was told, from any thread.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var heardRows: [Range<Int>] = []
        var rows: [Range<Int>] { lock.withLock { heardRows } }
        func composited(_ rows: Range<Int>) { lock.withLock { heardRows.append(rows) } }
        func work() -> Bool { false }
    }
}
