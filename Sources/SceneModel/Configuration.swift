/// One preview configuration and what UIKit derives from it: root size, safe area, margins, guides.
public struct Configuration: Equatable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var sizeCategory: SizeCategory
    public var direction: LayoutDirection
    public var bars: Bars

    public init(
        device: Device, orientation: Orientation = .portrait, sizeCategory: SizeCategory = .L,
        direction: LayoutDirection = .ltr, bars: Bars = Bars()
    ) {
        self.device = device; self.orientation = orientation; self.sizeCategory = sizeCategory
        self.direction = direction; self.bars = bars
    }

    public var size: Size { device.size(orientation) }
    public var scale: Double { device.scale }
    public var sizeClass: SizeClass { device.sizeClass(orientation) }
    var isCompactHeight: Bool { sizeClass.vertical == .compact }

    /// Status bar height: hidden in landscape on iPhones (compact height); none on a canvas.
    public var statusBarHeight: Double {
        guard bars.statusBar && !device.isCanvas else { return 0 }
        return orientation == .portrait ? device.statusBar : device.landscapeStatusBar
    }

    /// The device's safe area without bars. With the status bar hidden the top goes to 0 only
    /// where it was the status bar's: a notch keeps its inset (docs/uikit-rules.md, Safe area and the status bar: 44 on an iPhone X).
    var deviceSafeArea: Insets {
        var insets = orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea
        if !bars.statusBar && device.topInsetIsStatusBar { insets.top = 0 }
        return insets
    }

    public var navigationBarHeight: Double {
        guard (bars.navigationBar || bars.largeTitle) && !device.isCanvas else { return 0 }
        if device.idiom == .pad {
            let bar = device.navigationBarHeight ?? 50
            return bars.largeTitle ? bar + 52 : bar
        }
        if isCompactHeight { return 32 }
        let bar = device.navigationBarHeight ?? 44
        return bars.largeTitle ? bar + 52 : bar
    }

    /// A tab bar is 49 points, a toolbar 44 (32 both in compact height, 50 on iPad); with both,
    /// the tab bar is the one at the bottom edge (docs/uikit-rules.md, Bars). An iPad's toolbar
    /// is as high as its navigation bar: both were 44 before iOS 12.
    public var bottomBarHeight: Double {
        guard (bars.tabBar || bars.toolbar) && !device.isCanvas else { return 0 }
        if device.idiom == .pad { return bars.tabBar ? 50 : device.navigationBarHeight ?? 50 }
        if isCompactHeight { return 32 }
        return bars.tabBar ? 49 : 44
    }

    /// The root view's safe-area insets with the bars: the top under status and navigation bars,
    /// the bottom over tab bar or toolbar and home indicator.
    public var safeArea: Insets {
        var insets = deviceSafeArea
        insets.top = max(insets.top, statusBarHeight) + navigationBarHeight
        insets.bottom += bottomBarHeight
        return insets
    }

    /// topLayoutGuide.length and bottomLayoutGuide.length.
    public var topLayoutGuideLength: Double { safeArea.top }
    public var bottomLayoutGuideLength: Double { safeArea.bottom }

    /// The root view's layout margins, measured from the root's edges. A view controller's root
    /// takes the larger of its own margins and the system minimum (16 or 20 on the sides, 0 top
    /// and bottom), inside the safe area; a canvas is a plain view: its own margins, 8 by default
    /// (docs/uikit-rules.md, Root margins: `viewRespectsSystemMinimumLayoutMargins`). With the
    /// root's `insetsLayoutMarginsFromSafeArea` off the safe area is not added.
    public func rootMargins(of root: ViewSpec) -> Insets {
        if device.isCanvas { return root.margins ?? Insets(all: 8) }
        let side = device.rootSideMargin(orientation)
        let own = root.margins ?? .zero
        return (root.insetsLayoutMarginsFromSafeArea ? safeArea : .zero)
            + Insets(top: own.top, left: max(own.left, side), bottom: own.bottom, right: max(own.right, side))
    }

    /// A short description for headers: `iPhone 8 · portrait · compact-regular · L · ltr`.
    public var summary: String {
        "\(device.name) · \(orientation.rawValue) · \(sizeClass) · \(sizeCategory.rawValue) · \(direction.rawValue)"
    }
}
