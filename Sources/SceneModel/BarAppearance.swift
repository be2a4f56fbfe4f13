/// How a navigation bar is coloured, when the scene says: a storyboard's `barTintColor` (or its
/// standard appearance's background), `barStyle="black"`, `tintColor` and title text colour. A
/// value left nil keeps the bar's system look (docs/uikit-rules.md, Bars).
public struct BarAppearance: Equatable, Sendable {
    /// The bar's background (`barTintColor`).
    public var background: Color?
    /// `barStyle` black: a dark bar, its title and the status bar's items in white.
    public var isDark = false
    /// The bar button items' and back button's colour (`tintColor`).
    public var tint: Color?
    /// The title's colour (`titleTextAttributes`' foreground colour).
    public var title: Color?

    public init(background: Color? = nil, isDark: Bool = false, tint: Color? = nil, title: Color? = nil) {
        self.background = background
        self.isDark = isDark
        self.tint = tint
        self.title = title
    }

    /// Nothing said: the system look.
    public var isSystem: Bool { self == BarAppearance() }
}
