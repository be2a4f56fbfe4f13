import IBXML

/// `<objects>` and the view controllers in it.
extension DocumentDecoding {
    /// The controller elements Interface Builder writes for UIKit.
    static let controllerNames: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "viewControllerPlaceholder",
        "glkViewController", "avPlayerViewController", "hostingController",
    ]

    /// Attributes that have no effect on layout.
    static let ignoredControllerAttributes = [
        "sceneMemberID", "customModuleProvider", "useStoryboardIdentifierAsRestorationIdentifier",
        "automaticallyAdjustsScrollViewInsets", "restorationIdentifier", "modalPresentationStyle",
        "modalTransitionStyle", "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "extendedLayoutIncludesOpaqueBars", "clearsSelectionOnViewWillAppear",
        "edgesForExtendedLayout", "isModalInPresentation", "videoGravity",
        // A page view controller's transition, which Interface Builder draws as an empty screen.
        "transitionStyle", "navigationOrientation", "spineLocation",
    ]

    func objects(_ element: XMLElementNode) -> IBObjects {
        var objects = IBObjects()
        context.eachChild(of: element) { child in
            if Self.controllerNames.contains(child.name) {
                if let controller = controller(child) { objects.controllers.append(controller) }
            } else if Self.viewNames.contains(child.name) || Self.looksLikeView(child) {
                if !Self.viewNames.contains(child.name) {
                    context.warn(Self.plainViewWarning(child.name), at: child.position)
                }
                if let view = view(child) { objects.views.append(view) }
            } else if child.name == "placeholder" {
                var fields = ElementFields(child, context, skippable: true)
                if let id = fields.required("id") {
                    objects.placeholders.append(
                        IBPlaceholder(
                            id: id, placeholderIdentifier: fields.string("placeholderIdentifier"),
                            customClass: fields.string("customClass")))
                }
                fields.ignore([
                    "sceneMemberID", "userLabel", "customModule", "customModuleProvider", "storyboardName",
                    "referencedIdentifier",
                ])
                _ = fields.leftovers()
            } else {
                // Gesture recognizers, bar items, exits … in the scene's dock: not laid out.
                return Self.ignoredObjectNames.contains(child.name)
            }
            return true
        }
        return objects
    }

    /// The bars a controller holds besides its view.
    static let barNames: Set<String> = ["navigationBar", "toolbar", "tabBar"]

    /// An object of a class this reader does not know that has a frame: a view (a newer Xcode's).
    static func looksLikeView(_ element: XMLElementNode) -> Bool {
        element.children.contains { $0.name == "rect" && $0["key"] == "frame" }
    }

    /// Dock objects that are not views and not laid out.
    static let ignoredObjectNames: Set<String> = [
        "exit", "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer", "pinchGestureRecognizer",
        "longPressGestureRecognizer", "screenEdgePanGestureRecognizer", "rotationGestureRecognizer",
        "barButtonItem", "customObject", "searchDisplayController",
    ]

    func controller(_ element: XMLElementNode) -> IBViewController? {
        var fields = ElementFields(element, context)
        let id = fields.string("id") ?? placeID(element)
        var controller = IBViewController(
            elementName: element.name, id: id, customClass: fields.string("customClass"),
            customModule: fields.string("customModule"),
            storyboardIdentifier: fields.string("storyboardIdentifier"), title: fields.string("title"),
            userLabel: fields.string("userLabel"), storyboardName: fields.string("storyboardName"), view: nil, bars: [],
            navigationItemTitle: nil, layoutGuides: [], simulatedMetrics: [], freeformSize: nil, segues: [],
            extras: IBExtras(), position: element.position)
        controller.showsToolbar = fields.bool("toolbarHidden")?.value == false
        controller.hidesNavigationBar = fields.bool("navigationBarHidden")?.value == true
        controller.hidesBottomBarWhenPushed = fields.bool("hidesBottomBarWhenPushed")?.value == true
        fields.ignore(Self.ignoredControllerAttributes + ["referencedIdentifier"])
        controller.extras.attributes = fields.leftovers()
        var extras = controller.extras
        // A view without a key: the controller's, when no `key="view"` one comes.
        var keyless: (view: IBView, name: String, position: XMLPosition)?
        context.eachChild(of: element, extras: &extras) { child in
            let key = child["key"]
            switch child.name {
            case "layoutGuides":
                context.eachChild(of: child) { guide in
                    guard guide.name == "viewControllerLayoutGuide" else { return false }
                    var fields = ElementFields(guide, context, skippable: true)
                    if let type = fields.required("type"), let id = fields.required("id") {
                        controller.layoutGuides.append(IBControllerLayoutGuide(type: type, id: id))
                    }
                    _ = fields.leftovers()
                    return true
                }
            case "navigationItem":
                controller.barItemSegues += barItemSegues(in: child)
                var fields = ElementFields(child, context)
                controller.navigationItemTitle = fields.string("title")
                controller.largeTitleDisplayMode = fields.string("largeTitleDisplayMode")?.value
                controller.navigationItems = navigationItems(child)
                // Bar buttons and the title view are drawn in the bar, not laid out here.
                fields.ignore([
                    "key", "id", "prompt", "leftItemsSupplementBackButton", "style", "userLabel",
                ])
                _ = fields.leftovers()
            case "size" where key == "freeformSize":
                controller.freeformSize = size(child)
            case "connections":
                controller.segues += segues(child)
            case "tabBarItem" where key == "tabBarItem":
                // A system item (`systemItem="favorites"`) shows its own title.
                let title = child.attribute("title") ?? child.attribute("systemItem")
                controller.tabBarItemImage = child["image"]
                controller.tabBarItemSystemItem = child["systemItem"]
                controller.tabBarItemTitle = title.map {
                    Located($0.name == "title" ? $0.value : Self.spacedWords($0.value), at: $0.valuePosition)
                }
            case "toolbarItems":
                controller.barItemSegues += barItemSegues(in: child)
                controller.toolbarItems = barButtonItems(in: child)
            case "nil" where key == "simulatedStatusBarMetrics":
                // Simulated Metrics' Status Bar set to None.
                controller.simulatesNoStatusBar = true
            case "extendedEdge" where key == "edgesForExtendedLayout":
                controller.extendedEdges = (child["top"] == "YES", child["bottom"] == "YES")
            // A table view controller's refresh control shows only while the table is pulled down:
            // Interface Builder's canvas has none.
            case "tabBarItem", "nil", "extendedEdge", "value", "userDefinedRuntimeAttributes",
                "splitViewControllerChildren", "refreshControl":
                break
            default:
                if child.name.hasPrefix("simulated") || child.name == "freeformSimulatedSizeMetrics" {
                    var fields = ElementFields(child, context)
                    let key = fields.string("key")
                    if child.name == "simulatedNavigationBarMetrics", child["prompted"] == "YES" {
                        // Not a silent guess: the prompt's line above the title is not modelled.
                        context.warn(
                            "a simulated navigation bar with a prompt: laid out as the bar without its prompt",
                            at: child.position)
                    }
                    controller.simulatedMetrics.append(
                        IBSimulatedMetric(
                            elementName: child.name, key: key,
                            attributes: child.attributes.filter { $0.name != "key" }))
                } else if Self.viewNames.contains(child.name) || key == "view" && child["id"] != nil {
                    // A controller's view of a class this reader does not know: a plain UIView.
                    if !Self.viewNames.contains(child.name) {
                        context.warn(Self.plainViewWarning(child.name), at: child.position)
                    }
                    guard let view = view(child) else { return true }
                    if key == "view" {
                        controller.view = view
                    } else if key == nil, !Self.barNames.contains(child.name), keyless == nil {
                        // Bars always have a key: a keyless view (a <view>, a table view's
                        // <tableView>) can only be the controller's, unless a keyed one follows.
                        keyless = (view, child.name, child.position)
                    } else {
                        controller.bars.append(view)
                    }
                } else {
                    return false
                }
            }
            return true
        }
        if let (view, name, position) = keyless {
            let reading = controller.view == nil ? "read as the controller's view" : "skipped: the controller has one"
            context.warn("<\(name)> has no 'key' (Interface Builder always writes it); \(reading)", at: position)
            if controller.view == nil { controller.view = view }
        }
        controller.extras.elements = extras.elements
        return controller
    }

    /// `<connections>`: segues are kept (containment relationships); outlets and actions are not
    /// layout.
    func segues(_ element: XMLElementNode) -> [IBSegue] {
        var result: [IBSegue] = []
        context.eachChild(of: element) { child in
            switch child.name {
            case "segue":
                var fields = ElementFields(child, context)
                result.append(
                    IBSegue(
                        id: fields.string("id"), destination: fields.string("destination"),
                        kind: fields.string("kind"), relationship: fields.string("relationship")))
            case "outlet", "action", "outletCollection": break
            default: return false
            }
            return true
        }
        return result
    }

    /// The segues of the bar button items under `element` (a navigation item's, a toolbar's
    /// items): the canvas's arrows, and pushes as from the controller's views (the items
    /// themselves are not laid out).
    func barItemSegues(in element: XMLElementNode) -> [IBSegue] {
        var result: [IBSegue] = []
        func walk(_ node: XMLElementNode, inItem: Bool) {
            for child in node.children {
                if child.name == "segue", inItem {
                    var fields = ElementFields(child, context)
                    result.append(
                        IBSegue(
                            id: fields.string("id"), destination: fields.string("destination"),
                            kind: fields.string("kind"), relationship: fields.string("relationship")))
                } else {
                    walk(child, inItem: inItem || child.name == "barButtonItem")
                }
            }
        }
        walk(element, inItem: element.name == "barButtonItem")
        return result
    }

    /// `mostRecent` → `Most Recent`, `navigationController` → `Navigation Controller`.
    static func spacedWords(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase && !result.isEmpty { result.append(" ") }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
        }
        return result
    }
}
