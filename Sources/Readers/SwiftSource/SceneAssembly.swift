import SceneModel

/// The scene a type's code built: its views named (accessibility identifier, property, local
/// variable, class), the hierarchy from the root, the active constraints, and what was not
/// understood or assumed. What UIKit would refuse or not draw is a warning, not an error.
extension SceneBuilder {
    /// Names UIKit's own items take in constraints: a view may not be called so.
    static let reservedNames: Set<String> = [
        "root", "superview", "toplayoutguide", "bottomlayoutguide", "safearea", "margins", "readablecontent",
    ]

    func scene(title: String, kind: SceneKind) -> Scene {
        var builder = self
        let names = builder.viewNames()
        builder.assumeAbsentContent(names: names)
        var scene = Scene(title: title)
        scene.defaults = .programmatic
        scene.root = builder.spec(of: 0, names: names)
        if kind != .controller {
            // A cell or a view is as high as its content, at the width of the screen that lists
            // or holds it (docs/uikit-rules.md, Roots sized by their content).
            scene.rootSizing = kind == .view ? .fitsHeight : kind == .tableCell ? .tableCell : .cell
        }
        scene.provenance = Provenance(
            format: .swiftSource, location: builder.views[0].location, label: title)
        var classes: [ViewID: String] = [:]
        for (index, name) in names { classes[ViewID(name: name)] = builder.views[index].className }
        scene.updateViews { view in view.provenance.label = classes[view.id] ?? view.provenance.label }
        scene.constraints = builder.activeConstraints(names: names)
        for violation in ConstraintLegality.violations(in: scene) {
            scene.constraints.removeAll { $0.location == violation.location }
            builder.warn(violation.message + " (UIKit refuses it): not read", at: violation.location)
        }
        builder.warnAboutAutoresizing(names: names, scene: scene)
        for (index, view) in builder.views.enumerated() where index > 0 && names[index] == nil {
            if view.spec.type != .guide && !view.isDiscarded {
                builder.warn(
                    "the \(view.className) made here is not added to the hierarchy by this code: not drawn",
                    at: view.location)
            }
        }
        for pending in builder.assumptions {
            guard let name = names[pending.view] else { continue }
            scene.assume(
                Assumption(
                    view: ViewID(name: name), subject: "\(name) \(pending.subject)", axes: pending.axes,
                    reason: pending.reason), named: name)
        }
        scene.assumptions += builder.notes
        scene.warnings = builder.warnings
        return scene
    }

    /// The name of each view in the hierarchy (the root has none), unique within the scene.
    func viewNames() -> [Int: String] {
        var names: [Int: String] = [:]
        var used = Self.reservedNames
        func visit(_ index: Int) {
            for child in views[index].children {
                let view = views[child]
                let base = view.identifier ?? view.propertyName ?? view.localName ?? view.className
                var name = base
                var number = 2
                while used.contains(normalizedName(name)) {
                    name = "\(base) \(number)"
                    number += 1
                }
                used.insert(normalizedName(name))
                names[child] = name
                visit(child)
            }
        }
        visit(0)
        return names
    }

    func spec(of index: Int, names: [Int: String]) -> ViewSpec {
        var result = views[index].spec
        if index > 0, let name = names[index] {
            result.name = name
            result.id = ViewID(name: name)
        }
        result.location = views[index].location
        result.subviews = views[index].children.map { spec(of: $0, names: names) }
        if var stack = result.stack {
            stack.arranged = stack.arranged.compactMap { Int($0).flatMap { names[$0] } }
            stack.customSpacing = Dictionary(
                stack.customSpacing.compactMap { key, spacing in Int(key).flatMap { names[$0] }.map { ($0, spacing) } },
                uniquingKeysWith: { _, last in last })
            result.stack = stack
        }
        if result.scroll != nil {
            var scroll = ScrollSpec()
            scroll.content = views[index].children.compactMap { names[$0] }
            result.scroll = scroll
        }
        return result
    }

    func item(_ item: LayoutItem, names: [Int: String]) -> Item? {
        func owner(_ index: Int) -> String? { index == 0 ? "root" : names[index] }
        switch item {
        case .view(0): return .root
        case .view(let index): return names[index].map(Item.view)
        case .safeArea(let index): return owner(index).map { Item.safeArea(of: $0) }
        case .margins(let index): return owner(index).map { Item.margins(of: $0) }
        case .readableContent(let index): return owner(index).map { Item.readableContent(of: $0) }
        case .contentLayoutGuide(let index): return names[index].map { Item.contentLayoutGuide(of: $0) }
        case .frameLayoutGuide(let index): return names[index].map { Item.frameLayoutGuide(of: $0) }
        case .superview: return .superview
        case .topLayoutGuide: return .topLayoutGuide
        case .bottomLayoutGuide: return .bottomLayoutGuide
        }
    }

    /// The constraints active at the end, once each (a statement read twice makes the same one).
    mutating func activeConstraints(names: [Int: String]) -> [ConstraintSpec] {
        var result: [ConstraintSpec] = []
        var seen: Set<String> = []
        for constraint in constraints where constraint.isActive {
            guard let first = item(constraint.first, names: names),
                constraint.second.map({ item($0, names: names) != nil }) ?? true
            else {
                warn(
                    "`\(constraint.text)` names a view that is not in the hierarchy (UIKit raises an exception): not read",
                    at: constraint.location)
                continue
            }
            let second = constraint.second.flatMap { item($0, names: names) }
            let spec = ConstraintSpec(
                id: constraint.propertyName ?? "", first: Anchor(first, constraint.firstAttribute),
                relation: constraint.relation,
                second: second.map { Anchor($0, constraint.secondAttribute ?? constraint.firstAttribute) },
                multiplier: constraint.multiplier, constant: constraint.constant,
                priority: min(1000, max(1, constraint.priority)), text: constraint.text, location: constraint.location)
            let key =
                "\(spec.first) \(spec.relation) \(spec.second.map(\.description) ?? "") \(spec.multiplier) "
                + "\(spec.constant) \(spec.priority) \(spec.location) \(spec.id)"
            if seen.insert(key).inserted { result.append(spec) }
        }
        return result
    }

    /// A view made in code keeps its frame through autoresizing constraints unless
    /// `translatesAutoresizingMaskIntoConstraints` is false (stack views and SnapKit set it for
    /// their views): with constraints of its own, UIKit would report a conflict.
    mutating func warnAboutAutoresizing(names: [Int: String], scene: Scene) {
        var constrained: Set<Int> = []
        for constraint in constraints where constraint.isActive {
            if case .view(let index) = constraint.first { constrained.insert(index) }
        }
        for index in constrained.sorted() where index > 0 && names[index] != nil {
            let view = views[index]
            guard view.translatesAutoresizingMask != false, !view.constrainedBySnapKit, view.spec.type != .guide else {
                continue
            }
            warn(
                "\(names[index]!) has constraints but `translatesAutoresizingMaskIntoConstraints` is not set to false: "
                    + "UIKit would also keep its frame (a conflict); laid out as if it were false",
                at: view.location)
        }
    }
}
