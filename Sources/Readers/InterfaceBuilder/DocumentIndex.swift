import IBXML
import SceneModel

/// A container controller as the controllers it holds see it: its element, its bars, and
/// whether a navigation controller shows its toolbar or hides its navigation bar.
struct ContainerInfo {
    var element: String
    var bars: [IBView]
    var showsToolbar: Bool
    var hidesNavigationBar: Bool
}

/// Every id of a document: which `<objects>` (scene) holds it and what it is, so that a
/// constraint's item can be told apart as a view of this scene, a view of another scene, or
/// nothing at all.
struct DocumentIndex {
    enum Object {
        case view(IBView)
        case guide(IBLayoutGuide, owner: String)
        case controllerGuide(IBControllerLayoutGuide)
        case other
    }

    var objects: [String: (object: Object, scene: Int)] = [:]
    /// The id of the view each view id sits in (for the cycle check).
    var parents: [String: (parent: String, position: XMLPosition)] = [:]
    /// Navigation and tab bar controllers' children: controller id → container element names.
    var containers: [String: [String]] = [:]
    /// Containers' ids by the id of a controller they hold, and each container's element and bars.
    var containerIDs: [String: [String]] = [:]
    var containerInfo: [String: ContainerInfo] = [:]
    /// The controllers that push a controller (a `show` or `push` segue from the controller or
    /// one of its views), by the pushed controller's id.
    var pushers: [String: [String]] = [:]
    /// The controllers whose scene's top-level views push a controller, by the pushed
    /// controller's id: they pass on the simulated top bar but not the containers
    /// (SimpleTunnel's controllers pushed so from a tab's navigation stack are stored without
    /// the tab bar).
    var viewPushers: [String: [String]] = [:]
    /// Every controller by id.
    var controllers: [String: IBViewController] = [:]
    /// Controllers embedded in a container view (an `embed` segue's destinations).
    var embedded: Set<String> = []

    /// Every container around a controller (a navigation controller inside a tab bar
    /// controller …), nearest first. A controller pushed by one inside a navigation controller
    /// is on that navigation stack too: Interface Builder infers its bars from the segue.
    func enclosingContainers(of controller: String) -> [ContainerInfo] {
        var result: [ContainerInfo] = []
        var queue = [controller], seen: Set<String> = [controller]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for container in containerIDs[current] ?? [] where !seen.contains(container) {
                seen.insert(container)
                if let info = containerInfo[container] { result.append(info) }
                queue.append(container)
            }
            for pusher in pushers[current] ?? [] where !seen.contains(pusher) {
                seen.insert(pusher)
                queue.append(pusher)
            }
        }
        return result
    }

    /// Every controller that pushes this one, directly or through others, nearest first;
    /// `throughDockViews` counts pushes from the top-level views of a pusher's scene too.
    func pushingControllers(of controller: String, throughDockViews: Bool = false) -> [String] {
        var result: [String] = [], queue = [controller], seen: Set<String> = [controller]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            let direct = (pushers[current] ?? []) + (throughDockViews ? viewPushers[current] ?? [] : [])
            for pusher in direct where !seen.contains(pusher) {
                seen.insert(pusher)
                result.append(pusher)
                queue.append(pusher)
            }
        }
        return result
    }

    init(_ document: IBDocument) {
        for (number, objects) in document.allObjects.enumerated() {
            func add(_ view: IBView, parent: String?) {
                if self.objects[view.id.value] == nil { self.objects[view.id.value] = (.view(view), number) }
                if let parent { parents[view.id.value] = (parent, view.position) }
                for guide in view.layoutGuides {
                    self.objects[guide.id.value] = (.guide(guide, owner: view.id.value), number)
                }
                for child in view.subviews + view.keyedViews + view.cells { add(child, parent: view.id.value) }
            }
            for controller in objects.controllers {
                self.objects[controller.id.value] = (.other, number)
                if controllers[controller.id.value] == nil { controllers[controller.id.value] = controller }
                for guide in controller.layoutGuides {
                    self.objects[guide.id.value] = (.controllerGuide(guide), number)
                }
                controller.view.map { add($0, parent: nil) }
                controller.bars.forEach { add($0, parent: nil) }
                let views = (controller.view?.allViews ?? []) + controller.bars.flatMap(\.allViews)
                let viewSegues = views.flatMap { $0.segues + $0.barItemSegues } + controller.barItemSegues
                for segue in controller.segues + viewSegues where ["show", "push"].contains(segue.kind?.value) {
                    if let destination = segue.destination?.value, destination != controller.id.value {
                        pushers[destination, default: []].append(controller.id.value)
                    }
                }
                for segue in controller.segues + viewSegues where segue.kind?.value == "embed" {
                    if let destination = segue.destination?.value { embedded.insert(destination) }
                }
                for segue in controller.segues where segue.relationship != nil {
                    if let destination = segue.destination?.value {
                        containers[destination, default: []].append(controller.elementName)
                        containerIDs[destination, default: []].append(controller.id.value)
                        containerInfo[controller.id.value] = ContainerInfo(
                            element: controller.elementName, bars: controller.bars,
                            showsToolbar: controller.showsToolbar, hidesNavigationBar: controller.hidesNavigationBar)
                    }
                }
            }
            for view in objects.views { add(view, parent: nil) }
            // A scene's top-level views (a cell kept beside the controller for a table's data
            // source) push on behalf of the scene's controller.
            if let controller = objects.controllers.first {
                for segue in objects.views.flatMap(\.allViews).flatMap(\.segues)
                where ["show", "push"].contains(segue.kind?.value) {
                    if let destination = segue.destination?.value, destination != controller.id.value {
                        viewPushers[destination, default: []].append(controller.id.value)
                    }
                }
            }
            for placeholder in objects.placeholders { self.objects[placeholder.id.value] = (.other, number) }
        }
    }

    /// A view that contains itself: the decoder builds trees, so only a reused id can make one
    /// (a view whose id is also one of its ancestors').
    func cycleErrors(lines: XMLSourceLines, file: String) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        for (id, entry) in parents.sorted(by: { $0.value.position.line < $1.value.position.line }) {
            var seen: Set<String> = [id]
            var current = entry.parent
            while let next = parents[current]?.parent, !seen.contains(current) {
                seen.insert(current)
                current = next
            }
            if seen.contains(current) && current == id {
                errors.append(
                    Diagnostic(
                        "view '\(id)' is inside itself: the view tree has a cycle",
                        at: location(entry.position, lines, file: file)))
            }
        }
        return errors
    }
}

/// A position in the XML as a scene location (with the line, for the caret).
func location(_ position: XMLPosition, _ lines: XMLSourceLines, file: String = "") -> SourceLocation {
    let line = lines.line(position.line)
    return SourceLocation(file: file, line: position.line, column: position.column, sourceLine: line)
}
