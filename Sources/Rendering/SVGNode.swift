import LayoutEngine
import SceneModel

/// The SVG document as a tree: display items, each with its color in both appearances, inside
/// groups that name what they hold (a view, an annotation layer, the chrome) or carry what a
/// display list's scopes do (a clip, a translation, a translucent layer).
enum SVGNode: Equatable {
    case item(SVGItem)
    case group(SVGGroup)
}

/// A display item as drawn in the document: its color in the light appearance (the item's)
/// and in the dark one, the classes and attributes that say what it is.
struct SVGItem: Equatable {
    var item: DisplayItem
    var dark: Color
    var classes: [String] = []
    var attributes: [SVGAttribute] = []

    init(_ item: DisplayItem, classes: [String] = [], attributes: [SVGAttribute] = []) {
        self.item = item
        dark = item.color
        self.classes = classes
        self.attributes = attributes
    }
}

struct SVGAttribute: Equatable {
    var name: String, value: String
}

struct SVGGroup: Equatable {
    enum Scope: Equatable {
        case none
        case clip(DisplayShape)
        case translate(dx: Double, dy: Double)
        case opacity(Double)
    }

    var scope = Scope.none
    /// The name the group's id is made from (made unique when written).
    var idName: String?
    var title: String?
    var classes: [String] = []
    var attributes: [SVGAttribute] = []
    var children: [SVGNode] = []
}

/// Builds a group's children from display items, in painting order: a clip, a translation or a
/// translucent layer becomes a group of the items up to its end, and the items of a view go
/// into the view's group, nested in its superview's when that is still open.
struct SVGTreeBuilder {
    private struct Open {
        var group: SVGGroup
        var view: ViewID?
    }

    private var stack: [Open]

    init(_ root: SVGGroup = SVGGroup()) { stack = [Open(group: root, view: nil)] }

    /// The group built, every group still open closed.
    mutating func finish() -> SVGGroup {
        while stack.count > 1 { pop() }
        return stack[0].group
    }

    mutating func add(_ node: SVGNode) { stack[stack.count - 1].group.children.append(node) }

    mutating func add(_ item: DisplayItem, classes: [String] = [], attributes: [SVGAttribute] = []) {
        switch item.paint {
        case .clip(let shape): push(SVGGroup(scope: .clip(shape)))
        case .translate(let dx, let dy): push(SVGGroup(scope: .translate(dx: dx, dy: dy)))
        case .beginGroup: push(SVGGroup(scope: .opacity(1)))
        case .restore:
            // Closes the innermost clip or translation (and any view group opened inside it).
            guard let i = stack.lastIndex(where: { $0.group.isClipOrTranslation }), i > 0 else { return }
            while stack.count > i { pop() }
        case .endGroup(let alpha):
            guard let i = stack.lastIndex(where: { if case .opacity = $0.group.scope { true } else { false } }),
                i > 0
            else { return }
            while stack.count > i + 1 { pop() }
            stack[i].group.scope = .opacity(alpha)
            pop()
        default:
            add(.item(SVGItem(item, classes: classes, attributes: attributes)))
        }
    }

    mutating func add(_ items: some Sequence<DisplayItem>) {
        for item in items { add(item) }
    }

    /// Opens `group`: what is added next goes into it, until `close()` or a scope's end.
    mutating func open(_ group: SVGGroup) { push(group) }

    mutating func close() { if stack.count > 1 { pop() } }

    /// Opens the group of `view`, closing first the view groups open at the top that are not
    /// its ancestors (`isAncestor`).
    mutating func openView(_ id: ViewID, group: SVGGroup, isAncestor: (ViewID) -> Bool) {
        while stack.count > 1, let open = stack.last?.view, !isAncestor(open) { pop() }
        stack.append(Open(group: group, view: id))
    }

    /// Closes the view groups open at the top.
    mutating func closeViews() {
        while stack.count > 1, stack.last?.view != nil { pop() }
    }

    private mutating func push(_ group: SVGGroup) { stack.append(Open(group: group, view: nil)) }

    private mutating func pop() {
        let closed = stack.removeLast().group
        add(.group(closed))
    }
}

extension SVGGroup {
    var isClipOrTranslation: Bool {
        switch scope {
        case .clip, .translate: return true
        default: return false
        }
    }
}
