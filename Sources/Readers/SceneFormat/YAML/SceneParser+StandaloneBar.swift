import SceneModel
import SourceText
import Yams

extension SceneParser {
    static let standaloneBarKeys = [
        "kind", "title", "left", "right", "tabs", "background", "tint", "titleColor", "style",
    ]

    /// A view's `bar`: `navigationBar`, `toolbar` or `tabBar`, or `{kind, …}` with a navigation
    /// bar's `title`, `left` and `right` items, a tab bar's `tabs`, and any bar's `background`,
    /// `tint`, `titleColor` and `style` (`default`, `black`), as a scene's own bars take them.
    mutating func parseStandaloneBar(_ node: Node) -> StandaloneBar? {
        let kinds = StandaloneBar.Kind.allCases
        guard case .mapping(let mapping) = node else {
            return enumCase(node, kinds).map { StandaloneBar($0) }
        }
        checkDuplicateKeys(mapping)
        guard let kindNode = mapping.value(forKey: "kind") else {
            fail("a bar needs its kind: {kind: navigationBar, …} (navigationBar, toolbar or tabBar)", node)
            return nil
        }
        guard let kind = enumCase(kindNode, kinds) else { return nil }
        var bar = StandaloneBar(kind)
        for (key, value) in mapping {
            let name = key.string ?? ""
            if ["title", "left", "right"].contains(name) && kind != .navigationBar {
                fail("only a navigation bar has a \(name); a \(kind.rawValue)'s items are the view's `items`", key)
                continue
            }
            if name == "tabs" && kind != .tabBar {
                fail("only a tab bar has tabs", key)
                continue
            }
            switch name {
            case "kind": break
            case "title":
                if case .scalar = value, let title = value.string {
                    bar.title = title
                } else {
                    fail("a bar's title must be text", value)
                }
            case "left": bar.leadingItems = parseBarItems(value, "left") ?? []
            case "right": bar.trailingItems = parseBarItems(value, "right") ?? []
            case "tabs":
                let tabs = parseTabItems(value) ?? []
                (bar.tabTitles, bar.tabIcons) = (tabs.map(\.title), tabs.map(\.icon))
            case _ where parseBarColour(name, value, into: &bar.appearance): break
            default:
                fail(
                    "unknown bar key '\(shownValue(name))' (expected \(Self.standaloneBarKeys.joined(separator: ", ")))"
                        + Suggestion.didYouMean(name, Self.standaloneBarKeys), key)
            }
        }
        return bar
    }

    /// One of a bar's colour keys into `appearance`: `background` (`barTintColor`), `tint`,
    /// `style` (`default`, `black`) and, where the bar has a title, `titleColor`. False, having
    /// read nothing, for any other key.
    mutating func parseBarColour(
        _ key: String, _ value: Node, into appearance: inout BarAppearance, hasTitle: Bool = true
    ) -> Bool {
        switch key {
        case "background": appearance.background = parseColor(value)
        case "tint": appearance.tint = parseColor(value)
        case "titleColor" where hasTitle: appearance.title = parseColor(value)
        case "style": appearance.isDark = enumValue(value, ["default", "black"]) == "black"
        default: return false
        }
        return true
    }
}
