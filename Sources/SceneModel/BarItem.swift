/// A bar button item (`UIBarButtonItem`) of a navigation bar or toolbar, as the bar shows it.
public struct BarItem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A title in the tint.
        case title(String)
        /// A `UIBarButtonItem.SystemItem` by its storyboard name (`done`, `add`, `action` …).
        case system(String)
        /// An image by name, `size` points (the storyboard's resources'), nil when unknown.
        case image(String, size: Size?)
        /// A custom view (`<view key="customView">`) of that size: drawn as a placeholder.
        case customView(Size)
        /// `flexibleSpace`: a share of the free width of a toolbar.
        case flexibleSpace
        /// `fixedSpace`: a gap `width` points wide.
        case fixedSpace(Double)
    }

    public var kind: Kind
    /// `style="done"`: a semibold title.
    public var isDone: Bool
    /// `enabled="NO"`: drawn dimmed.
    public var isEnabled: Bool
    /// The item's own `tintColor`, over the bar's (nil: the bar's).
    public var tint: Color?

    public init(_ kind: Kind, isDone: Bool = false, isEnabled: Bool = true, tint: Color? = nil) {
        self.kind = kind; self.isDone = isDone; self.isEnabled = isEnabled; self.tint = tint
    }

    /// `UIBarButtonItem.SystemItem`'s cases by their storyboard names, the spaces among them: the
    /// values a scene file's `system` takes.
    public static let systemItemNames = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
        "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
        "fastForward", "undo", "redo", "pageCurl", "close",
    ]
}
