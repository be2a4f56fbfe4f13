import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// A tab bar or a toolbar in the colours its scene gives (a storyboard's, `BottomBarAppearanceTests`):
/// a black bar's background in the dark appearance's chrome, its first tab in the tint.
@Suite struct BottomBarColourTests {
    func pixel(_ appearance: BarAppearance, tabBar: Bool, at point: (x: Double, y: Double)) throws -> (
        r: UInt8, g: UInt8, b: UInt8
    ) {
        var scene = try SceneParser.parse(
            "bars: [statusBar, \(tabBar ? "tabBar" : "toolbar")]\nviews:\n  Box: {frame: [20, 100, 100, 100]}\n",
            file: "t.yaml")
        if tabBar { scene.bars.tabBarAppearance = appearance } else { scene.bars.toolbarAppearance = appearance }
        var configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)
        configuration.bars = scene.bars
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let bitmap = try Renderer(options: RenderOptions(layers: [])).renderBitmap([layout], title: "Bars")
        let p = Bitmap.rgba(bitmap[Int(point.x * 2), Int(point.y * 2)])
        return (p.r, p.g, p.b)
    }

    static let yellow = Color(red: 1, green: 0.8, blue: 0, alpha: 1)

    @Test func aBlackTabBarIsDarkAndItsFirstTabTakesTheTint() throws {
        // The bar is the bottom 49 points of the 667-point screen; the middle of a gap between tabs.
        let system = try pixel(BarAppearance(), tabBar: true, at: (93.75, 664))
        let black = try pixel(BarAppearance(isDark: true, tint: Self.yellow), tabBar: true, at: (93.75, 664))
        #expect(system.r > 200 && system.g > 200 && system.b > 200)
        #expect(black.r < 60 && black.g < 60 && black.b < 60)
    }

    @Test func aToolbarsBackgroundIsItsOwn() throws {
        let grey = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(try pixel(BarAppearance(background: grey), tabBar: false, at: (187.5, 660)) == (0x33, 0x66, 0x99))
    }

    /// The home indicator over a black tab bar is white, as iOS draws it over dark content.
    @Test func theHomeIndicatorIsWhiteOverABlackBar() throws {
        func brightest(_ appearance: BarAppearance) throws -> UInt8 {
            var scene = try SceneParser.parse(
                "bars: [statusBar, tabBar]\nviews:\n  Box: {frame: [20, 100, 100, 100]}\n", file: "t.yaml")
            scene.bars.tabBarAppearance = appearance
            var configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 15 Pro")!)
            configuration.bars = scene.bars
            let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
            let bitmap = try Renderer(options: RenderOptions(layers: [])).renderBitmap([layout], title: "Bars")
            // The screen's middle column, through the home indicator near the bottom edge.
            let x = bitmap.width / 2
            return ((bitmap.height - 30)..<bitmap.height).map { Bitmap.rgba(bitmap[x, $0]).r }.max() ?? 0
        }
        #expect(try brightest(BarAppearance(isDark: true)) == 255)
        #expect(try brightest(BarAppearance()) < 255)
    }
}
