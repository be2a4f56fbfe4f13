import SceneModel

/// Writes bar button items as the parser reads them: a plain title as itself (`Edit`), any other
/// item as a mapping (`{system: add}`, `{title: Save, style: done}`, `{system: fixedSpace, width: 20}`).
enum BarItemWriter {
    static func list(_ items: [BarItem]) -> String { YAMLText.list(items.map(item)) }

    static func item(_ item: BarItem) -> String {
        let n = YAMLText.number
        var pairs: [(String, String)]
        switch item.kind {
        case .title(let title):
            if !item.isDone && item.isEnabled && item.tint == nil { return YAMLText.scalar(title) }
            pairs = [("title", YAMLText.scalar(title))]
        case .system(let name): pairs = [("system", YAMLText.scalar(name))]
        case .image(let name, let known):
            pairs = [("image", YAMLText.scalar(name))]
            if let known { pairs.append(("size", size(known))) }
        case .customView(let known): pairs = [("customView", size(known))]
        case .flexibleSpace: pairs = [("system", "flexibleSpace")]
        case .fixedSpace(let width):
            pairs = [("system", "fixedSpace")]
            if width != 0 { pairs.append(("width", n(width))) }
        }
        if item.isDone { pairs.append(("style", "done")) }
        if !item.isEnabled { pairs.append(("enabled", "false")) }
        if let tint = item.tint { pairs.append(("tint", ColorSpelling.text(tint))) }
        return YAMLText.mapping(pairs)
    }

    /// `[w, h]`: a box is drawn no smaller than nothing, so a storyboard's negative frame reads
    /// back as that.
    static func size(_ size: Size) -> String {
        YAMLText.list([YAMLText.number(max(0, size.width)), YAMLText.number(max(0, size.height))])
    }

    /// A tab bar's tabs: a title alone where its icon is its place's placeholder, else
    /// `{title: T, system: NAME}` or `{title: T, image: NAME, size: [w, h]}`.
    static func tabs(_ titles: [String], icons: [BarItem]?) -> String {
        YAMLText.list(
            titles.enumerated().map { index, title in
                let icon = icons.flatMap { $0.indices.contains(index) ? $0[index] : nil }
                var pairs = [("title", YAMLText.scalar(title))]
                switch icon?.kind {
                case .system(let name): pairs.append(("system", YAMLText.scalar(name)))
                case .image(let name, let known):
                    pairs.append(("image", YAMLText.scalar(name)))
                    if let known { pairs.append(("size", size(known))) }
                default: return YAMLText.scalar(title)
                }
                return YAMLText.mapping(pairs)
            })
    }

    /// A tab bar's or a toolbar's entry: its name, `{NAME: [CONTENT]}`, or with its colours
    /// `{NAME: {tabs|items: [CONTENT], background, style, tint}}`.
    static func bottomBar(_ name: String, content: (key: String, value: String)?, _ appearance: BarAppearance) -> String
    {
        guard !appearance.isSystem else { return content.map { YAMLText.mapping([(name, $0.value)]) } ?? name }
        let pairs = (content.map { [($0.key, $0.value)] } ?? []) + Self.appearance(appearance, hasTitle: false)
        return YAMLText.mapping([(name, YAMLText.mapping(pairs))])
    }

    /// The navigation bar's entry of `bars` (`navigationBar` or `largeTitle`), with what the scene
    /// says it shows.
    static func navigationBar(_ name: String, _ bars: Bars) -> String {
        var pairs: [(String, String)] = []
        if let title = bars.navigationTitle { pairs.append(("title", YAMLText.scalar(title))) }
        if !bars.backButton { pairs.append(("backButton", "false")) }
        if !bars.leadingItems.isEmpty { pairs.append(("left", list(bars.leadingItems))) }
        if !bars.trailingItems.isEmpty { pairs.append(("right", list(bars.trailingItems))) }
        if bars.leadingItemsSupplementBackButton { pairs.append(("leftItemsSupplementBackButton", "true")) }
        pairs += appearance(bars.navigationBarAppearance)
        return pairs.isEmpty ? name : YAMLText.mapping([(name, YAMLText.mapping(pairs))])
    }

    /// A bar's colours as its keys say them (`SceneParser.parseBarColour`): `background`,
    /// `style`, `tint` and, where the bar has a title, `titleColor`.
    static func appearance(_ appearance: BarAppearance, hasTitle: Bool = true) -> [(String, String)] {
        var pairs: [(String, String)] = []
        if let background = appearance.background { pairs.append(("background", ColorSpelling.text(background))) }
        if appearance.isDark { pairs.append(("style", "black")) }
        if let tint = appearance.tint { pairs.append(("tint", ColorSpelling.text(tint))) }
        if hasTitle, let title = appearance.title { pairs.append(("titleColor", ColorSpelling.text(title))) }
        return pairs
    }

    /// A view's `bar`: its kind alone, or `{kind, title, left, right, …colours}`.
    static func standaloneBar(_ bar: StandaloneBar) -> String {
        var pairs: [(String, String)] = [("kind", bar.kind.rawValue)]
        if let title = bar.title { pairs.append(("title", YAMLText.scalar(title))) }
        if !bar.leadingItems.isEmpty { pairs.append(("left", list(bar.leadingItems))) }
        if !bar.trailingItems.isEmpty { pairs.append(("right", list(bar.trailingItems))) }
        if !bar.tabTitles.isEmpty { pairs.append(("tabs", tabs(bar.tabTitles, icons: bar.tabIcons))) }
        pairs += appearance(bar.appearance)
        return pairs.count == 1 ? bar.kind.rawValue : YAMLText.mapping(pairs)
    }
}
