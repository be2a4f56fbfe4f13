import SceneModel

extension Palette {
    /// The palette a navigation bar is drawn with: its background, its title's colour and its
    /// items' tint, where the scene gives them. A black bar (`barStyle` black) is the dark
    /// appearance's bar, with a white title; its items keep the tint.
    func navigationBar(_ appearance: BarAppearance) -> Palette {
        guard !appearance.isSystem else { return self }
        var result = self
        if appearance.isDark {
            result.chrome = Palette.dark.chrome
            result.text = Palette.dark.text
            result.barHairline = Palette.dark.barHairline
        }
        // Dynamic system colours take their value in the palette's appearance, as views' do.
        if let background = appearance.background { result.chrome = background.resolved(dark: isDark) }
        if let title = appearance.title { result.text = title.resolved(dark: isDark) }
        if let tint = appearance.tint { result.tint = tint.resolved(dark: isDark) }
        return result
    }

    /// A tab bar's or a toolbar's palette: as a navigation bar's, a black bar's unselected tabs
    /// in the dark appearance's grey and its icons' cut-outs in its background too.
    func bottomBar(_ appearance: BarAppearance) -> Palette {
        var result = navigationBar(appearance)
        if appearance.isDark {
            result.unselectedItem = Palette.dark.unselectedItem
            result.background = Palette.dark.background
        }
        return result
    }

    /// The palette of the status bar's items over a navigation bar: white over a black bar
    /// (UINavigationController gives a black bar's screen the light status bar style), else
    /// the screen's; never the title's colour.
    func statusBar(over appearance: BarAppearance) -> Palette {
        var result = self
        if appearance.isDark { result.text = Palette.dark.text }
        return result
    }
}
