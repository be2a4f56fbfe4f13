import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// Right to left, UIKit mirrors the bars: the back button on the right with its chevron
/// pointing right, a large title on the right margin, the first tab on the right.
@Suite struct RightToLeftBarTests {
    static func items(bars: String, _ direction: LayoutDirection) throws -> [DisplayItem.Paint] {
        let scene = try SceneParser.parse("bars: [\(bars)]\nviews: {Box: {frame: [0, 100, 10, 10]}}", file: "t.yaml")
        let configuration = Configuration(
            device: DeviceCatalog.device(named: "iPhone 8")!, direction: direction, bars: scene.bars)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let display = BarDisplay(
            geometry: BarGeometry(layout: layout), palette: .light, layout: layout, title: "Title",
            tabTitles: ["One", "Two"], textWidth: { string, _ in Double(string.count) * 10 })
        return display.items().items.map(\.paint)
    }

    static func texts(_ paints: [DisplayItem.Paint]) -> [String] {
        paints.compactMap {
            if case .text(let text) = $0 {
                "\(text.string) \(text.x) \(text.width ?? -1) \(text.alignment)"
            } else {
                nil
            }
        }
    }

    /// On the 375-point screen the chevron's tip is 8 in from the edge, its arms 10.5 further in;
    /// "Back" (40 wide here) starts 6 past them: x 24.5 left to right, 375 − 24.5 − 40 right to left.
    @Test func theBackButtonIsOnTheRight() throws {
        let ltr = try Self.items(bars: "statusBar, navigationBar", .ltr)
        let rtl = try Self.items(bars: "statusBar, navigationBar", .rtl)
        // The 44-point bar under the 20-point status bar: its middle at 42.
        #expect(
            ltr.first
                == .stroke(.path(.polyline([Point(18.5, 32), Point(8, 42), Point(18.5, 52)])), width: 3, dash: nil))
        #expect(
            rtl.first
                == .stroke(.path(.polyline([Point(356.5, 32), Point(367, 42), Point(356.5, 52)])), width: 3, dash: nil))
        #expect(Self.texts(ltr).first == "Back 24.5 -1.0 left")
        #expect(Self.texts(rtl).first == "Back 310.5 -1.0 left")
    }

    /// The large title's box runs from the 16-point leading margin to 16 points before the
    /// trailing edge: x 16, 343 wide, aligned to the right right to left.
    @Test func aLargeTitleIsOnTheRightMargin() throws {
        #expect(Self.texts(try Self.items(bars: "statusBar, largeTitle", .ltr)) == ["Title 16.0 343.0 left"])
        #expect(Self.texts(try Self.items(bars: "statusBar, largeTitle", .rtl)) == ["Title 16.0 343.0 right"])
    }

    /// Two tabs in 187.5-point slots: the first is the right one.
    @Test func theFirstTabIsOnTheRight() throws {
        #expect(
            Self.texts(try Self.items(bars: "statusBar, tabBar", .ltr)) == [
                "One 0.0 187.5 center", "Two 187.5 187.5 center",
            ])
        #expect(
            Self.texts(try Self.items(bars: "statusBar, tabBar", .rtl)) == [
                "One 187.5 187.5 center", "Two 0.0 187.5 center",
            ])
    }
}
