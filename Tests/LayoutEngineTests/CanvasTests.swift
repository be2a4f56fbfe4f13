import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// A canvas (`canvas: true` on a custom device) is a plain `UIView` container, as Interface
/// Builder's freeform XIB canvas: no view controller owns its root, so it has no safe area, no
/// bars and no system minimum margins (its margins are a view's, 8 by default). A view
/// controller's root takes the larger of its own margins and the system minimum.
@Suite struct CanvasTests {
    func solve(devices: String, root: String = "", bars: String = "[statusBar]", guide: String = "Margins") throws
        -> SolvedLayout
    {
        let scene = try SceneParser.parse(
            """
            devices: [\(devices)]
            bars: \(bars)
            \(root)
            views:
              Box: {}
            constraints:
              - Box.Top = \(guide).Top
              - Box.Bottom = \(guide).Bottom
              - Box.Leading = \(guide).Leading
              - Box.Trailing = \(guide).Trailing
            """, file: "test.yaml")
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[0])
    }

    func frame(_ layout: SolvedLayout) -> [Double] { layout.view(named: "Box")?.frame.array ?? [] }

    static let canvas = "{name: Canvas, size: [200, 100], scale: 1, canvas: true}"

    @Test func aCanvasHasAPlainViewsMargins() throws {
        let layout = try solve(devices: Self.canvas)
        #expect(layout.rootMargins == Insets(all: 8))
        #expect(frame(layout) == [8, 8, 184, 84])
    }

    /// The port of a test from another Auto Layout engine: no margins, the whole canvas.
    @Test func aCanvasWithoutMarginsIsBare() throws {
        let layout = try solve(devices: Self.canvas, root: "root: {margins: [0, 0, 0, 0]}")
        #expect(layout.rootMargins == .zero)
        #expect(frame(layout) == [0, 0, 200, 100])
    }

    /// Its safe area is its bounds, whatever bars the scene lists for its phones.
    @Test func aCanvasHasNoSafeAreaOrBars() throws {
        let layout = try solve(devices: Self.canvas, bars: "[statusBar, navigationBar, tabBar]", guide: "Safe Area")
        #expect(layout.safeArea == .zero)
        #expect(layout.configuration.statusBarHeight == 0 && layout.configuration.navigationBarHeight == 0)
        #expect(frame(layout) == [0, 0, 200, 100])
        let landscape = Configuration(device: layout.configuration.device, orientation: .landscape)
        #expect(landscape.size == Size(width: 100, height: 200) && landscape.safeArea == .zero)
    }

    /// Snapped at the canvas's scale: 1x rounds halves up to whole points (74.5 -> 75).
    @Test func aCanvasSnapsAtItsScale() throws {
        let scene = try SceneParser.parse(
            """
            devices: [\(Self.canvas)]
            views:
              Box: {}
            constraints:
              - Box.CenterX = Root.CenterX
              - Box.Width = 51
              - Box.Top = Root.Top
              - Box.Height = 10
            """, file: "test.yaml")
        let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[0])
        #expect(frame(layout) == [75, 0, 51, 10])
    }

    /// The same margins on a view controller's root are raised to the system minimum (16 on an
    /// iPhone 8's sides); larger ones are kept, inside the safe area (20 under the status bar).
    @Test func aViewControllersRootKeepsTheSystemMinimum() throws {
        let zero = try solve(devices: "iPhone 8", root: "root: {margins: [0, 0, 0, 0]}")
        #expect(frame(zero) == [16, 20, 343, 647])
        let wide = try solve(devices: "iPhone 8", root: "root: {margins: [10, 40, 10, 40]}")
        #expect(wide.rootMargins == Insets(top: 30, left: 40, bottom: 10, right: 40))
        #expect(frame(wide) == [40, 30, 295, 627])
    }
}
