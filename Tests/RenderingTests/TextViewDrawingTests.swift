import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// A text view lays its text out from the top of its text container (8 points down, 5 in), all
/// of it: the view's bounds clip the lines that do not fit, none is cut with "…".
@Suite struct TextViewDrawingTests {
    @Test func aLongTextRunsOnPastTheBottomClippedByTheBounds() throws {
        let text = String(repeating: "A text view's text scrolls: its lines go on below its bounds. ", count: 8)
        let scene = try SceneParser.parse(
            "views: {Notes: {type: textView, text: \"\(text)\", frame: [20, 100, 200, 60]}}", file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        let paints = display.content(try #require(layout.view(named: "Notes"))).items.map(\.paint)
        #expect(paints.count == 3)
        #expect(paints.first == .clip(.rect(Rect(x: 20, y: 100, width: 200, height: 60), radius: 0)))
        #expect(paints.last == .restore)
        guard case .text(let drawn) = paints[1] else { Issue.record("no text"); return }
        #expect(drawn.x == 25 && drawn.top == 108 && drawn.width == 190)
        // Every line (0), not the two that fit in the 44 points inside the insets, the second cut.
        #expect(drawn.lines == 0)
    }
}
