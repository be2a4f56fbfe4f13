import IBXML
import SceneModel

/// IBDocument → StoryboardMap: the storyboard's canvas (docs/interface-builder.md, "Whole
/// storyboard"): each scene's place and dock title, the segues between scenes and the initial
/// controller. Scenes without a view of their own (navigation and tab bar controllers …) become
/// empty screens of the file's device with the container's bars.
extension InterfaceBuilderScenes {
    /// The canvas of a storyboard, or of a XIB's top-level views. `mapped` are the document's
    /// laid-out scenes (`map(_:assets:)`): a container's screen takes their device; a view kept
    /// in a scene's dock is drawn on its own, as Interface Builder lays it out on the canvas.
    public static func storyboardMap(_ document: IBDocument, mapped: [MappedScene]) -> StoryboardMap? {
        if document.kind == .xib || document.scenes.isEmpty {
            return xibMap(document.objects?.views ?? [], mapped: mapped)
        }
        var sceneOfController: [String: String] = [:]
        var controllers: [String: IBViewController] = [:]
        let index = DocumentIndex(document)
        for scene in document.scenes {
            for controller in scene.objects.controllers {
                sceneOfController[controller.id.value] = scene.sceneID.value
                controllers[controller.id.value] = controller
            }
        }
        let laidOut = Set(mapped.map(\.sceneID))
        let mappedByScene = Dictionary(mapped.map { ($0.sceneID, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [StoryboardMap.Entry] = []
        var segues: [StoryboardMap.Segue] = []
        for scene in document.scenes {
            defer { entries += viewEntries(scene.objects.views, mapped: mapped, dockOf: scene.sceneID.value) }
            guard let controller = scene.controller else { continue }
            let sceneID = scene.sceneID.value
            let content: StoryboardMap.Content
            var screen: Scene?
            if laidOut.contains(sceneID) {
                content = .view
                if let mappedScene = mappedByScene[sceneID], let outside = mappedScene.barsOutsideRoot,
                    let device = wholeScreen(of: mappedScene, in: document)
                {
                    var around = containerScene(
                        controller, sceneID: sceneID, like: mappedScene.scene,
                        at: location(controller.position, document.sourceLines, file: document.file),
                        document: document, index: index)
                    around.devices = [device]
                    around.bars = outside
                    // The bars around the root show the scene's items.
                    let own = mappedScene.scene.bars
                    around.bars.leadingItems = own.leadingItems
                    around.bars.trailingItems = own.trailingItems
                    around.bars.leadingItemsSupplementBackButton = own.leadingItemsSupplementBackButton
                    around.bars.toolbarItems = own.toolbarItems
                    screen = around
                }
            } else if controller.elementName == "viewControllerPlaceholder" {
                content = .reference(storyboard: controller.storyboardName?.value)
            } else if let first = mapped.first {
                var container = containerScene(
                    controller, sceneID: sceneID, like: first.scene,
                    at: location(controller.position, document.sourceLines, file: document.file),
                    document: document, index: index)
                // The file's screen and status bar, also where its first scene's root is below bars.
                if let outside = first.barsOutsideRoot {
                    container.bars.statusBar = container.bars.statusBar || outside.statusBar
                    if let device = wholeScreen(of: first, in: document) { container.devices = [device] }
                }
                // A navigation controller's own bar says whether Xcode showed a status bar above it.
                if let bar = controller.bars.first(where: { $0.elementName == "navigationBar" })?.frame?.value,
                    let shown = SceneMapper.showsStatusBar(above: bar, buildNumber: first.buildNumber)
                {
                    container.bars.statusBar = shown
                }
                content = .container(container)
            } else {
                continue
            }
            var entry = StoryboardMap.Entry(
                sceneID: sceneID, title: dockTitle(controller),
                canvasLocation: scene.canvasLocation.map { CanvasPoint(x: $0.x, y: $0.y) }, content: content,
                navigationTitle: controller.navigationItemTitle?.value ?? controller.title?.value)
            entry.screen = screen
            entries.append(entry)
            let fromViews = (controller.view?.allViews ?? []).flatMap { view in view.segues.map { ($0, view.id.value) }
            }
            // A bar button item's segue starts from the scene, as Interface Builder draws it.
            let views = (controller.view?.allViews ?? []) + controller.bars.flatMap(\.allViews)
            let fromItems = controller.barItemSegues + views.flatMap(\.barItemSegues)
            for (segue, sourceView) in (controller.segues + fromItems).map({ ($0, String?.none) })
                + fromViews.map({ ($0, Optional($1)) })
            {
                guard let kind = segueKind(segue), let destination = segue.destination?.value,
                    let destinationScene = sceneOfController[destination]
                else { continue }
                segues.append(
                    StoryboardMap.Segue(
                        sourceSceneID: sceneID, destinationSceneID: destinationScene, kind: kind,
                        sourceViewID: sourceView))
            }
        }
        let initial = document.initialViewController.flatMap { sceneOfController[$0.value] }
        var map = StoryboardMap(scenes: entries, segues: segues, initialSceneID: initial)
        showBars(
            in: &map, controllers: controllers, sceneOfController: sceneOfController, resources: document.resources)
        return map
    }

    /// A XIB's top-level views on the canvas, each where the file places it; nil without a view.
    static func xibMap(_ views: [IBView], mapped: [MappedScene]) -> StoryboardMap? {
        let entries = viewEntries(views, mapped: mapped)
        return entries.isEmpty ? nil : StoryboardMap(scenes: entries, segues: [], initialSceneID: nil)
    }

    /// Top-level views (a XIB's, or those kept in the dock of the scene `dockOf`) that were laid
    /// out, as scenes of the canvas.
    static func viewEntries(_ views: [IBView], mapped: [MappedScene], dockOf: String? = nil) -> [StoryboardMap.Entry] {
        views.compactMap { view in
            guard mapped.contains(where: { $0.sceneID == view.id.value && $0.controllerID == nil }) else {
                return nil
            }
            // Its label, else its class (`UIView` where the document outline says "View").
            let title =
                view.userLabel?.value ?? view.customClass?.value ?? SceneMapper.className(ofElement: view.elementName)
            var entry = StoryboardMap.Entry(
                sceneID: view.id.value, title: title,
                canvasLocation: view.canvasLocation.map { CanvasPoint(x: $0.x, y: $0.y) }, content: .view)
            entry.dockOf = dockOf
            return entry
        }
    }

    /// What the bars of each scene show, as Interface Builder simulates them: no back button on a
    /// navigation controller or the root of its stack; a tab bar controller's items in its own
    /// bar, and in the scenes each child leads to (through containment and show segues) that
    /// child's item.
    static func showBars(
        in map: inout StoryboardMap, controllers: [String: IBViewController], sceneOfController: [String: String],
        resources: IBResources = IBResources()
    ) {
        var index: [String: Int] = [:]
        for (number, entry) in map.scenes.enumerated() { index[entry.sceneID] = number }
        var next: [String: [String]] = [:]
        for segue in map.segues where [.relationship, .show].contains(segue.kind) {
            next[segue.sourceSceneID, default: []].append(segue.destinationSceneID)
        }
        for controller in controllers.values.sorted(by: { $0.id.value < $1.id.value }) {
            guard let scene = sceneOfController[controller.id.value], let number = index[scene] else { continue }
            let children = controller.segues.filter { $0.relationship != nil }.compactMap(\.destination?.value)
            if controller.elementName == "navigationController" {
                map.scenes[number].showsBackButton = false
                for child in children {
                    if let at = sceneOfController[child].flatMap({ index[$0] }) {
                        map.scenes[at].showsBackButton = false
                    }
                }
            }
            guard controller.elementName == "tabBarController" else { continue }
            let items = controller.segues.filter { $0.relationship?.value == "viewControllers" }.compactMap(
                \.destination?.value)
            map.scenes[number].tabTitles = items.map { controllers[$0]?.tabBarItemTitle?.value ?? "Item" }
            map.scenes[number].tabIcons = items.map { tabIcon(controllers[$0], resources: resources) }
            for child in items {
                guard let start = sceneOfController[child] else { continue }
                let title = controllers[child]?.tabBarItemTitle?.value ?? "Item"
                let icon = tabIcon(controllers[child], resources: resources)
                var queue = [start], seen: Set<String> = [scene, start]
                while !queue.isEmpty {
                    let current = queue.removeFirst()
                    if let at = index[current], map.scenes[at].tabTitles == nil {
                        map.scenes[at].tabTitles = [title]
                        map.scenes[at].tabIcons = [icon]
                    }
                    for following in next[current] ?? [] where seen.insert(following).inserted {
                        queue.append(following)
                    }
                }
            }
        }
        // A container a tab leads to (a navigation controller in a tab) shows the tab bar too.
        for number in map.scenes.indices where map.scenes[number].tabTitles != nil {
            if case .container(var scene) = map.scenes[number].content, !scene.bars.tabBar {
                scene.bars.tabBar = true
                map.scenes[number].content = .container(scene)
            }
        }
    }

    /// What the scene dock calls a controller: the name `--scene` titles use (its title,
    /// navigation item title, storyboard identifier, custom class or label), else its kind
    /// (`Navigation Controller`). A storyboard reference is called by the storyboard it names.
    /// A tab bar item's icon: its system item, else its image (at its size in the resources),
    /// else a title item (the placeholder icon of its place).
    static func tabIcon(_ controller: IBViewController?, resources: IBResources) -> BarItem {
        SceneMapper.tabIcon(
            systemItem: controller?.tabBarItemSystemItem, image: controller?.tabBarItemImage,
            title: controller?.tabBarItemTitle?.value ?? "Item", resources: resources)
    }

    static func dockTitle(_ controller: IBViewController) -> String {
        if controller.elementName == "viewControllerPlaceholder" {
            return controller.storyboardName?.value ?? "Storyboard Reference"
        }
        return controllerName(controller) ?? DocumentDecoding.spacedWords(controller.elementName)
    }

    /// The name a scene's title gives its controller, when the file gives it one.
    static func controllerName(_ controller: IBViewController) -> String? {
        controller.title?.value ?? controller.navigationItemTitle?.value ?? controller.storyboardIdentifier?.value
            ?? controller.customClass?.value ?? controller.userLabel?.value
    }

    /// A segue's arrow: nil for an unwind segue (Interface Builder draws none) and for a kind
    /// it does not know.
    static func segueKind(_ segue: IBSegue) -> StoryboardMap.SegueKind? {
        switch segue.kind?.value {
        case "show", "push", "showDetail", "replace": return .show
        case "presentation", "modal": return .present
        case "popoverPresentation": return .popover
        case "relationship": return .relationship
        case "embed": return .embed
        case "custom": return .custom
        default: return nil
        }
    }

    /// The file's device at its whole screen's size, for a scene whose root is below bars (laid
    /// out on a device of its own, shorter size); nil unless the root is as wide as that screen
    /// (a freeform root) or for a device id the mapping does not know.
    static func wholeScreen(of mapped: MappedScene, in document: IBDocument) -> Device? {
        var device = IBDeviceMapping.anyAnyCanvas
        if let ibDevice = document.device {
            guard let known = IBDeviceMapping.device(id: ibDevice.id.value) else { return nil }
            device = known
            IBDeviceMapping.applyCanvasInsets(to: &device, id: ibDevice.id.value, buildNumber: mapped.buildNumber)
        }
        guard let orientation = mapped.scene.orientations.first,
            device.size(orientation).width == mapped.scene.devices.first?.size(orientation).width
        else { return nil }
        return device
    }

    /// A container's screen: the file's device (that of `template`, a laid-out scene of the
    /// file), an empty root, and the container's own bars (a navigation controller's bar, large
    /// when it prefers large titles, as in `SceneMapper.placeBars`; a tab bar controller's tab bar).
    static func containerScene(
        _ controller: IBViewController, sceneID: String, like template: Scene, at location: SourceLocation,
        document: IBDocument, index: DocumentIndex
    ) -> Scene {
        let colors = IBColorResolver(resources: document.resources)
        var scene = Scene(title: dockTitle(controller), devices: template.devices)
        scene.orientations = template.orientations
        scene.sizeCategories = template.sizeCategories
        scene.directions = template.directions
        scene.defaults = template.defaults
        scene.bars.statusBar = template.bars.statusBar
        switch controller.elementName {
        case "navigationController" where !controller.hidesNavigationBar:
            showNavigationBar(controller.bars, in: &scene.bars, colors: colors)
        case "tabBarController":
            scene.bars.tabBar = true
            if let bar = controller.bars.first(where: { $0.elementName == "tabBar" }) {
                scene.bars.tabBarAppearance = BarAppearance(bar: bar, colors: colors)
            }
            // On a navigation stack (held or pushed) it shows the stack's bar with its own
            // navigation item, as Interface Builder infers the bar from the segues.
            let stack = index.enclosingContainers(of: controller.id.value).first {
                $0.element == "navigationController" && !$0.hidesNavigationBar
            }
            if let stack {
                showNavigationBar(stack.bars, in: &scene.bars, colors: colors)
                scene.bars.navigationTitle = controller.navigationItemTitle?.value ?? controller.title?.value
                SceneMapper.applyNavigationItems(of: controller, resources: document.resources, to: &scene.bars)
            }
        default:
            break
        }
        scene.root.id = ViewID(sceneID)
        // The document's global tint colours the container's bar items as any scene's.
        scene.root.tint = document.tintColor.flatMap(colors.color)
        scene.provenance = .interfaceBuilderScene(
            at: location, sceneID: sceneID, controllerID: controller.id.value,
            storyboardIdentifier: controller.storyboardIdentifier?.value, title: controller.title?.value,
            customClass: controller.customClass?.value)
        return scene
    }

    /// A navigation controller's bar (among its `bars`) on a container's screen: large when it
    /// prefers large titles (`prefersLargeTitles`), as in `SceneMapper.placeBars`, in its colours.
    static func showNavigationBar(_ bars: [IBView], in sceneBars: inout Bars, colors: IBColorResolver) {
        let bar = bars.first { $0.elementName == "navigationBar" }
        if prefersLargeTitles(bar) { sceneBars.largeTitle = true } else { sceneBars.navigationBar = true }
        if let bar { sceneBars.navigationBarAppearance = BarAppearance(bar: bar, colors: colors) }
    }

    /// Whether a navigation controller's bar prefers large titles: its `largeTitles` attribute,
    /// else (a document that does not write it) a stored frame taller than 60 points, the
    /// standard bar's 44 or 50 with a large title's 52 below (not a 1000 × 1000 frame: a bar
    /// Xcode never laid out).
    static func prefersLargeTitles(_ bar: IBView?) -> Bool {
        guard let bar else { return false }
        if let prefers = bar.content.prefersLargeTitles?.value { return prefers }
        guard let frame = bar.frame?.value, !(frame.width == 1000 && frame.height == 1000) else { return false }
        return frame.height > 60
    }
}
