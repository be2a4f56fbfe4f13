import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// A segmented control shows its first segment selected, and a divider, half its height, only
/// between two unselected segments: none beside the selected one.
@Suite struct SegmentedControlDrawingTests {
    static func lines(segments: [String]) throws -> [DisplayItem] {
        let scene = try SceneParser.parse(
            """
            views:
              Mode: {type: segmentedControl, segments: [\(segments.joined(separator: ", "))]}
            constraints:
              - Mode.Left = Superview.Left + 20
              - Mode.Top = Superview.Top + 40
              - Mode.Width = 240
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        return display.content(try #require(layout.view(named: "Mode"))).items.filter {
            if case .line = $0.paint { true } else { false }
        }
    }

    /// Four 60-point segments from x 20, 32 high from y 40: dividers at 140 and 200, y 48–64.
    @Test func dividersSeparateTheUnselectedSegments() throws {
        #expect(
            try Self.lines(segments: ["Day", "Week", "Month", "Year"]).map(\.paint) == [
                .line(from: Point(140, 48), to: Point(140, 64), width: 1, dash: nil),
                .line(from: Point(200, 48), to: Point(200, 64), width: 1, dash: nil),
            ])
        #expect(try Self.lines(segments: ["Day", "Week", "Month", "Year"]).first?.color == Color(hex: 0xC6C6C8))
    }

    @Test func twoSegmentsHaveNoDivider() throws {
        #expect(try Self.lines(segments: ["On", "Off"]).isEmpty)
    }
}
