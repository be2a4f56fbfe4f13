import SceneModel
import SourceText
import Yams

extension SceneParser {
    static let barNames = ["statusBar", "navigationBar", "largeTitle", "tabBar", "toolbar", "none"]

    /// `[statusBar, navigationBar, …]`; the navigation bar, the toolbar and the tab bar may carry
    /// what they show: `{navigationBar: {title, backButton, left, right,
    /// leftItemsSupplementBackButton}}` (also `largeTitle`), `{toolbar: [ITEMS]}`, `{tabBar: [TABS]}`,
    /// and their colours: `{toolbar: {items, background, tint, style}}`, `{tabBar: {tabs, …}}`.
    mutating func parseBars(_ node: Node) -> Bars {
        var bars = Bars()
        bars.statusBar = false
        for item in parseList(node) {
            var entry = item
            if case .mapping(let mapping) = item {
                guard mapping.count == 1, let (key, value) = mapping.first else {
                    fail("a bar with what it shows is a mapping of one bar: {toolbar: [ITEMS]}", item); continue
                }
                entry = key
                if let name = key.string, ["navigationBar", "largeTitle"].contains(name) {
                    parseNavigationItems(value, into: &bars)
                } else if key.string == "toolbar" {
                    if case .mapping = value {
                        parseBottomBar(value, tabBar: false, into: &bars)
                    } else {
                        bars.toolbarItems = parseBarItems(value, "toolbar")
                    }
                } else if key.string == "tabBar" {
                    if case .mapping = value {
                        parseBottomBar(value, tabBar: true, into: &bars)
                    } else if let tabs = parseTabItems(value) {
                        bars.tabTitles = tabs.map(\.title)
                        bars.tabIcons = tabs.map(\.icon)
                    }
                } else if Self.barNames.contains(key.string ?? "") {
                    fail("only navigationBar, largeTitle, toolbar and tabBar show items", key); continue
                }
            }
            guard let name = enumValue(entry, Self.barNames) else { continue }
            switch name {
            case "statusBar": bars.statusBar = true
            case "navigationBar": bars.navigationBar = true
            case "largeTitle": bars.largeTitle = true; bars.navigationBar = true
            case "tabBar": bars.tabBar = true
            case "toolbar": bars.toolbar = true
            default: break
            }
        }
        return bars
    }

    static let navigationKeys = [
        "title", "backButton", "left", "right", "leftItemsSupplementBackButton", "background", "tint", "titleColor",
        "style",
    ]

    /// A navigation bar's title, back button and bar button items.
    private mutating func parseNavigationItems(_ node: Node, into bars: inout Bars) {
        guard case .mapping(let mapping) = node else {
            fail("a navigation bar's items are a mapping, e.g. {left: [Cancel], right: [{system: done}]}", node)
            return
        }
        checkDuplicateKeys(mapping)
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "title":
                if case .scalar = value, let title = value.string {
                    bars.navigationTitle = title
                } else {
                    fail("a navigation bar's title must be text", value)
                }
            case "backButton":
                bars.backButton =
                    value.bool
                    ?? {
                        fail("backButton must be true or false", value); return true
                    }()
            case "left": bars.leadingItems = parseBarItems(value, "left") ?? []
            case "right": bars.trailingItems = parseBarItems(value, "right") ?? []
            case "leftItemsSupplementBackButton":
                bars.leadingItemsSupplementBackButton =
                    value.bool
                    ?? {
                        fail("leftItemsSupplementBackButton must be true or false", value); return false
                    }()
            case let name where parseBarColour(name, value, into: &bars.navigationBarAppearance): break
            default:
                let text = key.string ?? ""
                fail(
                    "unknown navigation bar key '\(shownValue(text))' (expected \(Self.navigationKeys.joined(separator: ", ")))"
                        + Suggestion.didYouMean(text, Self.navigationKeys), key)
            }
        }
    }

    /// A tab bar's `{tabs, background, tint, style}` or a toolbar's `{items, background, tint, style}`.
    private mutating func parseBottomBar(_ node: Node, tabBar: Bool, into bars: inout Bars) {
        guard case .mapping(let mapping) = node else { return }
        checkDuplicateKeys(mapping)
        let content = tabBar ? "tabs" : "items"
        let keys = [content, "background", "tint", "style"]
        var appearance = BarAppearance()
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "tabs" where tabBar:
                if let tabs = parseTabItems(value) {
                    bars.tabTitles = tabs.map(\.title)
                    bars.tabIcons = tabs.map(\.icon)
                }
            case "items" where !tabBar: bars.toolbarItems = parseBarItems(value, "toolbar")
            case let name where parseBarColour(name, value, into: &appearance, hasTitle: false): break
            default:
                let text = key.string ?? ""
                fail(
                    "unknown \(tabBar ? "tab bar" : "toolbar") key '\(shownValue(text))' (expected \(keys.joined(separator: ", ")))"
                        + Suggestion.didYouMean(text, keys), key)
            }
        }
        if tabBar { bars.tabBarAppearance = appearance } else { bars.toolbarAppearance = appearance }
    }

    mutating func parseDevice(_ node: Node) -> Device? {
        if case .mapping(let m) = node {
            guard let name = m.value(forKey: "name")?.string else {
                fail("a custom device needs a name", node); return nil
            }
            guard let sizeNode = m.value(forKey: "size") else {
                fail("a custom device needs size: [width, height]", node); return nil
            }
            guard let size = numbers(sizeNode, count: 2, "device size") else { return nil }
            let sizes = SceneLimits.deviceSizes
            guard size.allSatisfy(sizes.contains) else {
                fail(
                    "a device's width and height must be from \(SceneLimits.format(sizes.lowerBound)) to \(SceneLimits.format(sizes.upperBound)) points",
                    sizeNode)
                return nil
            }
            let scale = m.value(forKey: "scale").flatMap { number($0, "scale") } ?? 2
            // A pixel grid of a whole number of pixels per point, as every iOS screen has.
            if !ValueBounds.deviceScales.contains(scale) {
                fail(
                    "scale must be 1, 2 or 3 (pixels per point), not '\(formatPoints(scale))'", m.value(forKey: "scale")
                )
            }
            let keys = ["name", "size", "scale", "safeArea", "idiom", "canvas", "navigationBar"]
            for (k, _) in m where !keys.contains(k.string ?? "") {
                fail(
                    "unknown device key '\(shownValue(k.string ?? ""))' (\(keys.joined(separator: ", ")))", k)
            }
            // An SDK's navigation bar height (an iPad's was 44 before iOS 12).
            var navigationBar: Double?
            if let node = m.value(forKey: "navigationBar"), let height = number(node, "navigationBar") {
                if height > 0 && height <= 1000 {
                    navigationBar = height
                } else {
                    fail("navigationBar must be a height from 1 to 1,000 points", node)
                }
            }
            if let c = m.value(forKey: "canvas") {
                guard let isCanvas = c.bool else { fail("canvas must be true or false", c); return nil }
                if isCanvas {
                    // A plain view: its idiom gives it the size classes of the device it is
                    // previewed on, `safeArea` the insets of that device's screen (none by default).
                    var canvas = Device.canvas(name: name, size: Size(width: size[0], height: size[1]), scale: scale)
                    if m.value(forKey: "idiom")?.string == "pad" { canvas.idiom = .pad }
                    canvas.navigationBarHeight = navigationBar
                    if let safe = m.value(forKey: "safeArea"), case .mapping(let sm) = safe {
                        if let p = sm.value(forKey: "portrait"),
                            let v = safeArea(p, within: Size(width: size[0], height: size[1]))
                        {
                            canvas.portraitSafeArea = v
                        }
                        if let l = sm.value(forKey: "landscape"),
                            let v = safeArea(l, within: Size(width: size[1], height: size[0]))
                        {
                            canvas.landscapeSafeArea = v
                        }
                    }
                    return canvas
                }
            }
            // Without a safe area the device is a home-button phone: a 20-point status bar, nothing
            // of its own. The insets a scene gives are the screen's: hiding the status bar keeps them.
            var portrait = Insets(top: 20), landscape = Insets.zero
            var given = false
            if let safe = m.value(forKey: "safeArea"), case .mapping(let sm) = safe {
                given = true
                if let p = sm.value(forKey: "portrait"),
                    let v = safeArea(p, within: Size(width: size[0], height: size[1]))
                {
                    portrait = v
                }
                if let l = sm.value(forKey: "landscape"),
                    let v = safeArea(l, within: Size(width: size[1], height: size[0]))
                {
                    landscape = v
                }
            }
            let idiom: Device.Idiom = m.value(forKey: "idiom")?.string == "pad" ? .pad : .phone
            var device = Device(
                name: name, idiom: idiom, size: Size(width: size[0], height: size[1]), scale: scale,
                portraitSafeArea: portrait, landscapeSafeArea: landscape, statusBar: portrait.top,
                landscapeStatusBar: landscape.top, homeIndicator: portrait.bottom > 0, cutout: .none,
                topInsetIsStatusBar: !given)
            device.navigationBarHeight = navigationBar
            return device
        }
        guard let name = node.string else { fail("a device is a catalog name or a mapping", node); return nil }
        guard let device = DeviceCatalog.device(named: name) else {
            fail(
                "unknown device '\(name)'" + Suggestion.didYouMean(name, DeviceCatalog.allNames)
                    + "; `alpreview devices` lists them", node)
            return nil
        }
        return device
    }

    /// Safe-area insets `[top, left, bottom, right]`: not negative, and leaving part of the screen.
    mutating func safeArea(_ node: Node, within size: Size) -> Insets? {
        guard let v = numbers(node, count: 4, "safe area") else { return nil }
        guard v.allSatisfy({ $0 >= 0 }), v[0] + v[2] < size.height, v[1] + v[3] < size.width else {
            fail(
                "safe area insets must be >= 0 and leave part of the \(formatPoints(size.width)) × \(formatPoints(size.height)) screen",
                node)
            return nil
        }
        return Insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
}
