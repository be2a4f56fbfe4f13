import IBXML

/// `<barButtonItem title style systemItem image width>`: a navigation item's or toolbar's item
/// as written (`<view key="customView">` kept by its frame's size).
public struct IBBarButtonItem: Sendable {
    public var title: String?
    public var style: String?
    public var systemItem: String?
    public var image: String?
    public var width: Double?
    public var customViewSize: IBSize?
    public var enabled = true
    /// `<color key="tintColor">`: the item's own tint.
    public var tint: IBColor? = nil
}

/// `<navigationItem>`'s bar button items: `leftBarButtonItem(s)` and `rightBarButtonItem(s)`.
public struct IBNavigationItems: Sendable {
    public var left: [IBBarButtonItem] = []
    public var right: [IBBarButtonItem] = []
    public var leftItemsSupplementBackButton = false
}
