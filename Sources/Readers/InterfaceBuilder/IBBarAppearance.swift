import SceneModel

extension BarAppearance {
    /// A container's `<navigationBar>`, `<tabBar>` or `<toolbar>` as it colours the bar: its
    /// standard appearance's background, else its `barTintColor` (an appearance replaces the
    /// bar's own colours, UINavigationBarAppearance, UITabBarAppearance, UIToolbarAppearance);
    /// `barStyle="black"` (`blackTranslucent`, `blackOpaque` of old documents alike); its
    /// `tintColor`; its title attributes' text colour.
    init(bar: IBView, colors: IBColorResolver) {
        func keyed(_ key: String) -> Color? {
            bar.content.colors.first { $0.key?.value == key }.flatMap(colors.color)
        }
        self.init(
            background: bar.content.appearanceBackground.flatMap(colors.color) ?? keyed("barTintColor"),
            isDark: bar.content.barStyle?.value.hasPrefix("black") == true, tint: keyed("tintColor"),
            title: bar.content.titleTextColor.flatMap(colors.color))
    }
}
