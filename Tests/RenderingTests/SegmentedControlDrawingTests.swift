import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// A segmented control shows its first segment selected, and a divider, half its height, only
/// between two unselected segments: none beside the selected one.
@Suite struct SegmentedControlDrawingTests {
    static func items(segments: [String], _ direction: LayoutDirection = .ltr, selected: Int = 0) throws
        -> [DisplayItem]
    {
        let scene = try SceneParser.parse(
            """
            views:
              Mode: {type: segmentedControl, segments: [\(segments.joined(separator: ", "))], selectedSegment: \(selected)}
            constraints:
              - Mode.Left = Superview.Left + 20
              - Mode.Top = Superview.Top + 40
              - Mode.Width = 240
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(
                scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, direction: direction))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        return display.content(try #require(layout.view(named: "Mode"))).items
    }

    static func lines(segments: [String], _ direction: LayoutDirection = .ltr, selected: Int = 0) throws
        -> [DisplayItem]
    {
        try items(segments: segments, direction, selected: selected).filter {
            if case .line = $0.paint { true } else { false }
        }
    }

    /// The third segment selected (a storyboard's `selectedSegmentIndex="2"`): its band at x
    /// 140–200, a divider only between the first two (at 80); with none selected (-1), no band
    /// and every divider.
    @Test func theSelectedSegmentIsTheOneTheSceneSays() throws {
        let segments = ["Day", "Week", "Month", "Year"]
        let items = try Self.items(segments: segments, selected: 2)
        #expect(items.contains { $0.paint == .fill(.rect(Rect(x: 142, y: 42, width: 56, height: 28), radius: 7)) })
        #expect(
            try Self.lines(segments: segments, selected: 2).map(\.paint) == [
                .line(from: Point(80, 48), to: Point(80, 64), width: 1, dash: nil)
            ])
        #expect(try Self.lines(segments: segments, selected: -1).count == 3)
        let none = try Self.items(segments: segments, selected: -1)
        #expect(!none.contains { if case .fill(.rect(_, radius: 7)) = $0.paint { true } else { false } })
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

    /// Right to left the first segment is the rightmost: selected at x 200–260, the titles from
    /// the right, the dividers at 80 and 140.
    @Test func rightToLeftTheSegmentsRunFromTheRight() throws {
        let items = try Self.items(segments: ["Day", "Week", "Month", "Year"], .rtl)
        #expect(items.contains { $0.paint == .fill(.rect(Rect(x: 202, y: 42, width: 56, height: 28), radius: 7)) })
        let titles = items.compactMap { item -> String? in
            if case .text(let text) = item.paint { return "\(text.string) \(text.x)" }
            return nil
        }
        #expect(titles == ["Day 200.0", "Week 140.0", "Month 80.0", "Year 20.0"])
        #expect(
            try Self.lines(segments: ["Day", "Week", "Month", "Year"], .rtl).map(\.paint) == [
                .line(from: Point(140, 48), to: Point(140, 64), width: 1, dash: nil),
                .line(from: Point(80, 48), to: Point(80, 64), width: 1, dash: nil),
            ])
    }
}
