import SceneModel

/// A storyboard's bar button items as the bars draw them.
extension SceneMapper {
    func barItem(_ item: IBBarButtonItem) -> BarItem {
        var result = barItemKind(item)
        result.isEnabled = item.enabled
        return result
    }

    func barItemKind(_ item: IBBarButtonItem) -> BarItem {
        let isDone = item.style == "done"
        if let system = item.systemItem {
            switch system {
            case "flexibleSpace": return BarItem(.flexibleSpace)
            case "fixedSpace": return BarItem(.fixedSpace(max(0, item.width ?? 0)))
            default: return BarItem(.system(system), isDone: isDone)
            }
        }
        if let image = item.image {
            let size = document.resources.image(named: image).map {
                Size(width: $0.width.value, height: $0.height.value)
            }
            return BarItem(.image(image, size: size), isDone: isDone)
        }
        if let title = item.title { return BarItem(.title(title), isDone: isDone) }
        if let size = item.customViewSize { return BarItem(.customView(Size(width: size.width, height: size.height))) }
        return BarItem(.title(""), isDone: isDone)
    }

    /// The navigation item's and toolbar's items of `controller` into `bars`.
    func applyBarItems(of controller: IBViewController, to bars: inout Bars) {
        bars.leadingItems = controller.navigationItems.left.map(barItem)
        bars.trailingItems = controller.navigationItems.right.map(barItem)
        bars.leadingItemsSupplementBackButton = controller.navigationItems.leftItemsSupplementBackButton
        bars.toolbarItems = controller.toolbarItems?.map(barItem)
    }
}
