import LayoutEngine
import SceneModel

/// Where the system bars of a solved layout go, in root coordinates: what the bar painters draw
/// and what tests check. Every rectangle is derived from the layout's safe area, so the bars
/// end exactly where the engine's safe area begins (the report's `safeArea`).
public struct BarGeometry: Equatable, Sendable {
    public enum BottomBar: String, Sendable { case tabBar, toolbar }

    /// One device pixel: the thickness of UIKit's bar shadow (hairline).
    public var hairline: Double
    /// The status bar's frame, 0 to its height (nil when hidden).
    public var statusBar: Rect?
    /// The notch or Dynamic Island (nil on home-button phones and iPads).
    public var cutout: Rect?
    /// `UINavigationBar`'s frame: from the top inset down to the safe area's top.
    public var navigationBar: Rect?
    /// The row with the back button and the inline title: the bar's top 44 points (32 in compact
    /// height, 50 on iPad); the rest of a large-title bar holds the large title.
    public var navigationRow: Rect?
    public var isLargeTitle: Bool
    /// The bar's background reaches under the status bar, from the screen's top edge.
    public var topBackground: Rect?
    /// The navigation bar's hairline, one pixel just below the bar (over the content).
    public var topHairline: Rect?
    /// The tab bar's or toolbar's frame: from the safe area's bottom to the screen's, home
    /// indicator included.
    public var bottomBar: Rect?
    public var bottomBarKind: BottomBar?
    /// The bottom bar's items row: its top 49 points (tab bar) or 44 (toolbar).
    public var bottomRow: Rect?
    /// The bottom bar's hairline, one pixel just above the bar.
    public var bottomHairline: Rect?
    public var homeIndicator: Rect?

    public init(layout: SolvedLayout) {
        let configuration = layout.configuration
        let device = configuration.device
        let screen = layout.rootFrame
        let safe = layout.safeArea
        let portrait = configuration.orientation == .portrait
        hairline = 1 / device.scale

        // A root sized by its content is a view in a screen, not the screen: no bars of its own.
        let onScreen = !layout.rootFitsContent
        let status = onScreen ? configuration.statusBarHeight : 0
        statusBar = status > 0 ? Rect(x: 0, y: 0, width: screen.width, height: status) : nil
        // A root below its bars (no top inset) has the notch above it, one above a bottom bar (no
        // bottom inset) the home indicator below: neither is drawn over it.
        cutout = onScreen && (!portrait || safe.top > 0) ? Self.cutout(device, portrait: portrait, screen: screen) : nil

        let navigation = onScreen ? configuration.navigationBarHeight : 0
        if navigation > 0 {
            let bar = Rect(x: 0, y: safe.top - navigation, width: screen.width, height: navigation)
            let inline = min(navigation, device.idiom == .pad ? 50 : 44)
            navigationBar = bar
            navigationRow = Rect(x: bar.x, y: bar.y, width: bar.width, height: inline)
            isLargeTitle = configuration.bars.largeTitle && navigation > inline
            topBackground = Rect(x: 0, y: 0, width: screen.width, height: safe.top)
            topHairline = Rect(x: 0, y: safe.top, width: screen.width, height: hairline)
        } else {
            isLargeTitle = false
        }

        let bottom = onScreen ? configuration.bottomBarHeight : 0
        if bottom > 0 {
            let bar = Rect(x: 0, y: screen.height - safe.bottom, width: screen.width, height: safe.bottom)
            bottomBar = bar
            bottomBarKind = configuration.bars.tabBar ? .tabBar : .toolbar
            bottomRow = Rect(x: bar.x, y: bar.y, width: bar.width, height: bottom)
            bottomHairline = Rect(x: 0, y: bar.y - hairline, width: screen.width, height: hairline)
        }

        if device.homeIndicator && !device.isCanvas && onScreen && safe.bottom > 0 {
            let width = portrait ? 134.0 : 208.0
            homeIndicator = Rect(x: screen.midX - width / 2, y: screen.maxY - 8 - 5, width: width, height: 5)
        }
    }

    /// The notch (209 points wide on the first Face ID phones, 162 from the iPhone 13's 47-point
    /// status bar on) and the Dynamic Island (125 × 37, 11 from the top), on the left edge in landscape.
    static func cutout(_ device: Device, portrait: Bool, screen: Rect) -> Rect? {
        switch device.cutout {
        case .none:
            return nil
        case .notch:
            let width = device.statusBar >= 47 ? 162.0 : 209.0
            return portrait
                ? Rect(x: screen.midX - width / 2, y: 0, width: width, height: 30)
                : Rect(x: 0, y: screen.midY - width / 2, width: 30, height: width)
        case .dynamicIsland:
            return portrait
                ? Rect(x: screen.midX - 62.5, y: 11, width: 125, height: 37)
                : Rect(x: 11, y: screen.midY - 62.5, width: 37, height: 125)
        }
    }

    /// The items of a tab bar: the row cut in equal slots across the safe area's width.
    public func tabItems(count: Int, safeArea: Insets) -> [Rect] {
        guard let row = bottomRow, bottomBarKind == .tabBar, count > 0 else { return [] }
        let width = (row.width - safeArea.left - safeArea.right) / Double(count)
        return (0..<count).map {
            Rect(x: safeArea.left + Double($0) * width, y: row.y, width: width, height: row.height)
        }
    }
}
