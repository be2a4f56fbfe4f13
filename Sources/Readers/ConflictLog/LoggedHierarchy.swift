import SceneModel

/// The views of a conflict and who contains whom, as far as the log tells: a `|` names a
/// superview outright; an edge pinned to the same edge of another view (`X.top == Y.top`)
/// usually pins a view into its container, the one that is a container elsewhere, has a size
/// UIKit gave it (encapsulated, temporary, autoresizing) or is a content view, else the second item.
struct LoggedHierarchy {
    /// By view key, in the order the log first names them.
    private(set) var views: [LoggedView] = []
    private(set) var index: [String: Int] = [:]
    /// Child key → parent key.
    private(set) var parents: [String: String] = [:]

    init(_ constraints: [LoggedConstraint]) {
        for constraint in constraints {
            for view in constraint.views + constraint.parentLinks.flatMap({ [$0.child, $0.parent] }) { add(view) }
        }
        for constraint in constraints {
            for parentLink in constraint.parentLinks { link(parentLink.child.key, to: parentLink.parent.key) }
        }
        let sized = Set(
            constraints.filter { $0.origin.isSystem && $0.second == nil }.map(\.first.view.key))
        func containerScore(_ key: String) -> Int {
            var score = 0
            if parents.values.contains(key) { score += 2 }
            if sized.contains(key) { score += 1 }
            let name = views[index[key]!].className
            if ["ContentView", "Cell", "Window", "HostView", "ContainerView", "WrapperView", "Wrapper"].contains(
                where: {
                    name.hasSuffix($0)
                })
            {
                score += 2
            }
            return score
        }
        for constraint in constraints {
            guard let second = constraint.second, constraint.first.view.key != second.view.key,
                constraint.first.attribute.withoutMargin == second.attribute.withoutMargin,
                !constraint.first.attribute.isSize
            else { continue }
            let a = constraint.first.view.key, b = second.view.key
            if parents[a] == b || parents[b] == a { continue }
            // A margin belongs to the container: `cell.trailingMargin == button.trailing`.
            let firstIsParent =
                constraint.first.attribute.isMargin && !second.attribute.isMargin
                || containerScore(a) > containerScore(b)
            let (child, parent) = firstIsParent ? (b, a) : (a, b)
            if parents[child] == nil {
                link(child, to: parent)
            } else if parents[parent] == nil && parents[child] != parent {
                // Already placed: the two are siblings.
                link(parent, to: parents[child]!)
            }
        }
        // Siblings spaced apart share a parent.
        for constraint in constraints {
            guard let second = constraint.second, !constraint.first.attribute.isSize,
                constraint.first.attribute.withoutMargin != second.attribute.withoutMargin
            else { continue }
            let a = constraint.first.view.key, b = second.view.key
            if let p = parents[a], parents[b] == nil, p != b { link(b, to: p) }
            if let p = parents[b], parents[a] == nil, p != a { link(a, to: p) }
        }
    }

    mutating func add(_ view: LoggedView) {
        if let i = index[view.key] {
            // The same address named twice: keep the richer description.
            var known = views[i]
            if known.className == "UIView" && view.className != "UIView" { known.className = view.className }
            if known.text == nil { known.text = view.text }
            if known.name == nil { known.name = view.name }
            views[i] = known
        } else {
            index[view.key] = views.count
            views.append(view)
        }
    }

    /// Links `child` under `parent` unless that would make a cycle.
    mutating func link(_ child: String, to parent: String) {
        guard child != parent, parents[child] == nil else { return }
        var up: String? = parent
        while let p = up {
            if p == child { return }
            up = parents[p]
        }
        parents[child] = parent
    }

    func view(_ key: String) -> LoggedView { views[index[key]!] }

    /// The view with this key, if the conflict names it.
    func knownView(_ key: String) -> LoggedView? { index[key].map { views[$0] } }

    /// 1 for a view the log gives no parent, 2 for its children, ….
    func depth(_ key: String) -> Int {
        var depth = 1
        var up = parents[key]
        while let p = up {
            depth += 1
            up = parents[p]
        }
        return depth
    }

    func children(of key: String?) -> [LoggedView] {
        views.filter { parents[$0.key] == key }
    }

    /// The nearest view containing both (or either's top ancestor when they share none).
    func commonAncestorDepth(_ a: String, _ b: String) -> Int {
        var ancestors: Set<String> = []
        var up: String? = a
        while let p = up {
            ancestors.insert(p)
            up = parents[p]
        }
        up = b
        while let p = up {
            if ancestors.contains(p) { return depth(p) }
            up = parents[p]
        }
        return 0
    }
}
