import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// A bar placed as a view (a scene's `bar:`, a storyboard's own navigation bar or toolbar,
/// `StandaloneBarTests`) is drawn as the bar: its background, its hairline on the side of the
/// content, a navigation bar's title in the bar's colours.
@Suite struct StandaloneBarDisplayTests {
    /// The scene's bar view 375 wide (44 high unless `height` says) at y = 100 on a white
    /// iPhone 8 screen, drawn at 2x.
    static func bitmap(
        _ bar: String, items: String = "", direction: LayoutDirection = .ltr, height: Double = 44
    ) throws -> Bitmap {
        let scene = try SceneParser.parse(
            """
            bars: []
            views:
              Bar: {frame: [0, 100, 375, \(Int(height))], bar: \(bar)\(items.isEmpty ? "" : ", items: " + items)}
            """, file: "t.yaml")
        var configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)
        configuration.direction = direction
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        return try Renderer(options: RenderOptions(layers: [])).renderBitmap([layout], title: "Bar")
    }

    static func pixel(_ bitmap: Bitmap, _ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8) {
        let p = Bitmap.rgba(bitmap[Int(x * 2), Int(y * 2)])
        return (p.r, p.g, p.b)
    }

    @Test func aSystemNavigationBarIsTheBarsGreyWithAHairlineBelow() throws {
        let bitmap = try Self.bitmap("navigationBar")
        // F9F9F9 at 94 % over the white screen; the hairline's pixel just below the bar, black at
        // 30 % over white: 255 × 0.7 = 178.5, 179.
        #expect(Self.pixel(bitmap, 10, 110) == (0xF9, 0xF9, 0xF9))
        #expect(Self.pixel(bitmap, 10, 144.25) == (179, 179, 179))
        #expect(Self.pixel(bitmap, 10, 146) == (0xFF, 0xFF, 0xFF))
    }

    @Test func aBlackNavigationBarHasItsTitleInWhite() throws {
        let bitmap = try Self.bitmap("{kind: navigationBar, title: Quotes, style: black}")
        // The dark appearance's bar, 1C1C1E at 94 % over white (28 × 0.94 + 15.3 = 41.6; 41 in
        // Cairo's 8-bit blending).
        #expect(Self.pixel(bitmap, 10, 110) == (41, 41, 43))
        // The title centred on the bar: its brightest pixel is white.
        let brightest = (Int(150 * 2)..<Int(225 * 2)).flatMap { x in
            (Int(112 * 2)..<Int(132 * 2)).map { y in Bitmap.rgba(bitmap[x, y]).r }
        }.max()
        #expect(brightest == 255)
    }

    @Test func aToolbarsHairlineIsAboveItAndItsBackgroundItsOwn() throws {
        let bitmap = try Self.bitmap("{kind: toolbar, background: '#336699'}", items: "[Done]")
        #expect(Self.pixel(bitmap, 187.5, 130) == (0x33, 0x66, 0x99))
        #expect(Self.pixel(bitmap, 187.5, 99.75) == (179, 179, 179))
    }

    /// The columns (in points, at 2x) of the bar's row 110–134 that differ from the bar's grey.
    static func inkColumns(_ bitmap: Bitmap) -> [Int] {
        (0..<750).filter { x in
            (220..<268).contains { y in
                let p = Bitmap.rgba(bitmap[x, y])
                return p.r < 0xE0 || p.g < 0xE0 || p.b < 0xE0
            }
        }
    }

    /// "Cancel" starts at the 16-point side margin of a 375-point screen (its ink a point or so
    /// later, the C's side bearing); right to left it ends there on the right, at 359.
    @Test func aNavigationBarsItemsStartAtTheSideMargin() throws {
        let bar = "{kind: navigationBar, left: [{system: cancel}]}"
        let ink = Self.inkColumns(try Self.bitmap(bar))
        #expect(ink.first.map { (32..<36).contains($0) } == true, "\(ink.first ?? -1)")
        #expect(ink.last.map { $0 < 160 } == true)
        let mirrored = Self.inkColumns(try Self.bitmap(bar, direction: .rtl))
        #expect(mirrored.last.map { (714..<718).contains($0) } == true, "\(mirrored.last ?? -1)")
        #expect(mirrored.first.map { $0 > 590 } == true)
    }

    /// An item's own tint is its colour, over the bar's.
    @Test func anItemsTintIsItsColour() throws {
        let bitmap = try Self.bitmap("toolbar", items: "[{title: Snap, tint: '#FF0000'}]")
        let reddest = (32..<120).flatMap { x in (220..<268).map { y in Bitmap.rgba(bitmap[x, y]) } }
            .filter { $0.g < 60 && $0.b < 60 }.map(\.r).max()
        #expect(reddest == 255)
    }

    /// A tab bar's tabs in equal slots, none selected: the unselected grey (0x999999 at 100 %
    /// over the bar), never the tint. Two tabs: slots of 187.5, titles centred at 93.75 and 281.25.
    @Test func aTabBarsTabsAreDrawnUnselected() throws {
        let bitmap = try Self.bitmap("{kind: tabBar, tabs: [Inbox, Saved]}", height: 49)
        // The bar is at y = 100; titles at y + 33 (10 points, medium).
        let columns = (0..<750).filter { x in
            (266..<288).contains { y in
                let p = Bitmap.rgba(bitmap[x, y])
                return p.r < 0xE0
            }
        }
        #expect(columns.first.map { (150..<188).contains($0) } == true, "\(columns.first ?? -1)")
        #expect(columns.last.map { (562..<600).contains($0) } == true, "\(columns.last ?? -1)")
        let blue = (0..<750).flatMap { x in (200..<298).map { y in Bitmap.rgba(bitmap[x, y]) } }
            .contains { $0.b > 200 && $0.r < 100 }
        #expect(!blue)
    }
}
