import Foundation
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// The system bars sit where UIKit puts them (their frames end where the layout's safe area
/// begins), and are drawn legibly: status bar items over the bar backgrounds, the Dynamic
/// Island visible on a dark screen.
@Suite struct BarDrawingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func layout(_ sample: String, device: String, orientation: Orientation = .portrait, bars: String? = nil) throws
        -> SolvedLayout
    {
        // A Sample, or (with `bars`) a scene of one fixed view under those bars.
        let scene =
            try bars.map {
                try SceneParser.parse("bars: [\($0)]\nviews: {Box: {frame: [0, 100, 10, 10]}}", file: "t.yaml")
            }
            ?? SceneParser.parse(contentsOf: Self.root.appendingPathComponent("Samples/\(sample)").path)
        let configuration = Configuration(
            device: DeviceCatalog.device(named: device)!, orientation: orientation, bars: scene.bars)
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    func bitmap(_ layout: SolvedLayout, theme: Theme) throws -> Bitmap {
        try Renderer(options: RenderOptions(layers: [], theme: theme)).renderBitmap([layout], title: "Bars")
    }

    /// Luminance 0...255 of the pixel at (x, y) points, at 3 pixels per point.
    func luma(_ bitmap: Bitmap, _ x: Double, _ y: Double, scale: Double = 3) -> Int {
        let p = Bitmap.rgba(bitmap[Int(x * scale), Int(y * scale)])
        return (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000
    }

    /// The darkest and lightest pixels of a rectangle (points).
    func lumaRange(_ bitmap: Bitmap, _ r: Rect, scale: Double = 3) -> (min: Int, max: Int) {
        var low = 255, high = 0
        for y in Int(r.minY * scale)..<Int(r.maxY * scale) {
            for x in Int(r.minX * scale)..<Int(r.maxX * scale) {
                let p = Bitmap.rgba(bitmap[x, y])
                let l = (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000
                low = min(low, l); high = max(high, l)
            }
        }
        return (low, high)
    }

    /// iPhone 15 Pro with a navigation bar and a tab bar: the bar is 44 points under the 59-point
    /// top inset (59...103), its hairline the pixel row below it; the tab bar is 49 points plus the
    /// 34-point home indicator (769...852), its hairline the pixel row above; the content pinned to
    /// the safe area starts and ends exactly there.
    @Test func navigationAndTabBarsEndWhereTheSafeAreaBegins() throws {
        let layout = try layout("bars.yaml", device: "iPhone 15 Pro")
        let bars = BarGeometry(layout: layout)
        #expect(bars.statusBar == Rect(x: 0, y: 0, width: 393, height: 54))
        #expect(bars.cutout == Rect(x: 134, y: 11, width: 125, height: 37))
        #expect(bars.navigationBar == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(bars.navigationRow == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(bars.isLargeTitle == false)
        #expect(bars.topBackground == Rect(x: 0, y: 0, width: 393, height: 103))
        #expect(bars.topHairline == Rect(x: 0, y: 103, width: 393, height: 1.0 / 3))
        #expect(bars.bottomBar == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(bars.bottomBarKind == .tabBar)
        #expect(bars.bottomRow == Rect(x: 0, y: 769, width: 393, height: 49))
        #expect(bars.bottomHairline == Rect(x: 0, y: 769 - 1.0 / 3, width: 393, height: 1.0 / 3))
        #expect(bars.tabItems(count: 4, safeArea: layout.safeArea).map(\.x) == [0, 98.25, 196.5, 294.75])
        let content = try #require(layout.view(named: "Content")).rootFrame
        #expect(content.minY == bars.navigationBar?.maxY && content.maxY == bars.bottomBar?.minY)
    }

    /// A root below its top bars (no top inset: the Dynamic Island is above it, in the screen
    /// around it) shows no island; one above a bottom bar (no bottom inset) no home indicator.
    @Test func aRootBelowItsBarsShowsNeitherTheIslandNorTheHomeIndicator() throws {
        func bars(top: Double, bottom: Double) throws -> BarGeometry {
            var device = try #require(DeviceCatalog.device(named: "iPhone 15 Pro"))
            device.portraitSafeArea.top = top
            device.portraitSafeArea.bottom = bottom
            var noBars = Bars()
            noBars.statusBar = false
            let scene = try SceneParser.parse("views: {Box: {frame: [0, 100, 10, 10]}}", file: "t.yaml")
            let configuration = Configuration(device: device, bars: noBars)
            return BarGeometry(layout: try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration))
        }
        let whole = try bars(top: 59, bottom: 34)
        #expect(whole.cutout == Rect(x: 134, y: 11, width: 125, height: 37))
        #expect(whole.homeIndicator == Rect(x: 129.5, y: 839, width: 134, height: 5))
        let below = try bars(top: 0, bottom: 34)
        #expect(below.cutout == nil && below.homeIndicator != nil)
        let above = try bars(top: 59, bottom: 0)
        #expect(above.cutout != nil && above.homeIndicator == nil)
    }

    /// A navigation bar the scene colours: its background, a black bar's white status bar items
    /// (the time is white, not the title's yellow), on a screen whose status bar is otherwise black.
    @Test func aColouredNavigationBarIsDrawnInItsColours() throws {
        let bars = ##"statusBar, {navigationBar: {title: T, background: "#0099E5", style: black, titleColor: yellow}}"##
        let bitmap = try bitmap(try layout("", device: "iPhone 15 Pro", bars: bars), theme: .light)
        let barPixel = Bitmap.rgba(bitmap[5 * 3, 80 * 3])
        #expect([barPixel.r, barPixel.g, barPixel.b] == [0x00, 0x99, 0xE5])
        // The time, left of the island: its darkest pixel is the bar's blue, its lightest white.
        let time = lumaRange(bitmap, Rect(x: 40, y: 15, width: 60, height: 25))
        #expect(time.max == 255)
        let plain = try self.bitmap(
            try layout("", device: "iPhone 15 Pro", bars: "statusBar, navigationBar"), theme: .light)
        #expect(lumaRange(plain, Rect(x: 40, y: 15, width: 60, height: 25)).min < 40)
    }

    /// A bar coloured with dynamic system colours takes their dark values on a dark screen, as
    /// a view does: systemGray4's dark value (#3A3A3C), not its light one (#D1D1D6).
    @Test func aColouredNavigationBarTakesItsColoursDarkValues() throws {
        let bars = "statusBar, {navigationBar: {title: T, background: systemGray4, titleColor: label}}"
        let layout = try layout("", device: "iPhone 15 Pro", bars: bars)
        let dark = Bitmap.rgba(try bitmap(layout, theme: .dark)[5 * 3, 80 * 3])
        #expect([dark.r, dark.g, dark.b] == [0x3A, 0x3A, 0x3C])
        let light = Bitmap.rgba(try bitmap(layout, theme: .light)[5 * 3, 80 * 3])
        #expect([light.r, light.g, light.b] == [0xD1, 0xD1, 0xD6])
    }

    /// iPhone SE with a large title and a toolbar: the large-title bar is 96 points under the
    /// 20-point status bar (20...116) with the inline row its top 44; the toolbar is 44 (524...568)
    /// on a phone without a home indicator; hairlines are one @2x pixel, half a point.
    @Test func largeTitleAndToolbarOnAHomeButtonPhone() throws {
        let layout = try layout("bars-large-title.yaml", device: "iPhone SE")
        let bars = BarGeometry(layout: layout)
        #expect(bars.cutout == nil && bars.homeIndicator == nil)
        #expect(bars.navigationBar == Rect(x: 0, y: 20, width: 320, height: 96))
        #expect(bars.navigationRow == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(bars.isLargeTitle)
        #expect(bars.topHairline == Rect(x: 0, y: 116, width: 320, height: 0.5))
        #expect(bars.bottomBar == Rect(x: 0, y: 524, width: 320, height: 44))
        #expect(bars.bottomBarKind == .toolbar)
        #expect(bars.tabItems(count: 4, safeArea: layout.safeArea).isEmpty)
        let content = try #require(layout.view(named: "Content")).rootFrame
        #expect(content.minY == 116 && content.maxY == 524)
    }

    /// In landscape the phone hides the status bar and the bars are 32 points (compact height);
    /// a large title is not shown; the island is on the left edge, the tab items across the safe area.
    @Test func compactHeightBars() throws {
        let layout = try layout("bars.yaml", device: "iPhone 15 Pro", orientation: .landscape)
        let bars = BarGeometry(layout: layout)
        #expect(bars.statusBar == nil)
        #expect(bars.cutout == Rect(x: 11, y: 196.5 - 62.5, width: 37, height: 125))
        #expect(bars.navigationBar == Rect(x: 0, y: 0, width: 852, height: 32))
        #expect(bars.bottomBar == Rect(x: 0, y: 393 - 53, width: 852, height: 53))
        #expect(bars.bottomRow?.height == 32)
        let items = bars.tabItems(count: 4, safeArea: layout.safeArea)
        #expect(items.first?.x == 59 && items.last?.maxX == 852 - 59)
        let large = BarGeometry(
            layout: try self.layout("", device: "iPhone 15 Pro", orientation: .landscape, bars: "statusBar, largeTitle")
        )
        #expect(large.navigationBar?.height == 32 && large.isLargeTitle == false)
    }

    /// The status bar's time and battery are drawn over the navigation bar's background: dark
    /// ink on the light bar, light ink on the dark one (the bar's fill used to cover them).
    @Test func statusBarStaysLegibleOverANavigationBar() throws {
        let layout = try layout("bars.yaml", device: "iPhone 15 Pro")
        // The time, centred 59 points in, on the island's middle (29.5); the battery right of 350.
        let time = Rect(x: 44, y: 22, width: 30, height: 15), battery = Rect(x: 350, y: 24, width: 22, height: 11)
        let light = try bitmap(layout, theme: .light), dark = try bitmap(layout, theme: .dark)
        #expect(luma(light, 10, 10) >= 245)  // the bar's background, #F9F9F9
        #expect(lumaRange(light, time).min < 60)
        #expect(lumaRange(light, battery).min < 60)
        #expect(luma(dark, 10, 10) <= 35)  // #1C1C1E at 94 % over black
        #expect(lumaRange(dark, time).max > 200)
        #expect(lumaRange(dark, battery).max > 200)
        // The title "Bars", centred on the 44-point row at 81, in the text colour.
        #expect(lumaRange(light, Rect(x: 180, y: 75, width: 33, height: 12)).min < 60)
        // The hairline's pixel row at 103 is darker than the bar above and the content below.
        let hairline = luma(light, 200, 103.1), bar = luma(light, 200, 102.5), below = luma(light, 200, 104)
        #expect(hairline < bar - 40 && hairline < below - 40)
    }

    /// In the dark theme the island is black on a black screen: its outline sets it apart.
    @Test func dynamicIslandVisibleInDark() throws {
        let layout = try layout("", device: "iPhone 15 Pro", bars: "statusBar")
        let dark = try bitmap(layout, theme: .dark)
        #expect(luma(dark, 196.5, 29.5) == 0)  // inside the island
        #expect(luma(dark, 100, 5) == 0)  // the screen beside it
        // The outline's pixel at the island's left end (x 134, on its middle).
        #expect(luma(dark, 133.8, 29.5) > 40)
        let light = try bitmap(layout, theme: .light)
        #expect(luma(light, 196.5, 29.5) == 0 && luma(light, 100, 5) == 255)
    }

    /// The first tab is selected: its star is in the tint (systemBlue), the others gray.
    @Test func firstTabIsSelected() throws {
        let layout = try layout("bars.yaml", device: "iPhone 15 Pro")
        let light = try bitmap(layout, theme: .light)
        let star = Bitmap.rgba(light[Int(49.125 * 3), Int((769 + 18) * 3)])
        #expect(star.b > 200 && star.r < 60)
        let clock = Bitmap.rgba(light[Int(147.375 * 3), Int((769 + 18 - 9) * 3)])
        #expect(clock.r == clock.b && clock.r < 180)
    }
}
