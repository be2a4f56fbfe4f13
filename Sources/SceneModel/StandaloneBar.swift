/// A bar placed among a scene's views rather than by a container: a storyboard's own
/// `<navigationBar>`, `<toolbar>` or `<tabBar>` (a `UINavigationBar` a view controller adds
/// itself), a scene's `bar:`. Drawn as UIKit draws that bar in the view's frame, in its colours;
/// a toolbar's items are the view's `barItems`.
public struct StandaloneBar: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable { case navigationBar, toolbar, tabBar }

    public var kind: Kind
    public var appearance: BarAppearance
    /// A navigation bar's title: its navigation item's (nil: none).
    public var title: String?
    /// A navigation bar's bar button items, leading and trailing, each from the bar's edge inwards.
    public var leadingItems: [BarItem]
    public var trailingItems: [BarItem]
    /// A tab bar's items: each tab's title and icon (a system item, an image, or a title item
    /// for none), as `Bars.tabTitles` and `Bars.tabIcons`; none selected, as a `UITabBar` is
    /// until its `selectedItem` is set.
    public var tabTitles: [String]
    public var tabIcons: [BarItem]

    public init(
        _ kind: Kind, appearance: BarAppearance = BarAppearance(), title: String? = nil,
        leadingItems: [BarItem] = [], trailingItems: [BarItem] = [], tabTitles: [String] = [],
        tabIcons: [BarItem] = []
    ) {
        self.kind = kind
        self.appearance = appearance
        self.title = title
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.tabTitles = tabTitles
        self.tabIcons = tabIcons
    }
}
