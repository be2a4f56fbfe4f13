import SceneModel

/// A view as the code builds it: its spec (named at the end), where it was created, what it is
/// called in the code, and its place in the hierarchy.
struct BuiltView {
    var spec: ViewSpec
    var className: String
    var location: SourceLocation
    /// `accessibilityIdentifier`, else the property, else the local variable it was first kept in.
    var identifier: String?
    var propertyName: String?
    var localName: String?
    /// How deep in the calls the local name was given: a caller's name for what a helper
    /// returned replaces the helper's own.
    var localNameDepth = Int.max
    var parent: Int?
    var children: [Int] = []
    /// `translatesAutoresizingMaskIntoConstraints` as the code sets it (nil: UIKit's default, true).
    var translatesAutoresizingMask: Bool?
    /// A custom view class this view was given to when made (`LoadingView(contentView: x)`):
    /// where it is assumed to be when the code adds it nowhere.
    var givenTo: Int?
    /// Stands for a view the code uses but does not make.
    var isPlaceholder = false
    /// Made while reading something that turned out not to be a view (a constant's value).
    var isDiscarded = false
    /// The code sets its image (`nil` included): no image is assumed for it.
    var imageSet = false
    /// SnapKit turns `translatesAutoresizingMaskIntoConstraints` off on the views it constrains.
    var constrainedBySnapKit = false
}

/// A constraint as the code builds it; it is in the scene once activated.
struct BuiltConstraint {
    var first: LayoutItem
    var firstAttribute: Attribute
    var relation: ConstraintSpec.Relation
    var second: LayoutItem?
    var secondAttribute: Attribute?
    var multiplier: Double = 1
    var constant: Constant = .points(0)
    var priority: Double = 1000
    var text: String
    var location: SourceLocation
    var isActive = false
    /// The property it is kept in, used as its id.
    var propertyName: String?
    /// Made in a SnapKit closure of this view (`remakeConstraints` replaces them).
    var snapKitView: Int?
}

/// A runtime value replaced by a placeholder: the view it is about, what, and where in the code.
struct PendingAssumption {
    var view: Int
    var subject: String
    var axes: [Attribute.Axis]
    var reason: String
}

/// Everything a scene's code builds, in the order it builds it: views, hierarchy, constraints,
/// and what was not understood (warnings) or assumed.
struct SceneBuilder {
    var views: [BuiltView]
    var constraints: [BuiltConstraint] = []
    var warnings: [Diagnostic] = []
    var assumptions: [PendingAssumption] = []
    /// Assumptions about no view's size (a constraint's constant, a condition), listed in the report.
    var notes: [Assumption] = []
    /// The source positions of the statements that made constraints (a loop's count once).
    var constraintStatements: Set<Int> = []

    init(rootClass: String, location: SourceLocation) {
        views = [BuiltView(spec: ViewSpec(name: "Root"), className: rootClass, location: location)]
    }

    mutating func makeView(className: String, type: ViewType, location: SourceLocation) -> Int {
        var spec = ViewSpec(name: className, type: type)
        spec.location = location
        if type == .stack { spec.stack = StackSpec() }
        if type == .scroll { spec.scroll = ScrollSpec() }
        views.append(BuiltView(spec: spec, className: className, location: location))
        return views.count - 1
    }

    /// Moves `child` under `parent` (at `index`, else last), as `addSubview` and `insertSubview` do.
    mutating func add(_ child: Int, to parent: Int, at index: Int? = nil) {
        guard child != parent, child != 0, !isAncestor(child, of: parent) else { return }
        remove(child)
        views[child].parent = parent
        let children = views[parent].children
        let position = index.map { min(max($0, 0), children.count) } ?? children.count
        views[parent].children.insert(child, at: position)
    }

    mutating func remove(_ child: Int) {
        guard let old = views[child].parent else { return }
        views[old].children.removeAll { $0 == child }
        if var stack = views[old].spec.stack {
            stack.arranged.removeAll { $0 == String(child) }
            views[old].spec.stack = stack
        }
        views[child].parent = nil
    }

    /// `addArrangedSubview`: a subview, and arranged (the stack keeps arranged views by index until named).
    mutating func arrange(_ child: Int, in stack: Int, at index: Int? = nil) {
        guard views[stack].spec.stack != nil else { return add(child, to: stack) }
        add(child, to: stack)
        var spec = views[stack].spec.stack!
        spec.arranged.removeAll { $0 == String(child) }
        let position = index.map { min(max($0, 0), spec.arranged.count) } ?? spec.arranged.count
        spec.arranged.insert(String(child), at: position)
        views[stack].spec.stack = spec
        views[child].translatesAutoresizingMask = false
    }

    func isAncestor(_ candidate: Int, of view: Int) -> Bool {
        var current: Int? = view
        var steps = 0
        while let index = current, steps <= views.count {
            if index == candidate { return true }
            current = views[index].parent
            steps += 1
        }
        return false
    }

    /// Whether the view is in the scene's hierarchy (the root's, at any depth).
    func isInHierarchy(_ view: Int) -> Bool { isAncestor(0, of: view) }

    mutating func warn(_ message: String, at location: SourceLocation) {
        guard warnings.count < SwiftSourceLimits.maximumWarnings else { return }
        // One warning a line: an element not understood and the list activating it are one problem.
        if !warnings.contains(where: { $0.location.file == location.file && $0.location.line == location.line }) {
            warnings.append(.warning(message, at: location))
        }
    }

    mutating func note(_ assumption: Assumption) {
        if !notes.contains(assumption) { notes.append(assumption) }
    }
}
