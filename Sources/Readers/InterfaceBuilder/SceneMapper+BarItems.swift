import SceneModel

/// A storyboard's bar button items as the bars draw them.
extension SceneMapper {
    func barItem(_ item: IBBarButtonItem) -> BarItem { Self.barItem(item, resources: document.resources) }

    /// `item` as a bar draws it; an image's size from `resources`.
    static func barItem(_ item: IBBarButtonItem, resources: IBResources) -> BarItem {
        var result = barItemKind(item, resources: resources)
        result.isEnabled = item.enabled
        result.tint = item.tint.flatMap(IBColorResolver(resources: resources).color)
        return result
    }

    static func barItemKind(_ item: IBBarButtonItem, resources: IBResources) -> BarItem {
        let isDone = item.style == "done"
        if let system = item.systemItem {
            switch system {
            case "flexibleSpace": return BarItem(.flexibleSpace)
            case "fixedSpace": return BarItem(.fixedSpace(max(0, item.width ?? 0)))
            default: return BarItem(.system(system), isDone: isDone)
            }
        }
        if let image = item.image {
            return BarItem(.image(image, size: barImageSize(image, in: resources)), isDone: isDone)
        }
        if let title = item.title { return BarItem(.title(title), isDone: isDone) }
        if let size = item.customViewSize { return BarItem(.customView(Size(width: size.width, height: size.height))) }
        return BarItem(.title(""), isDone: isDone)
    }

    /// A tab's icon: its system item's, its image (sized from `resources`), else a title item
    /// (the placeholder icon of its place).
    static func tabIcon(systemItem: String?, image: String?, title: String, resources: IBResources) -> BarItem {
        if let systemItem { return BarItem(.system(systemItem)) }
        if let image { return BarItem(.image(image, size: barImageSize(image, in: resources))) }
        return BarItem(.title(title))
    }

    /// An image's size in a bar: its size in the resources; an SF Symbol's (`catalog="system"`)
    /// nominal size, in symbol units, scaled to the 22 points a bar's symbols take.
    static func barImageSize(_ name: String, in resources: IBResources) -> Size? {
        guard let resource = resources.image(named: name) else { return nil }
        let size = Size(width: resource.width.value, height: resource.height.value)
        guard resource.catalog?.value == "system", size.width > 0, size.height > 0 else { return size }
        let scale = 22 / max(size.width, size.height)
        return Size(width: size.width * scale, height: size.height * scale)
    }

    /// The navigation item's and toolbar's items of `controller` into `bars`.
    func applyBarItems(of controller: IBViewController, to bars: inout Bars) {
        Self.applyNavigationItems(of: controller, resources: document.resources, to: &bars)
        bars.toolbarItems = controller.toolbarItems?.map(barItem)
    }

    /// The navigation item's bar button items of `controller` into `bars` (a scene's, a
    /// container's screen's).
    static func applyNavigationItems(of controller: IBViewController, resources: IBResources, to bars: inout Bars) {
        bars.leadingItems = controller.navigationItems.left.map { barItem($0, resources: resources) }
        bars.trailingItems = controller.navigationItems.right.map { barItem($0, resources: resources) }
        bars.leadingItemsSupplementBackButton = controller.navigationItems.leftItemsSupplementBackButton
    }
}
