import SceneModel
import SourceText
import Yams

/// Bar button items: a toolbar view's `items`, and the items of the `navigationBar` and
/// `toolbar` entries of `bars` (docs/scene-format.md, Bar button items). An item is a title
/// (`Edit`) or a mapping: `{title: Save, style: done}`, `{system: add}`, `{system: fixedSpace,
/// width: 20}`, `{image: gear, size: [24, 24]}`, `{customView: [80, 30]}`, each with `enabled: false`.
extension SceneParser {
    static let barItemKinds = ["title", "system", "image", "customView"]
    static let barItemKeys = barItemKinds + ["size", "width", "style", "enabled", "tint"]

    /// A list of bar button items; nil (with an error) when `node` is not a list.
    mutating func parseBarItems(_ node: Node, _ key: String) -> [BarItem]? {
        guard case .sequence = node else {
            fail("\(key) must be a list of bar button items, e.g. [Edit, {system: flexibleSpace}, {system: add}]", node)
            return nil
        }
        return parseList(node).compactMap { parseBarItem($0) }
    }

    mutating func parseBarItem(_ node: Node) -> BarItem? {
        if case .scalar = node { return node.string.map { BarItem(.title($0)) } }
        guard case .mapping(let mapping) = node else {
            fail("a bar item is a title or a mapping such as {system: add}", node); return nil
        }
        checkDuplicateKeys(mapping)
        for (key, _) in mapping where !Self.barItemKeys.contains(key.string ?? "") {
            fail(
                "unknown bar item key '\(shownValue(key.string ?? ""))' (expected \(Self.barItemKeys.joined(separator: ", ")))"
                    + Suggestion.didYouMean(key.string ?? "", Self.barItemKeys), key)
        }
        let given = Self.barItemKinds.filter { mapping.value(forKey: $0) != nil }
        guard given.count == 1, let which = given.first, let value = mapping.value(forKey: which) else {
            let message =
                given.isEmpty
                ? "a bar item needs one of title, system, image, customView: {title: Edit}"
                : "a bar item is one of title, system, image, customView, not both '\(given[0])' and '\(given[1])'"
            fail(message, node); return nil
        }
        var item: BarItem
        switch which {
        case "title":
            guard case .scalar = value, let title = value.string else {
                fail("a bar item's title must be text", value); return nil
            }
            item = BarItem(.title(title))
        case "system":
            guard let system = enumValue(value, BarItem.systemItemNames) else { return nil }
            switch system {
            case "flexibleSpace": item = BarItem(.flexibleSpace)
            case "fixedSpace":
                let width = mapping.value(forKey: "width").flatMap { nonNegative($0, "a fixed space's width") }
                item = BarItem(.fixedSpace(width ?? 0))
            default: item = BarItem(.system(system))
            }
        case "image":
            guard case .scalar = value, let name = value.string else {
                fail("a bar item's image must be an image's name", value); return nil
            }
            item = BarItem(.image(name, size: mapping.value(forKey: "size").flatMap { barItemSize($0, "size") }))
        default:
            guard let size = barItemSize(value, "customView") else { return nil }
            item = BarItem(.customView(size))
        }
        if let width = mapping.value(forKey: "width"), item.fixedSpaceWidth == nil {
            fail("width applies only to {system: fixedSpace}", width)
        }
        if let size = mapping.value(forKey: "size"), which != "image" {
            fail("size applies only to an image item: {image: NAME, size: [w, h]}", size)
        }
        if let style = mapping.value(forKey: "style") {
            item.isDone = enumValue(style, ["plain", "done"]) == "done"
        }
        if let tint = mapping.value(forKey: "tint") { item.tint = parseColor(tint) }
        if let enabled = mapping.value(forKey: "enabled") {
            guard let value = enabled.bool else { fail("enabled must be true or false", enabled); return item }
            item.isEnabled = value
        }
        return item
    }

    /// `[w, h]`, both >= 0.
    mutating func barItemSize(_ node: Node, _ key: String) -> Size? {
        guard let s = numbers(node, count: 2, key) else { return nil }
        guard s[0] >= 0, s[1] >= 0 else { fail("\(key)'s width and height must be >= 0", node); return nil }
        return Size(width: s[0], height: s[1])
    }
}

extension SceneParser {
    /// `UITabBarItem.SystemItem`'s cases by their storyboard names.
    static let tabSystemItemNames = [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
        "downloads", "mostRecent", "mostViewed",
    ]

    /// A tab bar's tabs: each a title (`Lists`, drawn over the placeholder icon of its place) or
    /// `{title: T, system: favorites}` / `{title: T, image: NAME, size: [w, h]}`; nil (with an
    /// error) when `node` is not a list.
    mutating func parseTabItems(_ node: Node) -> [(title: String, icon: BarItem)]? {
        guard case .sequence = node else {
            fail("tabBar's tabs must be a list, e.g. [Lists, {title: Settings, system: more}]", node)
            return nil
        }
        var tabs: [(title: String, icon: BarItem)] = []
        for tab in parseList(node) {
            if case .scalar = tab, let title = tab.string {
                tabs.append((title, BarItem(.title(title))))
                continue
            }
            guard case .mapping(let mapping) = tab else {
                fail("a tab is a title or a mapping such as {title: Settings, system: more}", tab); continue
            }
            checkDuplicateKeys(mapping)
            let keys = ["title", "system", "image", "size"]
            for (key, _) in mapping where !keys.contains(key.string ?? "") {
                fail(
                    "unknown tab key '\(shownValue(key.string ?? ""))' (expected \(keys.joined(separator: ", ")))"
                        + Suggestion.didYouMean(key.string ?? "", keys), key)
            }
            guard let titleNode = mapping.value(forKey: "title"), case .scalar = titleNode, let title = titleNode.string
            else {
                fail("a tab needs a title: {title: Settings}", tab); continue
            }
            var icon = BarItem(.title(title))
            switch (mapping.value(forKey: "system"), mapping.value(forKey: "image")) {
            case (.some, .some): fail("a tab's icon is a system item or an image, not both", tab); continue
            case (.some(let system), nil):
                guard let name = enumValue(system, Self.tabSystemItemNames) else { continue }
                icon = BarItem(.system(name))
            case (nil, .some(let image)):
                guard case .scalar = image, let name = image.string else {
                    fail("a tab's image must be an image's name", image); continue
                }
                icon = BarItem(.image(name, size: mapping.value(forKey: "size").flatMap { barItemSize($0, "size") }))
            case (nil, nil): break
            }
            if let size = mapping.value(forKey: "size"), mapping.value(forKey: "image") == nil {
                fail("size applies only to a tab's image: {title: T, image: NAME, size: [w, h]}", size)
            }
            tabs.append((title, icon))
        }
        return tabs
    }
}

extension BarItem {
    /// A fixed space's width; nil for other items.
    var fixedSpaceWidth: Double? {
        if case .fixedSpace(let width) = kind { return width }
        return nil
    }
}
