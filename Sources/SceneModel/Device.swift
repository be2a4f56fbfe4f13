/// A device model: screen size in points (portrait), scale, safe areas and status bar.
public struct Device: Equatable, Sendable {
    public enum Idiom: String, Sendable { case phone, pad }
    public enum Cutout: String, Sendable { case none, notch, dynamicIsland }

    public var name: String
    public var aliases: [String]
    public var idiom: Idiom
    public var portraitSize: Size
    public var scale: Double
    /// Safe-area insets `[top, left, bottom, right]` of a full-screen root view without bars.
    public var portraitSafeArea: Insets
    public var landscapeSafeArea: Insets
    /// Status bar height in portrait (0 hides it); in landscape phones without a home indicator hide it.
    public var statusBar: Double
    public var landscapeStatusBar: Double
    public var homeIndicator: Bool
    public var cutout: Cutout
    /// True when the top safe-area inset is the status bar's alone (home-button phones, iPads), so
    /// that hiding the status bar removes it; false when the screen itself needs it (a notch, a
    /// Dynamic Island, the safe area a custom device gives), which no bar setting erases.
    public var topInsetIsStatusBar: Bool
    /// A plain `UIView` container of this size (Interface Builder's freeform XIB canvas): its root
    /// is not a view controller's, so it has no bars and no system minimum margins, and no safe
    /// area unless the screen it is previewed on gives one.
    public var isCanvas: Bool
    /// The navigation bar's regular height when the SDK's differs from today's (nil: 44 on a
    /// phone, 50 on an iPad; iPads had 44 before iOS 12), an iPad's toolbar's too.
    public var navigationBarHeight: Double? = nil

    public init(
        name: String, aliases: [String] = [], idiom: Idiom = .phone, size: Size, scale: Double,
        portraitSafeArea: Insets, landscapeSafeArea: Insets, statusBar: Double, landscapeStatusBar: Double,
        homeIndicator: Bool, cutout: Cutout, topInsetIsStatusBar: Bool? = nil, isCanvas: Bool = false
    ) {
        self.name = name; self.aliases = aliases; self.idiom = idiom; self.portraitSize = size; self.scale = scale
        self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
        self.statusBar = statusBar; self.landscapeStatusBar = landscapeStatusBar
        self.homeIndicator = homeIndicator; self.cutout = cutout
        self.topInsetIsStatusBar = topInsetIsStatusBar ?? (cutout == .none)
        self.isCanvas = isCanvas
    }

    /// A plain view of the given size: no safe area, status bar, home indicator or cutout.
    public static func canvas(name: String, size: Size, scale: Double) -> Device {
        Device(
            name: name, size: size, scale: scale, portraitSafeArea: .zero, landscapeSafeArea: .zero,
            statusBar: 0, landscapeStatusBar: 0, homeIndicator: false, cutout: .none, isCanvas: true)
    }

    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// Size classes: iPad regular/regular; iPhone compact/regular in portrait; in landscape
    /// compact height, and regular width on the big (>= 414-point-wide) phones.
    public func sizeClass(_ orientation: Orientation) -> SizeClass {
        if idiom == .pad { return SizeClass(horizontal: .regular, vertical: .regular) }
        if orientation == .portrait { return SizeClass(horizontal: .compact, vertical: .regular) }
        return SizeClass(horizontal: portraitSize.width >= 414 ? .regular : .compact, vertical: .compact)
    }

    /// The root view's system minimum side margins: 16 when the root is narrower than 414 points, else 20.
    public func rootSideMargin(_ orientation: Orientation) -> Double {
        size(orientation).width < 414 ? 16 : 20
    }
}

public enum Orientation: String, CaseIterable, Sendable { case portrait, landscape }

public enum LayoutDirection: String, CaseIterable, Sendable { case ltr, rtl }

public struct SizeClass: Equatable, Sendable, CustomStringConvertible {
    public enum Value: String, Sendable { case compact, regular }
    public var horizontal: Value
    public var vertical: Value
    public init(horizontal: Value, vertical: Value) { self.horizontal = horizontal; self.vertical = vertical }
    public var description: String { "\(horizontal.rawValue)-\(vertical.rawValue)" }
}

/// Bars a scene can show; they move the layout guides and the safe area.
public struct Bars: Equatable, Sendable {
    public var statusBar = true
    public var navigationBar = false
    public var largeTitle = false
    public var tabBar = false
    public var toolbar = false
    /// What the navigation bar shows, when the scene says (a storyboard's navigation item); nil:
    /// the scene's title.
    public var navigationTitle: String? = nil
    /// Whether the navigation bar has a back button (not at the root of a navigation stack).
    public var backButton = true
    /// The navigation item's bar button items, leading and trailing, each from the bar's edge
    /// inwards.
    public var leadingItems: [BarItem] = []
    public var trailingItems: [BarItem] = []
    /// `leftItemsSupplementBackButton`: the leading items follow the back button instead of
    /// replacing it.
    public var leadingItemsSupplementBackButton = false
    /// The controller's toolbar items, as the toolbar lays them out; nil: two placeholders.
    public var toolbarItems: [BarItem]? = nil
    /// What the tab bar shows, when the scene says (a storyboard scene inside a tab bar
    /// controller: its own tab, as the canvas shows it); nil: four placeholders.
    public var tabTitles: [String]? = nil
    /// Each of those tabs' icon (`StoryboardMap.Entry.tabIcons`).
    public var tabIcons: [BarItem]? = nil
    /// The navigation bar's colours, when the scene gives them.
    public var navigationBarAppearance = BarAppearance()
    /// The tab bar's and the toolbar's colours (`title` unused: the items take the tint).
    public var tabBarAppearance = BarAppearance()
    public var toolbarAppearance = BarAppearance()
    public init() {}
}
