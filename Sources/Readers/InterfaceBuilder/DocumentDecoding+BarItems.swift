import IBXML

/// Bar button items: what a navigation item and a toolbar show (the items are not laid out, the
/// bars draw them).
extension DocumentDecoding {
    /// One `<barButtonItem>`.
    func barButtonItem(_ element: XMLElementNode) -> IBBarButtonItem {
        let frame = element.children.first { $0.name == "view" || $0["key"] == "customView" }?
            .children.first { $0.name == "rect" && $0["key"] == "frame" }
        let customSize = frame.flatMap { frame -> IBSize? in
            guard let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init),
                width.isFinite, height.isFinite
            else { return nil }
            return IBSize(width: width, height: height)
        }
        // A newer Xcode writes the image as `<imageReference key="image" image="…">`.
        let image =
            element["image"] ?? element.children.first { $0.name == "imageReference" && $0["key"] == "image" }?["image"]
        let tint = element.children.first { $0.name == "color" && $0["key"] == "tintColor" }.flatMap(color)
        return IBBarButtonItem(
            title: element["title"], style: element["style"], systemItem: element["systemItem"], image: image,
            width: element["width"].flatMap(Double.init), customViewSize: customSize,
            enabled: element["enabled"] != "NO", tint: tint)
    }

    /// The `<barButtonItem>` children of `element` (`<items>`, `<toolbarItems>`, a
    /// `<rightBarButtonItems>` list).
    func barButtonItems(in element: XMLElementNode) -> [IBBarButtonItem] {
        element.children.filter { $0.name == "barButtonItem" }.map(barButtonItem)
    }

    /// A `<navigationItem>`'s leading and trailing items.
    func navigationItems(_ element: XMLElementNode) -> IBNavigationItems {
        var items = IBNavigationItems()
        items.leftItemsSupplementBackButton = element["leftItemsSupplementBackButton"] == "YES"
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): items.left = [barButtonItem(child)]
            case ("barButtonItem", "rightBarButtonItem"): items.right = [barButtonItem(child)]
            case ("leftBarButtonItems", _): items.left = barButtonItems(in: child)
            case ("rightBarButtonItems", _): items.right = barButtonItems(in: child)
            default: break
            }
        }
        return items
    }
}
