import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// Hiding the status bar removes the top inset only where the inset was the status bar's: a
/// notch or Dynamic Island keeps its inset (docs/uikit-rules.md, Safe area and the status bar: the iPhone X's top is 44 without
/// bars), and so does the safe area a custom device gives.
@Suite struct StatusBarSafeAreaTests {
    /// A view pinned to the safe area, solved on the scene's first device without bars.
    func solve(device: String, bars: String = "[]") throws -> SolvedLayout {
        let scene = try SceneParser.parse(
            """
            devices: [\(device)]
            bars: \(bars)
            views:
              Box: {}
            constraints:
              - Box.Top = Safe Area.Top
              - Box.Bottom = Safe Area.Bottom
              - Box.Leading = Safe Area.Leading
              - Box.Trailing = Safe Area.Trailing
            """, file: "test.yaml")
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[0])
    }

    func frame(_ layout: SolvedLayout) -> [Double] { layout.view(named: "Box")?.frame.array ?? [] }

    @Test func aCustomNotchKeepsItsTopInsetWithoutAStatusBar() throws {
        let layout = try solve(
            device: "{name: Notched, size: [375, 812], scale: 3, safeArea: {portrait: [44, 0, 34, 0]}}")
        #expect(layout.safeArea == Insets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(frame(layout) == [0, 44, 375, 734])
    }

    @Test func theCatalogsIPhoneXKeepsItsTopInsetWithoutAStatusBar() throws {
        let layout = try solve(device: "iPhone X")
        #expect(layout.safeArea == Insets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(frame(layout) == [0, 44, 375, 734])
    }

    /// Where the top inset is the status bar (an iPhone 8, a custom device without a safe
    /// area: a 20-point status bar), hiding the bar gives the whole height back.
    @Test func aStatusBarsInsetGoesWithIt() throws {
        let phone = try solve(device: "iPhone 8")
        #expect(phone.safeArea == .zero)
        #expect(frame(phone) == [0, 0, 375, 667])
        let custom = try solve(device: "{name: Plain, size: [300, 500], scale: 2}")
        #expect(custom.safeArea == .zero)
        #expect(frame(custom) == [0, 0, 300, 500])
        let shown = try solve(device: "{name: Plain, size: [300, 500], scale: 2}", bars: "[statusBar]")
        #expect(frame(shown) == [0, 20, 300, 480])
    }

    /// With a navigation bar and no status bar, the bar sits below the notch's inset.
    @Test func aNavigationBarStacksOnTheNotch() throws {
        let layout = try solve(
            device: "{name: Notched, size: [375, 812], scale: 3, safeArea: {portrait: [44, 0, 34, 0]}}",
            bars: "[navigationBar]")
        #expect(frame(layout) == [0, 88, 375, 690])
    }
}
