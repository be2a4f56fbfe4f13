import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// A view's tint is its own, else its nearest ancestor's, else the root's (a storyboard's global
/// tint), else the system blue (UIView's `tintColor`): a system button's title shows it, and so
/// do the bars' items.
@Suite struct TintInheritanceTests {
    static let scene = """
        root: {tint: "#FF9500"}
        bars: [navigationBar]
        views:
          Box:
            tint: "#34C759"
            frame: [0, 100, 200, 100]
            subviews:
              Inner: {type: button, title: Inner, frame: [0, 0, 100, 44]}
          Own: {type: button, title: Own, tint: "#AF52DE", frame: [0, 300, 100, 44]}
          Lone: {type: button, title: Lone, frame: [0, 400, 100, 44]}
        """

    static func display() throws -> (ScreenDisplay, SolvedLayout) {
        let scene = try SceneParser.parse(Self.scene, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, bars: scene.bars))
        return (ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 10 }), layout)
    }

    /// The colour of the first text a view's content draws (a button's title).
    static func titleColor(_ name: String) throws -> Color? {
        let (display, layout) = try display()
        let view = try #require(layout.view(named: name))
        return display.content(view).items.first { if case .text = $0.paint { true } else { false } }?.color
    }

    @Test func aButtonTakesItsNearestTint() throws {
        #expect(try Self.titleColor("Inner") == Color(hex: 0x34C759))
        #expect(try Self.titleColor("Own") == Color(hex: 0xAF52DE))
        #expect(try Self.titleColor("Lone") == Color(hex: 0xFF9500))
    }

    /// The back button, in the navigation bar, takes the root's tint too.
    @Test func theBarsItemsTakeTheRootsTint() throws {
        let (display, _) = try Self.display()
        let back = display.chrome().items.first {
            if case .text(let text) = $0.paint { text.string == "Back" } else { false }
        }
        #expect(back?.color == Color(hex: 0xFF9500))
    }
}
