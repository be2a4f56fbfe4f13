import SceneModel
import SwiftSyntax

/// Views the code uses but does not make: a superclass's (`messageContainerView`), an outlet
/// loaded from a nib, a view passed in or taken from run-time data. Where the code adds
/// subviews to one, constrains one or adds one, it stands in as a placeholder view: drawn
/// hatched, its size an assumption, one per source expression.
extension SceneInterpreter {
    /// The methods that make an unknown receiver a placeholder view.
    static let placeholderMethods: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "addConstraint",
        "addConstraints", "addLayoutGuide", "setContentHuggingPriority", "setContentCompressionResistancePriority",
        "setCustomSpacing",
    ]

    /// Member names that make an unknown base a placeholder view (anchors, guides, SnapKit).
    static func makesPlaceholder(_ member: String) -> Bool {
        anchorAttributes[member] != nil || member == "snp"
            || ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"].contains(member)
    }

    /// The placeholder view for an unknown value (the same for the same source), else the value.
    func placeholder(for value: SourceValue, at node: some SyntaxProtocol) -> SourceValue {
        guard case .unknown(let source) = value else { return value }
        if let existing = placeholders[source] { return .view(existing) }
        guard builder.views.count < SwiftSourceLimits.maximumViews else { return value }
        let view = builder.makeView(className: "UIView", type: .view, location: places.location(of: node))
        builder.views[view].localName = Self.placeholderText(source)
        builder.views[view].localNameDepth = 0
        builder.views[view].translatesAutoresizingMask = false
        builder.views[view].isPlaceholder = true
        let place = places.location(of: node)
        builder.assumptions.append(
            PendingAssumption(
                view: view, subject: "`\(source)`", axes: [.horizontal, .vertical],
                reason:
                    "a view this file does not make (a superclass's, an outlet's or one passed in) "
                    + "(\(place.fileName):\(place.line)): a placeholder"))
        placeholders[source] = view
        return .view(view)
    }

    /// Placeholders the code built on but never added (a superclass's container): under the root.
    func placeUnattachedPlaceholders() {
        var constrained: Set<Int> = []
        for constraint in builder.constraints where constraint.isActive {
            if let owner = constraint.first.owner { constrained.insert(owner) }
            if let owner = constraint.second?.owner { constrained.insert(owner) }
        }
        // A view given to a custom view's initializer and added nowhere else is assumed inside it.
        for index in builder.views.indices where builder.views[index].parent == nil {
            guard let owner = builder.views[index].givenTo, builder.views[owner].parent != nil else { continue }
            builder.add(index, to: owner)
            let place = builder.views[index].location
            builder.note(
                Assumption(
                    view: ViewID("root"), subject: "where the view made at \(place.fileName):\(place.line) is",
                    axes: [], reason: "given to \(builder.views[owner].className)'s initializer: assumed its subview"))
        }
        for view in placeholders.values.sorted()
        where builder.views[view].parent == nil && (!builder.views[view].children.isEmpty || constrained.contains(view))
        {
            builder.add(view, to: 0)
        }
    }
}
